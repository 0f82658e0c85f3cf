import { randomInt } from 'node:crypto';
import type { OtpDelivery, SecurityPolicy } from '../../src/api/contract/account';
import type { UserCategory } from '../../src/api/contract/categories';
import { ErrCode, type ErrCodeValue } from '../../src/api/contract/errCodes';
import { loadSecurityPolicy } from '../content/securityPolicy';
import { isoTime, toDate, type Queryable } from '../db/types';
import { tooManyAttempts } from '../http/envelope';
import type { AppServices } from '../http/services';
import { maskEmail, maskPhone, send } from '../outbox/outbox';
import { isUserCategory } from '../users/users';
import { hmacSha256, randomToken, sha256Hex } from './crypto';
import { hit } from './rateLimit';

/**
 * One-time codes sent by SMS (activation, PIN reset). The code goes to the outbox only; the
 * database keeps an HMAC of it bound to its request, and the client holds an opaque requestId
 * whose SHA-256 is the row's key. Judging a guess, counting it and closing the request happen in
 * one conditional UPDATE, so concurrent guesses cannot exceed the attempts on PostgreSQL either.
 */
export type OtpPurpose = 'activation' | 'pin_reset' | 'transaction';
type Deps = Pick<AppServices, 'keys' | 'limits'>;

/** Who the code is for: a real account, or a decoy standing in for an unknown one. */
export type OtpTarget =
  | { kind: 'user'; userId: string; phone: string | null; email: string | null }
  /** key: an HMAC of what the caller claimed, so repeated calls look the same */
  | { kind: 'decoy'; key: string };

export interface OtpFailure {
  ok: false;
  errCode: ErrCodeValue;
  message: string;
  data: unknown;
}
export type OtpVerdict = { ok: true; userId: string | null } | OtpFailure;

const HOUR_SECONDS = 3600;
/** Never equal to a hex HMAC, so a decoy request cannot verify whatever is typed. */
const DECOY_PREFIX = 'decoy:';

/** The decoy key of a claimed account: stable per claim, meaningless without the server secret. */
export function decoyKey(deps: Deps, claim: string): string {
  return hmacSha256(deps.keys.otp, `decoy:${claim}`).toString('hex');
}

export function codeHash(deps: Deps, requestHash: string, code: string): string {
  return hmacSha256(deps.keys.otp, `${requestHash}:${code}`).toString('hex');
}

function destinationOf(target: OtpTarget): { channel: 'sms' | 'email'; recipient: string | null; masked: string } {
  if (target.kind === 'decoy') {
    // Looks like a masked 10-digit mobile number, the same one each time for the same claim.
    const digits = String(Number.parseInt(target.key.slice(0, 8), 16) % 1000).padStart(3, '0');
    return { channel: 'sms', recipient: null, masked: maskPhone(`0000000${digits}`) };
  }
  if (target.phone !== null) return { channel: 'sms', recipient: target.phone, masked: maskPhone(target.phone) };
  if (target.email !== null) return { channel: 'email', recipient: target.email, masked: maskEmail(target.email) };
  return { channel: 'sms', recipient: null, masked: '•••' };
}

