import { randomInt } from 'node:crypto';
import { ErrCode } from '../../src/api/contract/errCodes';
import { canonicalJson } from '../../src/api/contract/requestSecurity';
import type { TransactionResult } from '../../src/api/contract/transactions';
import { toDate, type Queryable } from '../db/types';
import { validationError } from '../http/envelope';
import { balanceOf, debitedAccounts, formatMinor, lockAccounts, postEntry } from '../ledger/ledger';
import { notifyTransaction } from '../notifications/notifications';
import { sha256Hex, TOKEN_PATTERN } from '../security/crypto';
import { CURRENCY, walletOf } from './accounts';
import { checkTransactionPin } from './pinCheck';
import { askedFor, checkAuthenticatorCode, requireCode } from './stepUp';
import { refuse, type Plan } from './plans/types';
import { BAGHDAD_OFFSET_MS, checkFunds, planFor, type ServiceCall } from './quote';
import { insertParties, insertTransaction, selectByRequest, type TransactionRow } from './transactions.repository';
import { transactionContext, verifyTransactionOtp } from './txnOtp';

/**
 * The submit. A submit is one SQL transaction: lock the accounts that pay (ascending id),
 * look for an earlier submit with the same requestId, check the daily limit and the balances,
 * post the entry, record the transaction and who sees it. Nothing is written when a check fails;
 * a retried submit finds the first one's result and posts nothing.
 */

/** Keys that are no part of what a transaction is: secrets, the nonce, and the client's props. */
const NOT_HASHED = new Set([
  'pin',
  'otp',
  'totp',
  'otpRequestId',
  'ts',
  'checksum',
  'locale',
  'deviceId',
  'deviceUniqueId',
  'fcmToken',
]);

/** SHA-256 of the canonical body (masked values opened) without secrets, nonce and device data. */
export function bodyHash(body: Readonly<Record<string, unknown>>): string {
  const kept = Object.fromEntries(Object.entries(body).filter(([key]) => !NOT_HASHED.has(key)));
  return sha256Hex(canonicalJson(kept));
}

export function resultOf(row: TransactionRow): TransactionResult {
  const amount = BigInt(row.amount_minor);
  const fee = BigInt(row.fee_minor);
  return {
    transactionId: row.public_id,
    serviceCode: row.service_code,
    status: row.status as TransactionResult['status'],
    statusMessage: row.status_message,
    amount: formatMinor(amount),
    fee: formatMinor(fee),
    total: formatMinor(amount + fee),
    currency: row.currency,
    counterparty:
      row.counterparty_name === null
        ? null
        : { name: row.counterparty_name, identifier: row.counterparty_identifier ?? '' },
    balanceAfter: row.balance_after_minor === null ? null : formatMinor(BigInt(row.balance_after_minor)),
    createdAt: toDate(row.created_at).toISOString(),
    details: row.details,
  };
}

/** The same requestId again: the first result if the body is the same, a conflict if not. */
function replay(row: TransactionRow, hash: string, serviceCode: string): TransactionResult {
  if (row.body_hash !== hash || row.service_code !== serviceCode) {
    throw refuse(ErrCode.idempotencyConflict, 'This requestId was already used for another request.', {
      transactionId: row.public_id,
    });
  }
  return resultOf(row);
}

