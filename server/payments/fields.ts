import * as v from 'valibot';
import { parseMajor } from '../ledger/ledger';
import { normalizeMobile } from './people';
import { isLuhnValid } from '../../src/api/contract/card';

/**
 * Field schemas of the service bodies. Bodies are built from configuration
 * (requirements#request-building), so a field the user left empty may arrive absent, null or '':
 * all three mean "not given".
 */

/** An optional field: absent, null and blank are undefined; anything else must pass `schema`. */
export function optional<S extends v.GenericSchema<string, unknown>>(schema: S) {
  return v.pipe(
    v.optional(v.nullable(v.string())),
    v.transform((value) => (value == null || value.trim() === '' ? undefined : value.trim())),
    v.optional(schema),
  );
}

export const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(max));

/** requirements#validation-markup: no script tag, no HTML tag */
const MARKUP = /<\s*\/?\s*[a-z!?]/i;
export const plainText = (max: number) =>
  v.pipe(
    text(max),
    v.check((value) => !MARKUP.test(value), 'must not contain HTML or scripts'),
    v.check((value) => !/\p{Cc}/u.test(value), 'must not contain control characters'),
  );

/** requirements#constants-formats: a decimal string with at most 2 places, more than zero → minor units. */
export const amount = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,13}(?:\.\d{1,2})?$/, 'an amount such as 25000 or 25000.50 (at most 2 decimal places)'),
  v.transform(parseMajor),
  v.check((minor) => minor > 0n, 'must be more than 0'),
);

/** requirements#validation-mobile: 10 digits, with or without the 964 / +964 / 0 prefix → the 10 digits. */
export const mobile = v.pipe(
  v.string(),
  v.transform((value) => normalizeMobile(value) ?? ''),
  v.regex(/^\d{10}$/, 'a 10-digit mobile number (964 prefix allowed)'),
);

/** A wallet (user) identifier: 10 digits. */
export const walletId = v.pipe(v.string(), v.trim(), v.regex(/^\d{10}$/, 'a 10-digit wallet identifier'));

export const requestId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, '8–64 letters, digits, - or _'));

export const pin = v.pipe(v.string(), v.regex(/^\d{4,8}$/, '4–8 digits'));
export const otp = v.pipe(v.string(), v.trim(), v.regex(/^\d{4,8}$/, '4–8 digits'));

export const code = (codes: readonly string[]) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => codes.includes(value), `one of ${codes.join(', ')}`),
  );

/** A checkbox (requirements#validation-terms): true, or the string 'true' a text template makes of it. */
export const accepted = v.pipe(
  v.union([v.boolean(), v.string()]),
  v.check((value) => value === true || value === 'true', 'must be accepted'),
);

/** An integer in a range, sent as a string (a number input) or a number. */
export const integer = (min: number, max: number) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => (typeof value === 'number' ? value : /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : NaN)),
    v.number(),
    v.integer('a whole number'),
    v.minValue(min),
    v.maxValue(max),
  );

/** YYYY-MM-DD, a real calendar day. */
export const isoDate = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 1990-04-21'),
  v.check((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'not a calendar date'),
);

export const cardNumber = v.pipe(
  v.string(),
  v.transform((value) => value.replace(/[\s-]/g, '')),
  v.regex(/^\d{13,19}$/, '13–19 digits'),
  v.check(isLuhnValid, 'Not a valid card Number'),
);
