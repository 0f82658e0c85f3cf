import { toDate, type Queryable } from '../db/types';
import { deletePagesExcept, selectActivePages, selectPage, upsertPage, type PageDocument } from './pages.repository';

export type { PageDocument } from './pages.repository';

/** A stored content page as the portal reads it (cmsPageSchema), unchecked: see storePage. */
export interface StoredPage {
  page_id: string;
  title: unknown;
  content: unknown;
  updatedAt: string;
}

export async function loadPage(q: Queryable, pageId: string): Promise<StoredPage | undefined> {
  const row = await selectPage(q, pageId);
  if (row === undefined) return undefined;
  return {
    page_id: row.page_id,
    title: row.title,
    content: row.content,
    updatedAt: toDate(row.updated_at).toISOString(),
  };
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
  return upsertPage(q, page, nowMs, options);
}

/** The seeded set and nothing else: pages a tester added through the sandbox go. */
export async function removePagesExcept(q: Queryable, keepIds: readonly string[]): Promise<void> {
  await deletePagesExcept(q, keepIds);
}

/** requirements#landing: the active pages (slug = page id, title per language), in their order. */
export async function loadActivePages(q: Queryable): Promise<{ page_id: string; title: unknown; sortOrder: number }[]> {
  const rows = await selectActivePages(q);
  return rows.map((row) => ({ page_id: row.page_id, title: row.title, sortOrder: Number(row.sort_order) }));
}
