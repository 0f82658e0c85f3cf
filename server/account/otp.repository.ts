import type { UserCategory } from '../../src/api/contract/categories';
import { isoTime, type Queryable } from '../db/types';

export type OtpPurpose = 'activation' | 'pin_reset' | 'transaction';

/**
 * One guess judged in SQL: a wrong code counts an attempt, the right one closes the request as
 * 'used', and the last allowed wrong one closes it as 'attempts'. $2 is now, $3 the guess's HMAC.
 */
const JUDGE_GUESS = `failed_attempts = failed_attempts + CASE WHEN code_hash = $3 THEN 0 ELSE 1 END,
        closed_at = CASE WHEN code_hash = $3 OR failed_attempts + 1 >= max_attempts THEN $2::timestamptz END,
        closed_reason = CASE WHEN code_hash = $3 THEN 'used' WHEN failed_attempts + 1 >= max_attempts THEN 'attempts' END`;

export interface JudgedRow {
  closed_reason: string | null;
  failed_attempts: number;
  max_attempts: number;
}

export interface NewOtpRequest {
  requestHash: string;
  userId: string | null;
  purpose: OtpPurpose;
  codeHash: string;
  createdMs: number;
  expiresMs: number;
  resendAvailableMs: number;
  maxAttempts: number;
  context: string | null;
}

/** Closes the account's open requests of this purpose as 'replaced'. */
export async function closeOpenRequests(
  q: Queryable,
  userId: string,
  purpose: OtpPurpose,
  nowMs: number,
): Promise<void> {
  await q.query(
    `UPDATE otp_requests SET closed_at = $3, closed_reason = 'replaced'
        WHERE user_id = $1::bigint AND purpose = $2 AND closed_at IS NULL`,
    [userId, purpose, isoTime(nowMs)],
  );
}

export async function insertOtpRequest(q: Queryable, r: NewOtpRequest): Promise<void> {
  await q.query(
    `INSERT INTO otp_requests (request_hash, user_id, purpose, code_hash, created_at, expires_at, resend_available_at, max_attempts, context)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, $7, $8, $9)`,
    [
      r.requestHash,
      r.userId,
      r.purpose,
      r.codeHash,
      isoTime(r.createdMs),
      isoTime(r.expiresMs),
      isoTime(r.resendAvailableMs),
      r.maxAttempts,
      r.context,
    ],
  );
}

/**
 * Judges a guess against the open, unexpired request of this hash and purpose (owned by `owner`
 * when `bound`); undefined when there is none to judge.
 */
export async function judgeGuess(
  q: Queryable,
  guess: { requestHash: string; purpose: OtpPurpose; codeHash: string; owner: string | null; bound: boolean },
  nowMs: number,
): Promise<(JudgedRow & { user_id: string | null }) | undefined> {
  const { rows } = await q.query<JudgedRow & { user_id: string | null }>(
    `UPDATE otp_requests SET
        ${JUDGE_GUESS}
      WHERE request_hash = $1 AND purpose = $4 AND (NOT $6::boolean OR user_id = $5::bigint)
        AND closed_at IS NULL AND expires_at > $2::timestamptz
      RETURNING user_id::text AS user_id, closed_reason, failed_attempts, max_attempts`,
    [guess.requestHash, isoTime(nowMs), guess.codeHash, guess.purpose, guess.owner, guess.bound],
  );
  return rows[0];
}

export async function selectRequestState(
  q: Queryable,
  requestHash: string,
): Promise<{ user_id: string | null; purpose: string; closed_reason: string | null; expires_at: unknown } | undefined> {
  const found = await q.query<{
    user_id: string | null;
    purpose: string;
    closed_reason: string | null;
    expires_at: unknown;
  }>('SELECT user_id::text AS user_id, purpose, closed_reason, expires_at FROM otp_requests WHERE request_hash = $1', [
    requestHash,
  ]);
  return found.rows[0];
}

