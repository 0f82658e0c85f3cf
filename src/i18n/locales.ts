/**
 * The interface languages this build ships catalogs for (en, ar, ku complete). API codes per
 * seed 000 §9; Arabic and Kurdish (Sorani, Arabic script) are right-to-left.
 */
export const supportedLocales = {
  en: { name: 'English', rtl: false, apiCode: 'enUS' },
  ar: { name: 'العربية', rtl: true, apiCode: 'arAR' },
  ku: { name: 'کوردی', rtl: true, apiCode: 'kuKU' },
} as const;

export type SupportedLocale = keyof typeof supportedLocales;
export const sourceLocale: SupportedLocale = 'en';

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && Object.hasOwn(supportedLocales, value);
}

export function isRtl(locale: string): boolean {
  return isSupportedLocale(locale) && supportedLocales[locale].rtl;
}

export function apiLanguageCode(locale: string): string {
  return isSupportedLocale(locale) ? supportedLocales[locale].apiCode : supportedLocales.en.apiCode;
}

/** The first of the browser's languages this build supports, else the source locale. */
export function preferredLocale(languages: readonly string[]): SupportedLocale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isSupportedLocale(base)) return base;
  }
  return sourceLocale;
}
