import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryCodes, userCategories, type UserCategory } from '../../../src/api/contract/categories';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import {
  exportFormats,
  reportConfigurationSchema,
  reportIds,
  reportPageSchema,
  rowsPerPageOptions,
  transactionDetailSchema,
  viewConfigurationSchema,
  type ReportPage,
  type ReportRow,
} from '../../../src/api/contract/reports';
import { transactionReportDataSchema } from '../../../src/api/contract/transactions';
import { parseMajor } from '../../../server/ledger/ledger';
import { HISTORY_ROWS } from '../../../server/seed/history';
import { seedReportConfigurations } from '../../../server/seed/reports';
import { withHistory } from '../seed/withHistory';
import { backends } from '../support/backends';
import { ApiClient, type CallResult } from '../support/client';
import { withTestServer, type TestServer, sandboxKeyHeader } from '../support/server';
import { balanceOfLogin, ledgerTotal } from '../support/services';
import { callerFor, type Caller } from '../support/transact';

/**
 * requirements#reports, #view-configuration: the report configuration of every category, the
 * transaction report's filters, sorts and paging over a seeded history of 5,000 transactions,
 * every bad input refused with a 4xx envelope, scoping to the signed-in user, the customer-service
 * look-up, one transaction's detail and the view configuration.
 */

const LOGIN_OF: Record<UserCategory, string> = {
  consumer: 'consumer',
  agent: 'agent',
  superAgent: 'superagent',
  csr: 'csr',
  merchant: 'merchant',
  enterprise: 'enterprise',
  vendor: 'vendor',
};
const DAY_MS = 24 * 60 * 60 * 1000;
const BAGHDAD_MS = 3 * 60 * 60 * 1000;

