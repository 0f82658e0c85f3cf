import { randomBytes, randomInt } from 'node:crypto';
import {
  PAYMENT_GATEWAY_PATH,
  PAYMENT_URL_DETAIL,
  type CardCallback,
  type CardCallbackResult,
  type CardFailureReason,
  type CardSession,
} from '../../src/api/contract/cardPayments';
import { isLuhnValid } from '../../src/api/contract/card';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { TransactionResult } from '../../src/api/contract/transactions';
import type { UserRecord } from '../account/users';
import { loadSecurityPolicy } from '../content/securityPolicy';
import type { Queryable } from '../db/types';
import type { Deps } from '../deps';
import type { FieldError } from '../../src/api/contract/envelope';
import { ApiError, validationError } from '../http/envelope';
import { accountIdByCode, formatMinor } from '../ledger/ledger';
import { maskEmail, maskPhone, send } from '../outbox/outbox';
import { serviceFor } from '../payments/access';
import { CURRENCY, settlementAccount, walletOf } from '../payments/accounts';
import { resultOf, submitTransaction } from '../payments/execute';
import { checkTransactionPin } from '../payments/pinCheck';
import { paidIntoWallet, randomDigits, refuse, type Plan, type Texts } from '../payments/plans/types';
import { checkFunds, planFor, type ServiceCall } from '../payments/quote';
import { selectByRequest } from '../payments/transactions.repository';
import { hmacSha256, timingSafeEqualText } from '../security/crypto';
import { reserve } from '../security/rateLimit';
import { isCallbackSigned, returnUrl, signCallback } from './callback';
import {
  insertCardSession,
  selectCardSession,
  updateAwaitingOtp,
  updateCompleted,
  updateDecided,
  updateOtpAttempts,
  type CardSessionRecord,
} from './cardPayments.repository';

/**
 * requirements#payment-results: load money by card through the sandbox gateway. The wizard's
 * Submit (PIN-confirmed) opens a session; the card page sends the card (Luhn, expiry, security
 * code) and the 3-D-Secure-like code from the outbox; the gateway's decision comes back as a
 * signed callback, and only its verification credits the wallet — through the payments' own
 * Submit, idempotent by the session's requestId, so a refreshed or replayed success credits once.
 * The card number and security code are judged and forgotten: only the last four digits stay.
 */

const SESSION_MINUTES = 15;
const OTP_ATTEMPTS = 3;
const HOUR = 3600;

/** Sandbox cards the gateway declines (README "Load money by card"). */
export const sandboxDeclines: Readonly<Record<string, CardFailureReason>> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficientFunds',
};

const closed = () => refuse(ErrCode.paymentSessionClosed, 'This card payment is over.');
const unknownSession = () => new ApiError(404, ErrCode.notFound, 'There is no such card payment.');
const callbackInvalid = () =>
  refuse(ErrCode.paymentCallbackInvalid, 'This payment result could not be verified. Nothing was changed.');

const handOffMessage: Texts = {
  en: 'Continue on the card payment page.',
  ar: 'تابع في صفحة الدفع بالبطاقة.',
  ku: 'لە پەڕەی پارەدان بە کارت بەردەوام بە.',
};

/** A load-money Submit whose card is to be typed on the gateway's page (no card in the body). */
export function isCardHandOff(call: ServiceCall, body: Record<string, unknown>): boolean {
  const noCard = body.cardNumber === undefined || body.cardNumber === null || body.cardNumber === '';
  return call.def.code === 'LOAD_MONEY' && body.source === 'card' && noCard;
}

const newSessionId = () => `CP${randomBytes(16).toString('base64url').slice(0, 22)}`;

function transactionPin(body: Record<string, unknown>): string | undefined {
  const value = body.pin;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{4,8}$/.test(value)) {
    throw validationError([{ field: 'pin', code: 'digits', message: '4–8 digits.' }]);
  }
  return value;
}

