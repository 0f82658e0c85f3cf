import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  disbursementBatchListSchema,
  disbursementBatchSchema,
  disbursementCheckSchema,
} from '../../../src/api/contract/disbursement';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { DEMO_PIN } from '../../../server/seed/demoUsers';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';
import { balanceOfLogin, ledgerTotal, newRequestId } from '../support/services';
import { callerFor, masked, type Caller } from '../support/transact';

/** Wallets of the demo accounts the enterprise may pay (not its own, 7701000009). */
const PAYEES = ['7701000001', '7701000002', '7701000004', '7701000005', '7701000008', '7701000012'];

/** `count` payable rows of 1,000.00 IQD each, every reference distinct. */
function payroll(count: number): string {
  const lines = ['mobile,amount,reference'];
  for (let i = 0; i < count; i++) lines.push(`${PAYEES[i % PAYEES.length]},1000.00,PAY-${String(i).padStart(5, '0')}`);
  return `${lines.join('\r\n')}\r\n`;
}

/** requirements#bulk-disbursement: check, pay once, per-row results, hostile files refused. */
describe.each(backends)('bulk disbursement on $name', (backend) => {
  const env = withTestServer(backend);
  let enterprise: Caller;
  let consumer: Caller;

  beforeAll(async () => {
    enterprise = await callerFor(env.server, 'enterprise');
    consumer = await callerFor(env.server, 'consumer');
  });

  const call = (caller: Caller, path: string, json?: unknown) =>
    caller.client.call('POST', path, { userToken: caller.token, ...(json === undefined ? {} : { json }) });
  const check = async (csv: string) => {
    const result = await call(enterprise, paths.disbursementCheck, { fileName: 'pay.csv', csv });
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    return v.parse(disbursementCheckSchema, result.envelope.data);
  };
  const submit = async (csv: string, requestId: string, pin: unknown) =>
    call(enterprise, paths.disbursementSubmit, { fileName: 'pay.csv', csv, requestId, pin });

  it('checks every row: format, formula cells, duplicates, unknown and own wallets — and pays nothing', async () => {
    const before = await balanceOfLogin(env.server.db, 'enterprise');
    const csv = [
      'Mobile,Amount,Reference',
      '7701000001,25000,OK-1',
      '12345,25000,BAD-MOBILE',
      '7701000002,25,TOO-SMALL',
      '7701000002,abc,NOT-A-NUMBER',
      "=cmd|' /C calc'!A0,1000,INJECT",
      '7701000004,1000,@SUM(A1)',
      '7701000001,25000,OK-1',
      '7709999999,1000,NO-WALLET',
      '7701000009,1000,MYSELF',
      '7701000005,1000',
      '',
      '9647702000002,1500.50,OK-2',
    ].join('\n');
    const { rows, totals } = await check(csv);
    expect(rows.map((row) => [row.line, row.problems])).toEqual([
      [2, []],
      [3, ['mobile']],
      [4, ['amount']],
      [5, ['amount']],
      [6, ['formula', 'mobile']],
      [7, ['formula', 'reference']],
      [8, ['duplicate']],
      [9, ['unknownWallet']],
      [10, ['self']],
      [11, ['columns', 'reference']],
      [13, ['unknownWallet']],
    ]);
    expect(rows[0]?.holderName).toEqual(expect.any(String));
    expect(totals).toMatchObject({
      rows: 11,
      payable: 1,
      refused: 10,
      amount: '25000.00',
      fee: '100.00',
      total: '25100.00',
    });
    expect(await balanceOfLogin(env.server.db, 'enterprise')).toBe(before);
  });

  it('refuses a wrong header, garbage, an empty file and an oversized one as a whole, never with a 5xx', async () => {
    for (const [csv, code] of [
      ['phone,amount,reference\n7701000001,1000,A', 'header'],
      ['mobile,amount\n7701000001,1000', 'header'],
      ['mobile,amount,reference\n', 'empty'],
      ['', 'empty'],
    ] as const) {
      const result = await call(enterprise, paths.disbursementCheck, { fileName: 'x.csv', csv });
      expect([result.status, result.envelope.errCode], csv).toEqual([400, ErrCode.validationFailed]);
      expect(JSON.stringify(result.envelope.data)).toContain(`"code":"${code}"`);
    }
    const garbage = Buffer.from(Array.from({ length: 1_100_000 }, (_, i) => (i * 7919) % 256)).toString('latin1');
    const big = await call(enterprise, paths.disbursementCheck, { fileName: 'x.csv', csv: garbage });
    expect(big.status).toBe(413);
    const tooMany = await call(enterprise, paths.disbursementCheck, { fileName: 'x.csv', csv: payroll(5001) });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.envelope.data)).toContain('"code":"rows"');
    for (const body of [
      {},
      { fileName: 'x.csv' },
      { fileName: '', csv: 'a' },
      { fileName: '<b>.csv', csv: 'a' },
      { fileName: 'x.csv', csv: 42 },
    ]) {
      const bad = await call(enterprise, paths.disbursementCheck, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('is offered to the categories whose menus have it only', async () => {
    const refused = await call(consumer, paths.disbursementCheck, { fileName: 'x.csv', csv: payroll(1) });
    expect(refused.envelope.errCode).toBe(ErrCode.serviceUnknown);
  });

  it('pays 1,000 rows in one transaction, once: a retry answers the same batch and pays nothing again', async () => {
    const csv = `${payroll(1000)}7709999999,1000,NO-WALLET\n`;
    const requestId = newRequestId();
    const total = await ledgerTotal(env.server.db);
    const before = await balanceOfLogin(env.server.db, 'enterprise');
    const payeesBefore = await balanceOfLogin(env.server.db, 'consumer');

    const wrong = await submit(csv, requestId, await masked('0000'));
    expect(wrong.envelope.errCode).toBe(ErrCode.pinWrong);
    expect(await balanceOfLogin(env.server.db, 'enterprise')).toBe(before);

    const t0 = performance.now();
    const first = await submit(csv, requestId, await masked(DEMO_PIN));
    const ms = performance.now() - t0;
    expect(first.status, JSON.stringify(first.envelope)).toBe(200);
    console.log(`[disbursement] ${backend.name}: 1,001 rows checked and 1,000 paid in ${Math.round(ms)} ms`);
    const paid = v.parse(disbursementBatchSchema, first.envelope.data);
    expect(paid.batch).toMatchObject({ status: 'partial', fileName: 'pay.csv' });
    expect(paid.batch.totals).toMatchObject({
      rows: 1001,
      payable: 1000,
      refused: 1,
      amount: '1000000.00',
      fee: '100000.00',
    });
    expect(paid.rows.filter((row) => row.status === 'paid')).toHaveLength(1000);
    expect(paid.rows.at(-1)).toMatchObject({ line: 1002, status: 'refused', problems: ['unknownWallet'] });
    const after = await balanceOfLogin(env.server.db, 'enterprise');
    expect(before - after).toBe(110_000_000n); // 1,000,000.00 + 1,000 × 100.00 fee, in minor units
    // the consumer's number is on every sixth row: 167 rows of 1,000.00
    expect((await balanceOfLogin(env.server.db, 'consumer')) - payeesBefore).toBe(16_700_000n);

    const [again, concurrent] = await Promise.all([
      submit(csv, requestId, await masked(DEMO_PIN)),
      submit(csv, requestId, await masked(DEMO_PIN)),
    ]);
    for (const retry of [again, concurrent]) {
      expect(v.parse(disbursementBatchSchema, retry.envelope.data).batch.batchId).toBe(paid.batch.batchId);
    }
    expect(await balanceOfLogin(env.server.db, 'enterprise')).toBe(after);
    expect(await ledgerTotal(env.server.db)).toBe(total);

    const conflict = await call(enterprise, paths.disbursementSubmit, {
      fileName: 'other.csv',
      csv: payroll(2),
      requestId,
      pin: await masked(DEMO_PIN),
    });
    expect(conflict.envelope.errCode).toBe(ErrCode.idempotencyConflict);

    const list = v.parse(
      disbursementBatchListSchema,
      (await call(enterprise, paths.disbursementBatches)).envelope.data,
    );
    expect(list.batches[0]).toMatchObject({ batchId: paid.batch.batchId, transactionId: paid.batch.transactionId });
    const one = await call(enterprise, paths.disbursementBatch, { batchId: paid.batch.batchId });
    expect(v.parse(disbursementBatchSchema, one.envelope.data).rows).toHaveLength(1001);
    // another user's batch is not found
    const foreign = await call(consumer, paths.disbursementBatch, { batchId: paid.batch.batchId });
    expect(foreign.envelope.errCode).not.toBe(0);
    expect(foreign.status).not.toBeGreaterThanOrEqual(500);
  });

  it('refuses a file with nothing payable, and a batch the balance cannot cover, paying nothing', async () => {
    const before = await balanceOfLogin(env.server.db, 'enterprise');
    const nothing = await submit(
      'mobile,amount,reference\n7709999999,1000,A\n',
      newRequestId(),
      await masked(DEMO_PIN),
    );
    expect([nothing.status, JSON.stringify(nothing.envelope.data)]).toEqual([
      400,
      expect.stringContaining('nothingPayable'),
    ]);
    const rows = ['mobile,amount,reference'];
    for (let i = 0; i < 3; i++) rows.push(`${PAYEES[i]},9000000,BIG-${i}`);
    const tooMuch = await submit(rows.join('\n'), newRequestId(), await masked(DEMO_PIN));
    expect(tooMuch.envelope.errCode).toBe(ErrCode.insufficientFunds);
    expect(await balanceOfLogin(env.server.db, 'enterprise')).toBe(before);
  });
});
