import { randomInt } from 'node:crypto';
import * as v from 'valibot';
import {
  checkDisbursementCsv,
  type BatchRow,
  type BatchSummary,
  type CheckedRowAnswer,
  type DisbursementBatch,
  type DisbursementBatchList,
  type DisbursementCheck,
  type DisbursementTotals,
  type FileProblem,
} from '../../src/api/contract/disbursement';
import { openedPinSchema } from '../../src/api/contract/beneficiaries';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { UserRecord } from '../account/users';
import type { Queryable } from '../db/types';
import type { Deps } from '../deps';
import { ApiError, fieldErrors, validationError } from '../http/envelope';
import { accountIdByCode, balanceOf, formatMinor, parseMajor } from '../ledger/ledger';
import { CURRENCY, FEES_ACCOUNT, walletOf } from '../payments/accounts';
import { serviceFor } from '../payments/access';
import type { ServiceDefinition } from '../payments/catalogue';
import { submitTransaction } from '../payments/execute';
import { displayNameOf, holderByMobile, type WalletHolder } from '../payments/people';
import { notEnoughMoney, outgoing, refuse, type Party, type Plan } from '../payments/plans/types';
import { maskedParamNames, openMaskedValues } from '../payments/requestGuard';
import { sha256Hex } from '../security/crypto';
import {
  insertBatch,
  selectBatch,
  selectBatchByRequest,
  selectBatchRows,
  selectBatches,
  type StoredBatch,
} from './disbursements.repository';

/**
 * requirements#bulk-disbursement: an enterprise pays many wallets from one CSV file. Every row is
 * checked (the contract's rules, then which numbers have an active wallet); the rows that pass are
 * paid in ONE ledger transaction of the disbursement service (its fee per row, its limits, the
 * PIN), so a batch is paid whole or not at all; refused rows are recorded with their reasons and
 * paid nothing. The client's requestId makes the submit idempotent: a retry answers the first
 * batch and pays nothing again.
 */

const SERVICE_CODE = 'DISBURSEMENT';
export const BATCHES_LISTED = 20;
/** A request carrying a file: 512 KB of text, written as JSON. */
export const MAX_DISBURSEMENT_BODY_BYTES = 1024 * 1024;

const fileMessages: Record<FileProblem, string> = {
  size: 'The file is larger than 512 KB.',
  header: 'The first line must be mobile,amount,reference.',
  empty: 'The file has no payments.',
  rows: 'At most 5,000 payments per file.',
  unreadable: 'The file is not a readable CSV file.',
};

function serviceOf(user: UserRecord): ServiceDefinition {
  const def = serviceFor(user.category, SERVICE_CODE);
  if (def === undefined) throw refuse(ErrCode.serviceUnknown, 'This service is not available to this account.');
  return def;
}

interface Checked {
  rows: CheckedRowAnswer[];
  payable: Array<{ row: CheckedRowAnswer; holder: WalletHolder; amountMinor: bigint }>;
  amountMinor: bigint;
  feeMinor: bigint;
}

/** The contract's checks, then the wallets: each distinct number looked up once. */
async function checkRows(q: Queryable, user: UserRecord, def: ServiceDefinition, csv: string): Promise<Checked> {
  const file = checkDisbursementCsv(csv);
  if (!file.ok) throw validationError([{ field: 'csv', code: file.problem, message: fileMessages[file.problem] }]);
  const holders = new Map<string, WalletHolder | undefined>();
  const rows: CheckedRowAnswer[] = [];
  const payable: Checked['payable'] = [];
  for (const row of file.rows) {
    const answer: CheckedRowAnswer = { ...row, problems: [...row.problems], holderName: null };
    if (answer.problems.length === 0) {
      if (!holders.has(row.mobile)) holders.set(row.mobile, await holderByMobile(q, row.mobile));
      const holder = holders.get(row.mobile);
      if (holder === undefined) answer.problems.push('unknownWallet');
      else if (holder.user.id === user.id) answer.problems.push('self');
      else {
        answer.holderName = holder.name;
        payable.push({ row: answer, holder, amountMinor: parseMajor(row.amount) });
      }
    }
    rows.push(answer);
  }
  const amountMinor = payable.reduce((sum, p) => sum + p.amountMinor, 0n);
  const feeMinor = BigInt(payable.length) * def.fee.fixedMinor;
  return { rows, payable, amountMinor, feeMinor };
}

