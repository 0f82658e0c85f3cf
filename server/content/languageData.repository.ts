import type { Queryable } from '../db/types';

/** The labels of an active language, in a stable order; undefined when the language is not offered now. */
export async function selectActiveLanguageLabels(
  q: Queryable,
  locale: string,
): Promise<Array<{ source: string; label: string }> | undefined> {
  const { rowCount } = await q.query('SELECT 1 FROM languages WHERE locale = $1 AND is_active', [locale]);
  if (rowCount === 0) return undefined;
  const { rows } = await q.query<{ source: string; label: string }>(
    'SELECT source, label FROM language_labels WHERE locale = $1 ORDER BY source',
    [locale],
  );
  return rows;
}

/** Adds a language's labels not stored yet (never overwriting one); returns how many were written. */
export async function insertLanguageLabels(
  q: Queryable,
  locale: string,
  labels: Readonly<Record<string, string>>,
): Promise<number> {
  const { rowCount } = await q.query(
    `INSERT INTO language_labels (locale, source, label)
       SELECT $1, given.key, given.value FROM jsonb_each_text($2::jsonb) AS given
     ON CONFLICT (locale, source) DO NOTHING`,
    [locale, JSON.stringify(labels)],
  );
  return rowCount;
}
