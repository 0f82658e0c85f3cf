import { isoTime, toDate, type Queryable } from '../db/types';
import { randomToken, sha256Hex } from '../security/crypto';

/**
 * Password-reset links (seed 000 §9: URL expiration 60 minutes). The link data goes out in the
 * e-mail once; the database keeps only its SHA-256, like session tokens, so a copy of the table
 * resets nobody's password.
 */
export interface ResetLink {
  id: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export type LinkState = 'invalid' | 'expired' | 'used' | 'valid';

export async function createResetLink(
  q: Queryable,
  userId: string,
  validityMinutes: number,
  nowMs: number,
): Promise<{ linkData: string; expiresAt: Date }> {
  // A newer link supersedes the older ones: only the latest e-mail works.
  await expireOpenLinks(q, userId, nowMs);
  const linkData = randomToken();
  const expiresAt = new Date(nowMs + validityMinutes * 60_000);
  await q.query(
    `INSERT INTO password_reset_links (link_hash, user_id, created_at, expires_at)
     VALUES ($1, $2::bigint, $3, $4)`,
    [sha256Hex(linkData), userId, isoTime(nowMs), expiresAt.toISOString()],
  );
  return { linkData, expiresAt };
}

export async function findResetLink(q: Queryable, linkData: string): Promise<ResetLink | undefined> {
  const { rows } = await q.query<{ id: string; user_id: string; expires_at: unknown; used_at: unknown }>(
    `SELECT id::text AS id, user_id::text AS user_id, expires_at, used_at
       FROM password_reset_links WHERE link_hash = $1`,
    [sha256Hex(linkData)],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    expiresAt: toDate(row.expires_at),
    usedAt: row.used_at === null ? null : toDate(row.used_at),
  };
}

/** A used link says so even after it would have expired: "used" tells the user more. */
export function linkState(link: ResetLink | undefined, nowMs: number): LinkState {
  if (link === undefined) return 'invalid';
  if (link.usedAt !== null) return 'used';
  if (link.expiresAt.getTime() <= nowMs) return 'expired';
  return 'valid';
}

/**
 * Marks the link used if it still works, in one conditional statement: of two concurrent resets
 * with the same link exactly one gets the user id back.
 */
export async function consumeResetLink(q: Queryable, linkId: string, nowMs: number): Promise<string | undefined> {
  const { rows } = await q.query<{ user_id: string }>(
    `UPDATE password_reset_links SET used_at = $2
      WHERE id = $1::bigint AND used_at IS NULL AND expires_at > $2
      RETURNING user_id::text AS user_id`,
    [linkId, isoTime(nowMs)],
  );
  return rows[0]?.user_id;
}

/** Ends every still-working link of the user (a new link, a reset or a change made them stale). */
export async function expireOpenLinks(q: Queryable, userId: string, nowMs: number): Promise<void> {
  await q.query(
    `UPDATE password_reset_links SET expires_at = $2
      WHERE user_id = $1::bigint AND used_at IS NULL AND expires_at > $2`,
    [userId, isoTime(nowMs)],
  );
}

/** For the confirmation page: enough of the login to recognise it, too little to harvest it. */
export function maskLogin(login: string): string {
  const chars = [...login];
  if (chars.length <= 2) return `${chars[0] ?? ''}•••`;
  return `${chars[0]}${'•'.repeat(Math.max(3, chars.length - 2))}${chars[chars.length - 1]}`;
}
