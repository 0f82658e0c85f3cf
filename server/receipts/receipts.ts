import type * as v from 'valibot';
import { ErrCode } from '../../src/api/contract/errCodes';
import type {
  ReceiptDocument,
  ReceiptStatus,
  ReceiptVerification,
  Statement,
  receiptRequestSchema,
  statementRequestSchema,
} from '../../src/api/contract/receipts';
import type { UserRecord } from '../account/users';
import { toDate, type Queryable } from '../db/types';
import { ApiError, validationError } from '../http/envelope';
import { formatMinor } from '../ledger/ledger';
import { CURRENCY } from '../payments/accounts';
import { reportPeriod, rowOf } from '../payments/report';
import { selectPassbookPage, selectPeriodBalances } from '../payments/reportPassbook.repository';
import { reportSubject } from '../payments/reportScope';
import { transactionDetail } from '../payments/transactionDetail';
import { selectReceiptForVerification } from './receipts.repository';
import { receiptToken, referenceOfToken } from './receiptToken';

/** A statement lists at most this many rows; a busier month says it was cut (the report has them all). */
export const STATEMENT_MAX_ROWS = 500;

/** requirements#receipt-pdf: the user's transaction (their side of it) and its verification token. */
export async function issueReceipt(
  q: Queryable,
  key: Buffer,
  user: UserRecord,
  request: v.InferOutput<typeof receiptRequestSchema>,
): Promise<ReceiptDocument> {
  // another user's transaction answers as transactionDetail does: not found, existence not revealed
  const transaction = await transactionDetail(q, user, { transactionId: request.transactionId });
  return { transaction, token: receiptToken(key, transaction.transactionId) };
}

/** The same answer for a tampered token, a foreign one and one whose transaction is gone. */
function noSuchReceipt(): ApiError {
  return new ApiError(404, ErrCode.notFound, 'There is no such receipt.');
}

/** A name as initials (`Ahmed Karim` → `A**** K****`): enough to recognise, not to learn. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/u)
    .filter((w) => w !== '')
    .map((word) => {
      const [first = '', ...rest] = Array.from(word);
      return first + '*'.repeat(Math.min(rest.length, 6));
    })
    .join(' ');
}

/** An identifier (mobile, wallet, account) as its last two characters. */
export function maskIdentifier(identifier: string): string {
  const chars = Array.from(identifier.trim());
  return chars.length <= 2 ? '**' : '*'.repeat(Math.min(chars.length - 2, 8)) + chars.slice(-2).join('');
}

const statuses: Record<number, ReceiptStatus> = { 0: 'pending', 1: 'paid', 2: 'failed' };

/** requirements#receipt-verification: public; the token is the only key. */
export async function verifyReceipt(q: Queryable, key: Buffer, token: string): Promise<ReceiptVerification> {
  const reference = referenceOfToken(key, token);
  if (reference === undefined) throw noSuchReceipt();
  const record = await selectReceiptForVerification(q, reference);
  if (record === undefined) throw noSuchReceipt();
  const payee =
    record.counterparty_name !== null
      ? maskName(record.counterparty_name)
      : record.counterparty_identifier !== null
        ? maskIdentifier(record.counterparty_identifier)
        : null;
  return {
    status: statuses[record.status] ?? 'pending',
    amount: formatMinor(BigInt(record.amount_minor)),
    currency: record.currency,
    createdAt: toDate(record.created_at).toISOString(),
    payer: maskName(record.payer_name),
    payee,
  };
}

/** The month's first and last Baghdad days, YYYY-MM-DD. */
function monthDays(month: string): { first: string; last: string } {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}` };
}

/** requirements#receipt-pdf: a month of the signed-in user's passbook, oldest first, with its balances. */
export async function monthlyStatement(
  q: Queryable,
  user: UserRecord,
  request: v.InferOutput<typeof statementRequestSchema>,
): Promise<Statement> {
  const year = Number(request.month.slice(0, 4));
  if (year < 1900 || year > 9999) {
    throw validationError([{ field: 'month', code: 'date', message: 'A month between 1900 and 9999.' }]);
  }
  const subject = await reportSubject(q, user, undefined);
  const holder = { name: user.fullNameEn, identifier: user.userIdentifier };
  if (subject.walletId === undefined) {
    return {
      month: request.month,
      currency: CURRENCY,
      openingBalance: '0.00',
      closingBalance: '0.00',
      truncated: false,
      rows: [],
      holder,
    };
  }
  const { first, last } = monthDays(request.month);
  const period = reportPeriod(first, last);
  const filter = {
    userId: subject.userId,
    serviceCode: null,
    ...period,
    statuses: null,
    direction: null,
    text: null,
    minMinor: null,
    maxMinor: null,
  };
  const scope = { walletId: subject.walletId, currency: CURRENCY };
  const order = { column: 'createdAt', direction: 'asc' } as const;
  const rows = await selectPassbookPage(q, scope, filter, order, STATEMENT_MAX_ROWS + 1, 0);
  const balances = await selectPeriodBalances(q, subject.walletId, period);
  return {
    month: request.month,
    currency: CURRENCY,
    openingBalance: formatMinor(BigInt(balances.opening)),
    closingBalance: formatMinor(BigInt(balances.closing)),
    truncated: rows.length > STATEMENT_MAX_ROWS,
    rows: rows.slice(0, STATEMENT_MAX_ROWS).map(rowOf),
    holder,
  };
}
