import { describe, expect, it, vi } from 'vitest';
import { chooseLocale, localeAtSignIn } from '../../../src/shell/locale/localeAtSignIn';

/** requirements#language-preference */
describe('the language when a session starts', () => {
  it("takes the account's preference on a device where no language was picked", () => {
    expect(localeAtSignIn('ar', false, 'en')).toEqual({ type: 'locale.select', locale: 'ar' });
    expect(localeAtSignIn('ku', false, 'en')).toEqual({ type: 'locale.select', locale: 'ku' });
  });

  it("keeps the device's own pick and tells the account about it", () => {
    expect(localeAtSignIn('ar', true, 'en')).toEqual({ type: 'locale.sync' });
    expect(localeAtSignIn('en', true, 'ku')).toEqual({ type: 'locale.sync' });
  });

  it('saves the language in use when the account has no preference, or one the portal does not offer', () => {
    expect(localeAtSignIn(null, false, 'en')).toEqual({ type: 'locale.sync' });
    expect(localeAtSignIn(undefined, false, 'ar')).toEqual({ type: 'locale.sync' });
    expect(localeAtSignIn('xx', false, 'en')).toEqual({ type: 'locale.sync' });
  });

  it('switches nothing when the preference is already the language in use', () => {
    expect(localeAtSignIn('ar', false, 'ar')).toEqual({ type: 'locale.sync' });
  });

  it("remembers a pick from the language menu as the device's own, then switches", () => {
    const order: string[] = [];
    const store = { set: vi.fn((key: string, value: string) => order.push(`${key}=${value}`)) };
    const locale = { send: vi.fn((event: { type: string }) => order.push(event.type)) };
    chooseLocale(store, locale, 'ku');
    expect(order).toEqual(['localeChosen=1', 'locale.select']);
    expect(locale.send).toHaveBeenCalledWith({ type: 'locale.select', locale: 'ku' });
  });
});
