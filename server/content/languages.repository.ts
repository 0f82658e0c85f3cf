import type { Queryable } from '../db/types';

export interface LanguageRow {
  id: number;
  locale: string;
  name: string;
  icon: string | null;
  rtl: boolean;
  is_default: boolean;
  api_code: string;
}

/** The languages offered now, in their display order. */
export async function selectActiveLanguages(q: Queryable): Promise<LanguageRow[]> {
  const { rows } = await q.query<LanguageRow>(
    'SELECT id, locale, name, icon, rtl, is_default, api_code FROM languages WHERE is_active ORDER BY sort_order, id',
  );
  return rows;
}

export async function isLanguageActive(q: Queryable, locale: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM languages WHERE locale = $1 AND is_active', [locale]);
  return rowCount > 0;
}

/** The language's row, locked for the rest of the transaction; undefined for an unknown locale. */
export async function lockLanguage(q: Queryable, locale: string): Promise<{ is_default: boolean } | undefined> {
  const { rows } = await q.query<{ is_default: boolean }>(
    'SELECT is_default FROM languages WHERE locale = $1 FOR UPDATE',
    [locale],
  );
  return rows[0];
}

export async function setLanguageActive(q: Queryable, locale: string, active: boolean): Promise<void> {
  await q.query('UPDATE languages SET is_active = $1 WHERE locale = $2', [active, locale]);
}

export async function insertLanguage(
  q: Queryable,
  language: {
    id: number;
    locale: string;
    name: string;
    rtl: boolean;
    active: boolean;
    isDefault: boolean;
    apiCode: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO languages (id, locale, name, icon, rtl, is_active, is_default, api_code, sort_order)
       VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, $1)`,
    [language.id, language.locale, language.name, language.rtl, language.active, language.isDefault, language.apiCode],
  );
}