/** 'TX' + the Baghdad date + 10 random digits. */
function publicId(nowMs: number): string {
  const day = new Date(nowMs + BAGHDAD_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
  return `TX${day}${Array.from({ length: 10 }, () => String(randomInt(10))).join('')}`;
}

/** A concurrent submit of the same requestId got there first: look again for its result. */
class DuplicateSubmit extends Error {}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

type Executed =
  | { kind: 'done'; row: TransactionRow }
  | { kind: 'replay'; row: TransactionRow }
  | { kind: 'codeRefused'; errCode: (typeof ErrCode)[keyof typeof ErrCode]; message: string; data: unknown };

/** The transaction row and a row per party who sees it. */
async function recordTransaction(
  tx: Queryable,
  call: ServiceCall,
  plan: Plan,
  fields: {
    requestId: string;
    hash: string;
    entryId: string | null;
    details: Record<string, string>;
    balanceAfter: bigint | null;
  },
  nowMs: number,
): Promise<TransactionRow> {
  const row = await insertTransaction(
    tx,
    {
      publicId: publicId(nowMs),
      initiatorId: call.user.id,
      serviceCode: call.def.code,
      requestId: fields.requestId,
      bodyHash: fields.hash,
      status: plan.outcome.status,
      amountMinor: plan.amountMinor,
      feeMinor: plan.feeMinor,
      currency: CURRENCY,
      counterparty: plan.counterparty,
      entryId: fields.entryId,
      details: fields.details,
      statusMessage: plan.outcome.status === 1 ? null : plan.outcome.message[call.locale],
      balanceAfterMinor: fields.balanceAfter,
    },
    nowMs,
  );
  if (row === undefined) throw new Error('transaction insert returned no row');
  await insertParties(tx, row.id, plan.parties, nowMs);
  // requirements#notifications: the parties hear of it in the same SQL transaction, or not at all
  const { outcome } = plan;
  await notifyTransaction(
    tx,
    {
      transactionId: row.public_id,
      initiatorId: call.user.id,
      status: outcome.status,
      currency: CURRENCY,
      service: call.def.title,
      reason: outcome.status === 1 ? null : outcome.message,
      parties: plan.parties,
    },
    nowMs,
  );
  return row;
}

async function execute(
  tx: Queryable,
  call: ServiceCall,
  plan: Plan,
  request: { requestId: string; hash: string; otp: string | undefined; otpRequestId: string | undefined },
  nowMs: number,
): Promise<Executed> {
  const walletId = plan.initiatorWalletId ?? (await walletOf(tx, call.user.id));
  const locks = plan.guarded.map((g) => g.accountId);
  // the limit's owner is locked too, so two submits cannot both fit under the same daily limit
  if (plan.limit?.userId === call.user.id && walletId !== undefined) locks.push(walletId);
  // and every user account the entry takes from: the posting lowers its kept balance (migration
  // 030); the accounts it credits are not locked, their credits wait as pending (migration 031)
  await lockAccounts(tx, locks, debitedAccounts(plan.postings));
  const prior = await selectByRequest(tx, call.user.id, request.requestId);
  if (prior !== undefined) return { kind: 'replay', row: prior };
  if (plan.approver !== undefined) {
    const verdict = await verifyTransactionOtp(
      tx,
      call.deps,
      {
        approverId: plan.approver.id,
        context: transactionContext({
          initiatorId: call.user.id,
          serviceCode: call.def.code,
          payerId: plan.approver.id,
          amountMinor: plan.amountMinor,
        }),
        code: request.otp ?? '',
        otpRequestId: request.otpRequestId,
      },
      nowMs,
    );
    // A wrong code is counted (this transaction commits with nothing else written).
    if (!verdict.ok)
      return { kind: 'codeRefused', errCode: verdict.errCode, message: verdict.message, data: verdict.data };
  }
  await plan.prepare?.(tx);
  const read = await checkFunds(tx, call, plan, nowMs, 'submit');
  let details = plan.details;
  let entryId: string | null = null;
  if (plan.outcome.status !== 2) {
    details = { ...details, ...(await plan.commit?.(tx)) };
    if (plan.postings.length > 0) {
      const entry = await postEntry(tx, {
        kind: `service:${call.def.code}`,
        description: `${call.def.title.en ?? call.def.code} (${request.requestId})`,
        idempotencyKey: `txn:${call.user.id}:${request.requestId}`,
        postings: plan.postings,
      });
      if (!entry.created) throw new DuplicateSubmit();
      entryId = entry.entryId;
    }
  }
  // the payer's balance after: the one its check read under the lock, moved by this entry (one
  // round trip fewer); read again when the plan's own commit may have moved it
  const checked = walletId === undefined ? undefined : read.get(walletId);
  const moved = (id: string) =>
    entryId === null ? 0n : plan.postings.filter((p) => p.accountId === id).reduce((sum, p) => sum + p.amountMinor, 0n);
  const balanceAfter =
    walletId === undefined
      ? null
      : checked !== undefined && plan.commit === undefined
        ? checked + moved(walletId)
        : await balanceOf(tx, walletId);
  const row = await recordTransaction(tx, call, plan, { ...request, entryId, details, balanceAfter }, nowMs);
  return { kind: 'done', row };
}

/**
 * requirements#submit-confirmation: the Submit, confirmed by the PIN (with the authenticator code
 * above a step-up's amount, or that code alone: requirements#step-up) or the payer's code,
 * idempotent by requestId. The answer is the receipt; a deterministic sandbox failure is a receipt
 * with status 2.
 */
export async function submitTransaction(
  call: ServiceCall,
  body: Record<string, unknown>,
  requestId: string,
  /** the plan of a caller that is not a service form (a disbursement batch): its rows, not a body */
  planned: (q: Queryable, nowMs: number) => Promise<Plan> = (q, nowMs) => planFor(call, q, body, nowMs),
): Promise<TransactionResult> {
  const { db } = call.deps;
  const nowMs = call.deps.now();
  const hash = bodyHash(body);
  const prior = await selectByRequest(db, call.user.id, requestId);
  if (prior !== undefined) return replay(prior, hash, call.def.code);
  const plan = await planned(db, nowMs);
  const secret = (name: string) => {
    const value = body[name];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string' || !/^\d{4,8}$/.test(value)) {
      throw validationError([{ field: name, code: 'digits', message: '4–8 digits.' }]);
    }
    return value;
  };
  let otp: string | undefined;
  let otpRequestId: string | undefined;
  if (call.def.confirmation === 'pin') {
    // requirements#step-up: the PIN, the authenticator code above the service's amount, or the code alone
    const asked = await askedFor(db, call.def, plan.amountMinor, call.form);
    const code = secret('totp');
    if (asked.code) requireCode(call.user, code);
    if (asked.pin) await checkTransactionPin(call.deps, call.user.id, secret('pin'), nowMs);
    if (asked.code && code !== undefined) await checkAuthenticatorCode(call.deps, call.user, code, nowMs);
  } else if (call.def.confirmation === 'otp') {
    otp = secret('otp');
    if (otp === undefined) throw validationError([{ field: 'otp', code: 'required', message: 'Enter the code.' }]);
    const held = body.otpRequestId;
    if (held !== undefined && held !== null && held !== '') {
      if (typeof held !== 'string' || !TOKEN_PATTERN.test(held)) {
        throw validationError([{ field: 'otpRequestId', code: 'format', message: 'The requestId of the code.' }]);
      }
      otpRequestId = held;
    }
  }
  let executed: Executed;
  try {
    executed = await db.transaction((tx) => execute(tx, call, plan, { requestId, hash, otp, otpRequestId }, nowMs));
  } catch (error) {
    if (!(error instanceof DuplicateSubmit) && !isUniqueViolation(error)) throw error;
    const winner = await selectByRequest(db, call.user.id, requestId);
    if (winner === undefined) throw error;
    executed = { kind: 'replay', row: winner };
  }
  if (executed.kind === 'codeRefused') throw refuse(executed.errCode, executed.message, executed.data);
  if (executed.kind === 'replay') return replay(executed.row, hash, call.def.code);
  return resultOf(executed.row);
}
