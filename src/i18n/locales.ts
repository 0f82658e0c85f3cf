/**
 * The languages the portal can offer, with their API codes and direction (requirements#languages).
 * The content service says which are active; this build ships complete catalogs for en, ar and ku
 * (Kurdish here is Sorani, in Arabic script) — another active language shows its configured content
 * in that language and the portal's own texts in English.
 */
export const offeredLanguages = {
  en: { name: 'English', rtl: false, apiCode: 'enUS' },
  zh: { name: '中文', rtl: false, apiCode: 'zhCN' },
  ru: { name: 'Русский', rtl: false, apiCode: 'ruRU' },
  he: { name: 'עברית', rtl: true, apiCode: 'heIL' },
  fr: { name: 'Français', rtl: false, apiCode: 'frFR' },
  ar: { name: 'العربية', rtl: true, apiCode: 'arAR' },
  de: { name: 'Deutsch', rtl: false, apiCode: 'deDE' },
  es: { name: 'Español', rtl: false, apiCode: 'esES' },
  ja: { name: '日本語', rtl: false, apiCode: 'jaJP' },
  ko: { name: '한국어', rtl: false, apiCode: 'koKR' },
  it: { name: 'Italiano', rtl: false, apiCode: 'itIT' },
  hu: { name: 'Magyar', rtl: false, apiCode: 'huHU' },
  nl: { name: 'Nederlands', rtl: false, apiCode: 'nlNL' },
  pt: { name: 'Português', rtl: false, apiCode: 'ptPT' },
  ku: { name: 'کوردی', rtl: true, apiCode: 'kuKU' },
  mm: { name: 'မြန်မာ', rtl: false, apiCode: 'mmMM' },
} as const;

export type OfferedLocale = keyof typeof offeredLanguages;
export const sourceLocale: OfferedLocale = 'en';

/** The languages this build has complete catalogs for. */
export const catalogLocales: readonly OfferedLocale[] = ['en', 'ar', 'ku'];

export function isOfferedLocale(value: unknown): value is OfferedLocale {
  return typeof value === 'string' && Object.hasOwn(offeredLanguages, value);
}

/**
 * Right-to-left locales (requirements#languages): the built-in ones (he and ar; Sorani too), plus
 * any the content service marks so (rtlLayoutArray).
 */
const rtlLocales = new Set<string>(
  Object.entries(offeredLanguages)
    .filter(([, language]) => language.rtl)
    .map(([locale]) => locale),
);

export function addRtlLocales(locales: Iterable<string>): void {
  for (const locale of locales) if (isOfferedLocale(locale)) rtlLocales.add(locale);
}

export function isRtl(locale: string): boolean {
  return rtlLocales.has(locale);
}

/** Languages written in Arabic script: an account's Arabic-script name suits them. */
export function usesArabicScript(locale: string): boolean {
  return locale === 'ar' || locale === 'ku';
}

export function apiLanguageCode(locale: string): string {
  return isOfferedLocale(locale) ? offeredLanguages[locale].apiCode : offeredLanguages.en.apiCode;
}

/**
 * A browser's language tag as a portal language: its base language, with the tags the portal spells
 * its own way (Sorani `ckb` is the portal's `ku`, Burmese `my` its `mm`, the old Hebrew `iw` its `he`).
 */
const tagAliases: Readonly<Record<string, OfferedLocale>> = { ckb: 'ku', my: 'mm', iw: 'he' };

export function portalLocaleOf(tag: string): OfferedLocale | null {
  const base = tag.toLowerCase().split(/[-_]/)[0] ?? '';
  const locale = tagAliases[base] ?? base;
  return isOfferedLocale(locale) ? locale : null;
}

/** The first of the browser's languages this build has a catalog for, else the source locale. */
export function preferredLocale(languages: readonly string[]): OfferedLocale {
  for (const tag of languages) {
    const locale = portalLocaleOf(tag);
    if (locale && catalogLocales.includes(locale)) return locale;
  }
  return sourceLocale;
}
