import { isoTime, type Queryable } from '../db/types';

export interface ResetLinkRow {
  id: string;
  user_id: string;
  expires_at: unknown;
  used_at: unknown;
}

export async function insertResetLink(
  q: Queryable,
  linkHash: string,
  userId: string,
  nowMs: number,
  expiresAt: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO password_reset_links (link_hash, user_id, created_at, expires_at)
     VALUES ($1, $2::bigint, $3, $4)`,
    [linkHash, userId, isoTime(nowMs), expiresAt.toISOString()],
  );
}

export async function selectResetLink(q: Queryable, linkHash: string): Promise<ResetLinkRow | undefined> {
  const { rows } = await q.query<ResetLinkRow>(
    `SELECT id::text AS id, user_id::text AS user_id, expires_at, used_at
       FROM password_reset_links WHERE link_hash = $1`,
    [linkHash],
  );
  return rows[0];
}

/** Marks the link used if it is unused and unexpired; answers its user, or undefined. */
export async function useResetLink(q: Queryable, linkId: string, nowMs: number): Promise<string | undefined> {
  const { rows } = await q.query<{ user_id: string }>(
    `UPDATE password_reset_links SET used_at = $2
      WHERE id = $1::bigint AND used_at IS NULL AND expires_at > $2
      RETURNING user_id::text AS user_id`,
    [linkId, isoTime(nowMs)],
  );
  return rows[0]?.user_id;
}

/** Every unused, unexpired link of the user expires now. */
export async function expireUserLinks(q: Queryable, userId: string, nowMs: number): Promise<void> {
  await q.query(
    `UPDATE password_reset_links SET expires_at = $2
      WHERE user_id = $1::bigint AND used_at IS NULL AND expires_at > $2`,
    [userId, isoTime(nowMs)],
  );
}