/** The hand-off receipt: pending, its details naming the card page. */
function handOff(call: ServiceCall, session: CardSessionRecord): TransactionResult {
  return {
    transactionId: session.publicId,
    serviceCode: session.serviceCode,
    status: 0,
    statusMessage: handOffMessage[call.locale],
    amount: formatMinor(session.amountMinor),
    fee: formatMinor(session.feeMinor),
    total: formatMinor(session.amountMinor + session.feeMinor),
    currency: session.currency,
    counterparty: null,
    balanceAfter: null,
    createdAt: session.createdAt.toISOString(),
    details: { [PAYMENT_URL_DETAIL]: `${PAYMENT_GATEWAY_PATH}?session=${session.publicId}` },
  };
}

/**
 * The wizard's Submit of a load-money by card: the PIN, the amount's limits and today's limit are
 * judged as for any Submit, then a session opens (the same requestId again answers the same one).
 */
export async function startCardPayment(
  call: ServiceCall,
  body: Record<string, unknown>,
  requestId: string,
): Promise<TransactionResult> {
  const { db } = call.deps;
  const nowMs = call.deps.now();
  if (call.def.confirmation === 'pin') await checkTransactionPin(call.deps, call.user.id, transactionPin(body), nowMs);
  const plan = await planFor(call, db, body, nowMs);
  await checkFunds(db, call, plan, nowMs, 'quote');
  const session = await insertCardSession(
    db,
    {
      publicId: newSessionId(),
      userId: call.user.id,
      serviceCode: call.def.code,
      requestId,
      amountMinor: plan.amountMinor,
      feeMinor: plan.feeMinor,
      currency: CURRENCY,
      expiresMs: nowMs + SESSION_MINUTES * 60_000,
    },
    nowMs,
  );
  return handOff(call, session);
}

function callbackOf(deps: Deps, session: CardSessionRecord): CardCallback | null {
  const result =
    session.status === 'authorized' || session.status === 'completed'
      ? 'success'
      : session.status === 'failed'
        ? 'fail'
        : null;
  if (result === null) return null;
  return signCallback(deps.keys.paymentCallback, { session: session.publicId, result, ts: String(deps.now()) });
}

function view(deps: Deps, session: CardSessionRecord): CardSession {
  const nowMs = deps.now();
  const callback = callbackOf(deps, session);
  return {
    sessionId: session.publicId,
    serviceCode: session.serviceCode,
    amount: formatMinor(session.amountMinor),
    fee: formatMinor(session.feeMinor),
    total: formatMinor(session.amountMinor + session.feeMinor),
    currency: session.currency,
    status: session.status,
    cardLast4: session.cardLast4,
    otp:
      session.status === 'awaiting_otp'
        ? {
            destination: '',
            resendAfterSeconds: Math.max(0, Math.ceil(((session.otpResendAt?.getTime() ?? 0) - nowMs) / 1000)),
            attemptsLeft: session.otpAttemptsLeft,
          }
        : null,
    returnUrl: callback === null ? null : returnUrl(callback),
    expiresAt: session.expiresAt.toISOString(),
  };
}

function destinationOf(user: UserRecord): string {
  if (user.phone !== null) return maskPhone(user.phone);
  if (user.email !== null) return maskEmail(user.email);
  return '•••';
}

const withDestination = (user: UserRecord, session: CardSession): CardSession =>
  session.otp === null ? session : { ...session, otp: { ...session.otp, destination: destinationOf(user) } };

/**
 * One of the user's sessions, under its lock, with an open one past its time closed as expired
 * first (the caller's transaction commits that).
 */
async function lockedSession(tx: Queryable, deps: Deps, userId: string, sessionId: string) {
  const session = await selectCardSession(tx, userId, sessionId, true);
  if (session === undefined) throw unknownSession();
  const nowMs = deps.now();
  const open = session.status === 'created' || session.status === 'awaiting_otp';
  if (open && session.expiresAt.getTime() <= nowMs) {
    await updateDecided(tx, session.id, { status: 'failed', reason: 'expired' }, nowMs);
    return { ...session, status: 'failed' as const, failureReason: 'expired' as const, otpHash: null };
  }
  return session;
}

