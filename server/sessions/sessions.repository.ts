import { joinedUserColumns, joinedUserRow, type UserRow } from '../account/users.repository';
import { isoTime, type Queryable } from '../db/types';

/**
 * access: the anonymous front access token; challenge: a pending two-factor sign-in; user: a
 * signed-in user; activation: the access token registration hands out (requirements#sign-up), which
 * also names the pending account so activation knows whose code to check.
 */
export type SessionKind = 'access' | 'challenge' | 'user' | 'activation';
export type RevokeReason =
  'logout' | 'logout_all' | 'ended_elsewhere' | 'consumed' | 'too_many_codes' | 'password_reset' | 'password_changed';

export interface SessionRow {
  id: string;
  kind: SessionKind;
  user_id: string | null;
  category: string;
  last_seen_at: unknown;
  expires_at: unknown;
  revoked_reason: RevokeReason | null;
  failed_attempts: number;
}

export interface NewSessionRow {
  tokenHash: string;
  kind: SessionKind;
  userId: string | null;
  category: string;
  createdMs: number;
  expiresMs: number;
  ip: string;
  userAgent: string | null;
}

export async function insertSession(q: Queryable, s: NewSessionRow): Promise<void> {
  await q.query(
    `INSERT INTO sessions (token_hash, kind, user_id, category, created_at, last_seen_at, expires_at, ip, user_agent)
     VALUES ($1, $2, $3::bigint, $4, $5, $5, $6, $7, $8)`,
    [s.tokenHash, s.kind, s.userId, s.category, isoTime(s.createdMs), isoTime(s.expiresMs), s.ip, s.userAgent],
  );
}

export async function selectSessionByTokenHash(q: Queryable, tokenHash: string): Promise<SessionRow | undefined> {
  const { rows } = await q.query<SessionRow>(
    `SELECT id::text AS id, kind, user_id::text AS user_id, category, last_seen_at, expires_at, revoked_reason, failed_attempts
       FROM sessions WHERE token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

/**
 * issue 19 (reads): the sessions of several token hashes with their users, in one round trip,
 * keyed by token hash (the app access tokens and user session tokens of every call waiting for
 * one, sessionsOfTokens batches them). The hashes are hex, joined as one text parameter.
 */
export async function selectSessionsWithUsers(
  q: Queryable,
  tokenHashes: readonly string[],
): Promise<Map<string, { session: SessionRow; user: UserRow | undefined }>> {
  const { rows } = await q.query<SessionRow & { token_hash: string } & Record<string, unknown>>(
    `SELECT s.token_hash, s.id::text AS id, s.kind, s.user_id::text AS user_id, s.category, s.last_seen_at,
            s.expires_at, s.revoked_reason, s.failed_attempts, ${joinedUserColumns('u')}
       FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE s.token_hash = ANY(string_to_array($1, ','))`,
    [tokenHashes.join(',')],
  );
  return new Map(rows.map((row) => [row.token_hash, { session: row, user: joinedUserRow(row) }]));
}

export async function updateLastSeen(q: Queryable, id: string, nowMs: number): Promise<void> {
  await q.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1::bigint AND revoked_at IS NULL', [
    id,
    isoTime(nowMs),
  ]);
}

/** Returns whether this call revoked it (false when it was already revoked). */
export async function revokeSessionById(
  q: Queryable,
  id: string,
  reason: RevokeReason,
  nowMs: number,
): Promise<boolean> {
  const result = await q.query(
    'UPDATE sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1::bigint AND revoked_at IS NULL',
    [id, isoTime(nowMs), reason],
  );
  return result.rowCount === 1;
}

/** The user's live sign-ins and challenges other than `keepId`, revoked as 'logout_all'. */
export async function revokeOtherSignIns(q: Queryable, userId: string, keepId: string, nowMs: number): Promise<number> {
  const result = await q.query(
    `UPDATE sessions SET revoked_at = $3, revoked_reason = 'logout_all'
      WHERE user_id = $1::bigint AND id <> $2::bigint AND kind IN ('user', 'challenge')
        AND revoked_at IS NULL AND expires_at > $3`,
    [userId, keepId, isoTime(nowMs)],
  );
  return result.rowCount;
}

export async function revokeLiveSessions(
  q: Queryable,
  userId: string,
  reason: RevokeReason,
  nowMs: number,
): Promise<number> {
  const result = await q.query(
    `UPDATE sessions SET revoked_at = $2, revoked_reason = $3
      WHERE user_id = $1::bigint AND revoked_at IS NULL AND expires_at > $2`,
    [userId, isoTime(nowMs), reason],
  );
  return result.rowCount;
}

/** Pending two-factor challenges of the user, revoked as 'password_changed'. */
export async function revokeLiveChallenges(q: Queryable, userId: string, nowMs: number): Promise<void> {
  await q.query(
    `UPDATE sessions SET revoked_at = $2, revoked_reason = 'password_changed'
      WHERE user_id = $1::bigint AND kind = 'challenge' AND revoked_at IS NULL AND expires_at > $2`,
    [userId, isoTime(nowMs)],
  );
}

/** One more wrong code against a challenge; revoked as 'too_many_codes' at `maxFailures`. */
export async function countChallengeFailure(
  q: Queryable,
  id: string,
  nowMs: number,
  maxFailures: number,
): Promise<void> {
  await q.query(
    `UPDATE sessions SET failed_attempts = failed_attempts + 1,
        revoked_at = CASE WHEN failed_attempts + 1 >= $3 THEN $2::timestamptz END,
        revoked_reason = CASE WHEN failed_attempts + 1 >= $3 THEN 'too_many_codes' END
      WHERE id = $1::bigint AND revoked_at IS NULL`,
    [id, isoTime(nowMs), maxFailures],
  );
}

/** The user's signed-in sessions other than `keepId` that are not revoked, expired or idle since `idleSinceMs`. */
export async function countOtherLiveSignIns(
  q: Queryable,
  userId: string,
  keepId: string,
  nowMs: number,
  idleSinceMs: number,
): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sessions
      WHERE user_id = $1::bigint AND id <> $2::bigint AND kind = 'user' AND revoked_at IS NULL
        AND expires_at > $3 AND last_seen_at > $4`,
    [userId, keepId, isoTime(nowMs), isoTime(idleSinceMs)],
  );
  return rows[0]?.n ?? 0;
}