/** A Baghdad day (YYYY-MM-DD) `days` before `nowMs`. */
function baghdadDay(nowMs: number, days: number): string {
  return new Date(nowMs - days * DAY_MS + BAGHDAD_MS).toISOString().slice(0, 10);
}
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+03:00`);

/** The sandbox content tool (SANDBOX_TOOLS), as testers drive it. */
function sandboxPost(server: TestServer, path: string, json?: unknown): Promise<Response> {
  return fetch(`${server.url}/sandbox/v1/${path}`, {
    method: 'POST',
    headers: { ...sandboxKeyHeader, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

describe.each(backends)('reports on $name', (backend) => {
  const env = withTestServer(withHistory(backend));
  const callers = new Map<string, Caller>();
  const caller = (login: string) => {
    const found = callers.get(login);
    if (found === undefined) throw new Error(`${login} is not signed in`);
    return found;
  };
  const report = (login: string, json: unknown): Promise<CallResult> =>
    caller(login).client.call('POST', paths.transactionReport, { userToken: caller(login).token, json });
  const page = async (login: string, json: Record<string, unknown>): Promise<ReportPage> => {
    const result = await report(login, json);
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    return v.parse(reportPageSchema, result.envelope.data);
  };
  /** The user's side of their transactions, counted by SQL of the test's own. */
  const countOf = async (login: string, where = 'true', params: unknown[] = []) => {
    const { rows } = await env.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transaction_parties p JOIN transactions t ON t.id = p.transaction_id
         JOIN users u ON u.id = p.user_id WHERE u.login = $1 AND (${where})`,
      [login, ...(params as string[])],
    );
    return rows[0]?.n ?? -1;
  };
  const idsOf = async (login: string) => {
    const { rows } = await env.server.db.query<{ id: string }>(
      `SELECT t.public_id AS id FROM transaction_parties p JOIN transactions t ON t.id = p.transaction_id
         JOIN users u ON u.id = p.user_id WHERE u.login = $1`,
      [login],
    );
    return new Set(rows.map((row) => row.id));
  };
  const configuration = (login: string, reportId: string) =>
    caller(login).client.call('POST', paths.reportConfiguration, {
      userToken: caller(login).token,
      json: { reportId },
    });

  beforeAll(async () => {
    for (const login of Object.values(LOGIN_OF)) callers.set(login, await callerFor(env.server, login));
  });

  describe('report configuration', () => {
    it.each(userCategories)('serves %s its reports, in three languages', async (category) => {
      const login = LOGIN_OF[category];
      const offered = category === 'csr' ? ['transactions'] : ['transactions', 'passbook', 'recent'];
      for (const reportId of reportIds) {
        const result = await configuration(login, reportId);
        if (!offered.includes(reportId)) {
          expect(result.status).toBe(404);
          expect(result.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.notFound });
          expect(result.envelope.message).toMatch(/passbook|recent/);
          continue;
        }
        expect(result.status).toBe(200);
        const config = v.parse(reportConfigurationSchema, result.envelope.data);
        expect(config).toEqual(seedReportConfigurations(category)[reportId]);
        expect(config.reportId).toBe(reportId);
        expect(config.defaultSort).toEqual({ column: 'createdAt', direction: 'desc' });
        for (const text of [
          config.title,
          ...config.columns.map((c) => c.label),
          ...config.filters.map((f) => f.label),
        ]) {
          expect(Object.keys(text).sort()).toEqual(['ar', 'en', 'ku']);
        }
        if (reportId === 'recent') {
          expect(config).toMatchObject({ defaultRows: 10, maxRows: 10, exports: [], runningBalance: false });
        } else {
          expect(config.defaultRows).toBe(30);
          expect(config.rowsPerPage).toEqual([...rowsPerPageOptions]);
          expect(config.exports).toEqual([...exportFormats]);
          expect(config.filters.map((f) => f.id)).toEqual([
            'dateRange',
            'status',
            'serviceCode',
            'direction',
            'text',
            'amountRange',
          ]);
          expect(config.filters.find((f) => f.id === 'status')?.options).toEqual([
            { value: '0', label: { en: 'Pending', ar: 'قيد الانتظار', ku: 'چاوەڕوان' } },
            { value: '1', label: { en: 'Success', ar: 'ناجحة', ku: 'سەرکەوتوو' } },
            { value: '2', label: { en: 'Fail', ar: 'فاشلة', ku: 'سەرنەکەوتوو' } },
          ]);
        }
        expect(config.runningBalance).toBe(reportId === 'passbook');
        expect(config.columns.some((c) => c.id === 'balanceAfter')).toBe(reportId === 'passbook');
        expect(config.customerLookup === true).toBe(category === 'csr');
      }
    });

    it('offers in the service filter the services a category uses and is paid by', async () => {
      const services = async (login: string) => {
        const config = v.parse(reportConfigurationSchema, (await configuration(login, 'transactions')).envelope.data);
        return config.filters.find((f) => f.id === 'serviceCode')?.options?.map((o) => o.value) ?? [];
      };
      const consumer = await services('consumer');
      expect(consumer).toEqual(expect.arrayContaining(['SEND_MONEY', 'CASHOUT', 'BANK_CASH_IN', 'CASH_IN_BY_AGENT']));
      expect(consumer).not.toContain('AGENT_TO_AGENT_TRANSFER');
      // a merchant is paid by merchant payments, which it cannot make
      expect(await services('merchant')).toContain('MERCHANT_PAYMENT');
      expect(await services('agent')).not.toContain('M2M_TRANSFER');
    });

    it('refuses an unknown report id, a missing one and a body naming another user', async () => {
      for (const json of [{ reportId: 'ledger' }, {}, { reportId: 'transactions', userIdentifier: '1000000003' }]) {
        const result = await caller('consumer').client.call('POST', paths.reportConfiguration, {
          userToken: caller('consumer').token,
          json,
        });
        expect(result.status, JSON.stringify(json)).toBe(400);
        expect(result.envelope.errCode).toBe(ErrCode.validationFailed);
      }
      const anonymous = await caller('consumer').client.call('POST', paths.reportConfiguration, {
        json: { reportId: 'transactions' },
      });
      expect(anonymous.status).toBe(401);
    });

    it('serves a tester’s override, sorts by what it allows, and restores the seed on reset', async () => {
      const seeded = seedReportConfigurations('consumer');
      const transactions = seeded.transactions;
      if (transactions === undefined) throw new Error('no seeded transaction report');
      const feeSortable = {
        ...seeded,
        transactions: {
          ...transactions,
          columns: transactions.columns.map((c) => (c.id === 'fee' ? { ...c, sortable: true } : c)),
        },
      };
      const byFee = { sort: { column: 'fee', direction: 'desc' }, pageSize: 5 };
      expect((await report('consumer', byFee)).status).toBe(400);
      const set = await sandboxPost(env.server, 'content', {
        module: 'report',
        category: 'consumer',
        data: feeSortable,
      });
      expect(set.status).toBe(200);
      const sorted = await page('consumer', byFee);
      const fees = sorted.rows.map((r) => parseMajor(r.fee));
      expect(fees).toEqual([...fees].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      expect(fees[0]).toBeGreaterThan(0n);
      // a broken configuration reaches the portal broken; the report keeps working on the seed
      await sandboxPost(env.server, 'content', {
        module: 'report',
        category: 'consumer',
        data: { transactions: { columns: 'nope' } },
      });
      expect((await configuration('consumer', 'transactions')).envelope.data).toEqual({ columns: 'nope' });
      expect((await configuration('consumer', 'passbook')).status).toBe(404);
      expect((await report('consumer', { pageSize: 1 })).status).toBe(200);
      expect((await report('consumer', byFee)).status).toBe(400);
      const reset = await sandboxPost(env.server, 'content/reset', { module: 'report', category: 'consumer' });
      expect(await reset.json()).toMatchObject({ responseCode: 0, data: { restored: 1 } });
      expect((await configuration('consumer', 'passbook')).envelope.data).toEqual(seeded.passbook);
    });
  });

  describe('transaction report', () => {
    it('pages the whole history, newest first by default, as the old contract names still read it', async () => {
      const first = await page('consumer', {});
      expect(first.total).toBe(await countOf('consumer'));
      expect(first.total).toBeGreaterThanOrEqual(HISTORY_ROWS);
      expect(first).toMatchObject({ page: 1, pageSize: 10 });
      expect(first.rows).toHaveLength(10);
      const times = first.rows.map((r) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(v.parse(transactionReportDataSchema, first)).toEqual(first);
      // the transaction report has no balances
      expect(first.rows.every((r) => r.balanceAfter === undefined)).toBe(true);
      expect(first.openingBalance).toBeUndefined();
      const past = await page('consumer', { page: 1000, pageSize: 100 });
      expect(past).toEqual({ rows: [], total: first.total, page: 1000, pageSize: 100 });
    });

    it('filters by status, service, direction, text, amount and date, as SQL counts them', async () => {
      const failed = await page('consumer', { status: [2], pageSize: 1000 });
      expect(failed.total).toBe(await countOf('consumer', 't.status = 2'));
      expect(failed.total).toBeGreaterThan(0);
      expect(failed.rows.every((r) => r.status === 2)).toBe(true);
      const open = await page('consumer', { status: [0, 1], pageSize: 5 });
      expect(open.total).toBe(await countOf('consumer', 't.status IN (0, 1)'));
      expect(open.total + failed.total).toBe(await countOf('consumer'));

      const cashouts = await page('consumer', { serviceCode: 'CASHOUT', pageSize: 1000 });
      expect(cashouts.total).toBe(await countOf('consumer', "t.service_code = 'CASHOUT'"));
      expect(cashouts.total).toBeGreaterThan(0);
      expect(new Set(cashouts.rows.map((r) => r.serviceCode))).toEqual(new Set(['CASHOUT']));

      const credits = await page('consumer', { direction: 'credit', pageSize: 50 });
      expect(credits.total).toBe(await countOf('consumer', "p.direction = 'credit'"));
      expect(credits.rows.every((r) => r.direction === 'credit')).toBe(true);

      const sara = await page('consumer', { text: 'SARA', pageSize: 1000 });
      expect(sara.total).toBe(await countOf('consumer', "lower(p.counterparty_name) LIKE '%sara%'"));
      expect(sara.total).toBeGreaterThan(0);
      expect(sara.rows.every((r) => r.counterparty?.name.toLowerCase().includes('sara'))).toBe(true);
      const target = failed.rows.find((r) => r.counterparty?.identifier.startsWith('79') === true);
      if (target === undefined) throw new Error('no failed transfer with a person');
      const byId = await page('consumer', { text: target.transactionId.slice(-9).toLowerCase() });
      expect(byId.rows.map((r) => r.transactionId)).toContain(target.transactionId);
      const byIdentifier = await page('consumer', { text: target.counterparty?.identifier ?? 'x', pageSize: 1000 });
      expect(byIdentifier.rows.map((r) => r.transactionId)).toContain(target.transactionId);
      expect(byIdentifier.total).toBeLessThan(10);

      const between = await page('consumer', { minAmount: '5000', maxAmount: '6000.5', pageSize: 1000 });
      expect(between.total).toBe(await countOf('consumer', 'p.amount_minor BETWEEN 500000 AND 600050'));
      expect(between.total).toBeGreaterThan(0);
      expect(between.rows.every((r) => parseMajor(r.amount) >= 500000n && parseMajor(r.amount) <= 600050n)).toBe(true);

      const now = env.server.clock.now();
      const fromDate = baghdadDay(now, 60);
      const toDate = baghdadDay(now, 31);
      const month = await page('consumer', { fromDate, toDate, pageSize: 1000 });
      const from = dayStart(fromDate);
      const to = dayStart(toDate) + DAY_MS;
      expect(month.total).toBe(
        await countOf('consumer', 'p.created_at >= $2::timestamptz AND p.created_at < $3::timestamptz', [
          new Date(from).toISOString(),
          new Date(to).toISOString(),
        ]),
      );
      expect(month.total).toBeGreaterThan(100);
      expect(month.rows.every((r) => Date.parse(r.createdAt) >= from && Date.parse(r.createdAt) < to)).toBe(true);
      const oneDay = await page('consumer', { fromDate, toDate: fromDate, pageSize: 100 });
      expect(oneDay.rows.every((r) => Date.parse(r.createdAt) < from + DAY_MS)).toBe(true);

      const combined = await page('consumer', {
        status: [1],
        direction: 'debit',
        serviceCode: 'SEND_MONEY',
        fromDate,
        toDate,
        pageSize: 1000,
      });
      expect(combined.total).toBe(
        await countOf(
          'consumer',
          `t.status = 1 AND p.direction = 'debit' AND t.service_code = 'SEND_MONEY'
           AND p.created_at >= $2::timestamptz AND p.created_at < $3::timestamptz`,
          [new Date(from).toISOString(), new Date(to).toISOString()],
        ),
      );
      expect(combined.total).toBeGreaterThan(0);
    });

    it('sorts by the sortable columns, ties broken so that pages never overlap', async () => {
      const byAmount = await page('consumer', { sort: { column: 'amount', direction: 'asc' }, pageSize: 200 });
      const amounts = byAmount.rows.map((r) => parseMajor(r.amount));
      expect(amounts).toEqual([...amounts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const byService = await page('consumer', { sort: { column: 'service', direction: 'desc' }, pageSize: 100 });
      const codes = byService.rows.map((r) => r.serviceCode);
      expect(codes).toEqual([...codes].sort().reverse());
      const oldest = await page('consumer', { sort: { column: 'createdAt', direction: 'asc' }, pageSize: 3 });
      const newest = await page('consumer', { pageSize: 1000, page: Math.ceil(oldest.total / 1000) });
      expect(newest.rows.at(-1)?.transactionId).toBe(oldest.rows[0]?.transactionId);

      // status has only three values: thousands of ties, paged in 1,000s without repeats or gaps
      const seen = new Set<string>();
      let total = 0;
      for (let index = 1; ; index += 1) {
        const slice = await page('consumer', {
          sort: { column: 'status', direction: 'asc' },
          pageSize: 1000,
          page: index,
        });
        total = slice.total;
        for (const row of slice.rows) seen.add(row.transactionId);
        if (slice.rows.length < 1000) break;
      }
      expect(seen.size).toBe(total);
      expect(seen).toEqual(await idsOf('consumer'));
      const statusPage = await page('consumer', { sort: { column: 'status', direction: 'desc' }, pageSize: 20 });
      expect(statusPage.rows.every((r) => r.status === 2)).toBe(true);
    });

    it.each([
      ['a column the configuration does not let sort', { sort: { column: 'fee', direction: 'asc' } }, 'sort'],
      ['a passbook column', { sort: { column: 'balanceAfter', direction: 'desc' } }, 'sort'],
      ['an unknown column', { sort: { column: 'nope', direction: 'asc' } }, 'sort.column'],
      ['an unknown sort direction', { sort: { column: 'amount', direction: 'up' } }, 'sort.direction'],
      ['more than 1,000 rows a page', { pageSize: 1001 }, 'pageSize'],
      ['no rows a page', { pageSize: 0 }, 'pageSize'],
      ['page 0', { page: 0 }, 'page'],
      ['a fractional page', { page: 1.5 }, 'page'],
      ['a page as text', { page: '2' }, 'page'],
      ['an absurd page', { page: 1e12 }, 'page'],
      ['an unknown status', { status: [3] }, 'status.0'],
      ['a status that is not a list', { status: 1 }, 'status'],
      ['an unknown direction', { direction: 'both' }, 'direction'],
      ['a lower-case service code', { serviceCode: 'send_money' }, 'serviceCode'],
      ['a text of 65 characters', { text: 'x'.repeat(65) }, 'text'],
      ['a text with a NUL character', { text: 'a\u0000b' }, 'text'],
      ['a negative amount', { minAmount: '-1' }, 'minAmount'],
      ['an amount with three decimals', { maxAmount: '1.005' }, 'maxAmount'],
      ['a smallest amount above the largest', { minAmount: '10', maxAmount: '9.99' }, 'minAmount'],
      ['a date that does not exist', { fromDate: '2030-02-30' }, 'fromDate'],
      ['the year 0', { fromDate: '0000-01-01' }, 'fromDate'],
      ['a date in another format', { toDate: '01/02/2030' }, 'toDate'],
      ['an unknown report', { reportId: 'ledger' }, 'reportId'],
      ['another user', { userIdentifier: '1000000003' }, 'userIdentifier'],
    ])('refuses %s with a 400 envelope naming the field', async (_, json, field) => {
      const result = await report('consumer', json);
      expect(result.status).toBe(400);
      expect(result.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.validationFailed });
      expect(result.envelope.message).not.toBe('');
      const errors = (result.envelope.data as { errors: Array<{ field: string }> }).errors;
      expect(errors.map((e) => e.field)).toContain(field);
    });

    it('refuses a From date after the To date with error.message.1117, and a body that is no JSON object', async () => {
      const backwards = await report('consumer', { fromDate: '2030-02-01', toDate: '2030-01-31' });
      expect(backwards.status).toBe(400);
      expect(backwards.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.dateRangeInvalid });
      expect(backwards.envelope.message).toBe('The From date is after the To date.');
      for (const raw of ['[1, 2]', '{"page":', '"report"']) {
        const result = await caller('consumer').client.call('POST', paths.transactionReport, {
          userToken: caller('consumer').token,
          raw,
          headers: { 'Content-Type': 'application/json' },
        });
        expect(result.status, raw).toBe(400);
        expect(result.envelope.errCode).toBe(ErrCode.validationFailed);
      }
    });

    it('shows each user only their own transactions, whatever the body says', async () => {
      const mine = await idsOf('consumer');
      const theirs = await idsOf('agent');
      expect([...mine].some((id) => theirs.has(id))).toBe(false);
      for (const [login, own] of [
        ['consumer', mine],
        ['agent', theirs],
      ] as const) {
        const rows: ReportRow[] = [];
        for (let index = 1; index <= 6; index += 1)
          rows.push(...(await page(login, { pageSize: 1000, page: index })).rows);
        expect(new Set(rows.map((r) => r.transactionId))).toEqual(own);
      }
      // crafted bodies: another user's identifier, a customer look-up, the other's transaction id
      const agentRow = (await page('agent', { pageSize: 1 })).rows[0];
      if (agentRow === undefined) throw new Error('the agent has no history');
      expect((await report('consumer', { userIdentifier: '1000000003' })).status).toBe(400);
      const lookup = await report('consumer', { customerMobile: '7701000003' });
      expect(lookup.status).toBe(403);
      expect(lookup.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.validationFailed });
      const search = await page('consumer', { text: agentRow.transactionId });
      expect(search).toMatchObject({ rows: [], total: 0 });
    });

    it('caps the recent transactions at ten rows, one page', async () => {
      const recent = await page('consumer', { reportId: 'recent', pageSize: 50 });
      expect(recent.rows).toHaveLength(10);
      expect(recent.total).toBe(10);
      const latest = await page('consumer', { pageSize: 10 });
      expect(recent.rows.map((r) => r.transactionId)).toEqual(latest.rows.map((r) => r.transactionId));
      expect((await page('consumer', { reportId: 'recent', pageSize: 4, page: 3 })).rows).toHaveLength(2);
      expect((await page('consumer', { reportId: 'recent', pageSize: 10, page: 2 })).rows).toEqual([]);
    });
  });

  describe('customer service', () => {
    it('reads a customer’s report by mobile number, read-only, and only with one', async () => {
      const [balanceBefore, ledgerBefore] = [
        await balanceOfLogin(env.server.db, 'consumer'),
        await ledgerTotal(env.server.db),
      ];
      const countBefore = await countOf('consumer');
      const own = await page('consumer', { pageSize: 5, status: [1] });
      const looked = await page('csr', { customerMobile: '7701000001', pageSize: 5, status: [1] });
      expect(looked.customer).toEqual({ name: 'Layla Hassan', identifier: '1000000001' });
      expect(looked.rows).toEqual(own.rows);
      expect(looked.total).toBe(own.total);
      const missing = await report('csr', { pageSize: 5 });
      expect(missing.status).toBe(400);
      expect((missing.envelope.data as { errors: Array<{ field: string }> }).errors[0]?.field).toBe('customerMobile');
      const unknown = await report('csr', { customerMobile: '7709999999' });
      expect(unknown.status).toBe(404);
      expect(unknown.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.notFound });
      expect(unknown.envelope.message).toContain('7709999999');
      // no wallet, so no customer: another customer-service account is not one
      expect((await report('csr', { customerMobile: '7701000007' })).status).toBe(404);
      const passbook = await report('csr', { reportId: 'passbook', customerMobile: '7701000001' });
      expect(passbook.status).toBe(404);
      expect(passbook.envelope.errCode).toBe(ErrCode.notFound);
      // read-only: looking changed nothing, and customer service cannot pay on a customer's behalf
      expect([await balanceOfLogin(env.server.db, 'consumer'), await ledgerTotal(env.server.db)]).toEqual([
        balanceBefore,
        ledgerBefore,
      ]);
      expect(await countOf('consumer')).toBe(countBefore);
      const pay = await caller('csr').submit({
        serviceCode: 'SEND_MONEY',
        recipientMobile: '7701000002',
        amount: '1000',
      });
      expect(pay.envelope.errCode).toBe(ErrCode.serviceUnknown);
    });
  });

  describe('transaction detail', () => {
    const detail = (login: string, json: unknown) =>
      caller(login).client.call('POST', paths.transactionDetail, { userToken: caller(login).token, json });

    it('answers one of the user’s transactions as they see it, and hides everyone else’s', async () => {
      const row = (await page('consumer', { status: [1], direction: 'debit', minAmount: '1', pageSize: 1 })).rows[0];
      if (row === undefined) throw new Error('no debit');
      const result = await detail('consumer', { transactionId: row.transactionId });
      expect(result.status).toBe(200);
      const data = v.parse(transactionDetailSchema, result.envelope.data);
      expect(data).toMatchObject({
        transactionId: row.transactionId,
        serviceCode: row.serviceCode,
        title: row.title,
        direction: 'debit',
        amount: row.amount,
        fee: row.fee,
        status: 1,
        counterparty: row.counterparty,
        createdAt: row.createdAt,
      });
      expect(parseMajor(data.total)).toBe(parseMajor(row.amount) + parseMajor(row.fee));
      expect(data.balanceAfter).not.toBeNull();

      const agentRow = (await page('agent', { pageSize: 1 })).rows[0];
      if (agentRow === undefined) throw new Error('the agent has no history');
      const others = await detail('consumer', { transactionId: agentRow.transactionId });
      const unknown = await detail('consumer', { transactionId: 'TX000000000000000000' });
      expect(others.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(others.envelope).toEqual(unknown.envelope);
      expect((await detail('agent', { transactionId: agentRow.transactionId })).status).toBe(200);

      for (const json of [
        { transactionId: 'TX1' },
        {},
        { transactionId: row.transactionId, userIdentifier: '1000000003' },
      ]) {
        const bad = await detail('consumer', json);
        expect(bad.status, JSON.stringify(json)).toBe(400);
        expect(bad.envelope.errCode).toBe(ErrCode.validationFailed);
      }
      expect(
        (await detail('consumer', { transactionId: row.transactionId, customerMobile: '7701000001' })).status,
      ).toBe(403);
      const csr = await detail('csr', { transactionId: row.transactionId, customerMobile: '7701000001' });
      expect(v.parse(transactionDetailSchema, csr.envelope.data)).toEqual(data);
      expect((await detail('csr', { transactionId: row.transactionId })).status).toBe(400);
      expect((await detail('csr', { transactionId: row.transactionId, customerMobile: '7701000003' })).status).toBe(
        404,
      );
    });
  });

  describe('view configuration', () => {
    it('serves the transaction view to a content credential of any category, and 404 for the unknown', async () => {
      const client = await ApiClient.connect(env.server.url, 'merchant');
      const result = await client.call('GET', paths.reportLayout('transactionView'));
      expect(result.status).toBe(200);
      const view = v.parse(viewConfigurationSchema, result.envelope.data);
      expect(view).toMatchObject({ formatType: 1, displayColumn: 2, labelAlignment: 'start', isTableShow: false });
      expect(Object.keys(view.title).sort()).toEqual(['ar', 'en', 'ku']);
      const byValue = new Map(view.data.map((entry) => [entry.value, entry]));
      expect([...byValue.keys()]).toEqual([
        'transactionId',
        'createdAt',
        'title',
        'direction',
        'counterparty.name',
        'counterparty.identifier',
        'amount',
        'fee',
        'total',
        'status',
        'statusMessage',
        'balanceAfter',
      ]);
      expect(byValue.get('createdAt')).toMatchObject({ type: 'isDate', typeFormat: 'DD/MM/YYYY HH:mm' });
      expect(byValue.get('status')?.type).toBe('isBadge');
      for (const amount of ['amount', 'fee', 'total', 'balanceAfter'])
        expect(byValue.get(amount)?.type).toBe('isAmount');
      expect(view.data.map((e) => e.sortOrder)).toEqual(view.data.map((_, i) => i + 1));
      for (const entry of view.data) expect(Object.keys(entry.label).sort()).toEqual(['ar', 'en', 'ku']);

      const typed = await client.call(
        'GET',
        `${paths.reportLayout('transactionView')}?userType=${categoryCodes.consumer}`,
      );
      expect(typed.envelope.data).toEqual(result.envelope.data);
      for (const [path, status] of [
        [paths.reportLayout('noSuchView'), 404],
        [`${paths.reportLayout('transactionView')}?userType=NOBODY_CATEGORY`, 404],
        [`${paths.reportLayout('transactionView')}?userType=consumer`, 400],
        [paths.reportLayout('transaction-view'), 400],
      ] as const) {
        const answer = await client.call('GET', path);
        expect(answer.status, path).toBe(status);
        expect(answer.envelope.errCode).toBe(status === 404 ? ErrCode.notFound : ErrCode.validationFailed);
      }
      const noCredential = await client.call('GET', paths.reportLayout('transactionView'), { basic: 'none' });
      expect(noCredential.status).toBe(403);
    });
  });
});