export async function cardSessionView(deps: Deps, user: UserRecord, sessionId: string): Promise<CardSession> {
  const session = await deps.db.transaction((tx) => lockedSession(tx, deps, user.id, sessionId));
  return withDestination(user, view(deps, session));
}

/** MM/YY: valid to the end of that month. */
function expiryProblem(expiry: string, nowMs: number): FieldError | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (match === null) return { field: 'expiry', code: 'format', message: 'MM/YY.' };
  const end = Date.UTC(2000 + Number(match[2]), Number(match[1]), 1);
  return end <= nowMs ? { field: 'expiry', code: 'expired', message: 'The card has expired.' } : null;
}

/** The card as typed, judged; only the digits, for the caller to judge and forget. */
function judgeCard(request: { cardNumber: string; expiry: string; cvv: string }, nowMs: number): string {
  const digits = request.cardNumber.replace(/[\s-]/g, '');
  const problems: FieldError[] = [];
  if (!/^\d{13,19}$/.test(digits)) problems.push({ field: 'cardNumber', code: 'format', message: '13–19 digits.' });
  else if (!isLuhnValid(digits))
    problems.push({ field: 'cardNumber', code: 'luhn', message: 'Not a valid card number.' });
  const expiry = expiryProblem(request.expiry, nowMs);
  if (expiry !== null) problems.push(expiry);
  if (!/^\d{3,4}$/.test(request.cvv)) problems.push({ field: 'cvv', code: 'format', message: '3 or 4 digits.' });
  if (problems.length > 0) throw validationError(problems);
  return digits;
}

const otpHash = (deps: Deps, sessionId: string, code: string) =>
  hmacSha256(deps.keys.otp, `card-payment:${sessionId}:${code}`).toString('hex');

/** A new code for the session, "sent" through the outbox to the user's phone (or e-mail). */
async function sendCode(tx: Queryable, deps: Deps, user: UserRecord, session: CardSessionRecord, last4: string) {
  const nowMs = deps.now();
  const max = deps.limits.transactionOtpsPerUserPerHour;
  await reserve(tx, { key: `card-otp:user:${user.id}`, max, windowSeconds: HOUR }, nowMs);
  const policy = await loadSecurityPolicy(tx, user.category);
  const code = String(randomInt(0, 10 ** policy.otpLength)).padStart(policy.otpLength, '0');
  await updateAwaitingOtp(
    tx,
    session.id,
    {
      cardLast4: last4,
      otpHash: otpHash(deps, session.publicId, code),
      attempts: OTP_ATTEMPTS,
      resendMs: nowMs + policy.otpResendAfterSeconds * 1000,
      expiresMs: nowMs + policy.otpValiditySeconds * 1000,
    },
    nowMs,
  );
  const recipient = user.phone ?? user.email;
  if (recipient === null) return;
  const amount = `${formatMinor(session.amountMinor + session.feeMinor)} ${session.currency}`;
  await send(
    tx,
    {
      channel: user.phone === null ? 'email' : 'sms',
      recipient,
      userId: user.id,
      purpose: 'transaction',
      subject: 'Card payment code',
      body: `Your card payment code is ${code}: ${amount} from card •••• ${last4} to your wallet. Do not share it.`,
      otp: code,
    },
    nowMs,
  );
}

/** The card: judged (never stored), a sandbox decline fails the session, else the code is sent. */
export async function submitCard(
  deps: Deps,
  user: UserRecord,
  request: { sessionId: string; cardNumber: string; expiry: string; cvv: string },
): Promise<CardSession> {
  const session = await deps.db.transaction(async (tx) => {
    const current = await lockedSession(tx, deps, user.id, request.sessionId);
    if (current.status !== 'created') return current;
    const digits = judgeCard(request, deps.now());
    const last4 = digits.slice(-4);
    const declined = sandboxDeclines[digits];
    if (declined !== undefined) {
      await updateDecided(tx, current.id, { status: 'failed', reason: declined }, deps.now());
    } else {
      await sendCode(tx, deps, user, current, last4);
    }
    return selectCardSession(tx, user.id, request.sessionId);
  });
  if (session === undefined) throw unknownSession();
  return withDestination(user, view(deps, session));
}

