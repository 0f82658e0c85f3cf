import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MobilePrefix } from '../../../src/api/contract/serviceForm';
import { mobileCheck, passwordCheck } from '../../../src/forms/validation/mobile';
import { ctx } from '../fixtures';

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((list) => list.join(''));
const prefix: MobilePrefix = { enabled: true, key: '+95', bindInRequest: false, patterns: [] };
const mobile = (value: string, mobilePrefix?: MobilePrefix) => mobileCheck.run(value, {}, ctx({ mobilePrefix }));
const mobileLength = { key: 'mobileLength', values: { length: 10 } };

describe('mobile number (exactly 10 digits)', () => {
  it('accepts any 10 digits', () => {
    fc.assert(
      fc.property(digits(10, 10), (number) => {
        expect(mobile(number)).toBeNull();
      }),
    );
  });

  it('refuses any other count of digits with mobileLength', () => {
    fc.assert(
      fc.property(
        digits(0, 16).filter((number) => number.length !== 10),
        (number) => {
          expect(mobile(number)).toEqual(mobileLength);
        },
      ),
    );
  });

  it('refuses letters and separators inside the 10 characters', () => {
    expect(mobile('09123-4567')).toEqual(mobileLength);
    expect(mobile('091234567a')).toEqual(mobileLength);
  });

  it('accepts the prefix plus 10 digits only when the form’s mobile prefix is enabled', () => {
    fc.assert(
      fc.property(digits(10, 10), (number) => {
        expect(mobile(`+95${number}`, prefix)).toBeNull();
        expect(mobile(number, prefix)).toBeNull();
        expect(mobile(`+95${number}`)).toEqual(mobileLength);
        expect(mobile(`+95${number}`, { ...prefix, enabled: false })).toEqual(mobileLength);
      }),
    );
  });

  it('still counts the digits after the prefix', () => {
    expect(mobile('+95912345678', prefix)).toEqual(mobileLength);
  });

  it('removes the prefix only where a configured pattern says the number carries it', () => {
    const withPattern = { ...prefix, key: '95', patterns: ['^95\\d{10}$'] };
    expect(mobile('959123456789', withPattern)).toBeNull();
    // 10 digits that happen to start with 95 are a number of their own, not a prefixed one
    expect(mobile('9512345678', withPattern)).toBeNull();
  });
});

const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const digit = fc.constantFrom(...'0123456789');
const special = fc.constantFrom(...'!@#$%^&*()-_=+[]{};:,.<>/?~');
const anyClass = fc.oneof(upper, lower, digit, special);
const password = (value: string) => passwordCheck.run(value, {}, ctx());
const passwordLength = { key: 'passwordLength', values: { min: 6, max: 30 } };

describe('password (6 to 30, upper, lower, digit, special)', () => {
  const strong = fc
    .tuple(upper, lower, digit, special, fc.array(anyClass, { minLength: 2, maxLength: 26 }))
    .chain(([u, l, d, s, rest]) => fc.shuffledSubarray([u, l, d, s, ...rest], { minLength: rest.length + 4 }))
    .map((chars) => chars.join(''));

  it('accepts 6 to 30 characters with every class', () => {
    fc.assert(
      fc.property(strong, (value) => {
        expect(password(value)).toBeNull();
      }),
    );
  });

  it('refuses a password of the right length missing any one class with passAlphaNumSpecial', () => {
    const pools = [upper, lower, digit, special];
    const missingOne = fc
      .nat({ max: 3 })
      .chain((skip) => fc.array(fc.oneof(...pools.filter((_, i) => i !== skip)), { minLength: 6, maxLength: 30 }));
    fc.assert(
      fc.property(missingOne, (chars) => {
        expect(password(chars.join(''))).toEqual({ key: 'passAlphaNumSpecial' });
      }),
    );
  });

  it('refuses fewer than 6 or more than 30 characters with passwordLength', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.array(anyClass, { maxLength: 5 }), fc.array(anyClass, { minLength: 31, maxLength: 40 })),
        (chars) => {
          expect(password(`${chars.join('')}`)).toEqual(passwordLength);
        },
      ),
    );
  });

  it('accepts exactly 6 and exactly 30 characters', () => {
    expect(password('Ab1!xy')).toBeNull();
    expect(password('Ab1!' + 'x'.repeat(26))).toBeNull();
    expect(password('Ab1!x')).toEqual(passwordLength);
    expect(password('Ab1!' + 'x'.repeat(27))).toEqual(passwordLength);
  });

  it('does not count a space as the special character', () => {
    expect(password('Abc 123')).toEqual({ key: 'passAlphaNumSpecial' });
  });
});
