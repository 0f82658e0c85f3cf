import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileRegex,
  customRegexCheck,
  emailCheck,
  lengthCheck,
  noHtmlCheck,
  noScriptCheck,
  otpCheck,
  urlCheck,
} from '../../../src/forms/validation/text';
import type { Check } from '../../../src/forms/validation/context';
import { ctx } from '../fixtures';

const run = (check: Check, value: string) => check.run(value, {}, ctx());

describe('email', () => {
  it('accepts generated e-mail addresses', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        expect(run(emailCheck, address)).toBeNull();
      }),
    );
  });

  it('refuses any text without an @ with invalidEmail', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('@')),
        (text) => {
          expect(run(emailCheck, text)).toEqual({ key: 'invalidEmail' });
        },
      ),
    );
  });

  it.each(['a@b', 'a@@b.com', 'a b@c.com', '@c.com', 'a@.com', 'a.@c.com', 'a@c.c', 'a@c-.com'])('refuses %s', (text) =>
    expect(run(emailCheck, text)).toEqual({ key: 'invalidEmail' }),
  );
});

describe('url', () => {
  it('accepts generated ftp, http and https addresses', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['ftp', 'http', 'https'], withQueryParameters: true }), (url) => {
        expect(run(urlCheck, url)).toBeNull();
      }),
    );
  });

  it.each([
    'javascript:alert(1)',
    'mailto:a@b.com',
    'file:///etc/passwd',
    'www.example.com',
    'http://',
    'http://a b.com',
  ])('refuses %s with invalidUrl', (text) => expect(run(urlCheck, text)).toEqual({ key: 'invalidUrl' }));
});

describe('scripts and markup', () => {
  it.each(['<script>alert(1)</script>', '< SCRIPT src=x>', 'a</script >', '<Script\n>'])(
    'refuses a script tag in %j with scriptNotAllowed',
    (text) => expect(run(noScriptCheck, text)).toEqual({ key: 'scriptNotAllowed' }),
  );

  it.each(['<b>bold</b>', '<img src=x onerror=alert(1)>', '</p>', '<!-- note -->', '<a\nhref="x">'])(
    'refuses an HTML tag in %j with htmlNotAllowed',
    (text) => expect(run(noHtmlCheck, text)).toEqual({ key: 'htmlNotAllowed' }),
  );

  it('lets comparisons and arrows through', () => {
    for (const text of ['1 < 2', 'a <= b', '-> next', 'x<3 and y>4']) {
      expect(run(noHtmlCheck, text)).toBeNull();
      expect(run(noScriptCheck, text)).toBeNull();
    }
  });

  it('accepts any text without a < sign', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('<')),
        (text) => {
          expect(run(noHtmlCheck, text)).toBeNull();
          expect(run(noScriptCheck, text)).toBeNull();
        },
      ),
    );
  });
});

describe('custom regex', () => {
  const message = { en: 'Digits only' };

  it("reports the field's own message with 'custom'", () => {
    const check = customRegexCheck('^\\d+$', message);
    expect(run(check, '123')).toBeNull();
    expect(run(check, '12a')).toEqual({ key: 'custom', custom: message });
  });

  it('reads the slash form with flags', () => {
    const check = customRegexCheck('/^abc$/i', null);
    expect(run(check, 'ABC')).toBeNull();
    expect(run(check, 'abd')).toEqual({ key: 'custom' });
  });

  it('drops the stateful g flag so the same value passes twice', () => {
    const check = customRegexCheck('/^a/g', null);
    expect(run(check, 'abc')).toBeNull();
    expect(run(check, 'abc')).toBeNull();
  });

  it('reads a bare pattern as Unicode-aware, so \\p{L} takes letters of every script', () => {
    const check = customRegexCheck("^[\\p{L} .'-]{2,64}$", message);
    for (const name of ['Layla Hassan', 'ليلى حسن', 'لەیلا حەسەن', "O'Neil-Smith"]) expect(run(check, name)).toBeNull();
    for (const name of ['L4yla', 'a', '<b>']) expect(run(check, name)).toEqual({ key: 'custom', custom: message });
    // a legacy pattern that is not valid Unicode syntax still compiles
    expect(run(customRegexCheck('^\\-\\d+$', null), '-12')).toBeNull();
  });

  it('reports every value invalid when the configured pattern does not compile, without throwing', () => {
    expect(compileRegex('([a-z')).toBeNull();
    const check = customRegexCheck('([a-z', message);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(run(check, text)).toEqual({ key: 'custom', custom: message });
      }),
    );
  });
});

describe('length', () => {
  const bounds = fc
    .tuple(fc.nat({ max: 20 }), fc.nat({ max: 20 }))
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const)
    .filter(([min, max]) => min !== max);

  it('accepts lengths within min and max and refuses the others with inputLength {min,max}', () => {
    fc.assert(
      fc.property(bounds, fc.nat({ max: 30 }), ([min, max], length) => {
        const result = run(lengthCheck(min, max), 'x'.repeat(length));
        if (length >= min && length <= max) expect(result).toBeNull();
        else expect(result).toEqual({ key: 'inputLength', values: { min, max } });
      }),
    );
  });

  it('accepts exactly the bounds themselves', () => {
    expect(run(lengthCheck(2, 5), 'ab')).toBeNull();
    expect(run(lengthCheck(2, 5), 'abcde')).toBeNull();
    expect(run(lengthCheck(2, 5), 'a')).not.toBeNull();
    expect(run(lengthCheck(2, 5), 'abcdef')).not.toBeNull();
  });

  it('asks for an exact length (exactLength {length}) when min equals max', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat({ max: 20 }), (n, length) => {
        const result = run(lengthCheck(n, n), 'y'.repeat(length));
        expect(result).toEqual(length === n ? null : { key: 'exactLength', values: { length: n } });
      }),
    );
  });

  it('names only the configured bound when there is one', () => {
    expect(run(lengthCheck(undefined, 3), 'abcd')).toEqual({ key: 'inputLength', values: { max: 3 } });
    expect(run(lengthCheck(3, undefined), 'ab')).toEqual({ key: 'inputLength', values: { min: 3 } });
  });

  it('counts an emoji as one character', () => {
    expect(run(lengthCheck(2, 2), '👍🏽'.slice(0, 2) + 'a')).toBeNull();
  });
});

describe('OTP length', () => {
  it('accepts exactly the configured length and refuses others with otpLength {length}', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 8 }), fc.nat({ max: 12 }), (length, typed) => {
        const result = run(otpCheck(length), '7'.repeat(typed));
        expect(result).toEqual(typed === length ? null : { key: 'otpLength', values: { length } });
      }),
    );
  });
});
