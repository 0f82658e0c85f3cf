import dayjs from 'dayjs';

/**
 * The date pickers' month and weekday names come from dayjs's locale data, loaded only for the
 * language in use (requirements#intl-formats): each is its own small chunk. The portal's `ku` is
 * Sorani, which is dayjs's `ku`; its `mm` is Burmese, dayjs's `my`. Digits stay Latin in every
 * language (requirements#languages): the Arabic and Sorani data would write Arabic-Indic digits, so
 * they are registered again without their digit conversion.
 */
const loaders: Readonly<Record<string, () => Promise<unknown>>> = {
  zh: () => import('dayjs/locale/zh'),
  ru: () => import('dayjs/locale/ru'),
  he: () => import('dayjs/locale/he'),
  fr: () => import('dayjs/locale/fr'),
  ar: () => import('dayjs/locale/ar'),
  de: () => import('dayjs/locale/de'),
  es: () => import('dayjs/locale/es'),
  ja: () => import('dayjs/locale/ja'),
  ko: () => import('dayjs/locale/ko'),
  it: () => import('dayjs/locale/it'),
  hu: () => import('dayjs/locale/hu'),
  nl: () => import('dayjs/locale/nl'),
  pt: () => import('dayjs/locale/pt'),
  ku: () => import('dayjs/locale/ku'),
  mm: () => import('dayjs/locale/my'),
};

const dayjsNames: Readonly<Record<string, string>> = { mm: 'my' };
const latinDigits = new Set(['ar', 'ku']);

/** The dayjs locale name the pickers use for a portal language ('en' when it has none). */
export function dayjsLocaleName(locale: string): string {
  if (!Object.hasOwn(loaders, locale)) return 'en';
  return latinDigits.has(locale) ? `${locale}-latn` : (dayjsNames[locale] ?? locale);
}

const loading = new Map<string, Promise<string>>();

/** Loads (once) a portal language's dayjs data; answers the name to give the pickers. */
export function loadDayjsLocale(locale: string): Promise<string> {
  const load = loaders[locale];
  if (!load) return Promise.resolve('en');
  const name = dayjsLocaleName(locale);
  let pending = loading.get(name);
  if (!pending) {
    pending = load().then(() => {
      const base = dayjs.Ls[dayjsNames[locale] ?? locale];
      if (latinDigits.has(locale) && base) {
        const {
          postformat: _post,
          preparse: _pre,
          ...rest
        } = base as ILocale & {
          postformat?: unknown;
          preparse?: unknown;
        };
        dayjs.locale({ ...rest, name }, undefined, true);
      }
      return name;
    });
    // a failed load is not kept: the next field tries again (English meanwhile)
    pending.catch(() => loading.delete(name));
    loading.set(name, pending);
  }
  return pending;
}