function totalsOf(
  checked: Pick<Checked, 'amountMinor' | 'feeMinor'> & { rows: number; payable: number },
  balance: bigint,
): DisbursementTotals {
  return {
    rows: checked.rows,
    payable: checked.payable,
    refused: checked.rows - checked.payable,
    amount: formatMinor(checked.amountMinor),
    fee: formatMinor(checked.feeMinor),
    total: formatMinor(checked.amountMinor + checked.feeMinor),
    currency: CURRENCY,
    balance: formatMinor(balance),
  };
}

async function ownWallet(q: Queryable, user: UserRecord): Promise<string> {
  const walletId = await walletOf(q, user.id);
  if (walletId === undefined) throw refuse(ErrCode.serviceUnknown, 'This account has no wallet.');
  return walletId;
}

/** check: every row's problems and the payable rows' totals; nothing is written. */
export async function checkBatch(deps: Deps, user: UserRecord, request: { csv: string }): Promise<DisbursementCheck> {
  const def = serviceOf(user);
  const walletId = await ownWallet(deps.db, user);
  const checked = await checkRows(deps.db, user, def, request.csv);
  const balance = await balanceOf(deps.db, walletId);
  return {
    rows: checked.rows,
    totals: totalsOf({ ...checked, rows: checked.rows.length, payable: checked.payable.length }, balance),
  };
}

/** The payable rows as one entry: the payer's wallet pays every amount and the fee per row. */
async function batchPlan(
  q: Queryable,
  user: UserRecord,
  def: ServiceDefinition,
  walletId: string,
  checked: Checked,
  fileName: string,
): Promise<Plan> {
  if (checked.payable.length === 0) {
    throw validationError([{ field: 'csv', code: 'nothingPayable', message: 'No row of this file can be paid.' }]);
  }
  if (checked.amountMinor > def.maxMinor) {
    throw refuse(ErrCode.amountAboveMaximum, `The largest batch is ${formatMinor(def.maxMinor)} ${CURRENCY}.`, {
      maximum: formatMinor(def.maxMinor),
    });
  }
  const payer = { name: displayNameOf(user), identifier: user.userIdentifier };
  const byWallet = new Map<string, { holder: WalletHolder; amountMinor: bigint }>();
  for (const { holder, amountMinor } of checked.payable) {
    const current = byWallet.get(holder.walletId);
    byWallet.set(holder.walletId, { holder, amountMinor: (current?.amountMinor ?? 0n) + amountMinor });
  }
  const counterparty = { name: `${byWallet.size} recipients`, identifier: fileName };
  const credits: Party[] = [...byWallet.values()].map(({ holder, amountMinor }) => ({
    userId: holder.user.id,
    direction: 'credit',
    amountMinor,
    feeMinor: 0n,
    counterparty: payer,
  }));
  return {
    amountMinor: checked.amountMinor,
    feeMinor: checked.feeMinor,
    counterparty,
    details: { payments: String(checked.payable.length), recipients: String(byWallet.size), fileName },
    postings: outgoing(
      walletId,
      [...byWallet.values()].map(({ holder, amountMinor }) => ({ accountId: holder.walletId, amountMinor })),
      await accountIdByCode(q, FEES_ACCOUNT),
      checked.amountMinor,
      checked.feeMinor,
    ),
    guarded: [{ accountId: walletId, message: notEnoughMoney }],
    parties: [
      {
        userId: user.id,
        direction: 'debit',
        amountMinor: checked.amountMinor,
        feeMinor: checked.feeMinor,
        counterparty,
      },
      ...credits,
    ],
    limit: { userId: user.id, direction: 'debit' },
    outcome: { status: 1 },
  };
}

async function openedPin(deps: Deps, user: UserRecord, pin: unknown): Promise<string | undefined> {
  const opened = await openMaskedValues(deps.maskKey, { pin }, await maskedParamNames(deps.db, user.category));
  if (opened.pin === undefined || opened.pin === null || opened.pin === '') return undefined;
  const parsed = v.safeParse(openedPinSchema, opened.pin);
  if (!parsed.success) throw validationError(fieldErrors(parsed.issues).map((e) => ({ ...e, field: 'pin' })));
  return parsed.output;
}