type OtpJudgement = { kind: 'decided'; session: CardSessionRecord } | { kind: 'wrong'; attemptsLeft: number };

/**
 * The code: right → authorized (the callback will credit); wrong → an attempt fewer, the last
 * one fails the session. Judged in the transaction that counts it, refused after it commits.
 */
export async function confirmOtp(
  deps: Deps,
  user: UserRecord,
  request: { sessionId: string; otp: string },
): Promise<CardSession> {
  const judged = await deps.db.transaction(async (tx): Promise<OtpJudgement | 'expired' | 'closed'> => {
    const session = await lockedSession(tx, deps, user.id, request.sessionId);
    if (session.status !== 'awaiting_otp' || session.otpHash === null) return 'closed';
    const nowMs = deps.now();
    if ((session.otpExpiresAt?.getTime() ?? 0) <= nowMs) return 'expired';
    const code = request.otp.trim();
    if (/^\d{4,8}$/.test(code) && timingSafeEqualText(otpHash(deps, session.publicId, code), session.otpHash)) {
      await updateDecided(tx, session.id, { status: 'authorized' }, nowMs);
    } else {
      const attemptsLeft = session.otpAttemptsLeft - 1;
      if (attemptsLeft > 0) {
        await updateOtpAttempts(tx, session.id, attemptsLeft, nowMs);
        return { kind: 'wrong', attemptsLeft };
      }
      await updateDecided(tx, session.id, { status: 'failed', reason: 'otpAttempts' }, nowMs);
    }
    const decided = await selectCardSession(tx, user.id, request.sessionId);
    if (decided === undefined) throw unknownSession();
    return { kind: 'decided', session: decided };
  });
  if (judged === 'closed') throw closed();
  if (judged === 'expired') throw refuse(ErrCode.otpExpired, 'The code has expired. Ask for a new one.');
  if (judged.kind === 'wrong') {
    throw refuse(ErrCode.otpInvalid, 'The code is not correct.', { attemptsLeft: judged.attemptsLeft });
  }
  return view(deps, judged.session);
}

/** A new code once the wait is over; the attempts start again. */
export async function resendOtp(deps: Deps, user: UserRecord, sessionId: string): Promise<CardSession> {
  const session = await deps.db.transaction(async (tx) => {
    const current = await lockedSession(tx, deps, user.id, sessionId);
    if (current.status !== 'awaiting_otp' || current.cardLast4 === null) throw closed();
    const waitMs = (current.otpResendAt?.getTime() ?? 0) - deps.now();
    if (waitMs > 0) {
      const retryAfterSeconds = Math.ceil(waitMs / 1000);
      throw refuse(ErrCode.otpResendTooSoon, `Wait ${retryAfterSeconds} seconds before asking for a new code.`, {
        retryAfterSeconds,
      });
    }
    await sendCode(tx, deps, user, current, current.cardLast4);
    return selectCardSession(tx, user.id, sessionId);
  });
  if (session === undefined) throw unknownSession();
  return withDestination(user, view(deps, session));
}

/** The user gives up on the card page: the session fails as cancelled (nothing was taken). */
export async function cancelCard(deps: Deps, user: UserRecord, sessionId: string): Promise<CardSession> {
  const session = await deps.db.transaction(async (tx) => {
    const current = await lockedSession(tx, deps, user.id, sessionId);
    if (current.status !== 'created' && current.status !== 'awaiting_otp') return current;
    await updateDecided(tx, current.id, { status: 'failed', reason: 'cancelled' }, deps.now());
    return selectCardSession(tx, user.id, sessionId);
  });
  if (session === undefined) throw unknownSession();
  return view(deps, session);
}

function localeOf(user: UserRecord): keyof Texts {
  return user.locale === 'ar' || user.locale === 'ku' ? user.locale : 'en';
}

