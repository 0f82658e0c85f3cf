import { isOffered } from '../content/languages';
import type { Deps } from '../deps';
import { validationError } from '../http/envelope';
import { updateLocale } from './users.repository';

/** The user's language, one the portal offers right now (cms default_languages_getActiveLanguages). */
export async function setLanguagePreference(deps: Deps, userId: string, locale: string): Promise<void> {
  if (!(await isOffered(deps.db, locale))) {
    throw validationError([{ field: 'locale', code: 'inactive', message: 'This language is not offered.' }]);
  }
  await updateLocale(deps.db, userId, locale);
}
