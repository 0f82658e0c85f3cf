import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { OtpDelivery } from '../../src/api/contract/account';
import { ErrCode } from '../../src/api/contract/errCodes';
import { paths } from '../../src/api/contract/paths';
import type { QuoteData, TransactionResult } from '../../src/api/contract/transactions';
import { requireAccessToken, requireUserSession, type UserPrincipal } from '../http/auth';
import { readJson } from '../http/body';
import { ok, tooManyAttempts, validationError, fieldErrors } from '../http/envelope';
import type { AppServices } from '../http/services';
import { formatMinor } from '../ledger/ledger';
import { hit } from '../security/rateLimit';
import { serviceFor } from '../services/access';
import { CURRENCY } from '../services/accounts';
import { planForCode, quoteTransaction, submitTransaction, type ServiceCall } from '../services/execute';
import { requestId as requestIdSchema } from '../services/fields';
import { requiresNonce } from '../services/forms';
import { displayNameOf } from '../services/people';
import { refuse } from '../services/plans/types';
import { checkNonce, maskedParamNames, openMaskedValues } from '../services/requestGuard';
import { sendTransactionOtp, transactionContext } from '../services/txnOtp';

/**
 * The service forms' calls (seed 001 §7.1 bodies built from configuration): the quote of a review
 * step, the Submit, and the payer's code for services confirmed by one. Every body names its
 * serviceCode; the rest is the service's own (README "Payment services").
 */
const envelopeSchema = v.looseObject({
  serviceCode: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,64}$/, 'a service code such as SEND_MONEY')),
  userIdentifier: v.optional(v.nullable(v.string())),
  locale: v.optional(v.nullable(v.string())),
});

const MINUTE = 60;
const HOUR = 3600;

interface PreparedCall {
  call: ServiceCall;
  body: Record<string, unknown>;
}

function localeOf(value: unknown, principal: UserPrincipal): ServiceCall['locale'] {
  for (const candidate of [value, principal.user.locale]) {
    if (candidate === 'en' || candidate === 'ar' || candidate === 'ku') return candidate;
  }
  return 'en';
}

/**
 * Reads a service call: the service must be one the user's category offers; ts/checksum are
 * verified (required when `nonceRequired`); masked values are opened. Answers the opened body.
 */
async function prepare(c: Context, svc: AppServices, mode: 'quote' | 'submit' | 'otp'): Promise<PreparedCall> {
  const raw = await readJson(c, envelopeSchema);
  const principal = c.get('user') as UserPrincipal;
  const { user } = principal;
  if (raw.userIdentifier != null && raw.userIdentifier !== '' && raw.userIdentifier !== user.userIdentifier) {
    throw validationError([
      { field: 'userIdentifier', code: 'mismatch', message: 'userIdentifier is not the signed-in user.' },
    ]);
  }
  const def = serviceFor(user.category, raw.serviceCode);
  if (def === undefined) throw refuse(ErrCode.serviceUnknown, 'This service is not available to this account.');
  const now = svc.now();
  await checkNonce(raw, mode === 'submit' && (await requiresNonce(svc.db, def)), now);
  const body = await openMaskedValues(svc.maskKey, raw, await maskedParamNames(svc.db, user.category));
  return { call: { svc, user, def, locale: localeOf(raw.locale, principal) }, body };
}

function readRequestId(body: Record<string, unknown>): string {
  const parsed = v.safeParse(v.object({ requestId: requestIdSchema }), body);
  if (!parsed.success) throw validationError(fieldErrors(parsed.issues));
  return parsed.output.requestId;
}

export function transactionRoutes(api: Hono, svc: AppServices): void {
  const signedIn = [requireAccessToken(svc), requireUserSession(svc)] as const;
  const limited = async (key: string, max: number, windowSeconds: number) => {
    const counted = await hit(svc.db, { key, max, windowSeconds }, svc.now());
    if (counted.limited) throw tooManyAttempts(counted.retryAfterSeconds);
  };

  api.post(`/${paths.transactionQuote}`, ...signedIn, async (c) => {
    const { call, body } = await prepare(c, svc, 'quote');
    const data: QuoteData = await quoteTransaction(call, body);
    return ok(c, data);
  });

  api.post(`/${paths.transactionSubmit}`, ...signedIn, async (c) => {
    const { user } = c.get('user');
    await limited(`txn-submit:user:${user.id}`, svc.limits.transactionSubmitsPerUserPerMinute, MINUTE);
    const { call, body } = await prepare(c, svc, 'submit');
    const data: TransactionResult = await submitTransaction(call, body, readRequestId(body));
    return ok(c, data);
  });

  // A code to the payer (the customer of an agent cash-out), bound to what it approves; the
  // answer's requestId comes back with the Submit as otpRequestId.
  api.post(`/${paths.transactionOtp}`, ...signedIn, async (c) => {
    const { call, body } = await prepare(c, svc, 'otp');
    if (call.def.confirmation !== 'otp') {
      throw refuse(ErrCode.serviceUnknown, 'This service is not confirmed with a code.');
    }
    const plan = await planForCode(call, body);
    const approver = plan.approver;
    if (approver === undefined) throw new Error('an OTP service without an approver');
    await limited(`txn-otp:user:${call.user.id}`, svc.limits.transactionOtpsPerUserPerHour, HOUR);
    const now = svc.now();
    const context = transactionContext({
      initiatorId: call.user.id,
      serviceCode: call.def.code,
      payerId: approver.id,
      amountMinor: plan.amountMinor,
    });
    const reason =
      `${displayNameOf(call.user)} (agent ${call.user.userIdentifier}) is paying you ` +
      `${formatMinor(plan.amountMinor)} ${CURRENCY} in cash from your wallet (fee ${formatMinor(plan.feeMinor)} ${CURRENCY}).`;
    const data: OtpDelivery = await svc.db.transaction((tx) =>
      sendTransactionOtp(tx, svc, { approver, context, reason }, now),
    );
    return ok(c, data);
  });
}