const creditRequestId = (session: CardSessionRecord) => `card-${session.publicId}`;

/** The credit: the card scheme's settlement pays the wallet, by the payments' own Submit. */
async function credit(deps: Deps, user: UserRecord, session: CardSessionRecord): Promise<TransactionResult> {
  const def = serviceFor(user.category, session.serviceCode);
  if (def === undefined) throw refuse(ErrCode.serviceUnknown, 'This service is not available to this account.');
  // the PIN confirmed the Submit that opened the session; the gateway's code confirmed the card
  const call: ServiceCall = { deps, user, def: { ...def, confirmation: 'none' }, locale: localeOf(user) };
  const card = `•••• ${session.cardLast4 ?? '????'}`;
  const planned = async (q: Queryable, nowMs: number): Promise<Plan> => {
    const walletId = await walletOf(q, user.id);
    if (walletId === undefined) throw refuse(ErrCode.serviceUnknown, 'This account has no wallet.');
    return paidIntoWallet(
      { deps, q, user, walletId, def, nowMs },
      {
        from: await accountIdByCode(q, settlementAccount('CARDS')),
        amountMinor: session.amountMinor,
        counterparty: { name: `Card ${card}`, identifier: card },
        details: { card, paymentSession: session.publicId },
        outcome: { status: 1 },
        commit: () => Promise.resolve({ cardReference: `CR${randomDigits(12)}` }),
      },
    );
  };
  const body = {
    serviceCode: session.serviceCode,
    source: 'card',
    amount: formatMinor(session.amountMinor),
    paymentSession: session.publicId,
  };
  return submitTransaction(call, body, creditRequestId(session), planned);
}

function outcome(
  session: CardSessionRecord,
  result: 'success' | 'fail',
  transaction: TransactionResult | null,
): CardCallbackResult {
  return {
    sessionId: session.publicId,
    result,
    amount: formatMinor(session.amountMinor),
    fee: formatMinor(session.feeMinor),
    total: formatMinor(session.amountMinor + session.feeMinor),
    currency: session.currency,
    cardLast4: session.cardLast4,
    failureReason: result === 'fail' ? (session.failureReason ?? 'refused') : null,
    transactionId: transaction?.transactionId ?? null,
    balanceAfter: transaction?.balanceAfter ?? null,
    createdAt: (transaction === null ? session.createdAt : new Date(transaction.createdAt)).toISOString(),
  };
}

/**
 * The gateway's return, verified: a signature this server made for this session and result, and a
 * session whose state agrees. A success credits the wallet once (the first verification; later
 * ones — a refresh, a replay — answer the same transaction); anything else changes nothing.
 */
export async function verifyCallback(
  deps: Deps,
  user: UserRecord,
  callback: CardCallback,
): Promise<CardCallbackResult> {
  if (!isCallbackSigned(deps.keys.paymentCallback, callback)) throw callbackInvalid();
  const session = await selectCardSession(deps.db, user.id, callback.session);
  if (session === undefined) throw callbackInvalid();
  if (callback.result === 'fail') {
    if (session.status !== 'failed') throw callbackInvalid();
    return outcome(session, 'fail', null);
  }
  if (session.status === 'completed') {
    const row = await selectByRequest(deps.db, user.id, creditRequestId(session));
    return outcome(session, 'success', row === undefined ? null : resultOf(row));
  }
  if (session.status !== 'authorized') throw callbackInvalid();
  let transaction: TransactionResult;
  try {
    transaction = await credit(deps, user, session);
  } catch (error) {
    // today's limit filled up meanwhile: the gateway's authorization is released, nothing is credited
    if (!(error instanceof ApiError) || error.status !== 200) throw error;
    await updateDecided(deps.db, session.id, { status: 'failed', reason: 'refused' }, deps.now());
    return outcome({ ...session, status: 'failed', failureReason: 'refused' }, 'fail', null);
  }
  await updateCompleted(deps.db, session.id, transaction.transactionId, deps.now());
  return outcome(session, 'success', transaction);
}