function duration(seconds: number): string {
  if (seconds % 60 !== 0) return `${seconds} seconds`;
  const minutes = seconds / 60;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const wording: Record<OtpPurpose, { subject: string; what: string; after: string }> = {
  activation: { subject: 'Wallet activation code', what: 'activation code', after: '' },
  pin_reset: {
    subject: 'Wallet PIN reset code',
    what: 'PIN reset code',
    after: ' If you did not ask for it, ignore this message.',
  },
  transaction: {
    subject: 'Wallet transaction code',
    what: 'transaction code',
    after: ' Share it only to approve this transaction.',
  },
};

export interface OtpRequestOptions {
  target: OtpTarget;
  purpose: OtpPurpose;
  policy: SecurityPolicy;
  /** binds the code to one operation (a transaction's hash); verified by the caller's lookup */
  context?: string;
  /** what the code approves, said before the code ("Ahmed K. asks to cash out 50,000.00 IQD.") */
  reason?: string;
}

/**
 * Issues a code and "sends" it. The send cap (per account per hour, resends included) throws a
 * 429, which also rolls back the caller's transaction. Only the newest code of an account and
 * purpose stays open, so each send buys at most `otpMaxAttempts` guesses.
 */
export async function issueOtp(
  q: Queryable,
  deps: Deps,
  request: OtpRequestOptions,
  nowMs: number,
): Promise<OtpDelivery> {
  const { target, purpose, policy } = request;
  const capKey = target.kind === 'user' ? `otp:send:user:${target.userId}` : `otp:send:decoy:${target.key}`;
  const cap = await hit(
    q,
    { key: capKey, max: deps.limits.otpSendsPerAccountPerHour, windowSeconds: HOUR_SECONDS },
    nowMs,
  );
  if (cap.limited) throw tooManyAttempts(cap.retryAfterSeconds);

  if (target.kind === 'user') {
    await q.query(
      `UPDATE otp_requests SET closed_at = $3, closed_reason = 'replaced'
        WHERE user_id = $1::bigint AND purpose = $2 AND closed_at IS NULL`,
      [target.userId, purpose, isoTime(nowMs)],
    );
  }
  const requestId = randomToken();
  const requestHash = sha256Hex(requestId);
  const code = String(randomInt(0, 10 ** policy.otpLength)).padStart(policy.otpLength, '0');
  await q.query(
    `INSERT INTO otp_requests (request_hash, user_id, purpose, code_hash, created_at, expires_at, resend_available_at, max_attempts, context)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, $7, $8, $9)`,
    [
      requestHash,
      target.kind === 'user' ? target.userId : null,
      purpose,
      target.kind === 'user' ? codeHash(deps, requestHash, code) : `${DECOY_PREFIX}${target.key}`,
      isoTime(nowMs),
      isoTime(nowMs + policy.otpValiditySeconds * 1000),
      isoTime(nowMs + policy.otpResendAfterSeconds * 1000),
      policy.otpMaxAttempts,
      request.context ?? null,
    ],
  );

  const destination = destinationOf(target);
  if (target.kind === 'user' && destination.recipient !== null) {
    const words = wording[purpose];
    await send(
      q,
      {
        channel: destination.channel,
        recipient: destination.recipient,
        userId: target.userId,
        purpose,
        subject: words.subject,
        body: `${request.reason === undefined ? '' : `${request.reason} `}Your Wallet ${words.what} is ${code}. It expires in ${duration(policy.otpValiditySeconds)}.${words.after}`,
        otp: code,
      },
      nowMs,
    );
  }
  return {
    requestId,
    channel: destination.channel,
    destination: destination.masked,
    length: policy.otpLength,
    validitySeconds: policy.otpValiditySeconds,
    resendAfterSeconds: policy.otpResendAfterSeconds,
    attemptsLeft: policy.otpMaxAttempts,
  };
}

const refusals = {
  invalid: {
    ok: false,
    errCode: ErrCode.otpInvalid,
    message: 'This code is no longer valid. Ask for a new code.',
    data: { attemptsLeft: 0 },
  },
  expired: {
    ok: false,
    errCode: ErrCode.otpExpired,
    message: 'This code has expired. Ask for a new code.',
    data: null,
  },
  exhausted: {
    ok: false,
    errCode: ErrCode.otpAttemptsExceeded,
    message: 'Too many wrong codes. Ask for a new code.',
    data: { attemptsLeft: 0 },
  },
} as const satisfies Record<string, OtpFailure>;

export interface OtpGuess {
  requestId: string;
  code: string;
  purpose: OtpPurpose;
  /** When given, the request must belong to this account (null: to none, so it never matches). */
  owner?: string | null;
}

/**
 * Judges a guess. Run it in the transaction that applies the code's effect: the request closes
 * as 'used' only if that transaction commits. The code HMAC is compared inside SQL; its timing
 * reveals nothing usable, since nobody without the server secret can compute a candidate HMAC.
 */
export async function verifyOtp(q: Queryable, deps: Deps, guess: OtpGuess, nowMs: number): Promise<OtpVerdict> {
  const requestHash = sha256Hex(guess.requestId);
  const bound = guess.owner !== undefined;
  const { rows } = await q.query<{
    user_id: string | null;
    closed_reason: string | null;
    failed_attempts: number;
    max_attempts: number;
  }>(
    `UPDATE otp_requests SET
        failed_attempts = failed_attempts + CASE WHEN code_hash = $3 THEN 0 ELSE 1 END,
        closed_at = CASE WHEN code_hash = $3 OR failed_attempts + 1 >= max_attempts THEN $2::timestamptz END,
        closed_reason = CASE WHEN code_hash = $3 THEN 'used' WHEN failed_attempts + 1 >= max_attempts THEN 'attempts' END
      WHERE request_hash = $1 AND purpose = $4 AND (NOT $6::boolean OR user_id = $5::bigint)
        AND closed_at IS NULL AND expires_at > $2::timestamptz
      RETURNING user_id::text AS user_id, closed_reason, failed_attempts, max_attempts`,
    [requestHash, isoTime(nowMs), codeHash(deps, requestHash, guess.code), guess.purpose, guess.owner ?? null, bound],
  );
  const row = rows[0];
  if (row !== undefined) {
    if (row.closed_reason === 'used') return { ok: true, userId: row.user_id };
    if (row.closed_reason === 'attempts') return refusals.exhausted;
    return {
      ok: false,
      errCode: ErrCode.otpInvalid,
      message: 'The code is not correct.',
      data: { attemptsLeft: row.max_attempts - row.failed_attempts },
    };
  }
  // Nothing was judged: say why (unknown, someone else's, closed or expired).
  const found = await q.query<{
    user_id: string | null;
    purpose: string;
    closed_reason: string | null;
    expires_at: unknown;
  }>('SELECT user_id::text AS user_id, purpose, closed_reason, expires_at FROM otp_requests WHERE request_hash = $1', [
    requestHash,
  ]);
  const request = found.rows[0];
  if (request === undefined || request.purpose !== guess.purpose) return refusals.invalid;
  if (bound && (request.user_id === null || request.user_id !== guess.owner)) return refusals.invalid;
  if (request.closed_reason === 'attempts') return refusals.exhausted;
  if (request.closed_reason !== null) return refusals.invalid;
  return toDate(request.expires_at).getTime() <= nowMs ? refusals.expired : refusals.invalid;
}

/**
 * adapter/v1/resendSMS: closes the request as 'replaced' and issues a new one with a fresh code.
 * A request out of attempts may be resent (that is what the user needs then); a used or
 * already replaced one may not. `caller.pendingUserId` must own an activation request.
 */
export async function resendOtp(
  q: Queryable,
  deps: Deps,
  caller: { requestId: string; pendingUserId: string | null; category: string },
  nowMs: number,
): Promise<OtpDelivery | OtpFailure> {
  const { rows } = await q.query<{
    id: string;
    purpose: OtpPurpose;
    code_hash: string;
    closed_reason: string | null;
    resend_available_at: unknown;
    user_id: string | null;
    phone: string | null;
    email: string | null;
    category: UserCategory | null;
  }>(
    `SELECT r.id::text AS id, r.purpose, r.code_hash, r.closed_reason, r.resend_available_at, r.user_id::text AS user_id,
            u.phone, u.email, u.category
       FROM otp_requests r LEFT JOIN users u ON u.id = r.user_id
      WHERE r.request_hash = $1`,
    [sha256Hex(caller.requestId)],
  );
  const row = rows[0];
  if (row === undefined || (row.closed_reason !== null && row.closed_reason !== 'attempts')) return refusals.invalid;
  // A transaction code is bound to its transaction: it is sent again by adapter/v1/transaction/otp.
  if (row.purpose === 'transaction') return refusals.invalid;
  if (row.purpose === 'activation' && (row.user_id === null || row.user_id !== caller.pendingUserId)) {
    return refusals.invalid;
  }
  const isDecoy = row.code_hash.startsWith(DECOY_PREFIX);
  if (!isDecoy && row.user_id === null) return refusals.invalid; // the account was deleted
  const waitMs = toDate(row.resend_available_at).getTime() - nowMs;
  if (waitMs > 0) {
    const retryAfterSeconds = Math.ceil(waitMs / 1000);
    return {
      ok: false,
      errCode: ErrCode.otpResendTooSoon,
      message: `Wait ${retryAfterSeconds} seconds before asking for a new code.`,
      data: { retryAfterSeconds },
    };
  }
  // Conditional, so of two concurrent resends of one request only one issues a new code.
  const closed = await q.query(
    `UPDATE otp_requests SET closed_at = COALESCE(closed_at, $2::timestamptz), closed_reason = 'replaced'
      WHERE id = $1::bigint AND (closed_reason IS NULL OR closed_reason = 'attempts')`,
    [row.id, isoTime(nowMs)],
  );
  if (closed.rowCount !== 1) return refusals.invalid;
  const target: OtpTarget =
    isDecoy || row.user_id === null
      ? { kind: 'decoy', key: row.code_hash.slice(DECOY_PREFIX.length) }
      : { kind: 'user', userId: row.user_id, phone: row.phone, email: row.email };
  const category = row.category ?? (isUserCategory(caller.category) ? caller.category : 'consumer');
  const policy = await loadSecurityPolicy(q, category);
  return issueOtp(q, deps, { target, purpose: row.purpose, policy }, nowMs);
}

/**
 * Whether a request could still be judged. Callers that must do costly work before judging (a
 * PIN hash) ask first, so made-up request ids cost nothing but a lookup.
 */
export async function isOtpOpen(q: Queryable, requestId: string, purpose: OtpPurpose, nowMs: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `SELECT 1 FROM otp_requests
      WHERE request_hash = $1 AND purpose = $2 AND closed_at IS NULL AND expires_at > $3::timestamptz`,
    [sha256Hex(requestId), purpose, isoTime(nowMs)],
  );
  return rowCount > 0;
}
