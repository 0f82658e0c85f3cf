import type { OtpDelivery } from '../../src/api/contract/account';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { UserRecord } from '../account/users';
import type { Deps } from '../deps';
import { formatMinor } from '../ledger/ledger';
import { reserve } from '../security/rateLimit';
import { serviceFor } from './access';
import { CURRENCY } from './accounts';
import { requiresNonce, serviceFormFor } from './forms';
import { displayNameOf } from './people';
import { refuse } from './plans/types';
import { planForCode, type ServiceCall } from './quote';
import { checkNonce, maskedParamNames, openMaskedValues } from './requestGuard';
import { sendTransactionOtp, transactionContext } from './txnOtp';

/**
 * The service forms' calls (bodies built from configuration, requirements#request-building): the
 * quote of a review step, the Submit, and the payer's code for services confirmed by one. Every
 * body names its serviceCode; the rest is the service's own (README "Payment services").
 */

const MINUTE = 60;
const HOUR = 3600;

export interface PreparedCall {
  call: ServiceCall;
  body: Record<string, unknown>;
}

function localeOf(value: unknown, user: UserRecord): ServiceCall['locale'] {
  for (const candidate of [value, user.locale]) {
    if (candidate === 'en' || candidate === 'ar' || candidate === 'ku') return candidate;
  }
  return 'en';
}

/**
 * Reads a service call: the service must be one the user's category offers; ts/checksum are
 * verified (required for a submit when the form sets `nonce`); masked values are opened.
 * Answers the opened body.
 */
export async function prepareCall(
  deps: Deps,
  user: UserRecord,
  raw: Record<string, unknown> & { serviceCode: string; locale?: string | null | undefined },
  mode: 'quote' | 'submit' | 'otp',
): Promise<PreparedCall> {
  const def = serviceFor(user.category, raw.serviceCode);
  if (def === undefined) throw refuse(ErrCode.serviceUnknown, 'This service is not available to this account.');
  const now = deps.now();
  // a submit reads the served form once: for its nonce rule here, its confirmation rule later
  const form = mode === 'submit' ? serviceFormFor(deps.db, def.pageId) : undefined;
  await checkNonce(raw, form !== undefined && (await requiresNonce(deps.db, def, form)), now);
  const body = await openMaskedValues(deps.maskKey, raw, await maskedParamNames(deps.db, user.category));
  return { call: { deps, user, def, locale: localeOf(raw.locale, user), form }, body };
}

/** Transaction submits per user per minute: over the limit, 429 (before the body is judged). */
export async function countSubmit(deps: Deps, userId: string): Promise<void> {
  const max = deps.limits.transactionSubmitsPerUserPerMinute;
  await reserve(deps.db, { key: `txn-submit:user:${userId}`, max, windowSeconds: MINUTE }, deps.now());
}

/**
 * A code to the payer (the customer of an agent cash-out), bound to what it approves; the
 * answer's requestId comes back with the Submit as otpRequestId.
 */
export async function requestTransactionCode(deps: Deps, { call, body }: PreparedCall): Promise<OtpDelivery> {
  if (call.def.confirmation !== 'otp') {
    throw refuse(ErrCode.serviceUnknown, 'This service is not confirmed with a code.');
  }
  const plan = await planForCode(call, body);
  const approver = plan.approver;
  if (approver === undefined) throw new Error('an OTP service without an approver');
  const max = deps.limits.transactionOtpsPerUserPerHour;
  await reserve(deps.db, { key: `txn-otp:user:${call.user.id}`, max, windowSeconds: HOUR }, deps.now());
  const now = deps.now();
  const context = transactionContext({
    initiatorId: call.user.id,
    serviceCode: call.def.code,
    payerId: approver.id,
    amountMinor: plan.amountMinor,
  });
  const reason =
    `${displayNameOf(call.user)} (agent ${call.user.userIdentifier}) is paying you ` +
    `${formatMinor(plan.amountMinor)} ${CURRENCY} in cash from your wallet (fee ${formatMinor(plan.feeMinor)} ${CURRENCY}).`;
  return deps.db.transaction((tx) => sendTransactionOtp(tx, deps, { approver, context, reason }, now));
}
