import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import {
  reportPageSchema,
  transactionDetailSchema,
  type ReportPage,
  type ReportRow,
} from '../../../src/api/contract/reports';
import { balanceDataSchema } from '../../../src/api/contract/schemas';
import { formatMinor, parseMajor } from '../../../server/ledger/ledger';
import { explainReportPage } from '../../../server/payments/report.repository';
import { demoUser } from '../../../server/seed/demoUsers';
import { withHistory } from '../seed/withHistory';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';
import { callerFor, type Caller } from '../support/transact';

/**
 * requirements#reports: the passbook — what moved on the wallet, with the balance after each row
 * and the period's opening and closing balances, right under any sort and page — and the plan
 * PostgreSQL runs for a user's page.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const BAGHDAD_MS = 3 * 60 * 60 * 1000;
const baghdadDay = (nowMs: number, days: number) =>
  new Date(nowMs - days * DAY_MS + BAGHDAD_MS).toISOString().slice(0, 10);

/** What a row did to the balance: a credit adds its amount, a debit takes it (its fee included). */
const signed = (row: ReportRow) => (row.direction === 'credit' ? 1n : -1n) * parseMajor(row.amount);
const balanceOf = (row: ReportRow | undefined) => {
  if (row?.balanceAfter === undefined || row.balanceAfter === null) throw new Error('a passbook row without balance');
  return parseMajor(row.balanceAfter);
};

