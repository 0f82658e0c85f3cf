import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMobilePrefix, hasMobilePrefix, removeMobilePrefix } from '../../../src/forms/request/mobilePrefix';

const tenDigits = fc.stringMatching(/^[1-9]\d{9}$/);

describe('mobile-prefix helpers', () => {
  it('adds the prefix to a number without one, and removing it gives the number back', () => {
    fc.assert(
      fc.property(tenDigits, fc.constantFrom('+95', '964', '0'), (number, prefix) => {
        fc.pre(!number.startsWith(prefix));
        const added = addMobilePrefix(number, prefix, []);
        expect(added).toBe(`${prefix}${number}`);
        expect(removeMobilePrefix(added, prefix, [])).toBe(number);
      }),
    );
  });

  it('does not add the prefix twice', () => {
    fc.assert(
      fc.property(tenDigits, (number) => {
        const once = addMobilePrefix(number, '+95', []);
        expect(addMobilePrefix(once, '+95', [])).toBe(once);
      }),
    );
  });

  it('lets the patterns decide whether a number already carries the prefix', () => {
    const patterns = ['^95\\d{10}$'];
    // 10 digits that start with 95 are a local number: the pattern says they have no prefix
    expect(hasMobilePrefix('9512345678', '95', patterns)).toBe(false);
    expect(addMobilePrefix('9512345678', '95', patterns)).toBe('959512345678');
    expect(addMobilePrefix('959512345678', '95', patterns)).toBe('959512345678');
    expect(removeMobilePrefix('9512345678', '95', patterns)).toBe('9512345678');
    expect(removeMobilePrefix('959512345678', '95', patterns)).toBe('9512345678');
  });

  it('treats a pattern that does not compile as matching nothing', () => {
    expect(hasMobilePrefix('+95123', '+95', ['(unclosed'])).toBe(false);
  });

  it('leaves an empty number and an empty prefix alone', () => {
    expect(addMobilePrefix('', '+95', [])).toBe('');
    expect(removeMobilePrefix('0912345678', '', [])).toBe('0912345678');
  });
});
