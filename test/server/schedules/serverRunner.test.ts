import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as paths from '../../../src/api/contract/paths';
import { scheduleAnswerSchema, scheduleListSchema, type Schedule } from '../../../src/api/contract/schedules';
import { createLogger } from '../../../server/log';
import { startServer } from '../../../server/server';
import { DEMO_PIN } from '../../../server/seed/demoUsers';
import { fastTestHasher, pgliteBackend, type TestDatabase } from '../support/backends';
import { TestClock, testConfig, type TestServer } from '../support/server';
import { callerFor, masked, type Caller } from '../support/transact';

/**
 * Issue 16: the runner starts with the server (SCHEDULE_POLL_MS) and pays a schedule once its
 * occurrence has come — the payment in the ledger and both parties notified — and stops when the
 * server closes.
 */
describe('the server runs due scheduled payments', () => {
  let database: TestDatabase;
  let server: TestServer;
  let close: () => Promise<void>;
  let merchant: Caller;

  beforeAll(async () => {
    database = await pgliteBackend.open();
    const clock = new TestClock();
    const running = await startServer({
      config: { ...testConfig(), schedulePollMs: 100 },
      db: database.db,
      now: clock.now,
      hashPassword: fastTestHasher,
      log: createLogger('silent'),
    });
    close = running.close;
    server = { url: running.url, db: database.db, clock, close: running.close };
    merchant = await callerFor(server, 'merchant');
  });
  afterAll(async () => {
    await close?.();
    await database?.dispose();
  });

  const call = (path: string, json?: unknown) =>
    merchant.client.call('POST', path, { userToken: merchant.token, ...(json === undefined ? {} : { json }) });
  const baghdadDay = (ms: number) => new Date(ms + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

  it('pays the occurrence once it has come, records the run with its transaction, and notifies', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const now = server.clock.now();
    // weekly, from the minute after next (Baghdad time): the session is still open when it comes
    const at = Math.ceil(now / 60_000) * 60_000 + 60_000;
    const local = new Date(at + 3 * 60 * 60 * 1000);
    const created = await call(paths.scheduleCreate, {
      recipientMobile: '7701000002',
      amount: '1000',
      occurrence: {
        type: 'weekly',
        week: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'][local.getUTCDay()],
        startDate: baghdadDay(at),
        endDate: baghdadDay(at + 30 * DAY),
        time: local.toISOString().slice(11, 16),
      },
      pin: await masked(DEMO_PIN),
    });
    expect(created.status, JSON.stringify(created.envelope)).toBe(200);
    const { schedule } = v.parse(scheduleAnswerSchema, created.envelope.data);
    const first = Date.parse(schedule.nextRunAt!);
    expect(first).toBe(at);

    // nothing is due yet: a few polls go by without a run
    await new Promise((resolve) => setTimeout(resolve, 400));
    const list = async (): Promise<Schedule> => {
      const result = await call(paths.scheduleList, {});
      expect(result.status, JSON.stringify(result.envelope)).toBe(200);
      return v.parse(scheduleListSchema, result.envelope.data).schedules[0]!;
    };
    expect((await list()).runs).toEqual([]);

    server.clock.advance(first - now + 1000);
    let after = await list();
    for (let i = 0; i < 100 && after.runs[0]?.status !== 'success'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await list();
    }
    expect(after.runs).toEqual([
      {
        occurrenceAt: new Date(first).toISOString(),
        status: 'success',
        transactionId: expect.stringMatching(/^TX\d{18}$/),
        errCode: null,
        message: null,
      },
    ]);
    expect(Date.parse(after.nextRunAt!)).toBe(first + 7 * DAY);
    const transactionId = after.runs[0]!.transactionId!;
    const { rows } = await server.db.query<{ service_code: string; amount: string; status: number }>(
      `SELECT service_code, amount_minor::text AS amount, status FROM transactions WHERE public_id = $1`,
      [transactionId],
    );
    expect(rows).toEqual([{ service_code: 'SEND_MONEY', amount: '100000', status: 1 }]);
    const notified = await server.db.query<{ login: string }>(
      `SELECT u.login FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE n.transaction_public_id = $1 ORDER BY u.login`,
      [transactionId],
    );
    expect(notified.rows.map((r) => r.login)).toEqual(['consumer2fa', 'merchant']);
  });
});
