import type { OtpDelivery } from '../../src/api/contract/account';
import { ErrCode } from '../../src/api/contract/errCodes';
import { codeHash, issueOtp, judgedFailure, otpRefusals, type OtpVerdict } from '../account/otp';
import {
  judgeGuessById,
  selectClosedReason,
  selectOpenTransactionRequest,
  selectTransactionRequest,
} from '../account/otp.repository';
import type { UserRecord } from '../account/users';
import { loadSecurityPolicy } from '../content/securityPolicy';
import { toDate, type Queryable } from '../db/types';
import type { Deps } from '../deps';
import { sha256Hex } from '../security/crypto';
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
  deps: Deps,
  request: { approver: UserRecord; context: string; reason: string },
  nowMs: number,
): Promise<OtpDelivery> {
  const open = await selectOpenTransactionRequest(tx, request.context, nowMs);
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
    deps,
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
 * UPDATE, as for the other codes (account/otp.ts).
 */
export async function verifyTransactionOtp(
  tx: Queryable,
  deps: Deps,
  guess: { approverId: string; context: string; code: string; otpRequestId: string | undefined },
  nowMs: number,
): Promise<OtpVerdict> {
  const request = await selectTransactionRequest(
    tx,
    guess.context,
    guess.approverId,
    guess.otpRequestId === undefined ? null : sha256Hex(guess.otpRequestId),
  );
  if (request === undefined) {
    return { ok: false, errCode: ErrCode.otpInvalid, message: 'Ask for a code first.', data: { attemptsLeft: 0 } };
  }
  const row = await judgeGuessById(tx, request.id, codeHash(deps, request.request_hash, guess.code), nowMs);
  if (row === undefined) {
    const reason = await selectClosedReason(tx, request.id);
    if (reason === 'attempts') return otpRefusals.exhausted;
    if (reason === null) return otpRefusals.expired;
    return otpRefusals.invalid;
  }
  if (row.closed_reason === 'used') return { ok: true, userId: guess.approverId };
  return judgedFailure(row);
}
