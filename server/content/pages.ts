import { isoTime, toDate, type Queryable } from '../db/types';

/** A stored content page as the portal reads it (cmsPageSchema), unchecked: see storePage. */
export interface StoredPage {
  page_id: string;
  title: unknown;
  content: unknown;
  updatedAt: string;
}

export async function loadPage(q: Queryable, pageId: string): Promise<StoredPage | undefined> {
  const { rows } = await q.query<{ page_id: string; title: unknown; content: unknown; updated_at: unknown }>(
    'SELECT page_id, title, content, updated_at FROM cms_pages WHERE page_id = $1',
    [pageId],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return {
    page_id: row.page_id,
    title: row.title,
    content: row.content,
    updatedAt: toDate(row.updated_at).toISOString(),
  };
}

export interface PageDocument {
  page_id: string;
  title: Readonly<Record<string, string>>;
  content: Readonly<Record<string, string>>;
}

/**
 * Inserts or, with `replace`, overwrites a page. The seed checks its pages with the portal's
 * schema; the sandbox page tool stores whatever HTML a tester sends (the portal sanitizes it).
 * Returns whether a row was written.
 */
export async function storePage(
  q: Queryable,
  page: PageDocument,
  nowMs: number,
  options: { replace: boolean },
): Promise<boolean> {
  const conflict = options.replace
    ? 'DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, updated_at = EXCLUDED.updated_at'
    : 'DO NOTHING';
  const { rowCount } = await q.query(
    `INSERT INTO cms_pages (page_id, title, content, updated_at) VALUES ($1, $2::jsonb, $3::jsonb, $4)
     ON CONFLICT (page_id) ${conflict}`,
    [page.page_id, JSON.stringify(page.title), JSON.stringify(page.content), isoTime(nowMs)],
  );
  return rowCount > 0;
}
