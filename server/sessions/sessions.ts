import { toRecord, type UserRecord } from '../account/users';
import { readPerTurn } from '../db/batch';
import { toDate, type Queryable } from '../db/types';
import { randomToken, sha256Hex } from '../security/crypto';
import { purgeOldWindows } from '../security/rateLimit';
import {
  countChallengeFailure,
  countOtherLiveSignIns,
  deleteSessionsExpiredBefore,
  insertSession,
  revokeLiveChallenges,
  revokeLiveSessions,
  revokeOtherSignIns,
  revokeSessionById,
  selectSessionByTokenHash,
  selectSessionsWithUsers,
  updateLastSeen,
  type SessionRow,
  type RevokeReason,
  type SessionKind,
} from './sessions.repository';

export type { RevokeReason, SessionKind } from './sessions.repository';

const MINUTE = 60_000;
/** Lifetimes: the front access token is a device token; the user session is short and sliding. */
export const SESSION_TTL = {
  access: 30 * 24 * 60 * MINUTE,
  challenge: 5 * MINUTE,
  user: 12 * 60 * MINUTE,
  activation: 24 * 60 * MINUTE,
} as const;
/** requirements#inactivity-timeout: 600 s, unless SESSION_IDLE_TIMEOUT_SECONDS says otherwise (Deps.sessionIdleMs) */
export const USER_IDLE_TIMEOUT_MS = 10 * MINUTE;
/** A pending two-factor challenge dies after this many wrong codes. */
export const CHALLENGE_MAX_FAILURES = 5;

export interface SessionRecord {
  id: string;
  kind: SessionKind;
  userId: string | null;
  category: string;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedReason: RevokeReason | null;
  failedAttempts: number;
}

/** Where a request came from, as a session records it. */
export interface Peer {
  ip: string;
  userAgent: string | undefined;
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
  await insertSession(q, {
    tokenHash: sha256Hex(token),
    kind: s.kind,
    userId: s.userId,
    category: s.category,
    createdMs: nowMs,
    expiresMs: nowMs + ttl,
    ip: s.ip,
    userAgent: s.userAgent?.slice(0, 256) ?? null,
  });
  return { token, ttlSeconds: ttl / 1000 };
}

/** Any session with this token, revoked or expired ones included: callers decide what that means. */
export async function findSession(q: Queryable, token: string): Promise<SessionRecord | undefined> {
  const row = await selectSessionByTokenHash(q, sha256Hex(token));
  return row === undefined ? undefined : toSession(row);
}

export interface SessionWithUser {
  session: SessionRecord;
  user: UserRecord | undefined;
}

/** issue 19 (reads): the sessions of the calls of one turn in one query (readPerTurn) */
const sessionOfHash = readPerTurn(async (q, hashes: readonly string[]) => {
  const rows = await selectSessionsWithUsers(q, hashes);
  return hashes.map((hash): SessionWithUser | undefined => {
    const row = rows.get(hash);
    if (row === undefined) return undefined;
    return { session: toSession(row.session), user: row.user === undefined ? undefined : toRecord(row.user) };
  });
});

/**
 * findSession and the session's user for a call's tokens (its app access token and its user
 * session token), keyed by token; a token without a session is absent. Read with the other
 * calls' tokens of the same turn (readPerTurn).
 */
export async function findSessionsWithUsers(
  q: Queryable,
  tokens: readonly string[],
): Promise<Map<string, SessionWithUser>> {
  const found = await Promise.all(tokens.map((token) => sessionOfHash(q, sha256Hex(token))));
  const byToken = new Map<string, SessionWithUser>();
  tokens.forEach((token, i) => {
    const one = found[i];
    if (one !== undefined) byToken.set(token, one);
  });
  return byToken;
}

function toSession(row: SessionRow): SessionRecord {
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

export function isExpired(session: SessionRecord, nowMs: number, idleMs = USER_IDLE_TIMEOUT_MS): boolean {
  if (session.expiresAt.getTime() <= nowMs) return true;
  return session.kind === 'user' && session.lastSeenAt.getTime() + idleMs <= nowMs;
}

/**
 * issue 19: last_seen_at is written at most once per this many ms of a session's calls. A write
 * on every authenticated call was a commit (a WAL flush on PostgreSQL) per read; now the idle
 * timeout is measured from a last-seen at most this old, so it may end up to 15 s early.
 * Revocation is not cached: every call still reads the session row.
 */
export const LAST_SEEN_WRITE_INTERVAL_MS = 15_000;

/** Sliding idle timeout: authenticated calls move last_seen_at (throttled, never past the absolute expiry). */
export async function touchSession(q: Queryable, session: SessionRecord, nowMs: number): Promise<void> {
  if (nowMs - session.lastSeenAt.getTime() < LAST_SEEN_WRITE_INTERVAL_MS) return;
  await updateLastSeen(q, session.id, nowMs);
}

/** Returns whether this call revoked it (false when it was already revoked). */
export async function revokeSession(q: Queryable, id: string, reason: RevokeReason, nowMs: number): Promise<boolean> {
  return revokeSessionById(q, id, reason, nowMs);
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
  return revokeOtherSignIns(q, userId, keepId, nowMs);
}

/** Every live session of the user (a password reset ends them all). */
export async function revokeAllSessions(
  q: Queryable,
  userId: string,
  reason: RevokeReason,
  nowMs: number,
): Promise<number> {
  return revokeLiveSessions(q, userId, reason, nowMs);
}

/** Pending two-factor sign-ins began with the old password: they must not finish with it. */
export async function revokePendingChallenges(q: Queryable, userId: string, nowMs: number): Promise<void> {
  await revokeLiveChallenges(q, userId, nowMs);
}

/** The user's other signed-in sessions that still work (not idle, not expired, not revoked). */
export async function countOtherLiveSessions(
  q: Queryable,
  userId: string,
  keepId: string,
  nowMs: number,
  idleMs = USER_IDLE_TIMEOUT_MS,
): Promise<number> {
  return countOtherLiveSignIns(q, userId, keepId, nowMs, nowMs - idleMs);
}

/**
 * Counts a wrong code against a challenge and revokes it on the last allowed failure, in one
 * statement. Guesses already in flight when it is revoked are still judged; the hard bound
 * under concurrency is the per-user two-factor limit, which is reserved before any check.
 */
export async function recordChallengeFailure(q: Queryable, id: string, nowMs: number): Promise<void> {
  await countChallengeFailure(q, id, nowMs, CHALLENGE_MAX_FAILURES);
}

/** Housekeeping: sessions and counters that can no longer matter. */
export async function purgeExpired(q: Queryable, nowMs: number): Promise<void> {
  const dayAgo = nowMs - 24 * 60 * MINUTE;
  await deleteSessionsExpiredBefore(q, dayAgo);
  await purgeOldWindows(q, dayAgo);
}
