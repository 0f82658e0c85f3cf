import { ErrCode } from '../../src/api/contract/errCodes';
import type { Language } from '../../src/api/contract/schemas';
import type { Queryable } from '../db/types';
import { ApiError, messages, validationError } from '../http/envelope';
import { isLanguageActive, lockLanguage, selectActiveLanguages, setLanguageActive } from './languages.repository';

/** cms default_languages_getActiveLanguages: the languages the portal offers now. */
export async function activeLanguages(q: Queryable): Promise<Language[]> {
  const rows = await selectActiveLanguages(q);
  return rows.map((row) => ({
    languageId: row.id,
    locale: row.locale,
    name: row.name,
    icon: row.icon,
    rtlLayout: row.rtl,
    isDefault: row.is_default,
    apiCode: row.api_code,
  }));
}

export async function isOffered(q: Queryable, locale: string): Promise<boolean> {
  return isLanguageActive(q, locale);
}

/** Offers or withdraws a language; an unknown one is 404, withdrawing the default one 400. Run it in a transaction. */
export async function toggleLanguage(tx: Queryable, locale: string, active: boolean): Promise<void> {
  const language = await lockLanguage(tx, locale);
  if (language === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
  if (language.is_default && !active) {
    throw validationError([{ field: 'active', code: 'default', message: 'The default language cannot be withdrawn.' }]);
  }
  await setLanguageActive(tx, locale, active);
}
