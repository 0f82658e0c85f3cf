import type { LocaleText } from '../../api/contract/content';
import { HTML_TAG, SCRIPT_TAG } from '../../api/contract/markup';
import type { FieldError } from '../types';
import { type Check, fail } from './context';

/*
 * Text rules (requirements#validation). Each check receives a non-empty value (see Check.onEmpty);
 * a value of the wrong shape for a text rule (a list, a file) fails the rule rather than slipping
 * through.
 */

const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isEmail(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text);
}

export const emailCheck: Check = {
  name: 'email',
  run: (value) => (typeof value === 'string' && isEmail(value) ? null : fail('invalidEmail')),
};

/** requirements#validation-url: ftp, http or https, with a host. */
const URL_SCHEMES = new Set(['ftp:', 'http:', 'https:']);

export function isUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return URL_SCHEMES.has(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

export const urlCheck: Check = {
  name: 'url',
  run: (value) => (typeof value === 'string' && isUrl(value) ? null : fail('invalidUrl')),
};

export const noScriptCheck: Check = {
  name: 'noScript',
  run: (value) => (typeof value === 'string' && SCRIPT_TAG.test(value) ? fail('scriptNotAllowed') : null),
};

export const noHtmlCheck: Check = {
  name: 'noHtml',
  run: (value) => (typeof value === 'string' && HTML_TAG.test(value) ? fail('htmlNotAllowed') : null),
};

/**
 * A configured Regex, as a plain pattern (`^\d+$`) or in slash form with flags (`/^ab$/i`).
 * Returns null for a pattern JavaScript cannot compile.
 */
export function compileRegex(source: string): RegExp | null {
  const slashed = /^\/(.*)\/([dgimsuvy]*)$/s.exec(source);
  try {
    // the g and y flags make test() stateful; a validation pattern never needs them
    if (slashed) return new RegExp(slashed[1] ?? '', (slashed[2] ?? '').replace(/[gy]/g, ''));
  } catch {
    return null;
  }
  // a bare pattern is read as Unicode-aware (\p{L} for letters of any script, as the back end
  // reads it); one written for the legacy syntax (a stray escape) still compiles without the flag
  for (const flags of ['u', '']) {
    try {
      return new RegExp(source, flags);
    } catch {
      continue;
    }
  }
  return null;
}

/**
 * requirements#validation-regex: a custom regex, reported with the field's own ValidationMessage
 * ('custom'). A broken pattern is a configuration error: the field is reported invalid (fail
 * closed) so the mistake is seen in testing instead of letting every value through.
 */
export function customRegexCheck(source: string, message: LocaleText | null): Check {
  const pattern = compileRegex(source);
  return {
    name: 'regex',
    run: (value) => {
      if (typeof value !== 'string') return null; // checkboxes, lists and files have no text to match
      return pattern !== null && pattern.test(value) ? null : fail('custom', undefined, message);
    },
  };
}

/** Length in characters as the user sees them (code points), so an emoji counts once. */
export function textLength(text: string): number {
  return [...text].length;
}

/** requirements#validation-length: inputLength {min,max}; exactLength {length} when min equals max. */
export function lengthCheck(min: number | undefined, max: number | undefined): Check {
  return {
    name: 'length',
    run: (value) => {
      if (typeof value !== 'string') return null;
      const length = textLength(value);
      if (min !== undefined && min === max) return length === min ? null : fail('exactLength', { length: min });
      if ((min === undefined || length >= min) && (max === undefined || length <= max)) return null;
      // only the configured bounds: the message words "at most 10" when there is no minimum
      const values: Record<string, number> = {};
      if (min !== undefined) values.min = min;
      if (max !== undefined) values.max = max;
      return fail('inputLength', values);
    },
  };
}

/** requirements#validation-otp: the length must equal the configured one (otpLength {length}). */
export function otpCheck(length: number): Check {
  return {
    name: 'otp',
    run: (value): FieldError | null =>
      typeof value === 'string' && textLength(value) === length ? null : fail('otpLength', { length }),
  };
}
