import { compileRegex } from '../validation/text';

/**
 * requirements#request-mobile-prefix: helpers (the setting is enabled, key, bindInRequest, plus
 * the patterns list). Pure string functions; the request builder calls them only when the
 * setting is enabled and bindInRequest is set.
 *
 * Whether a number already carries the prefix is decided by the configured patterns (regular
 * expressions of prefixed numbers). With no patterns configured, a number that starts with the
 * prefix is taken as prefixed. A pattern that does not compile matches nothing.
 */
export function hasMobilePrefix(number: string, prefix: string, patterns: readonly string[]): boolean {
  if (patterns.length === 0) return prefix !== '' && number.startsWith(prefix);
  return patterns.some((source) => compileRegex(source)?.test(number) ?? false);
}

/** The number with the prefix in front, unless it already has one. */
export function addMobilePrefix(number: string, prefix: string, patterns: readonly string[]): string {
  if (number === '' || hasMobilePrefix(number, prefix, patterns)) return number;
  return prefix + number;
}

/** The number without the prefix; a number without one is returned as it is. */
export function removeMobilePrefix(number: string, prefix: string, patterns: readonly string[]): string {
  if (prefix === '' || !number.startsWith(prefix) || !hasMobilePrefix(number, prefix, patterns)) return number;
  return number.slice(prefix.length);
}