function batchId(): string {
  return `DB${Array.from({ length: 12 }, () => String(randomInt(10))).join('')}`;
}

function statusOf(rows: number, paid: number): BatchSummary['status'] {
  if (paid === 0) return 'refused';
  return paid === rows ? 'paid' : 'partial';
}

async function answer(deps: Deps, walletId: string, batch: StoredBatch): Promise<DisbursementBatch> {
  const rows: BatchRow[] = await selectBatchRows(deps.db, batch.id);
  return { batch: summaryOf(batch, await balanceOf(deps.db, walletId)), rows };
}

function summaryOf(batch: StoredBatch, balance: bigint): BatchSummary {
  const { rows, paid, amountMinor, feeMinor, ...summary } = batch.summary;
  return { ...summary, totals: totalsOf({ rows, payable: paid, amountMinor, feeMinor }, balance) };
}

/**
 * submit: checks the rows again, pays the payable ones in one transaction confirmed by the PIN,
 * and records the batch with every row's result. The same requestId again answers the first
 * batch (a different file under it is an idempotency conflict, as for any submit).
 */
export async function submitBatch(
  deps: Deps,
  user: UserRecord,
  request: { fileName: string; csv: string; requestId: string; pin?: unknown },
): Promise<DisbursementBatch> {
  const def = serviceOf(user);
  const walletId = await ownWallet(deps.db, user);
  const earlier = await selectBatchByRequest(deps.db, user.id, request.requestId);
  if (earlier !== undefined) {
    if (earlier.summary.fileName !== request.fileName) throw idempotencyConflict(earlier);
    return answer(deps, walletId, earlier);
  }
  const pin = await openedPin(deps, user, request.pin);
  const checked = await checkRows(deps.db, user, def, request.csv);
  const body = { serviceCode: def.code, fileName: request.fileName, file: sha256Hex(request.csv), pin };
  const result = await submitTransaction({ deps, user, def, locale: 'en' }, body, `batch-${request.requestId}`, (q) =>
    batchPlan(q, user, def, walletId, checked, request.fileName),
  );
  const paidLines = new Set(checked.payable.map((p) => p.row.line));
  await deps.db.transaction((tx) =>
    insertBatch(
      tx,
      {
        publicId: batchId(),
        userId: user.id,
        requestId: request.requestId,
        fileName: request.fileName,
        status: statusOf(checked.rows.length, paidLines.size),
        transactionId: result.transactionId,
        amountMinor: checked.amountMinor,
        feeMinor: checked.feeMinor,
        rows: checked.rows.map((row) => ({ ...row, status: paidLines.has(row.line) ? 'paid' : 'refused' })),
      },
      deps.now(),
    ),
  );
  // a concurrent retry may have recorded it first: either way the stored batch is the answer
  const recorded = await selectBatchByRequest(deps.db, user.id, request.requestId);
  if (recorded === undefined) throw new Error('the batch was not recorded');
  return answer(deps, walletId, recorded);
}

function idempotencyConflict(batch: StoredBatch): ApiError {
  return refuse(ErrCode.idempotencyConflict, 'This requestId was already used for another file.', {
    batchId: batch.summary.batchId,
  });
}

/** list: the user's latest batches. */
export async function listBatches(deps: Deps, user: UserRecord): Promise<DisbursementBatchList> {
  const walletId = await ownWallet(deps.db, user);
  const balance = await balanceOf(deps.db, walletId);
  const batches = await selectBatches(deps.db, user.id, BATCHES_LISTED);
  return { batches: batches.map((batch) => summaryOf(batch, balance)) };
}

/** batch: one of the user's batches with its rows; another user's id is not found. */
export async function getBatch(deps: Deps, user: UserRecord, publicId: string): Promise<DisbursementBatch> {
  const walletId = await ownWallet(deps.db, user);
  const batch = await selectBatch(deps.db, user.id, publicId);
  if (batch === undefined) throw new ApiError(404, ErrCode.notFound, 'No such batch.');
  return answer(deps, walletId, batch);
}
