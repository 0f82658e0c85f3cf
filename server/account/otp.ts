import { randomInt } from 'node:crypto';
import type { OtpDelivery, SecurityPolicy } from '../../src/api/contract/account';
import type { UserCategory } from '../../src/api/contract/categories';
import { ErrCode, type ErrCodeValue } from '../../src/api/contract/errCodes';
import { loadSecurityPolicy } from '../content/securityPolicy';
import { toDate, type Queryable } from '../db/types';
import type { Deps } from '../deps';
import { Refusal } from '../http/envelope';
import { maskEmail, maskPhone, send } from '../outbox/outbox';
import { hmacSha256, randomToken, sha256Hex } from '../security/crypto';
import { reserve } from '../security/rateLimit';
import {
  closeForResend,
  closeOpenRequests,
  insertOtpRequest,
  isRequestOpen,
  judgeGuess,
  type JudgedRow,
  type OtpPurpose,
  selectRequestState,
  selectRequestWithContact,
} from './otp.repository';
import { isUserCategory } from './users';

/**
 * One-time codes sent by SMS (activation, PIN reset). The code goes to the outbox only; the
 * database keeps an HMAC of it bound to its request, and the client holds an opaque requestId
 * whose SHA-256 is the row's key. Judging a guess, counting it and closing the request happen in
 * one conditional UPDATE, so concurrent guesses cannot exceed the attempts on PostgreSQL either.
 */
export type { OtpPurpose } from './otp.repository';
type OtpDeps = Pick<Deps, 'keys' | 'limits'>;

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
export function decoyKey(deps: OtpDeps, claim: string): string {
  return hmacSha256(deps.keys.otp, `decoy:${claim}`).toString('hex');
}

export function codeHash(deps: OtpDeps, requestHash: string, code: string): string {
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
  deps: OtpDeps,
  request: OtpRequestOptions,
  nowMs: number,
): Promise<OtpDelivery> {
  const { target, purpose, policy } = request;
  const capKey = target.kind === 'user' ? `otp:send:user:${target.userId}` : `otp:send:decoy:${target.key}`;
  await reserve(q, { key: capKey, max: deps.limits.otpSendsPerAccountPerHour, windowSeconds: HOUR_SECONDS }, nowMs);

  if (target.kind === 'user') await closeOpenRequests(q, target.userId, purpose, nowMs);
  const requestId = randomToken();
  const requestHash = sha256Hex(requestId);
  const code = String(randomInt(0, 10 ** policy.otpLength)).padStart(policy.otpLength, '0');
  await insertOtpRequest(q, {
    requestHash,
    userId: target.kind === 'user' ? target.userId : null,
    purpose,
    codeHash: target.kind === 'user' ? codeHash(deps, requestHash, code) : `${DECOY_PREFIX}${target.key}`,
    createdMs: nowMs,
    expiresMs: nowMs + policy.otpValiditySeconds * 1000,
    resendAvailableMs: nowMs + policy.otpResendAfterSeconds * 1000,
    maxAttempts: policy.otpMaxAttempts,
    context: request.context ?? null,
  });

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

/** The refusals of a code that can no longer be judged (transaction codes share them). */
export const otpRefusals = {
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

/** A guess that was judged and was not right: wrong (attempts left), or the last allowed one. */
export function judgedFailure(row: JudgedRow): OtpFailure {
  if (row.closed_reason === 'attempts') return otpRefusals.exhausted;
  return {
    ok: false,
    errCode: ErrCode.otpInvalid,
    message: 'The code is not correct.',
    data: { attemptsLeft: row.max_attempts - row.failed_attempts },
  };
}

/** A failed code as the refusal a route answers. */
export function refusalOf(failure: OtpFailure): Refusal {
  return new Refusal(failure.errCode, failure.message, failure.data);
}

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
export async function verifyOtp(q: Queryable, deps: OtpDeps, guess: OtpGuess, nowMs: number): Promise<OtpVerdict> {
  const requestHash = sha256Hex(guess.requestId);
  const bound = guess.owner !== undefined;
  const row = await judgeGuess(
    q,
    {
      requestHash,
      purpose: guess.purpose,
      codeHash: codeHash(deps, requestHash, guess.code),
      owner: guess.owner ?? null,
      bound,
    },
    nowMs,
  );
  if (row !== undefined) {
    if (row.closed_reason === 'used') return { ok: true, userId: row.user_id };
    return judgedFailure(row);
  }
  // Nothing was judged: say why (unknown, someone else's, closed or expired).
  const request = await selectRequestState(q, requestHash);
  if (request === undefined || request.purpose !== guess.purpose) return otpRefusals.invalid;
  if (bound && (request.user_id === null || request.user_id !== guess.owner)) return otpRefusals.invalid;
  if (request.closed_reason === 'attempts') return otpRefusals.exhausted;
  if (request.closed_reason !== null) return otpRefusals.invalid;
  return toDate(request.expires_at).getTime() <= nowMs ? otpRefusals.expired : otpRefusals.invalid;
}

/**
 * adapter/v1/resendSMS: closes the request as 'replaced' and issues a new one with a fresh code.
 * A request out of attempts may be resent (that is what the user needs then); a used or
 * already replaced one may not. `caller.pendingUserId` must own an activation request.
 */
export async function resendOtp(
  q: Queryable,
  deps: OtpDeps,
  caller: { requestId: string; pendingUserId: string | null; category: string },
  nowMs: number,
): Promise<OtpDelivery | OtpFailure> {
  const row = await selectRequestWithContact(q, sha256Hex(caller.requestId));
  if (row === undefined || (row.closed_reason !== null && row.closed_reason !== 'attempts')) return otpRefusals.invalid;
  // A transaction code is bound to its transaction: it is sent again by adapter/v1/transaction/otp.
  if (row.purpose === 'transaction') return otpRefusals.invalid;
  if (row.purpose === 'activation' && (row.user_id === null || row.user_id !== caller.pendingUserId)) {
    return otpRefusals.invalid;
  }
  const isDecoy = row.code_hash.startsWith(DECOY_PREFIX);
  if (!isDecoy && row.user_id === null) return otpRefusals.invalid; // the account was deleted
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
  if (!(await closeForResend(q, row.id, nowMs))) return otpRefusals.invalid;
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
  return isRequestOpen(q, sha256Hex(requestId), purpose, nowMs);
}

/** The category of the account a request was issued for; undefined for a decoy or an unknown id. */
export async function requestCategory(q: Queryable, requestId: string): Promise<UserCategory | undefined> {
  return (await selectRequestWithContact(q, sha256Hex(requestId)))?.category ?? undefined;
}
