import { isoTime, toDate, type Queryable } from '../db/types';
import { randomToken, sha256Hex } from './crypto';

/**
 * access: the anonymous front access token; challenge: a pending two-factor sign-in; user: a
 * signed-in user; activation: the access token registration hands out (seed 000 §4), which also
 * names the pending account so activation knows whose code to check.
 */
export type SessionKind = 'access' | 'challenge' | 'user' | 'activation';
export type RevokeReason =
  'logout' | 'logout_all' | 'consumed' | 'too_many_codes' | 'password_reset' | 'password_changed';

const MINUTE = 60_000;
/** Lifetimes: the front access token is a device token; the user session is short and sliding. */
export const SESSION_TTL = {
  access: 30 * 24 * 60 * MINUTE,
  challenge: 5 * MINUTE,
  user: 12 * 60 * MINUTE,
  activation: 24 * 60 * MINUTE,
} as const;
export const USER_IDLE_TIMEOUT_MS = 30 * MINUTE;
/** A pending two-factor challenge dies after this many wrong codes. */
export const CHALLENGE_MAX_FAILURES = 5;

export interface SessionRow {
  id: string;
  kind: SessionKind;
  userId: string | null;
  category: string;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedReason: RevokeReason | null;
  failedAttempts: number;
}

export interface NewSession {
  kind: SessionKind;
  userId: string | null;
  category: string;
  ip: string;
  userAgent: string | undefined;
}

/** The token goes to the client once; the database keeps only its SHA-256. */
export async function createSession(
  q: Queryable,
  s: NewSession,
  nowMs: number,
): Promise<{ token: string; ttlSeconds: number }> {
  const token = randomToken();
  const ttl = SESSION_TTL[s.kind];
  await q.query(
    `INSERT INTO sessions (token_hash, kind, user_id, category, created_at, last_seen_at, expires_at, ip, user_agent)
     VALUES ($1, $2, $3::bigint, $4, $5, $5, $6, $7, $8)`,
    [
      sha256Hex(token),
      s.kind,
      s.userId,
      s.category,
      isoTime(nowMs),
      isoTime(nowMs + ttl),
      s.ip,
      s.userAgent?.slice(0, 256) ?? null,
    ],
  );
  return { token, ttlSeconds: ttl / 1000 };
}

interface RawSession {
  id: string;
  kind: SessionKind;
  user_id: string | null;
  category: string;
  last_seen_at: unknown;
  expires_at: unknown;
  revoked_reason: RevokeReason | null;
  failed_attempts: number;
}

/** Any session with this token, revoked or expired ones included: callers decide what that means. */
export async function findSession(q: Queryable, token: string): Promise<SessionRow | undefined> {
  const { rows } = await q.query<RawSession>(
    `SELECT id::text AS id, kind, user_id::text AS user_id, category, last_seen_at, expires_at, revoked_reason, failed_attempts
       FROM sessions WHERE token_hash = $1`,
    [sha256Hex(token)],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    userId: row.user_id,
    category: row.category,
    lastSeenAt: toDate(row.last_seen_at),
    expiresAt: toDate(row.expires_at),
    revokedReason: row.revoked_reason,
    failedAttempts: row.failed_attempts,
  };
}

export function isExpired(session: SessionRow, nowMs: number): boolean {
  if (session.expiresAt.getTime() <= nowMs) return true;
  return session.kind === 'user' && session.lastSeenAt.getTime() + USER_IDLE_TIMEOUT_MS <= nowMs;
}

/** Sliding idle timeout: each authenticated call moves last_seen_at (never past the absolute expiry). */
export async function touchSession(q: Queryable, id: string, nowMs: number): Promise<void> {
  await q.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1::bigint AND revoked_at IS NULL', [
    id,
    isoTime(nowMs),
  ]);
}

/** Returns whether this call revoked it (false when it was already revoked). */
export async function revokeSession(q: Queryable, id: string, reason: RevokeReason, nowMs: number): Promise<boolean> {
  const result = await q.query(
    'UPDATE sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1::bigint AND revoked_at IS NULL',
    [id, isoTime(nowMs), reason],
  );
  return result.rowCount === 1;
}

/**
 * "Log out from all devices": every other live sign-in of the user, pending challenges included.
 * An activation token is an app access token, not a device's sign-in: it is left alone.
 */
export async function revokeOtherSessions(
  q: Queryable,
  userId: string,
  keepId: string,
  nowMs: number,
): Promise<number> {
  const result = await q.query(
    `UPDATE sessions SET revoked_at = $3, revoked_reason = 'logout_all'
      WHERE user_id = $1::bigint AND id <> $2::bigint AND kind IN ('user', 'challenge')
        AND revoked_at IS NULL AND expires_at > $3`,
    [userId, keepId, isoTime(nowMs)],
  );
  return result.rowCount;
}

/** Every live session of the user (a password reset ends them all). */
export async function revokeAllSessions(
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

/**
 * Counts a wrong code against a challenge and revokes it on the last allowed failure, in one
 * statement. Guesses already in flight when it is revoked are still judged; the hard bound
 * under concurrency is the per-user two-factor limit, which is reserved before any check.
 */
export async function recordChallengeFailure(q: Queryable, id: string, nowMs: number): Promise<void> {
  await q.query(
    `UPDATE sessions SET failed_attempts = failed_attempts + 1,
        revoked_at = CASE WHEN failed_attempts + 1 >= $3 THEN $2::timestamptz END,
        revoked_reason = CASE WHEN failed_attempts + 1 >= $3 THEN 'too_many_codes' END
      WHERE id = $1::bigint AND revoked_at IS NULL`,
    [id, isoTime(nowMs), CHALLENGE_MAX_FAILURES],
  );
}

/** Housekeeping: sessions and counters that can no longer matter. */
export async function purgeExpired(q: Queryable, nowMs: number): Promise<void> {
  const dayAgo = isoTime(nowMs - 24 * 60 * MINUTE);
  await q.query('DELETE FROM sessions WHERE expires_at < $1', [dayAgo]);
  await q.query('DELETE FROM rate_limits WHERE window_started_at < $1', [dayAgo]);
}