export interface ResendRow {
  id: string;
  purpose: OtpPurpose;
  code_hash: string;
  closed_reason: string | null;
  resend_available_at: unknown;
  user_id: string | null;
  phone: string | null;
  email: string | null;
  category: UserCategory | null;
}

/** The request with its account's contact details (none for a decoy or a deleted account). */
export async function selectRequestWithContact(q: Queryable, requestHash: string): Promise<ResendRow | undefined> {
  const { rows } = await q.query<ResendRow>(
    `SELECT r.id::text AS id, r.purpose, r.code_hash, r.closed_reason, r.resend_available_at, r.user_id::text AS user_id,
            u.phone, u.email, u.category
       FROM otp_requests r LEFT JOIN users u ON u.id = r.user_id
      WHERE r.request_hash = $1`,
    [requestHash],
  );
  return rows[0];
}

/** Closes an open (or out-of-attempts) request as 'replaced'; false when another call did first. */
export async function closeForResend(q: Queryable, id: string, nowMs: number): Promise<boolean> {
  const closed = await q.query(
    `UPDATE otp_requests SET closed_at = COALESCE(closed_at, $2::timestamptz), closed_reason = 'replaced'
      WHERE id = $1::bigint AND (closed_reason IS NULL OR closed_reason = 'attempts')`,
    [id, isoTime(nowMs)],
  );
  return closed.rowCount === 1;
}

export async function isRequestOpen(
  q: Queryable,
  requestHash: string,
  purpose: OtpPurpose,
  nowMs: number,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `SELECT 1 FROM otp_requests
      WHERE request_hash = $1 AND purpose = $2 AND closed_at IS NULL AND expires_at > $3::timestamptz`,
    [requestHash, purpose, isoTime(nowMs)],
  );
  return rowCount > 0;
}

/** When the newest open code of a transaction binding may be sent again; undefined: none open. */
export async function selectOpenTransactionRequest(
  q: Queryable,
  context: string,
  nowMs: number,
): Promise<{ resend_available_at: unknown } | undefined> {
  const { rows } = await q.query<{ resend_available_at: unknown }>(
    `SELECT resend_available_at FROM otp_requests
      WHERE purpose = 'transaction' AND context = $1 AND closed_at IS NULL AND expires_at > $2::timestamptz
      ORDER BY id DESC LIMIT 1`,
    [context, isoTime(nowMs)],
  );
  return rows[0];
}

/** The newest transaction request of the binding for the approver (that very one when `requestHash` is given). */
export async function selectTransactionRequest(
  q: Queryable,
  context: string,
  approverId: string,
  requestHash: string | null,
): Promise<{ id: string; request_hash: string } | undefined> {
  const { rows } = await q.query<{ id: string; request_hash: string }>(
    `SELECT r.id::text AS id, r.request_hash FROM otp_requests r
      WHERE r.purpose = 'transaction' AND r.context = $1 AND r.user_id = $2::bigint
        AND ($3::text IS NULL OR r.request_hash = $3)
      ORDER BY r.id DESC LIMIT 1`,
    [context, approverId, requestHash],
  );
  return rows[0];
}

/** Judges a guess against one open, unexpired request by id; undefined when it is closed or expired. */
export async function judgeGuessById(
  q: Queryable,
  id: string,
  codeHash: string,
  nowMs: number,
): Promise<JudgedRow | undefined> {
  const judged = await q.query<JudgedRow>(
    `UPDATE otp_requests SET
        ${JUDGE_GUESS}
      WHERE id = $1::bigint AND closed_at IS NULL AND expires_at > $2::timestamptz
      RETURNING closed_reason, failed_attempts, max_attempts`,
    [id, isoTime(nowMs), codeHash],
  );
  return judged.rows[0];
}

export async function selectClosedReason(q: Queryable, id: string): Promise<string | null> {
  const state = await q.query<{ closed_reason: string | null }>(
    'SELECT closed_reason FROM otp_requests WHERE id = $1::bigint',
    [id],
  );
  return state.rows[0]?.closed_reason ?? null;
}
