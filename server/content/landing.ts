import type { Queryable } from '../db/types';
import { deleteBlocksExcept, selectActiveBlocks, upsertBlock, type LandingBlockDocument } from './landing.repository';

export type { LandingBlockDocument } from './landing.repository';

/**
 * requirements#landing: the active landing blocks as the portal reads them (landingBlocksSchema),
 * in their configured order. Types are served as stored: the portal skips those it does not draw.
 */
export async function loadLandingBlocks(
  q: Queryable,
): Promise<{ id: string; type: string; sortOrder: number; content: unknown }[]> {
  const rows = await selectActiveBlocks(q);
  return rows.map((row) => ({
    id: row.block_id,
    type: row.block_type,
    sortOrder: Number(row.sort_order),
    content: row.content,
  }));
}

export async function storeLandingBlock(
  q: Queryable,
  block: LandingBlockDocument,
  nowMs: number,
  options: { replace: boolean },
): Promise<boolean> {
  return upsertBlock(q, block, nowMs, options);
}

/** The seeded set and nothing else (the sandbox reset). */
export async function removeLandingBlocksExcept(q: Queryable, keepIds: readonly string[]): Promise<void> {
  await deleteBlocksExcept(q, keepIds);
}
