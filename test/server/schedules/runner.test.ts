import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { nextOccurrence, type Occurrence } from '../../../src/api/contract/schedules';
import { findUserByLogin } from '../../../server/account/users';
import { defaultRateLimits } from '../../../server/config';
import { migrate } from '../../../server/db/migrate';
import { openPostgres } from '../../../server/db/postgres';
import type { Db } from '../../../server/db/types';
import type { Deps } from '../../../server/deps';
import { createLogger } from '../../../server/log';
import { createScheduleRunner, runRequestId } from '../../../server/schedules/runner';
import { insertSchedule } from '../../../server/schedules/schedules.repository';
import { seedIfNeeded } from '../../../server/seed';
import { fastTestHasher, pgliteBackend, testDatabaseUrl, testKeys, testMaskKey } from '../support/backends';

/**
 * Issue 16: the scheduled payments runner, a job queue on the database. Each due occurrence runs
 * exactly once — with two runners at once (on PostgreSQL: two processes' worth, separate pools) —
 * through the payments domain, and the ledger is conserved.
 */

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;

interface Setup {
  name: string;
  /** two handles on the same database: separate pools on PostgreSQL, the same PGlite twice */
  open(): Promise<{ a: Db; b: Db; dispose(): Promise<void> }>;
}

const setups: Setup[] = [
  {
    name: 'pglite (one process, two runners)',
    async open() {
      const { db, dispose } = await pgliteBackend.open();
      return { a: db, b: db, dispose };
    },
  },
];
if (testDatabaseUrl !== undefined) {
  const url = testDatabaseUrl;
  setups.push({
    name: 'postgresql (two runners, separate pools)',
    async open() {
      const schema = `test_sched_${process.pid}_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const a = openPostgres(url, { schema, max: 4 });
      const b = openPostgres(url, { schema, max: 4 });
      await migrate(a);
      await seedIfNeeded(a, { keys: testKeys, nowMs: Date.now(), hashPassword: fastTestHasher });
      return {
        a,
        b,
        async dispose() {
          await a.close();
          await b.close();
          const cleanup = new pg.Client({ connectionString: url });
          await cleanup.connect();
          await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
          await cleanup.end();
        },
      };
    },
  });
}

const depsOf = (db: Db, now: () => number): Deps => ({
  db,
  keys: testKeys,
  limits: defaultRateLimits,
  now,
  log: createLogger('silent'),
  maskKey: testMaskKey,
});

const baghdadDay = (ms: number) => new Date(ms + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function walletBalance(db: Db, login: string): Promise<bigint> {
  const { rows } = await db.query<{ b: string }>(
    `SELECT coalesce(sum(p.amount_minor), 0)::text AS b FROM postings p
       JOIN ledger_accounts a ON a.id = p.account_id JOIN users u ON u.id = a.user_id
      WHERE u.login = $1 AND a.pouch_type = 'EMONEY'`,
    [login],
  );
  return BigInt(rows[0]?.b ?? '0');
}

describe.each(setups)('scheduled payments runner on $name', (setup) => {
  let handles: { a: Db; b: Db; dispose(): Promise<void> };
  beforeAll(async () => {
    handles = await setup.open();
  }, 120_000);
  afterAll(() => handles?.dispose());

  it('runs 200 due occurrences exactly once with two runners at once, and the ledger is conserved', async () => {
    const { a, b } = handles;
    const now = Date.now();
    const vendor = await findUserByLogin(a, 'vendor');
    if (vendor === undefined) throw new Error('no vendor');
    // 50 weekly schedules, each 4 weeks behind: 200 due occurrences, caught up one by one
    const weekday = (['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const)[
      new Date(now - 4 * WEEK + 3 * 60 * 60 * 1000).getUTCDay()
    ]!;
    const occurrence: Occurrence = {
      type: 'weekly',
      week: weekday,
      startDate: baghdadDay(now - 4 * WEEK - DAY),
      endDate: baghdadDay(now - DAY),
      time: '00:00',
    };
    const first = nextOccurrence(occurrence, now - 5 * WEEK);
    expect(first).not.toBeNull();
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      const s = await insertSchedule(
        a,
        {
          userId: vendor.id,
          serviceCode: 'SEND_MONEY',
          recipientMobile: '7701000001',
          recipientName: 'Layla H.',
          amountMinor: 100_000n, // 1,000.00 IQD
          note: null,
          occurrence,
          locale: 'en',
          nextRunAt: first!,
        },
        now,
      );
      ids.push(s.id);
    }
    const before = await a.query<{ total: string }>(
      'SELECT coalesce(sum(amount_minor), 0)::text AS total FROM postings',
    );
    const vendorBefore = await walletBalance(a, 'vendor');
    const consumerBefore = await walletBalance(a, 'consumer');

    const one = createScheduleRunner(depsOf(a, () => now));
    const two = createScheduleRunner(depsOf(b, () => now));
    const [ranA, ranB] = await Promise.all([one.runDue(), two.runDue()]);
    expect(ranA + ranB).toBe(200);
    // both took a share of the queue
    expect(ranA).toBeGreaterThan(0);
    expect(ranB).toBeGreaterThan(0);

    const runs = await a.query<{ status: string; n: number; distinct_occ: number; txns: number }>(
      `SELECT status, count(*)::int AS n, count(DISTINCT (schedule_id, occurrence_at))::int AS distinct_occ,
              count(DISTINCT transaction_public_id)::int AS txns
         FROM schedule_runs WHERE schedule_id = ANY (string_to_array($1, ',')::bigint[]) GROUP BY status`,
      [ids.join(',')],
    );
    expect(runs.rows).toEqual([{ status: 'success', n: 200, distinct_occ: 200, txns: 200 }]);
    const txns = await a.query<{ n: number; moved: string; fees: string }>(
      `SELECT count(*)::int AS n, sum(amount_minor)::text AS moved, sum(fee_minor)::text AS fees FROM transactions
        WHERE initiator_user_id = $1::bigint AND request_id LIKE 'sch-%' AND status = 1`,
      [vendor.id],
    );
    expect(txns.rows[0]?.n).toBe(200);
    expect(txns.rows[0]?.moved).toBe(String(200n * 100_000n));
    // the ledger: every entry balanced, the payer paid amount and fee 200 times, the payee got the amounts
    const after = await a.query<{ total: string }>(
      'SELECT coalesce(sum(amount_minor), 0)::text AS total FROM postings',
    );
    expect(after.rows[0]?.total).toBe(before.rows[0]?.total);
    expect(vendorBefore - (await walletBalance(a, 'vendor'))).toBe(200n * 100_000n + BigInt(txns.rows[0]!.fees));
    expect((await walletBalance(a, 'consumer')) - consumerBefore).toBe(200n * 100_000n);
    // every schedule is over (its end date passed) and nothing is due any more
    const open = await a.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM schedules WHERE id = ANY (string_to_array($1, ',')::bigint[]) AND status <> 'finished'`,
      [ids.join(',')],
    );
    expect(open.rows[0]?.n).toBe(0);
    expect(await one.runDue()).toBe(0);

    // a process that stopped between its claim and the payment: the run is retried after 5 minutes
    // under the same requestId, which finds the first payment instead of paying again
    const stale = await a.query<{ id: string; transaction_public_id: string }>(
      `UPDATE schedule_runs SET status = 'running', claimed_at = $2
        WHERE id = (SELECT min(id) FROM schedule_runs WHERE schedule_id = $1::bigint)
        RETURNING id::text AS id, transaction_public_id`,
      [ids[0]!, new Date(now - 6 * 60_000).toISOString()],
    );
    const vendorNow = await walletBalance(a, 'vendor');
    expect(await two.runDue()).toBe(1);
    const retried = await a.query<{ status: string; transaction_public_id: string }>(
      'SELECT status, transaction_public_id FROM schedule_runs WHERE id = $1::bigint',
      [stale.rows[0]!.id],
    );
    expect(retried.rows).toEqual([{ status: 'success', transaction_public_id: stale.rows[0]!.transaction_public_id }]);
    expect(await walletBalance(a, 'vendor')).toBe(vendorNow);
  }, 180_000);

  it('records a refused run with its reason (insufficient balance), tells the user, and advances', async () => {
    const { a } = handles;
    let now = Date.now();
    const merchant = await findUserByLogin(a, 'merchant');
    if (merchant === undefined) throw new Error('no merchant');
    const occurrence: Occurrence = {
      type: 'monthly',
      month: '31',
      startDate: baghdadDay(now),
      endDate: baghdadDay(now + 400 * DAY),
      time: '12:00',
    };
    const first = nextOccurrence(occurrence, now)!;
    const s = await insertSchedule(
      a,
      {
        userId: merchant.id,
        serviceCode: 'SEND_MONEY',
        recipientMobile: '7701000001',
        recipientName: 'Layla H.',
        amountMinor: 400_000_000n, // 4,000,000.00 IQD: more than the merchant has
        note: 'rent',
        occurrence,
        locale: 'en',
        nextRunAt: first,
      },
      now,
    );
    const runner = createScheduleRunner(depsOf(a, () => now));
    expect(await runner.runDue()).toBe(0); // not due yet
    now = first + 1000;
    expect(await runner.runDue()).toBe(1);
    const { rows } = await a.query<{ status: string; err_code: number; message: string; request_id: string }>(
      'SELECT status, err_code, message, request_id FROM schedule_runs WHERE schedule_id = $1::bigint',
      [s.id],
    );
    expect(rows).toEqual([
      {
        status: 'failure',
        err_code: ErrCode.insufficientFunds,
        message: expect.any(String),
        request_id: runRequestId(s.id, first),
      },
    ]);
    const notice = await a.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1::bigint AND title->>'en' = 'A scheduled payment failed'`,
      [merchant.id],
    );
    expect(notice.rows[0]?.n).toBe(1);
    const next = await a.query<{ next_run_at: Date; status: string }>(
      'SELECT next_run_at, status FROM schedules WHERE id = $1::bigint',
      [s.id],
    );
    // the next month's last day (or the 31st) at 12:00 Baghdad
    expect(new Date(next.rows[0]!.next_run_at).getTime()).toBe(nextOccurrence(occurrence, first + 60_000));
    expect(next.rows[0]?.status).toBe('active');
  });
});

describe('occurrences', () => {
  it('weekly on a weekday and monthly on a day (a short month: its last day), at the time in Baghdad', () => {
    const weekly: Occurrence = {
      type: 'weekly',
      week: 'MON',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      time: '09:30',
    };
    // 2026-01-05 is a Monday; 09:30 in Baghdad is 06:30 UTC
    expect(new Date(nextOccurrence(weekly, Date.parse('2026-01-01T00:00:00Z'))!).toISOString()).toBe(
      '2026-01-05T06:30:00.000Z',
    );
    expect(new Date(nextOccurrence(weekly, Date.parse('2026-01-05T06:31:00Z'))!).toISOString()).toBe(
      '2026-01-12T06:30:00.000Z',
    );
    expect(nextOccurrence(weekly, Date.parse('2026-01-26T06:31:00Z'))).toBeNull();
    const monthly: Occurrence = {
      type: 'monthly',
      month: '31',
      startDate: '2026-02-01',
      endDate: '2026-04-30',
      time: '00:00',
    };
    expect(new Date(nextOccurrence(monthly, Date.parse('2026-01-01T00:00:00Z'))!).toISOString()).toBe(
      '2026-02-27T21:00:00.000Z',
    );
    expect(new Date(nextOccurrence(monthly, Date.parse('2026-02-28T00:00:00Z'))!).toISOString()).toBe(
      '2026-03-30T21:00:00.000Z',
    );
  });
});
