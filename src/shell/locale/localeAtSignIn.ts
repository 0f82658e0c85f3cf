import type { LocaleEvent } from '../../../machines/locale.machine';
import { isOfferedLocale } from '../../i18n/locales';

/**
 * requirements#language-preference: what a new session does with the language. A device where a
 * language was chosen (the stored `locale`) keeps it, and the account learns it; a device with no
 * choice of its own — a new browser, a new phone — takes the account's saved preference, so the
 * language picked last time comes back at the next sign-in.
 */
export function localeAtSignIn(
  accountLocale: string | null | undefined,
  deviceChoice: string | null | undefined,
  active: string,
): LocaleEvent {
  const deviceHasChoice = isOfferedLocale(deviceChoice);
  if (!deviceHasChoice && isOfferedLocale(accountLocale) && accountLocale !== active) {
    return { type: 'locale.select', locale: accountLocale };
  }
  return { type: 'locale.sync' };
}
