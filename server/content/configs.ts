import { isoTime, type Queryable } from '../db/types';

/** menu and theme (seed 001 §2.4, §2.5); routes: the route map served as layout by filter, moduleType=pages. */
export const contentModules = ['menu', 'theme', 'routes'] as const;
export type ContentModule = (typeof contentModules)[number];

/**
 * A stored content document as it is, unchecked: the seed validated it, and a document a tester
 * broke on purpose (the sandbox content tool) must reach the portal broken. undefined: none.
 */
export async function loadContent(
  q: Queryable,
  module: ContentModule,
  categoryCode: string,
): Promise<{ data: unknown } | undefined> {
  const { rows } = await q.query<{ data: unknown }>(
    'SELECT data FROM content_configs WHERE module = $1 AND category_code = $2',
    [module, categoryCode],
  );
  return rows[0];
}

export async function storeContent(
  q: Queryable,
  module: ContentModule,
  categoryCode: string,
  data: unknown,
  nowMs: number,
): Promise<void> {
  await q.query(
    `INSERT INTO content_configs (module, category_code, data, updated_at) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (module, category_code) DO UPDATE SET data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
    [module, categoryCode, JSON.stringify(data), isoTime(nowMs)],
  );
}
