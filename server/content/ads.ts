import type { Queryable } from '../db/types';
import { servedContent } from './configs';

/**
 * requirements#ads-banner: a category's banners as stored, in their sort order when the stored
 * document is a list (a tester's broken document reaches the portal as it is, like a menu).
 */
export async function adsBannersOf(q: Queryable, categoryCode: string): Promise<unknown> {
  const stored = await servedContent(q, 'adsbanner', categoryCode);
  if (!Array.isArray(stored)) return stored;
  return [...(stored as unknown[])].sort((a, b) => sortOrderOf(a) - sortOrderOf(b));
}

function sortOrderOf(item: unknown): number {
  const order = typeof item === 'object' && item !== null ? (item as { sortOrder?: unknown }).sortOrder : undefined;
  return typeof order === 'number' ? order : Number.MAX_SAFE_INTEGER;
}
