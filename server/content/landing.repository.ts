import { isoTime, type Queryable } from '../db/types';

/** A landing block as stored: its content is language → that block's fields. */
export interface LandingBlockDocument {
  block_id: string;
  block_type: string;
  sort_order: number;
  active: boolean;
  content: Readonly<Record<string, unknown>>;
}

const REPLACE = `DO UPDATE SET block_type = EXCLUDED.block_type, sort_order = EXCLUDED.sort_order,
  active = EXCLUDED.active, content = EXCLUDED.content, updated_at = EXCLUDED.updated_at`;

/** The active blocks in their configured order. */
export async function selectActiveBlocks(
  q: Queryable,
): Promise<{ block_id: string; block_type: string; sort_order: number; content: unknown }[]> {
  const { rows } = await q.query<{ block_id: string; block_type: string; sort_order: number; content: unknown }>(
    'SELECT block_id, block_type, sort_order, content FROM landing_blocks WHERE active ORDER BY sort_order, block_id',
  );
  return rows;
}

/** Inserts a block or, with `replace`, overwrites the stored one. Returns whether a row was written. */
export async function upsertBlock(
  q: Queryable,
  block: LandingBlockDocument,
  nowMs: number,
  options: { replace: boolean },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO landing_blocks (block_id, block_type, sort_order, active, content, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (block_id) ${options.replace ? REPLACE : 'DO NOTHING'}`,
    [block.block_id, block.block_type, block.sort_order, block.active, JSON.stringify(block.content), isoTime(nowMs)],
  );
  return rowCount > 0;
}

/** Removes every block but those of `keepIds`. */
export async function deleteBlocksExcept(q: Queryable, keepIds: readonly string[]): Promise<void> {
  await q.query(
    `DELETE FROM landing_blocks WHERE block_id NOT IN (${keepIds.map((_, i) => `$${i + 1}`).join(', ')})`,
    keepIds,
  );
}
