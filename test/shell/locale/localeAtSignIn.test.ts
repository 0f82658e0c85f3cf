import { describe, expect, it } from 'vitest';
import { localeAtSignIn } from '../../../src/shell/locale/localeAtSignIn';

/** requirements#language-preference */
describe('the language when a session starts', () => {
  it("takes the account's preference on a device where no language was chosen", () => {
    expect(localeAtSignIn('ar', null, 'en')).toEqual({ type: 'locale.select', locale: 'ar' });
    expect(localeAtSignIn('ku', undefined, 'en')).toEqual({ type: 'locale.select', locale: 'ku' });
    // a stored value that is no language counts as no choice
    expect(localeAtSignIn('ar', 'klingon', 'en')).toEqual({ type: 'locale.select', locale: 'ar' });
  });

  it("keeps the device's own choice and tells the account about it", () => {
    expect(localeAtSignIn('ar', 'en', 'en')).toEqual({ type: 'locale.sync' });
    expect(localeAtSignIn('en', 'ku', 'ku')).toEqual({ type: 'locale.sync' });
  });

  it('saves the language in use when the account has no preference, or one the portal does not offer', () => {
    expect(localeAtSignIn(null, null, 'en')).toEqual({ type: 'locale.sync' });
    expect(localeAtSignIn(undefined, null, 'ar')).toEqual({ type: 'locale.sync' });
    expect(localeAtSignIn('xx', null, 'en')).toEqual({ type: 'locale.sync' });
  });

  it('switches nothing when the preference is already the language in use', () => {
    expect(localeAtSignIn('ar', null, 'ar')).toEqual({ type: 'locale.sync' });
  });
});