/** A signed-in session as the active sessions list shows it (requirements#active-sessions). */
export interface SignInRow {
  id: string;
  created_at: unknown;
  last_seen_at: unknown;
  ip: string | null;
  user_agent: string | null;
}

/** The user's signed-in sessions that still work (not revoked, expired or idle since `idleSinceMs`), latest active first. */
export async function selectLiveSignIns(
  q: Queryable,
  userId: string,
  nowMs: number,
  idleSinceMs: number,
): Promise<SignInRow[]> {
  const { rows } = await q.query<SignInRow>(
    `SELECT id::text AS id, created_at, last_seen_at, ip, user_agent FROM sessions
      WHERE user_id = $1::bigint AND kind = 'user' AND revoked_at IS NULL AND expires_at > $2 AND last_seen_at > $3
      ORDER BY last_seen_at DESC, id DESC`,
    [userId, isoTime(nowMs), isoTime(idleSinceMs)],
  );
  return rows;
}

/**
 * One of the user's live signed-in sessions, revoked as 'ended_elsewhere'; another user's id, an
 * unknown one and one already ended all revoke nothing (false).
 */
export async function revokeUsersSignIn(q: Queryable, userId: string, id: string, nowMs: number): Promise<boolean> {
  const result = await q.query(
    `UPDATE sessions SET revoked_at = $3, revoked_reason = 'ended_elsewhere'
      WHERE id = $2::bigint AND user_id = $1::bigint AND kind = 'user' AND revoked_at IS NULL AND expires_at > $3`,
    [userId, id, isoTime(nowMs)],
  );
  return result.rowCount === 1;
}

export async function deleteSessionsExpiredBefore(q: Queryable, beforeMs: number): Promise<void> {
  await q.query('DELETE FROM sessions WHERE expires_at < $1', [isoTime(beforeMs)]);
}
