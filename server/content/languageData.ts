import { ErrCode } from '../../src/api/contract/errCodes';
import type { LanguageData } from '../../src/api/contract/languageData';
import type { Queryable } from '../db/types';
import { ApiError, messages } from '../http/envelope';
import { insertLanguageLabels, selectActiveLanguageLabels } from './languageData.repository';

/**
 * requirements#language-data: the labels of a language the portal offers now (none stored is an
 * empty map); a language that is not offered is 404, like any unknown content.
 */
export async function languageData(q: Queryable, locale: string): Promise<LanguageData> {
  const rows = await selectActiveLanguageLabels(q, locale);
  if (rows === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
  const labels: Record<string, string> = {};
  for (const row of rows) labels[row.source] = row.label;
  return { locale, labels };
}

/** Adds the labels not stored yet (never overwriting one). Returns how many were written. */
export async function storeLanguageLabels(
  q: Queryable,
  data: Readonly<Record<string, Readonly<Record<string, string>>>>,
): Promise<number> {
  let written = 0;
  for (const [locale, labels] of Object.entries(data)) written += await insertLanguageLabels(q, locale, labels);
  return written;
}
