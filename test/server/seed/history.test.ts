import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate';
import { wrapPglite } from '../../../server/db/pglite';
import { openPostgres } from '../../../server/db/postgres';
import type { Db } from '../../../server/db/types';
import { parseMajor } from '../../../server/ledger/ledger';
import { seedIfNeeded } from '../../../server/seed';
import { demoUsers } from '../../../server/seed/demoUsers';
import { HISTORY_ROWS, historyProfiles, historyWindow, seedHistory } from '../../../server/seed/history';
import { countHistoryViolations, switchTriggers } from '../../../server/seed/history.repository';
import { backends, fastTestHasher, testDatabaseUrl, testKeys, type TestBackend } from '../support/backends';

/**
 * The seeded history (server/seed/history.ts): 5,000 transactions over 18 months for one account of
 * each wallet category, every status, several services, both directions; a balanced ledger entry
 * for each that moved money, dated in the past; every final balance the seeded one and no running
 * balance below zero; the same rows on every seed; checked by the ledger's own triggers too.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const historyLogins = historyProfiles.map((profile) => profile.login);

/** A fresh, migrated, empty database of the backend's kind (not the seeded template). */
async function emptyDatabase(backend: TestBackend): Promise<{ db: Db; dispose(): Promise<void> }> {
  if (backend.name === 'pglite') {
    const db = wrapPglite(await PGlite.create(), 'pglite in memory (history test)');
    await migrate(db);
    return { db, dispose: () => db.close() };
  }
  const url = testDatabaseUrl ?? '';
  const schema = `test_history_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = openPostgres(url, { schema, max: 3 });
  await migrate(db);
  return {
    db,
    async dispose() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

const seedOptions = (nowMs: number, history: boolean) => ({
  keys: testKeys,
  nowMs,
  hashPassword: fastTestHasher,
  history,
});

/**
 * The history's rows as a user sees them, in order: what must come out the same on every seed
 * (the receipts' balance after depends on what the wallet held before, so it is left out).
 */
async function historyRows(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ row: string }>(
    `SELECT concat_ws('|', u.login, t.public_id, t.service_code, t.status, p.direction, t.amount_minor, t.fee_minor,
                      t.counterparty_name, t.counterparty_identifier, t.created_at, t.status_message) AS row
       FROM transactions t JOIN transaction_parties p ON p.transaction_id = t.id JOIN users u ON u.id = p.user_id
      WHERE t.body_hash = 'history' ORDER BY u.login, t.request_id`,
  );
  return rows.map((r) => r.row);
}

describe.each(backends)('seeded history on $name', (backend) => {
  const nowMs = Date.parse('2026-03-15T09:30:00Z');
  let fresh: { db: Db; dispose(): Promise<void> };

  beforeAll(async () => {
    fresh = await emptyDatabase(backend);
    expect(await seedIfNeeded(fresh.db, seedOptions(nowMs, true))).toBe(true);
  });
  afterAll(() => fresh?.dispose());

  it('gives one account of each wallet category 5,000 transactions over 18 months', async () => {
    const categories = new Set(demoUsers.filter((u) => historyLogins.includes(u.login)).map((u) => u.category));
    expect([...categories].sort()).toEqual(['agent', 'consumer', 'enterprise', 'merchant', 'superAgent', 'vendor']);
    expect(historyLogins).not.toContain('consumer2fa');
    const { rows } = await fresh.db.query<{
      login: string;
      n: number;
      first_ms: string;
      last_ms: string;
      statuses: string;
      services: number;
      directions: string;
      success: number;
      nameless: number;
    }>(
      `SELECT u.login, count(*)::int AS n,
              (extract(epoch FROM min(t.created_at)) * 1000)::bigint::text AS first_ms,
              (extract(epoch FROM max(t.created_at)) * 1000)::bigint::text AS last_ms,
              string_agg(DISTINCT t.status::text, ',' ORDER BY t.status::text) AS statuses,
              count(DISTINCT t.service_code)::int AS services,
              string_agg(DISTINCT p.direction, ',' ORDER BY p.direction) AS directions,
              count(*) FILTER (WHERE t.status = 1)::int AS success,
              count(*) FILTER (WHERE p.counterparty_name IS NULL OR p.counterparty_identifier IS NULL)::int AS nameless
         FROM transactions t JOIN transaction_parties p ON p.transaction_id = t.id JOIN users u ON u.id = p.user_id
        GROUP BY u.login ORDER BY u.login`,
    );
    expect(rows.map((r) => r.login)).toEqual([...historyLogins].sort());
    const window = historyWindow(nowMs);
    for (const row of rows) {
      expect(row.n, row.login).toBeGreaterThanOrEqual(HISTORY_ROWS);
      expect(Number(row.first_ms)).toBeGreaterThanOrEqual(window.startMs);
      expect(Number(row.first_ms)).toBeLessThan(nowMs - 540 * DAY_MS);
      expect(Number(row.last_ms)).toBeLessThan(window.endMs);
      expect(Number(row.last_ms)).toBeGreaterThan(nowMs - 2 * DAY_MS);
      expect(row.statuses).toBe('0,1,2');
      expect(row.success / row.n).toBeGreaterThan(0.85);
      expect(row.services).toBeGreaterThanOrEqual(3);
      expect(row.directions).toBe('credit,debit');
      expect(row.nameless).toBe(0);
    }
  });

  it('posts what moved as balanced entries dated with their transactions, and nothing for the failed', async () => {
    const { rows } = await fresh.db.query<{ unbalanced: number; short: number; total: string; misdated: number }>(
      `WITH sums AS (
         SELECT j.id, count(p.id) AS n, COALESCE(sum(p.amount_minor), 0) AS total
           FROM journal_entries j LEFT JOIN postings p ON p.entry_id = j.id GROUP BY j.id
       )
       SELECT (SELECT count(*) FROM sums WHERE total <> 0)::int AS unbalanced,
              (SELECT count(*) FROM sums WHERE n < 2)::int AS short,
              (SELECT COALESCE(sum(amount_minor), 0) FROM postings)::text AS total,
              (SELECT count(*) FROM transactions t JOIN journal_entries j ON j.id = t.entry_id
                WHERE t.body_hash = 'history' AND j.created_at <> t.created_at)::int AS misdated`,
    );
    expect(rows[0]).toEqual({ unbalanced: 0, short: 0, total: '0', misdated: 0 });
    const posted = await fresh.db.query<{ status: number; with_entry: boolean; n: number }>(
      `SELECT status, entry_id IS NOT NULL AS with_entry, count(*)::int AS n FROM transactions
        WHERE body_hash = 'history' GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(posted.rows.map((r) => [r.status, r.with_entry])).toEqual([
      [0, true],
      [1, true],
      [2, false],
    ]);
    expect(await countHistoryViolations(fresh.db)).toBe(0);
  });

  it('keeps every final balance the seeded one, and no running balance below zero', async () => {
    const { rows } = await fresh.db.query<{
      login: string;
      balance: string;
      lowest: string;
      first_is_opening: boolean;
    }>(
      `WITH moves AS (
         SELECT a.user_id, p.entry_id, sum(p.amount_minor) AS delta
           FROM ledger_accounts a JOIN postings p ON p.account_id = a.id
          WHERE a.pouch_type = 'EMONEY' GROUP BY a.user_id, p.entry_id
       ), running AS (
         SELECT m.user_id, j.kind, COALESCE(t.created_at, j.created_at) AS at, m.entry_id,
                sum(m.delta) OVER (PARTITION BY m.user_id ORDER BY COALESCE(t.created_at, j.created_at), m.entry_id)
                  AS balance
           FROM moves m JOIN journal_entries j ON j.id = m.entry_id LEFT JOIN transactions t ON t.entry_id = m.entry_id
       )
       SELECT u.login, (SELECT balance FROM running r WHERE r.user_id = u.id ORDER BY at DESC, entry_id DESC LIMIT 1)::text
                AS balance,
              (SELECT min(balance) FROM running r WHERE r.user_id = u.id)::text AS lowest,
              (SELECT kind = 'opening_balance' FROM running r WHERE r.user_id = u.id ORDER BY at, entry_id LIMIT 1)
                AS first_is_opening
         FROM users u WHERE EXISTS (SELECT 1 FROM running r WHERE r.user_id = u.id) ORDER BY u.login`,
    );
    const expected = demoUsers.filter((u) => u.openingBalanceIqd !== null);
    expect(rows.map((r) => r.login)).toEqual(expected.map((u) => u.login).sort());
    for (const row of rows) {
      const user = expected.find((u) => u.login === row.login);
      expect(BigInt(row.balance), row.login).toBe(parseMajor(user?.openingBalanceIqd ?? 'x'));
      expect(BigInt(row.lowest) >= 0n, `${row.login} goes below zero`).toBe(true);
      expect(row.first_is_opening, row.login).toBe(true);
    }
  });

  it('seeds the same rows every time, on a fresh database and on one seeded before, and only once', async () => {
    const again = await backend.open();
    try {
      expect(await historyRows(again.db)).toEqual([]);
      expect(await seedIfNeeded(again.db, seedOptions(nowMs, true))).toBe(false);
      const rows = await historyRows(again.db);
      expect(rows).toHaveLength(historyLogins.length * HISTORY_ROWS);
      expect(rows).toEqual(await historyRows(fresh.db));
      await seedIfNeeded(again.db, seedOptions(nowMs + DAY_MS, true));
      expect(await historyRows(again.db)).toEqual(rows);
    } finally {
      await again.dispose();
    }
  }, 90_000);

  it('has a check that catches an entry that does not balance', async () => {
    const broken = fresh.db.transaction(async (tx) => {
      await switchTriggers(tx, false);
      await tx.query(
        `INSERT INTO postings (entry_id, account_id, amount_minor)
         SELECT j.id, p.account_id, 1 FROM journal_entries j JOIN postings p ON p.entry_id = j.id
          WHERE j.idempotency_key LIKE 'history:%' LIMIT 1`,
      );
      await switchTriggers(tx, true);
      throw new Error(`violations: ${await countHistoryViolations(tx)}`);
    });
    await expect(broken).rejects.toThrow('violations: 1');
  });

  // PostgreSQL only: the bulk load turns the triggers off only for a superuser, always the case on PGlite
  const onPostgres = backend.name === 'postgresql' ? it : () => undefined;
  onPostgres(
    'passes the ledger’s own per-row triggers when they are on',
    async () => {
      // row by row through the triggers, 30,000 transactions took 75 s: 600 (100 a profile) run the
      // same generator through the same triggers, and come out as the bulk load makes them
      const rows = 100;
      const [checked, bulk] = [await emptyDatabase(backend), await emptyDatabase(backend)];
      try {
        for (const { db } of [checked, bulk]) await seedIfNeeded(db, seedOptions(nowMs, false));
        await checked.db.transaction((tx) => seedHistory(tx, nowMs, { bulkLoad: 'never', rows }));
        await bulk.db.transaction((tx) => seedHistory(tx, nowMs, { bulkLoad: 'auto', rows }));
        const seeded = await historyRows(checked.db);
        expect(seeded).toHaveLength(rows * historyProfiles.length);
        expect(seeded).toEqual(await historyRows(bulk.db));
      } finally {
        await checked.dispose();
        await bulk.dispose();
      }
    },
    120_000,
  );
});
