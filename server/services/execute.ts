import { randomInt } from 'node:crypto';
import { ErrCode } from '../../src/api/contract/errCodes';
import { canonicalJson } from '../../src/api/contract/requestSecurity';
import type { QuoteData, TransactionResult } from '../../src/api/contract/transactions';
import { isoTime, toDate, type Queryable } from '../db/types';
import { validationError } from '../http/envelope';
import type { AppServices } from '../http/services';
import { formatMinor, postEntry } from '../ledger/ledger';
import { sha256Hex, TOKEN_PATTERN } from '../security/crypto';
import type { UserRecord } from '../users/users';
import { balanceOf, CURRENCY, lockAccounts, walletOf } from './accounts';
import type { ServiceDefinition } from './catalogue';
import { checkTransactionPin } from './pinCheck';
import { planners } from './plans';
import { refuse, type Counterparty, type Plan, type PlanContext, type Texts } from './plans/types';
import { transactionContext, verifyTransactionOtp } from './txnOtp';

/**
 * Quote and submit. A submit is one SQL transaction: lock the accounts that pay (ascending id),
 * look for an earlier submit with the same requestId, check the daily limit and the balances,
 * post the entry, record the transaction and who sees it. Nothing is written when a check fails;
 * a retried submit finds the first one's result and posts nothing.
 */

export interface ServiceCall {
  svc: AppServices;
  user: UserRecord;
  def: ServiceDefinition;
  /** the request's language for status messages: en, ar or ku */
  locale: keyof Texts;
}

