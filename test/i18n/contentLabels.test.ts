import type { Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, applyLabels, i18n, initI18n, labelMessagesOf, loadCatalog } from '../../src/i18n';
import { compileLabel, labelMessages, sourceTextOf } from '../../src/i18n/contentLabels';
import { messages as english } from '../../src/i18n/locales/en/messages.po';
import { languageLabelSeeds } from '../../server/seed/languageData';

/** requirements#language-data, requirements#locale-fallback: labels fill a language without a catalog. */
const id = (text: string) => generateMessageId(text);
const html = () => ({ documentElement: { lang: '', dir: '', setAttribute: () => {} } }) as unknown as Document;

/** a small source catalog as Lingui compiles one: plain text, a placeholder, a component tag, a plural */
const source: Messages = {
  [id('Sign in')]: ['Sign in'],
  [id('Welcome to {siteName}')]: ['Welcome to ', ['siteName']],
  [id('Read the <0>terms</0>')]: ['Read the <0>terms</0>'],
  [id('{0, plural, one {# item} other {# items}}')]: [['0', 'plural', { one: ['#', ' item'], other: ['#', ' items'] }]],
  [id('Back')]: ['Back'],
};

describe('labels as messages', () => {
  it('reads the English text a compiled message was written as; plurals are not for labels', () => {
    expect(sourceTextOf(['Welcome to ', ['siteName']])).toEqual({
      text: 'Welcome to {siteName}',
      placeholders: ['siteName'],
    });
    expect(sourceTextOf('Sign in')).toEqual({ text: 'Sign in', placeholders: [] });
    expect(sourceTextOf([['0', 'plural', { other: ['#'] }]])).toBeNull();
    expect(sourceTextOf([['when', 'date']])).toBeNull();
    expect(sourceTextOf(42)).toBeNull();
  });

  it('fills the messages written with the labelled English text, and only those', () => {
    const filled = labelMessages(source, {
      'Sign in': 'Se connecter',
      'Welcome to {siteName}': 'Bienvenue sur {siteName}',
      'Read the <0>terms</0>': 'Lire les <0>conditions</0>',
      'Not a text of the portal': 'Rien',
    });
    expect(filled).toEqual({
      [id('Sign in')]: ['Se connecter'],
      [id('Welcome to {siteName}')]: ['Bienvenue sur ', ['siteName']],
      [id('Read the <0>terms</0>')]: ['Lire les <0>conditions</0>'],
    });
  });

  it('fills every message written with the same text (a text in two contexts)', () => {
    const twice: Messages = { a1: ['Open'], b2: ['Open'], c3: ['Opened'] };
    expect(labelMessages(twice, { Open: 'Ouvrir' })).toEqual({ a1: ['Ouvrir'], b2: ['Ouvrir'] });
  });

  it.each([
    ['an empty label', 'Sign in', ''],
    ['a blank label', 'Sign in', '  '],
    ['a lost placeholder', 'Welcome to {siteName}', 'Bienvenue'],
    ['a renamed placeholder', 'Welcome to {siteName}', 'Bienvenue sur {site}'],
    ['an added placeholder', 'Sign in', 'Se connecter {user}'],
    ['an ICU construct', 'Sign in', '{n, plural, other {#}}'],
    ['a stray brace', 'Sign in', 'Se {connecter'],
    ['a lost component tag', 'Read the <0>terms</0>', 'Lire les conditions'],
    ['an added component tag', 'Sign in', '<0>Se connecter</0>'],
    ['a label for a plural', '{0, plural, one {# item} other {# items}}', '{0, plural, other {# articles}}'],
  ])('keeps the English text for %s', (_name, text, label) => {
    expect(labelMessages(source, { [text]: label })).toEqual({});
  });

  it('compiles a label with a placeholder used twice, in another order than the English', () => {
    const welcome = { text: 'Hello {a} and {b}', placeholders: ['a', 'b'] };
    expect(compileLabel('{b}, {a}, {b}', welcome)).toEqual([['b'], ', ', ['a'], ', ', ['b']]);
    expect(compileLabel('Salut', { text: 'Hi', placeholders: [] })).toEqual(['Salut']);
  });

  it("fills the portal's own catalog with every seeded label of every language", () => {
    for (const labels of Object.values(languageLabelSeeds)) {
      const filled = labelMessages(english, labels);
      const filledTexts = new Set(
        Object.keys(filled).map((key) => sourceTextOf(english[key])?.text ?? `unknown ${key}`),
      );
      // every seeded label names a text of the portal and is usable: none falls back to English
      expect([...filledTexts].sort()).toEqual(Object.keys(labels).sort());
      // translated, not copied
      expect(Object.entries(labels).filter(([text, label]) => text === label)).toEqual([]);
    }
  });
});

describe('a language with labels (requirements#locale-fallback)', () => {
  beforeAll(() => initI18n());
  // the files of a worker share Lingui: leave French and German as English again
  afterAll(async () => {
    await loadCatalog('fr');
    await loadCatalog('de');
    activateLocale('en', html());
  });
  const signIn = id('Sign in');
  const password = id('Password');
  const forgotPin = id('Forgot PIN?');
  const welcome = id('Welcome to {siteName}');

  it("shows the content service's labels where it has them and English elsewhere", async () => {
    await loadCatalog('fr');
    activateLocale('fr', html());
    applyLabels(
      'fr',
      await labelMessagesOf({ 'Sign in': 'Se connecter', 'Welcome to {siteName}': 'Bienvenue sur {siteName}' }),
    );
    expect(i18n._(signIn)).toBe('Se connecter');
    expect(i18n._(welcome, { siteName: 'Wallet' })).toBe('Bienvenue sur Wallet');
    expect(i18n._(password)).toBe('Password');
    expect(i18n._(forgotPin)).toBe('Forgot PIN?');
    // English itself is untouched
    activateLocale('en', html());
    expect(i18n._(signIn)).toBe('Sign in');
  });

  it('shows English again for a label the content service withdrew, or left empty', async () => {
    await loadCatalog('fr');
    applyLabels('fr', await labelMessagesOf({ 'Sign in': 'Se connecter', Password: 'Mot de passe' }));
    applyLabels('fr', await labelMessagesOf({ 'Sign in': '' }));
    activateLocale('fr', html());
    expect([i18n._(signIn), i18n._(password)]).toEqual(['Sign in', 'Password']);
    activateLocale('en', html());
  });

  it('reloading the catalog of a language without one starts again from English', async () => {
    await loadCatalog('de');
    applyLabels('de', await labelMessagesOf({ 'Sign in': 'Anmelden' }));
    activateLocale('de', html());
    expect(i18n._(signIn)).toBe('Anmelden');
    await loadCatalog('de');
    expect(i18n._(signIn)).toBe('Sign in');
    activateLocale('en', html());
    expect(i18n._(signIn)).toBe('Sign in');
  });

  it('keeps the own catalog of ar and ku: labels never replace their texts', async () => {
    await loadCatalog('ar');
    activateLocale('ar', html());
    const arabic = i18n._(signIn);
    applyLabels('ar', await labelMessagesOf({ 'Sign in': 'Label' }));
    expect(i18n._(signIn)).toBe(arabic);
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    activateLocale('en', html());
  });
});
