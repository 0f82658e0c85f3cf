import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { languageDataSchema } from '../../../src/api/contract/languageData';
import * as paths from '../../../src/api/contract/paths';
import { languageLabelSeeds, seedLanguageData } from '../../../server/seed/languageData';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';

/** requirements#language-data: a language's labels from the content service, public like the language list. */
describe.each(backends)('language data on $name', (backend) => {
  const env = withTestServer(backend);
  const get = (locale: string, options: { basic?: 'none' } = {}) =>
    env.portal.call('GET', paths.languageData(locale), { access: false, ...options });

  it("answers a seeded language's labels, keyed by the portal's English texts, in the contract shape", async () => {
    const result = await get('fr');
    expect([result.status, result.envelope.responseCode]).toEqual([200, 0]);
    const data = v.parse(languageDataSchema, result.envelope.data);
    expect(data).toEqual({ locale: 'fr', labels: languageLabelSeeds.fr });
    expect(data.labels['Sign in']).toBe('Se connecter');
    expect(data.labels['Welcome to {siteName}']).toBe('Bienvenue sur {siteName}');
    // only the language asked for: nothing of the others
    expect(Object.values(data.labels)).not.toContain('Anmelden');
    const hebrew = v.parse(languageDataSchema, (await get('he')).envelope.data);
    expect(hebrew.labels['Sign in']).toBe('התחברות');
  });

  it('answers an empty map for an active language without labels, and English has none of its own', async () => {
    for (const locale of ['zh', 'en']) {
      const result = await get(locale);
      expect([result.status, result.envelope.data]).toEqual([200, { locale, labels: {} }]);
    }
  });

  it('keeps an empty label as written: the portal falls back to English for it', async () => {
    const db = env.server.db;
    await db.query("INSERT INTO language_labels (locale, source, label) VALUES ('it', 'Sign in', '')");
    try {
      const result = await get('it');
      expect(v.parse(languageDataSchema, result.envelope.data)).toEqual({ locale: 'it', labels: { 'Sign in': '' } });
    } finally {
      await db.query("DELETE FROM language_labels WHERE locale = 'it'");
    }
  });

  it('answers 404 for a language that is not offered now, or not at all', async () => {
    const db = env.server.db;
    await db.query("UPDATE languages SET is_active = false WHERE locale = 'de'");
    try {
      const withdrawn = await get('de');
      expect([withdrawn.status, withdrawn.envelope.errCode, withdrawn.envelope.data]).toEqual([
        404,
        ErrCode.notFound,
        null,
      ]);
    } finally {
      await db.query("UPDATE languages SET is_active = true WHERE locale = 'de'");
    }
    expect((await get('de')).status).toBe(200);
    const unknown = await get('xx');
    expect([unknown.status, unknown.envelope.errCode]).toEqual([404, ErrCode.notFound]);
  });

  it.each([
    ['upper case', 'FR'],
    ['one letter', 'f'],
    ['three letters', 'fra'],
    ['a region', 'fr-FR'],
    ['a space', 'f%20'],
    ['a quote', "f'"],
    ['nothing', ''],
    ['an Arabic letter', '%D8%B9%D8%B1'],
  ])('refuses %s as the locale with a 400 envelope', async (_name, locale) => {
    const result = await get(locale);
    expect([result.status, result.envelope.errCode]).toEqual([400, ErrCode.validationFailed]);
  });

  it('needs the content credential', async () => {
    const result = await get('fr', { basic: 'none' });
    expect([result.status, result.envelope.errCode]).toEqual([403, ErrCode.clientCredentialInvalid]);
  });

  it('seeding again adds nothing twice and never overwrites a label', async () => {
    const db = env.server.db;
    await db.query("UPDATE language_labels SET label = 'Connexion' WHERE locale = 'fr' AND source = 'Sign in'");
    try {
      expect(await seedLanguageData(db)).toBe(0);
      const data = v.parse(languageDataSchema, (await get('fr')).envelope.data);
      expect(data.labels['Sign in']).toBe('Connexion');
    } finally {
      await db.query("UPDATE language_labels SET label = 'Se connecter' WHERE locale = 'fr' AND source = 'Sign in'");
    }
  });
});
