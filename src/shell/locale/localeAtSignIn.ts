import type { LocaleEvent } from '../../../machines/locale.machine';
import { isOfferedLocale } from '../../i18n/locales';
import { storageKeys, type KeyValueStore } from '../../platform/storage';

/**
 * requirements#language-preference: what a new session does with the language. A device where a
 * language was picked from the language menu (`localeChosen`; the stored `locale` alone is the site's
 * default, stored at first load) keeps it, and the account learns it; a device with no choice of its
 * own — a new browser, a new phone — takes the account's saved preference, so the language picked
 * last time comes back at the next sign-in.
 */
export function localeAtSignIn(
  accountLocale: string | null | undefined,
  deviceHasChoice: boolean,
  active: string,
): LocaleEvent {
  if (!deviceHasChoice && isOfferedLocale(accountLocale) && accountLocale !== active) {
    return { type: 'locale.select', locale: accountLocale };
  }
  return { type: 'locale.sync' };
}

/** The language menu's pick: remembered as this device's own choice, then switched to. */
export function chooseLocale(
  store: Pick<KeyValueStore, 'set'>,
  locale: { send(event: LocaleEvent): void },
  chosen: string,
): void {
  store.set(storageKeys.localeChosen, '1');
  locale.send({ type: 'locale.select', locale: chosen });
}
