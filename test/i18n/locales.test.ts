import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { i18n, loadCatalog, activateLocale } from '../../src/i18n';
import {
  apiLanguageCode,
  catalogLocales,
  isRtl,
  offeredLanguages,
  portalLocaleOf,
  preferredLocale,
} from '../../src/i18n/locales';

describe('locale resolution (requirements#languages)', () => {
  it('offers the sixteen languages of the specification, right to left for he, ar and ku only', () => {
    expect(Object.keys(offeredLanguages)).toEqual([
      'en',
      'zh',
      'ru',
      'he',
      'fr',
      'ar',
      'de',
      'es',
      'ja',
      'ko',
      'it',
      'hu',
      'nl',
      'pt',
      'ku',
      'mm',
    ]);
    expect(Object.keys(offeredLanguages).filter(isRtl)).toEqual(['he', 'ar', 'ku']);
    expect(catalogLocales).toEqual(['en', 'ar', 'ku']);
  });

  it.each([
    ['fr-CA', 'fr'],
    ['ckb-IQ', 'ku'],
    ['my', 'mm'],
    ['iw', 'he'],
    ['zh_Hant', 'zh'],
    ['xx-YY', null],
  ])('reads the browser tag %s as the portal language %s', (tag, locale) => {
    expect(portalLocaleOf(tag)).toBe(locale);
  });

  it('starts in the first browser language with a catalog, else English', () => {
    expect(preferredLocale(['fr-FR', 'ckb-IQ', 'ar'])).toBe('ku');
    expect(preferredLocale(['ar-EG', 'ku'])).toBe('ar');
    expect(preferredLocale(['fr-FR', 'de'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });

  it('sends an unknown language to the API as English', () => {
    expect(apiLanguageCode('he')).toBe('heIL');
    expect(apiLanguageCode('xx')).toBe('enUS');
  });
});

describe('catalog fallback (requirements#languages)', () => {
  // the id the macro gives the portal's 'Sign in' (looked up by id: a missing message answers its id)
  const signIn = generateMessageId('Sign in');
  const html = () => ({ documentElement: { lang: '', dir: '' } }) as unknown as Document;

  it('speaks English under a language without a catalog, in that language’s direction', async () => {
    await loadCatalog('he');
    const doc = html();
    activateLocale('he', doc);
    expect(i18n.locale).toBe('he');
    expect(i18n._(signIn)).toBe('Sign in');
    expect([doc.documentElement.lang, doc.documentElement.dir]).toEqual(['he', 'rtl']);

    await loadCatalog('fr');
    activateLocale('fr', doc);
    expect(i18n._(signIn)).toBe('Sign in');
    expect([doc.documentElement.lang, doc.documentElement.dir]).toEqual(['fr', 'ltr']);
    // Lingui's own formatting follows the language, not the English catalog
    expect(i18n.date('2026-03-05T10:00:00Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe('5 mars 2026');
    expect(i18n.number(1234.5, { minimumFractionDigits: 2 })).toBe('1\u202f234,50');
  });

  it('formats Kurdish dates through Sorani, with Latin digits', async () => {
    await loadCatalog('ku');
    activateLocale('ku', html());
    expect(i18n.locales).toEqual(['ckb-IQ-u-nu-latn']);
    expect(i18n.date('2026-03-05T10:00:00Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe('5ی ئازاری 2026');
    activateLocale('en', html());
  });

  it('speaks a language with a catalog in its own words', async () => {
    await loadCatalog('ar');
    activateLocale('ar', html());
    expect(i18n._(signIn)).not.toBe('Sign in');
    expect(i18n._(signIn)).toMatch(/[\u0600-\u06FF]/);
    activateLocale('en', html());
  });

  it('refuses a language the portal does not offer', async () => {
    await expect(loadCatalog('xx')).rejects.toThrow(/not a language the portal offers/);
  });
});
