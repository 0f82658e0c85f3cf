import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, localize } from '../../src/forms/localize';

const word = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() !== '');

describe('localize', () => {
  it("shows the user's locale when it has text", () => {
    expect(localize({ en: 'Amount', ar: 'المبلغ' }, 'ar')).toBe('المبلغ');
  });

  it('falls back to the default locale when the user’s label is empty, blank or missing', () => {
    fc.assert(
      fc.property(word, fc.constantFrom(undefined, '', '   '), (english, userText) => {
        const text: Record<string, string> = { en: english };
        if (userText !== undefined) text.ku = userText;
        expect(localize(text, 'ku')).toBe(english);
      }),
    );
  });

  it('tries the language of a regional locale before the default', () => {
    expect(localize({ en: 'Colour', fr: 'Couleur' }, 'fr-CA')).toBe('Couleur');
  });

  it('uses the fallback locale it is given', () => {
    expect(localize({ ar: 'نعم', he: 'כן' }, 'ku', 'he')).toBe('כן');
  });

  it('shows some configured text rather than nothing when neither locale has one', () => {
    expect(localize({ de: 'Betrag' }, 'ku')).toBe('Betrag');
    expect(localize({}, 'en')).toBe('');
  });

  it('passes plain strings through and shows nothing for no text', () => {
    expect(localize('Plain', 'ar')).toBe('Plain');
    expect(localize(undefined, 'ar')).toBe('');
  });
});

describe('fillPlaceholders', () => {
  it('replaces each placeholder with its value', () => {
    expect(fillPlaceholders('Enter {min} to {max} characters.', { min: 2, max: 10 })).toBe('Enter 2 to 10 characters.');
  });

  it("shows a missing, null or empty placeholder as '-'", () => {
    expect(fillPlaceholders('{a}/{b}/{c}/{d}', { b: null, c: '', d: [] })).toBe('-/-/-/-');
  });

  it('keeps false and zero, which are values, not missing ones', () => {
    expect(fillPlaceholders('{n} {flag}', { n: 0, flag: false })).toBe('0 false');
  });

  it('leaves text without placeholders unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('{')),
        (text) => {
          expect(fillPlaceholders(text, { x: 'y' })).toBe(text);
        },
      ),
    );
  });

  it('puts any value in the place of its name', () => {
    fc.assert(
      fc.property(word, word, (before, value) => {
        expect(fillPlaceholders(`${before.replace(/[{}]/g, '')}{name}`, { name: value })).toBe(
          `${before.replace(/[{}]/g, '')}${value}`,
        );
      }),
    );
  });
});
