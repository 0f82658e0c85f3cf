import { isoTime, type Queryable } from '../db/types';
import { seededServiceForm } from '../seed/services';
import type { ServiceDefinition } from './catalogue';

/**
 * The form served for a page id: a sandbox override when a tester installed one (stored as given,
 * unchecked, so the portal's error state can be tested), else the seeded form; undefined for an
 * unknown page id.
 */
export async function serviceFormFor(q: Queryable, pageId: string): Promise<unknown> {
  const { rows } = await q.query<{ data: unknown }>('SELECT data FROM service_form_overrides WHERE page_id = $1', [
    pageId,
  ]);
  if (rows[0] !== undefined) return rows[0].data;
  return seededServiceForm(pageId);
}

/** Whether a submit of this service must carry ts and checksum: the served form's `nonce`. */
export async function requiresNonce(q: Queryable, def: ServiceDefinition): Promise<boolean> {
  const form = await serviceFormFor(q, def.pageId);
  if (typeof form === 'object' && form !== null && 'nonce' in form && typeof form.nonce === 'boolean')
    return form.nonce;
  return def.nonce;
}

export async function storeServiceFormOverride(
  q: Queryable,
  pageId: string,
  data: unknown,
  nowMs: number,
): Promise<void> {
  await q.query(
    `INSERT INTO service_form_overrides (page_id, data, updated_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (page_id) DO UPDATE SET data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
    [pageId, JSON.stringify(data), isoTime(nowMs)],
  );
}

/** Removes one page's override, or all of them; answers how many went. */
export async function resetServiceFormOverrides(q: Queryable, pageId?: string): Promise<number> {
  const { rowCount } =
    pageId === undefined
      ? await q.query('DELETE FROM service_form_overrides')
      : await q.query('DELETE FROM service_form_overrides WHERE page_id = $1', [pageId]);
  return rowCount;
}