/** Keys that are no part of what a transaction is: secrets, the nonce, and the client's props. */
const NOT_HASHED = new Set([
  'pin',
  'otp',
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

async function planFor(call: ServiceCall, q: Queryable, body: Record<string, unknown>, nowMs: number): Promise<Plan> {
  const walletId = await walletOf(q, call.user.id);
  if (walletId === undefined) throw refuse(ErrCode.serviceUnknown, 'This account has no wallet.');
  const ctx: PlanContext = { svc: call.svc, q, user: call.user, walletId, def: call.def, nowMs };
  const plan = await planners[call.def.kind](ctx, body);
  checkAmount(call.def, plan);
  return plan;
}

function checkAmount(def: ServiceDefinition, plan: Plan): void {
  if (def.maxMinor === 0n) return; // money-less services
  if (plan.amountMinor < def.minMinor) {
    throw refuse(ErrCode.amountBelowMinimum, `The smallest amount is ${formatMinor(def.minMinor)} ${CURRENCY}.`, {
      minimum: formatMinor(def.minMinor),
    });
  }
  if (plan.amountMinor > def.maxMinor) {
    throw refuse(ErrCode.amountAboveMaximum, `The largest amount is ${formatMinor(def.maxMinor)} ${CURRENCY}.`, {
      maximum: formatMinor(def.maxMinor),
    });
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Iraq keeps UTC+3 all year: daily limits reset at midnight in Baghdad. */
const BAGHDAD_OFFSET_MS = 3 * 60 * 60 * 1000;

export function baghdadDayStart(nowMs: number): number {
  return Math.floor((nowMs + BAGHDAD_OFFSET_MS) / DAY_MS) * DAY_MS - BAGHDAD_OFFSET_MS;
}

async function usedToday(q: Queryable, call: ServiceCall, plan: Plan, nowMs: number): Promise<bigint> {
  if (plan.limit === null) return 0n;
  const { rows } = await q.query<{ minor: string }>(
    `SELECT COALESCE(SUM(p.amount_minor), 0)::text AS minor
       FROM transaction_parties p JOIN transactions t ON t.id = p.transaction_id
      WHERE p.user_id = $1::bigint AND p.direction = $2 AND t.service_code = $3 AND t.status IN (0, 1)
        AND t.created_at >= $4::timestamptz`,
    [plan.limit.userId, plan.limit.direction, call.def.code, isoTime(baghdadDayStart(nowMs))],
  );
  return BigInt(rows[0]?.minor ?? '0');
}

/**
 * The daily limit and the balances of the paying accounts; under the locks when in a submit. A
 * quote skips accounts that are not the caller's (`private`): an agent could otherwise probe a
 * customer's balance with quotes; the submit checks them once the customer's code approved it.
 */
async function checkFunds(
  q: Queryable,
  call: ServiceCall,
  plan: Plan,
  nowMs: number,
  stage: 'quote' | 'submit',
): Promise<void> {
  if (plan.limit !== null && call.def.dailyMinor > 0n) {
    const used = await usedToday(q, call, plan, nowMs);
    if (used + plan.amountMinor > call.def.dailyMinor) {
      throw refuse(
        ErrCode.dailyLimitExceeded,
        `This would pass today's limit of ${formatMinor(call.def.dailyMinor)} ${CURRENCY}.`,
        { dailyLimit: formatMinor(call.def.dailyMinor), usedToday: formatMinor(used) },
      );
    }
  }
  for (const guard of plan.guarded) {
    if (stage === 'quote' && guard.private === true) continue;
    const change = plan.postings.filter((p) => p.accountId === guard.accountId).reduce((s, p) => s + p.amountMinor, 0n);
    const balance = await balanceOf(q, guard.accountId);
    if (balance + change < 0n) {
      throw refuse(
        ErrCode.insufficientFunds,
        guard.message,
        guard.private ? null : { available: formatMinor(balance) },
      );
    }
  }
}

/** seed 001 §7: the review step's quote (nothing is written; the checks are repeated at submit). */
export async function quoteTransaction(call: ServiceCall, body: Record<string, unknown>): Promise<QuoteData> {
  const { db } = call.svc;
  const nowMs = call.svc.now();
  const plan = await planFor(call, db, body, nowMs);
  await checkFunds(db, call, plan, nowMs, 'quote');
  return {
    serviceCode: call.def.code,
    amount: formatMinor(plan.amountMinor),
    fee: formatMinor(plan.feeMinor),
    total: formatMinor(plan.amountMinor + plan.feeMinor),
    currency: CURRENCY,
    counterparty: plan.counterparty,
    details: plan.details,
  };
}

interface TransactionRow {
  id: string;
  public_id: string;
  service_code: string;
  body_hash: string;
  status: number;
  amount_minor: string;
  fee_minor: string;
  currency: string;
  counterparty_name: string | null;
  counterparty_identifier: string | null;
  details: Record<string, string>;
  status_message: string | null;
  balance_after_minor: string | null;
  created_at: unknown;
}

const ROW_COLUMNS = `id::text AS id, public_id, service_code, body_hash, status, amount_minor::text AS amount_minor,
  fee_minor::text AS fee_minor, currency, counterparty_name, counterparty_identifier, details, status_message,
  balance_after_minor::text AS balance_after_minor, created_at`;

async function findByRequest(q: Queryable, userId: string, requestId: string): Promise<TransactionRow | undefined> {
  const { rows } = await q.query<TransactionRow>(
    `SELECT ${ROW_COLUMNS} FROM transactions WHERE initiator_user_id = $1::bigint AND request_id = $2`,
    [userId, requestId],
  );
  return rows[0];
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

async function insertTransaction(
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
  const message = plan.outcome.status === 1 ? null : plan.outcome.message[call.locale];
  const counterparty: Counterparty | null = plan.counterparty;
  const { rows } = await tx.query<TransactionRow>(
    `INSERT INTO transactions (public_id, initiator_user_id, service_code, request_id, body_hash, status, amount_minor,
        fee_minor, currency, counterparty_name, counterparty_identifier, entry_id, details, status_message,
        balance_after_minor, created_at)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, $7::bigint, $8::bigint, $9, $10, $11, $12::bigint, $13::jsonb, $14, $15::bigint, $16)
     RETURNING ${ROW_COLUMNS}`,
    [
      publicId(nowMs),
      call.user.id,
      call.def.code,
      fields.requestId,
      fields.hash,
      plan.outcome.status,
      plan.amountMinor.toString(),
      plan.feeMinor.toString(),
      CURRENCY,
      counterparty?.name ?? null,
      counterparty?.identifier ?? null,
      fields.entryId,
      JSON.stringify(fields.details),
      message,
      fields.balanceAfter?.toString() ?? null,
      isoTime(nowMs),
    ],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('transaction insert returned no row');
  for (const party of plan.parties) {
    await tx.query(
      `INSERT INTO transaction_parties (transaction_id, user_id, direction, amount_minor, fee_minor, counterparty_name,
          counterparty_identifier, created_at)
       VALUES ($1::bigint, $2::bigint, $3, $4::bigint, $5::bigint, $6, $7, $8)`,
      [
        row.id,
        party.userId,
        party.direction,
        party.amountMinor.toString(),
        party.feeMinor.toString(),
        party.counterparty?.name ?? null,
        party.counterparty?.identifier ?? null,
        isoTime(nowMs),
      ],
    );
  }
  return row;
}

async function execute(
  tx: Queryable,
  call: ServiceCall,
  plan: Plan,
  request: { requestId: string; hash: string; otp: string | undefined; otpRequestId: string | undefined },
  nowMs: number,
): Promise<Executed> {
  const walletId = await walletOf(tx, call.user.id);
  const locks = plan.guarded.map((g) => g.accountId);
  // the limit's owner is locked too, so two submits cannot both fit under the same daily limit
  if (plan.limit?.userId === call.user.id && walletId !== undefined) locks.push(walletId);
  await lockAccounts(tx, locks);
  const prior = await findByRequest(tx, call.user.id, request.requestId);
  if (prior !== undefined) return { kind: 'replay', row: prior };
  if (plan.approver !== undefined) {
    const verdict = await verifyTransactionOtp(
      tx,
      call.svc,
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
  await checkFunds(tx, call, plan, nowMs, 'submit');
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
  const balanceAfter = walletId === undefined ? null : await balanceOf(tx, walletId);
  const row = await insertTransaction(tx, call, plan, { ...request, entryId, details, balanceAfter }, nowMs);
  return { kind: 'done', row };
}

/**
 * seed 001 §3.3 Submit: confirmed by the PIN (or the payer's code), idempotent by requestId. The
 * answer is the receipt; a deterministic sandbox failure is a receipt with status 2.
 */
export async function submitTransaction(
  call: ServiceCall,
  body: Record<string, unknown>,
  requestId: string,
): Promise<TransactionResult> {
  const { db } = call.svc;
  const nowMs = call.svc.now();
  const hash = bodyHash(body);
  const prior = await findByRequest(db, call.user.id, requestId);
  if (prior !== undefined) return replay(prior, hash, call.def.code);
  const plan = await planFor(call, db, body, nowMs);
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
    await checkTransactionPin(db, call.user.id, secret('pin'), nowMs);
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
    const winner = await findByRequest(db, call.user.id, requestId);
    if (winner === undefined) throw error;
    executed = { kind: 'replay', row: winner };
  }
  if (executed.kind === 'codeRefused') throw refuse(executed.errCode, executed.message, executed.data);
  if (executed.kind === 'replay') return replay(executed.row, hash, call.def.code);
  return resultOf(executed.row);
}

/** The plan for a transaction code request (agent cash-out): who approves, and how much. */
export async function planForCode(call: ServiceCall, body: Record<string, unknown>): Promise<Plan> {
  const nowMs = call.svc.now();
  const plan = await planFor(call, call.svc.db, body, nowMs);
  if (plan.approver === undefined) throw new Error(`${call.def.code} has no approver`);
  return plan;
}
