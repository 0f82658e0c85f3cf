import type { LocaleText } from '../../api/contract/content';
import { localize } from '../localize';

/**
 * A configured text in the locale, or undefined when there is none: requirements#locale-fallback
 * shows a missing text as '-', which suits a value on a page but not a placeholder or a help line.
 */
export function localizeText(text: LocaleText | string | undefined | null, locale: string): string | undefined {
  if (text === undefined || text === null) return undefined;
  const value = localize(text, locale);
  return value && value !== '-' ? value : undefined;
}
