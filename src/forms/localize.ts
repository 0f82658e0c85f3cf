import type { LocaleText } from '../api/contract/content';

/**
 * requirements#locale-fallback: a label falls back to the default locale when the user's locale
 * label is empty. A regional locale (en-GB) also tries its language (en). When neither has text,
 * the first non-empty text of the map is shown rather than a blank label: configuration that forgot
 * the default language still shows something readable.
 */
export function localize(text: LocaleText | string | undefined | null, locale: string, fallbackLocale = 'en'): string {
  if (text === undefined || text === null) return '';
  if (typeof text === 'string') return text;
  const candidates = [locale, locale.split('-')[0], fallbackLocale, fallbackLocale.split('-')[0]];
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    const found = text[candidate];
    if (found !== undefined && found.trim() !== '') return found;
  }
  return Object.values(text).find((item) => item.trim() !== '') ?? '';
}

export type PlaceholderValue = string | number | boolean | readonly string[] | null | undefined;

/** `{name}` placeholders; names are identifiers, optionally dotted (`{user.name}` is one name). */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_.]*)\}/g;

/**
 * requirements#locale-fallback: a missing placeholder is shown as '-'. Empty strings and empty
 * lists count as missing too: a message reading "between  and 10" is worse than "between - and 10".
 */
export function fillPlaceholders(template: string, values: Readonly<Record<string, PlaceholderValue>>): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined || value === null) return '-';
    if (Array.isArray(value)) return value.length === 0 ? '-' : value.join(', ');
    const text = String(value);
    return text === '' ? '-' : text;
  });
}
