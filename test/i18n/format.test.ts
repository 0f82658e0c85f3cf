import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../src/config/currency';
import { formatDate, formatDateTime, formatNumber, intlLocale, intlTag, resolveIntlTag } from '../../src/i18n/format';

const march5 = '2026-03-05T10:30:00Z';
const kyat = [{ currencyCode: 'MMK', symbol: 'Ks', symbolPosition: 'postfix', isDefault: true }] as never;

describe('Intl formatting per language (requirements#intl-formats)', () => {
  it('asks Intl for Sorani (ckb) for the portal’s Kurdish and Burmese (my) for its mm, with Latin digits', () => {
    expect(intlLocale('ku')).toBe('ckb-IQ-u-nu-latn');
    expect(intlLocale('mm')).toBe('my-u-nu-latn');
    expect(intlLocale('fr')).toBe('fr-u-nu-latn');
  });

  it('falls back to Iraqi Arabic month names for Kurdish where the engine has no Sorani data, never to English', () => {
    const withoutSorani = (tags: string[]) => tags.filter((tag) => !tag.startsWith('ckb'));
    expect(resolveIntlTag('ku', withoutSorani)).toBe('ar-IQ');
    expect(resolveIntlTag('ku', (tags) => tags)).toBe('ckb-IQ');
    expect(resolveIntlTag('mm', () => [])).toBe('my');
    expect(resolveIntlTag('he', () => [])).toBe('he');
    // this engine (Node's full ICU, like Chromium's) has Sorani
    expect(intlTag('ku')).toBe('ckb-IQ');
  });

  it('asks the engine only when a language has a fallback to choose (its first question loads ICU data at boot)', () => {
    const asked: string[][] = [];
    const engine = (tags: string[]) => {
      asked.push(tags);
      return tags;
    };
    expect(resolveIntlTag('en', engine)).toBe('en');
    expect(resolveIntlTag('mm', engine)).toBe('my');
    expect(asked).toEqual([]);
    expect(resolveIntlTag('ku', engine)).toBe('ckb-IQ');
    expect(asked).toEqual([['ckb-IQ']]);
  });

  it.each([
    ['en', 'March 5, 2026'],
    ['fr', '5 mars 2026'],
    ['de', '5. März 2026'],
    ['he', '5 במרץ 2026'],
    ['ar', '5 مارس 2026'],
    ['ku', '5ی ئازاری 2026'],
    ['ja', '2026年3月5日'],
  ])('writes a date in %s as %s', (locale, expected) => {
    expect(formatDate(march5, locale)).toBe(expected);
  });

  it('writes Kurdish dates in Sorani, not in English or in Kurmanji', () => {
    const kurdish = formatDate(march5, 'ku');
    expect(kurdish).not.toBe(formatDate(march5, 'en'));
    expect(kurdish).not.toMatch(/adar/i);
    expect(kurdish).toMatch(/ئازار/);
    expect(formatDateTime(march5, 'ku')).toMatch(/^[^\u0660-\u0669]*$/);
  });

  it.each([
    ['en', '1,234,567.50'],
    ['de', '1.234.567,50'],
    ['fr', '1\u202f234\u202f567,50'],
    ['ar', '1,234,567.50'],
    ['ku', '1,234,567.50'],
  ])('groups and marks the decimals of an amount the %s way, in Latin digits', (locale, expected) => {
    expect(formatNumber(1234567.5, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(expected);
    expect(formatAmount('1234567.50', 'MMK', kyat, locale)).toBe(`${expected} Ks`);
  });

  it('shows an unreadable date as a dash in every language', () => {
    expect(formatDate('not a date', 'he')).toBe('-');
    expect(formatDateTime('', 'ku')).toBe('-');
  });
});
