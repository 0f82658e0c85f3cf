import { isoTime, type Queryable } from '../db/types';

export async function selectFormOverride(q: Queryable, pageId: string): Promise<{ data: unknown } | undefined> {
  const { rows } = await q.query<{ data: unknown }>('SELECT data FROM service_form_overrides WHERE page_id = $1', [
    pageId,
  ]);
  return rows[0];
}

export async function upsertFormOverride(q: Queryable, pageId: string, data: unknown, nowMs: number): Promise<void> {
  await q.query(
    `INSERT INTO service_form_overrides (page_id, data, updated_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (page_id) DO UPDATE SET data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
    [pageId, JSON.stringify(data), isoTime(nowMs)],
  );
}

/** Removes one page's override, or all of them; answers how many went. */
export async function deleteFormOverrides(q: Queryable, pageId?: string): Promise<number> {
  const { rowCount } =
    pageId === undefined
      ? await q.query('DELETE FROM service_form_overrides')
      : await q.query('DELETE FROM service_form_overrides WHERE page_id = $1', [pageId]);
  return rowCount;
}