describe.each(backends)('passbook on $name', (backend) => {
  const env = withTestServer(withHistory(backend));
  const callers = new Map<string, Caller>();
  const as = (login: string) => {
    const caller = callers.get(login);
    if (caller === undefined) throw new Error(`${login} is not signed in`);
    return caller;
  };
  const passbook = async (login: string, json: Record<string, unknown>): Promise<ReportPage> => {
    const result = await as(login).client.call('POST', paths.transactionReport, {
      userToken: as(login).token,
      json: { reportId: 'passbook', ...json },
    });
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    return v.parse(reportPageSchema, result.envelope.data);
  };
  /** Every row of the filter, oldest first. */
  const wholeBook = async (login: string, json: Record<string, unknown> = {}): Promise<ReportPage> => {
    const rows: ReportRow[] = [];
    let last: ReportPage | undefined;
    for (let index = 1; ; index += 1) {
      last = await passbook(login, {
        ...json,
        sort: { column: 'createdAt', direction: 'asc' },
        pageSize: 1000,
        page: index,
      });
      rows.push(...last.rows);
      if (last.rows.length < 1000) break;
    }
    return { ...last, rows };
  };
  const mainBalance = async (login: string) => {
    const result = await as(login).client.call('POST', paths.getBalance, { userToken: as(login).token });
    const pouch = v.parse(balanceDataSchema, result.envelope.data).balances.find((b) => b.pouchType === 'EMONEY');
    if (pouch === undefined) throw new Error(`${login} has no wallet`);
    return parseMajor(pouch.unusedValueMajor);
  };

  beforeAll(async () => {
    for (const login of ['consumer', 'minihouston', 'agent']) callers.set(login, await callerFor(env.server, login));
  });

  it('walks the whole history: balances chain from the opening balance to the wallet’s balance', async () => {
    for (const login of ['consumer', 'agent']) {
      const book = await wholeBook(login);
      expect(book.rows).toHaveLength(book.total);
      expect(book.openingBalance).toBe('0.00');
      const opening = book.rows[0];
      expect(opening).toMatchObject({
        serviceCode: 'OPENING_BALANCE',
        title: { en: 'Opening balance', ar: 'الرصيد الافتتاحي', ku: 'باڵانسی سەرەتا' },
        direction: 'credit',
        amount: demoUser(login).openingBalanceIqd,
        balanceAfter: demoUser(login).openingBalanceIqd,
        status: 1,
      });
      let balance = 0n;
      for (const row of book.rows) {
        balance += signed(row);
        expect(balanceOf(row), row.transactionId).toBe(balance);
        expect(balance >= 0n, `${login} below zero at ${row.transactionId}`).toBe(true);
        expect(row.status).not.toBe(2);
      }
      const wallet = await mainBalance(login);
      expect(balance).toBe(wallet);
      expect(book.closingBalance).toBe(formatMinor(wallet));
      // the newest row, first by default, carries the wallet's balance
      const newest = await passbook(login, { pageSize: 1 });
      expect(balanceOf(newest.rows[0])).toBe(wallet);
      expect(newest.total).toBe(book.total);
    }
  });

  it('gives a period its opening and closing balance: closing − opening is what its rows moved', async () => {
    const now = env.server.clock.now();
    const period = { fromDate: baghdadDay(now, 200), toDate: baghdadDay(now, 170) };
    const book = await passbook('consumer', {
      ...period,
      pageSize: 1000,
      sort: { column: 'createdAt', direction: 'asc' },
    });
    expect(book.total).toBeGreaterThan(100);
    expect(book.rows).toHaveLength(book.total);
    const opening = parseMajor(book.openingBalance ?? 'x');
    const closing = parseMajor(book.closingBalance ?? 'x');
    expect(closing - opening).toBe(book.rows.reduce((sum, row) => sum + signed(row), 0n));
    expect(balanceOf(book.rows[0])).toBe(opening + signed(book.rows[0] as ReportRow));
    expect(balanceOf(book.rows.at(-1))).toBe(closing);
    // the same period in any order and page: the same balances on the same rows
    const chronological = new Map(book.rows.map((row) => [row.transactionId, row.balanceAfter]));
    for (const sort of [
      { column: 'amount', direction: 'desc' },
      { column: 'service', direction: 'asc' },
      { column: 'createdAt', direction: 'desc' },
    ]) {
      for (const index of [1, 2, 3]) {
        const slice = await passbook('consumer', { ...period, sort, pageSize: 40, page: index });
        expect(slice.rows).toHaveLength(40);
        expect([slice.openingBalance, slice.closingBalance]).toEqual([book.openingBalance, book.closingBalance]);
        for (const row of slice.rows) expect(row.balanceAfter).toBe(chronological.get(row.transactionId));
      }
    }
    // filters narrow the rows, never the period's balances
    const debits = await passbook('consumer', { ...period, direction: 'debit', pageSize: 1000 });
    expect(debits.rows.every((r) => r.direction === 'debit')).toBe(true);
    expect(debits.total).toBe(book.rows.filter((r) => r.direction === 'debit').length);
    expect([debits.openingBalance, debits.closingBalance]).toEqual([book.openingBalance, book.closingBalance]);
    const pending = await passbook('consumer', { status: [0], pageSize: 1000 });
    expect(pending.total).toBeGreaterThan(0);
    expect(pending.rows.every((r) => r.status === 0 && r.direction === 'debit')).toBe(true);
    const past = await passbook('consumer', { ...period, page: 99, pageSize: 1000 });
    expect(past).toMatchObject({ rows: [], total: book.total, openingBalance: book.openingBalance });
  });

  it('shows a new payment first, with the receipt’s balance after it, in the view too', async () => {
    const receipt = await as('minihouston').receipt({
      serviceCode: 'AGENT_TO_AGENT_TRANSFER',
      recipientMobile: '7701000003',
      amount: '10000',
    });
    const wallet = await mainBalance('minihouston');
    expect(receipt.balanceAfter).toBe(formatMinor(wallet));
    const book = await passbook('minihouston', { pageSize: 5 });
    expect(book.rows[0]).toMatchObject({
      transactionId: receipt.transactionId,
      direction: 'debit',
      amount: formatMinor(parseMajor(receipt.amount) + parseMajor(receipt.fee)),
      fee: receipt.fee,
      balanceAfter: receipt.balanceAfter,
      counterparty: receipt.counterparty,
    });
    expect(book.closingBalance).toBe(receipt.balanceAfter);
    // the payee's passbook has it as a credit
    const payee = await passbook('agent', { pageSize: 1 });
    expect(payee.rows[0]).toMatchObject({
      transactionId: receipt.transactionId,
      direction: 'credit',
      amount: '10000.00',
    });
    expect(balanceOf(payee.rows[0])).toBe(await mainBalance('agent'));
    const detail = await as('minihouston').client.call('POST', paths.transactionDetail, {
      userToken: as('minihouston').token,
      json: { transactionId: receipt.transactionId },
    });
    expect(v.parse(transactionDetailSchema, detail.envelope.data)).toMatchObject({
      balanceAfter: receipt.balanceAfter,
      total: receipt.total,
    });
  });

  it('refuses to sort by a column it does not let sort, and the recent report stops at ten', async () => {
    for (const column of ['balanceAfter', 'fee']) {
      const result = await as('consumer').client.call('POST', paths.transactionReport, {
        userToken: as('consumer').token,
        json: { reportId: 'passbook', sort: { column, direction: 'asc' } },
      });
      expect(result.status).toBe(400);
      expect(result.envelope.errCode).toBe(ErrCode.validationFailed);
    }
    const recent = await as('agent').client.call('POST', paths.transactionReport, {
      userToken: as('agent').token,
      json: { reportId: 'recent', pageSize: 1000 },
    });
    const data = v.parse(reportPageSchema, recent.envelope.data);
    expect(data.rows).toHaveLength(10);
    expect(data.total).toBe(10);
  });

  // the query plans of PostgreSQL (PGlite plans its tiny tables differently)
  const onPostgres = backend.name === 'postgresql' ? it : () => undefined;
  onPostgres('reads one user’s page through an index on PostgreSQL, never every user’s rows', async () => {
    const { rows } = await env.server.db.query<{ id: string }>(
      "SELECT id::text AS id FROM users WHERE login = 'consumer'",
    );
    const filter = {
      userId: rows[0]?.id ?? '0',
      serviceCode: null,
      fromIso: null,
      toIso: null,
      statuses: null,
      direction: null,
      text: null,
      minMinor: null,
      maxMinor: null,
    };
    for (const analyzed of [false, true]) {
      if (analyzed) await env.server.db.query('ANALYZE');
      const plan = (await explainReportPage(env.server.db, filter, 10)).join('\n');
      expect(plan, plan).toMatch(/Index (Only )?Scan using transaction_parties_by_user on transaction_parties/);
      expect(plan, plan).not.toMatch(/Seq Scan on transaction_parties/);
    }
  });
});
