import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { balanceDataSchema } from '../../../src/api/contract/schemas';
import { chartDataSchema, type ChartData } from '../../../src/api/contract/spendingChart';
import type { TransactionResult } from '../../../src/api/contract/transactions';
import { periodMonths } from '../../../server/ledger/chart';
import { formatMinor, parseMajor } from '../../../server/ledger/ledger';
import { demoUser } from '../../../server/seed/demoUsers';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';
import { callerFor, type Caller } from '../support/transact';

const DAY_MS = 86_400_000;
const sum = (amounts: readonly string[]) => formatMinor(amounts.reduce((total, a) => total + parseMajor(a), 0n));
const debit = (r: TransactionResult) => formatMinor(parseMajor(r.amount) + parseMajor(r.fee));

/** requirements#spending-chart: the GraphWidget's figures, aggregated from the signed-in user's ledger. */
describe.each(backends)('the spending chart on $name', (backend) => {
  const env = withTestServer(backend);
  let consumer: Caller;
  let agent: Caller;
  let sent: TransactionResult;
  let paid: TransactionResult;
  let cashedIn: TransactionResult;

  const chart = async (caller: Caller, json: unknown) =>
    caller.client.call('POST', paths.getChart, { userToken: caller.token, json });
  const figures = async (caller: Caller, period: number): Promise<ChartData> => {
    const result = await chart(caller, { period });
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    return v.parse(chartDataSchema, result.envelope.data);
  };
  const totals = (data: ChartData) => ({
    in: sum(data.months.map((m) => m.inMajor)),
    out: sum(data.months.map((m) => m.outMajor)),
    byService: sum(data.byService.map((s) => s.outMajor)),
  });

  beforeAll(async () => {
    consumer = await callerFor(env.server, 'consumer');
    agent = await callerFor(env.server, 'agent');
    sent = await consumer.receipt({ serviceCode: 'SEND_MONEY', recipientMobile: '7701000002', amount: '1000' });
    cashedIn = await agent.receipt({ serviceCode: 'CASH_IN_BY_AGENT', recipientMobile: '7701000001', amount: '10000' });
    // the merchant payment happened 120 days ago (the server's clock dates a transaction; the
    // ledger is append-only): inside 6 months, outside 3 (whose first day is at most 92 days back)
    env.server.clock.advance(-120 * DAY_MS);
    paid = await (
      await callerFor(env.server, 'consumer')
    ).receipt({
      serviceCode: 'MERCHANT_PAYMENT',
      merchantId: '1000000008',
      amount: '15000',
    });
    env.server.clock.advance(120 * DAY_MS);
    // the sessions signed in before went idle in those 120 days
    consumer = await callerFor(env.server, 'consumer');
    agent = await callerFor(env.server, 'agent');
    for (const r of [sent, paid, cashedIn]) expect(r.status).toBe(1);
  });

  it('answers every month of the period, oldest first, ending with the current one', async () => {
    for (const period of [3, 6, 12] as const) {
      const data = await figures(consumer, period);
      expect(data.period).toBe(period);
      expect(data.currencyCode).toBe('IQD');
      expect(data.months.map((m) => m.month)).toEqual(periodMonths(env.server.clock.now(), period).months);
      expect(data.months).toHaveLength(period);
    }
  });

  it("sums the user's own postings: what left the wallet (fees included) and what came in, by month and by service", async () => {
    const three = await figures(consumer, 3);
    expect(totals(three)).toEqual({ in: cashedIn.amount, out: debit(sent), byService: debit(sent) });
    expect(three.byService.map((s) => [s.serviceCode, s.outMajor, s.label.en])).toEqual([
      ['SEND_MONEY', debit(sent), 'Send money'],
    ]);
    const six = await figures(consumer, 6);
    expect(totals(six)).toEqual({
      in: cashedIn.amount,
      out: sum([debit(sent), debit(paid)]),
      byService: sum([debit(sent), debit(paid)]),
    });
    // largest first; labels in the three portal languages
    expect(six.byService.map((s) => s.serviceCode)).toEqual(['MERCHANT_PAYMENT', 'SEND_MONEY']);
    expect(Object.keys(six.byService[0]!.label).sort()).toEqual(['ar', 'en', 'ku']);
    const month = six.months.find((m) => m.outMajor === debit(paid));
    expect(month?.month).toBe(periodMonths(env.server.clock.now() - 120 * DAY_MS, 3).months[2]);
  });

  it('equals the ledger: over 12 months, in minus out is the balance minus the opening balance (dated earlier)', async () => {
    for (const [caller, login] of [
      [consumer, 'consumer'],
      [agent, 'agent'],
    ] as const) {
      const data = await figures(caller, 12);
      const balance = await caller.client.call('POST', paths.getBalance, { userToken: caller.token });
      const wallet = v.parse(balanceDataSchema, balance.envelope.data).balances.find((b) => b.pouchType === 'EMONEY');
      const net = parseMajor(totals(data).in) - parseMajor(totals(data).out);
      expect(formatMinor(net)).toBe(
        formatMinor(parseMajor(wallet!.unusedValueMajor) - parseMajor(demoUser(login).openingBalanceIqd!)),
      );
    }
  });

  it("never counts another user's money: the agent sees its own cash-in as spend, not the consumer's payments", async () => {
    const data = await figures(agent, 12);
    expect(totals(data)).toEqual({ in: '0.00', out: debit(cashedIn), byService: debit(cashedIn) });
    expect(data.byService.map((s) => s.serviceCode)).toEqual(['CASH_IN_BY_AGENT']);
    // a user with no movements gets zeros, not the others' figures
    const vendor = await callerFor(env.server, 'vendor');
    expect(totals(await figures(vendor, 12))).toEqual({ in: '0.00', out: '0.00', byService: '0.00' });
  });

  it('refuses a period other than 3, 6 or 12 with a validation errCode naming the field, never a 5xx', async () => {
    for (const json of [
      { period: 5 },
      { period: '6' },
      { period: 0 },
      { period: -3 },
      { period: 12.5 },
      {},
      { period: null },
    ]) {
      const result = await chart(consumer, json);
      expect(result.status, JSON.stringify(json)).toBe(400);
      expect(result.envelope.errCode).toBe(ErrCode.validationFailed);
      expect(JSON.stringify(result.envelope.data)).toContain('period');
    }
    const garbage = await consumer.client.call('POST', paths.getChart, {
      userToken: consumer.token,
      raw: '{"period":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(garbage.status).toBe(400);
    expect(garbage.envelope.errCode).toBe(ErrCode.validationFailed);
  });

  it('is only for a signed-in user', async () => {
    const result = await consumer.client.call('POST', paths.getChart, { json: { period: 3 } });
    expect(result.status).toBe(401);
  });
});
