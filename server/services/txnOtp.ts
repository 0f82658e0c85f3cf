import type { OtpDelivery } from '../../src/api/contract/account';
import { ErrCode } from '../../src/api/contract/errCodes';
import { loadSecurityPolicy } from '../content/securityPolicy';
import { isoTime, toDate, type Queryable } from '../db/types';
import type { AppServices } from '../http/services';
import { sha256Hex } from '../security/crypto';
import { codeHash, issueOtp, type OtpVerdict } from '../security/otp';
import type { UserRecord } from '../users/users';
import { refuse } from './plans/types';

/**
 * Transaction codes: an agent's customer approves a cash-out with a code sent to the customer's
 * phone. The code is bound to what it approves (initiator, service, payer, amount): a code for
 * 50,000 IQD does not approve 500,000, nor another agent's request. The client holds the code
 * request's id (the delivery's requestId) and sends it back as `otpRequestId`; without it the
 * newest code of that binding is judged. A used code is closed with the transaction it approved.
 */
export function transactionContext(parts: {
  initiatorId: string;
  serviceCode: string;
  payerId: string;
  amountMinor: bigint;
}): string {
  return sha256Hex(
    ['txn', parts.initiatorId, parts.serviceCode, parts.payerId, parts.amountMinor.toString()].join('|'),
  );
}

/** Sends (or sends again, after resendAfterSeconds) the code for one transaction. */
export async function sendTransactionOtp(
  tx: Queryable,
  svc: AppServices,
  request: { approver: UserRecord; context: string; reason: string },
  nowMs: number,
): Promise<OtpDelivery> {
  const { rows } = await tx.query<{ resend_available_at: unknown }>(
    `SELECT resend_available_at FROM otp_requests
      WHERE purpose = 'transaction' AND context = $1 AND closed_at IS NULL AND expires_at > $2::timestamptz
      ORDER BY id DESC LIMIT 1`,
    [request.context, isoTime(nowMs)],
  );
  const open = rows[0];
  if (open !== undefined) {
    const waitMs = toDate(open.resend_available_at).getTime() - nowMs;
    if (waitMs > 0) {
      const retryAfterSeconds = Math.ceil(waitMs / 1000);
      throw refuse(ErrCode.otpResendTooSoon, `Wait ${retryAfterSeconds} seconds before asking for a new code.`, {
        retryAfterSeconds,
      });
    }
  }
  const { approver } = request;
  const policy = await loadSecurityPolicy(tx, approver.category);
  return issueOtp(
    tx,
    svc,
    {
      target: { kind: 'user', userId: approver.id, phone: approver.phone, email: approver.email },
      purpose: 'transaction',
      policy,
      context: request.context,
      reason: request.reason,
    },
    nowMs,
  );
}

/**
 * Judges the code of one transaction, in the transaction that applies it: the code closes as used
 * only if that commits. Counting a wrong guess and closing after the last are one conditional
 * UPDATE, as for the other codes (security/otp.ts).
 */
export async function verifyTransactionOtp(
  tx: Queryable,
  svc: AppServices,
  guess: { approverId: string; context: string; code: string; otpRequestId: string | undefined },
  nowMs: number,
): Promise<OtpVerdict> {
  const { rows } = await tx.query<{ id: string; request_hash: string }>(
    `SELECT r.id::text AS id, r.request_hash FROM otp_requests r
      WHERE r.purpose = 'transaction' AND r.context = $1 AND r.user_id = $2::bigint
        AND ($3::text IS NULL OR r.request_hash = $3)
      ORDER BY r.id DESC LIMIT 1`,
    [guess.context, guess.approverId, guess.otpRequestId === undefined ? null : sha256Hex(guess.otpRequestId)],
  );
  const request = rows[0];
  if (request === undefined) {
    return { ok: false, errCode: ErrCode.otpInvalid, message: 'Ask for a code first.', data: { attemptsLeft: 0 } };
  }
  const judged = await tx.query<{ closed_reason: string | null; failed_attempts: number; max_attempts: number }>(
    `UPDATE otp_requests SET
        failed_attempts = failed_attempts + CASE WHEN code_hash = $3 THEN 0 ELSE 1 END,
        closed_at = CASE WHEN code_hash = $3 OR failed_attempts + 1 >= max_attempts THEN $2::timestamptz END,
        closed_reason = CASE WHEN code_hash = $3 THEN 'used' WHEN failed_attempts + 1 >= max_attempts THEN 'attempts' END
      WHERE id = $1::bigint AND closed_at IS NULL AND expires_at > $2::timestamptz
      RETURNING closed_reason, failed_attempts, max_attempts`,
    [request.id, isoTime(nowMs), codeHash(svc, request.request_hash, guess.code)],
  );
  const row = judged.rows[0];
  if (row === undefined) {
    const state = await tx.query<{ closed_reason: string | null }>(
      'SELECT closed_reason FROM otp_requests WHERE id = $1::bigint',
      [request.id],
    );
    const reason = state.rows[0]?.closed_reason ?? null;
    if (reason === 'attempts') {
      return {
        ok: false,
        errCode: ErrCode.otpAttemptsExceeded,
        message: 'Too many wrong codes. Ask for a new code.',
        data: { attemptsLeft: 0 },
      };
    }
    if (reason === null) {
      return {
        ok: false,
        errCode: ErrCode.otpExpired,
        message: 'This code has expired. Ask for a new code.',
        data: null,
      };
    }
    return {
      ok: false,
      errCode: ErrCode.otpInvalid,
      message: 'This code is no longer valid. Ask for a new code.',
      data: { attemptsLeft: 0 },
    };
  }
  if (row.closed_reason === 'used') return { ok: true, userId: guess.approverId };
  if (row.closed_reason === 'attempts') {
    return {
      ok: false,
      errCode: ErrCode.otpAttemptsExceeded,
      message: 'Too many wrong codes. Ask for a new code.',
      data: { attemptsLeft: 0 },
    };
  }
  return {
    ok: false,
    errCode: ErrCode.otpInvalid,
    message: 'The code is not correct.',
    data: { attemptsLeft: row.max_attempts - row.failed_attempts },
  };
}
