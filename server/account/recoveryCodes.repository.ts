import { isoTime, type Queryable } from '../db/types';

export async function insertRecoveryCode(q: Queryable, userId: string, codeHash: string): Promise<void> {
  await q.query('INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1::bigint, $2)', [userId, codeHash]);
}

export async function deleteUserRecoveryCodes(q: Queryable, userId: string): Promise<void> {
  await q.query('DELETE FROM recovery_codes WHERE user_id = $1::bigint', [userId]);
}

/** Marks the user's unused code of this hash used; returns whether this call did. */
export async function useRecoveryCode(q: Queryable, userId: string, codeHash: string, nowMs: number): Promise<boolean> {
  const result = await q.query(
    `UPDATE recovery_codes SET used_at = $3
      WHERE user_id = $1::bigint AND code_hash = $2 AND used_at IS NULL`,
    [userId, codeHash, isoTime(nowMs)],
  );
  return result.rowCount === 1;
}

export async function countUnusedRecoveryCodes(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM recovery_codes WHERE user_id = $1::bigint AND used_at IS NULL',
    [userId],
  );
  return rows[0]?.n ?? 0;
}
