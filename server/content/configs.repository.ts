import { isoTime, type Queryable } from '../db/types';

/** What a write does to a stored document of the same module and category: replace it. */
const REPLACE = 'DO UPDATE SET data = EXCLUDED.data, updated_at = EXCLUDED.updated_at';

export async function selectContent(
  q: Queryable,
  module: string,
  categoryCode: string,
): Promise<{ data: unknown } | undefined> {
  const { rows } = await q.query<{ data: unknown }>(
    'SELECT data FROM content_configs WHERE module = $1 AND category_code = $2',
    [module, categoryCode],
  );
  return rows[0];
}

/**
 * Inserts a document or, with `replace`, overwrites the stored one (otherwise a stored one is
 * kept). Returns whether a row was written.
 */
export async function upsertContent(
  q: Queryable,
  module: string,
  categoryCode: string,
  data: unknown,
  nowMs: number,
  options: { replace: boolean },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO content_configs (module, category_code, data, updated_at) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (module, category_code) ${options.replace ? REPLACE : 'DO NOTHING'}`,
    [module, categoryCode, JSON.stringify(data), isoTime(nowMs)],
  );
  return rowCount > 0;
}
