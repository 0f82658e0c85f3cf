import { isoTime, type Queryable } from '../db/types';

/** A content page as stored: texts by locale. */
export interface PageDocument {
  page_id: string;
  title: Readonly<Record<string, string>>;
  content: Readonly<Record<string, string>>;
  /** listed on the public side (requirements#landing); a write without it keeps what is stored */
  active?: boolean;
  sortOrder?: number;
}

/** What a write does to a stored page of the same id: replace it. */
const REPLACE = 'DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, updated_at = EXCLUDED.updated_at';
const REPLACE_LISTING = `${REPLACE}, active = EXCLUDED.active, sort_order = EXCLUDED.sort_order`;

export async function selectPage(
  q: Queryable,
  pageId: string,
): Promise<{ page_id: string; title: unknown; content: unknown; updated_at: unknown } | undefined> {
  const { rows } = await q.query<{ page_id: string; title: unknown; content: unknown; updated_at: unknown }>(
    'SELECT page_id, title, content, updated_at FROM cms_pages WHERE page_id = $1',
    [pageId],
  );
  return rows[0];
}

/** Inserts a page or, with `replace`, overwrites the stored one. Returns whether a row was written. */
export async function upsertPage(
  q: Queryable,
  page: PageDocument,
  nowMs: number,
  options: { replace: boolean },
): Promise<boolean> {
  const listed = page.active !== undefined;
  const { rowCount } = await q.query(
    `INSERT INTO cms_pages (page_id, title, content, updated_at, active, sort_order)
     VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, $6)
     ON CONFLICT (page_id) ${options.replace ? (listed ? REPLACE_LISTING : REPLACE) : 'DO NOTHING'}`,
    [
      page.page_id,
      JSON.stringify(page.title),
      JSON.stringify(page.content),
      isoTime(nowMs),
      page.active ?? false,
      page.sortOrder ?? 0,
    ],
  );
  return rowCount > 0;
}

/** The pages the public side lists, in their order. */
export async function selectActivePages(
  q: Queryable,
): Promise<{ page_id: string; title: unknown; sort_order: number }[]> {
  const { rows } = await q.query<{ page_id: string; title: unknown; sort_order: number }>(
    'SELECT page_id, title, sort_order FROM cms_pages WHERE active ORDER BY sort_order, page_id',
  );
  return rows;
}

/** Removes every page but those of `keepIds`. */
export async function deletePagesExcept(q: Queryable, keepIds: readonly string[]): Promise<void> {
  await q.query(
    `DELETE FROM cms_pages WHERE page_id NOT IN (${keepIds.map((_, i) => `$${i + 1}`).join(', ')})`,
    keepIds,
  );
}
