import { randomBytes } from 'node:crypto';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { transactionResultSchema } from '../../../src/api/contract/transactions';
import { migrate } from '../../../server/db/migrate';
import { openPostgres } from '../../../server/db/postgres';
import type { Db } from '../../../server/db/types';
import { formatMinor, keptBalanceDrift, parseMajor } from '../../../server/ledger/ledger';
import { seedIfNeeded } from '../../../server/seed';
import { DEMO_PIN } from '../../../server/seed/demoUsers';
import { fastTestHasher, TEST_SECRET, testDatabaseUrl, testKeys } from '../support/backends';
import { ApiClient } from '../support/client';
import { startServerProcess, type ServerProcess } from '../support/processes';
import { balanceOfLogin, ledgerTotal } from '../support/services';
import { masked } from '../support/transact';

/**
 * Issue 19, "ledger concurrency on PostgreSQL … across two server processes": two real back ends
 * (`tsx server/main.ts`, each with its own connection pool) on one fresh schema, 200 transfers
 * fired at once and split between them. In the burst: opposite-direction pairs between agent and
 * chainstore (chainstore's sends more than it can ever hold), attempts over anyone's balance, the same requestIds
 * sent to both processes at once, and a drain race (minihouston, who receives nothing in the
 * burst, sends 20 × 50,000 IQD against 320,000: exactly six can pass). The database is the only
 * thing the two processes share, so it alone keeps the ledger right.
 */
const PHONES = { agent: '7701000003', chainstore: '7701000004', minihouston: '7701000005' } as const;
type Agent = keyof typeof PHONES;
const AGENTS = Object.keys(PHONES) as Agent[];

interface Planned {
  kind: 'pair' | 'overBalance' | 'duplicate' | 'drain';
  from: Agent;
  to: Agent;
  amount: number;
  requestId: string;
  /** which process: 0 or 1 */
  via: 0 | 1;
}

function plan(run: string): Planned[] {
  const planned: Planned[] = [];
  const id = (n: string) => `two-${run}-${n}`;
  // 150 transfers between agent and chainstore, both directions, alternating processes. Agent sends
  // 75 × 10,000 … 100,000 IQD (3,750,000 in all, within its 5,000,000, so none is refused); chainstore
  // sends 75 × 10,000 … 890,000 (35,990,000), more than it can ever hold (1,250,000 + all it can
  // receive in the burst, 5,350,000), so some of its sends are refused whatever the order
  for (let i = 0; i < 150; i += 1) {
    const forward = i % 2 === 0;
    planned.push({
      kind: 'pair',
      from: forward ? 'agent' : 'chainstore',
      to: forward ? 'chainstore' : 'agent',
      amount: 10_000 + ((i * 7919) % (forward ? 10 : 89)) * 10_000,
      requestId: id(`p${i}`),
      via: (Math.floor(i / 2) % 2) as 0 | 1,
    });
  }
  // 10 over anyone's balance (the three hold 6,570,000 IQD together)
  for (let i = 0; i < 10; i += 1) {
    const from = i % 2 === 0 ? 'agent' : 'chainstore';
    planned.push({
      kind: 'overBalance',
      from,
      to: from === 'agent' ? 'chainstore' : 'agent',
      amount: 30_000_000,
      requestId: id(`o${i}`),
      via: (i % 2) as 0 | 1,
    });
  }
  // 10 requestIds, each sent to both processes at once with the same body
  for (let i = 0; i < 10; i += 1) {
    const from = i % 2 === 0 ? 'agent' : 'chainstore';
    const to = from === 'agent' ? 'chainstore' : 'agent';
    const requestId = id(`d${i}`);
    const amount = 10_000 + i;
    planned.push({ kind: 'duplicate', from, to, amount, requestId, via: 0 });
    planned.push({ kind: 'duplicate', from, to, amount, requestId, via: 1 });
  }
  // the drain race: 20 × 50,000 from 320,000, ten through each process
  for (let i = 0; i < 20; i += 1) {
    planned.push({
      kind: 'drain',
      from: 'minihouston',
      to: i % 2 === 0 ? 'agent' : 'chainstore',
      amount: 50_000,
      requestId: id(`r${i}`),
      via: (i % 2) as 0 | 1,
    });
  }
  // interleaved, so each kind meets every other in the burst
  return planned
    .map((p, i) => ({ p, key: (i * 7919) % planned.length }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.p);
}

const url = testDatabaseUrl;

describe.skipIf(url === undefined)(
  'the ledger across two server processes on PostgreSQL (runs only with TEST_DATABASE_URL)',
  () => {
    const schema = `test_two_${process.pid}_${randomBytes(5).toString('hex')}`;
    let db: Db;
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      db = openPostgres(url ?? '', { schema, max: 3 });
      // seeded here with the suite's cheap password hasher; the processes find it seeded and start
      await migrate(db);
      await seedIfNeeded(db, { keys: testKeys, nowMs: Date.now(), hashPassword: fastTestHasher });
      const target = new URL(url ?? '');
      target.searchParams.set('options', `-c search_path=${schema}`);
      const env = {
        DATABASE_URL: target.toString(),
        // one secret for both: a session, its CSRF pair and the PIN pepper work on either process
        SERVER_SECRET: TEST_SECRET,
        // the burst measures the ledger, not the per-user submit limit (30 a minute by default)
        TRANSACTION_MAX_SUBMITS_PER_USER_PER_MINUTE: '1000',
      };
      const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
      for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
      for (const s of started) if (s.status === 'rejected') throw s.reason;
    });

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await db?.close();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    });

    it('keeps postings summing to zero, no wallet below zero, each requestId booked once, and books exactly the accepted transfers', async () => {
      const [a, b] = servers;
      if (a === undefined || b === undefined) throw new Error('two processes expected');
      expect(a.url).not.toBe(b.url);
      // each agent signs in on process A; the session (in the database) works on B too
      const clients = await Promise.all([ApiClient.connect(a.url, 'agent'), ApiClient.connect(b.url, 'agent')]);
      const tokens = new Map<Agent, string>();
      for (const login of AGENTS) tokens.set(login, await clients[0].signInToken(login));
      const pin = await masked(DEMO_PIN);
      const before = new Map<Agent, bigint>();
      for (const login of AGENTS) before.set(login, await balanceOfLogin(db, login));
      const totalBefore = await ledgerTotal(db);

      const transfers = plan(Date.now().toString(36));
      const started = performance.now();
      const results = await Promise.all(
        transfers.map(async (t) => {
          const result = await clients[t.via].call('POST', paths.transactionSubmit, {
            userToken: tokens.get(t.from) ?? '',
            json: {
              requestId: t.requestId,
              serviceCode: 'AGENT_TO_AGENT_TRANSFER',
              recipientMobile: PHONES[t.to],
              amount: String(t.amount),
              pin,
            },
          });
          return { ...t, ...result };
        }),
      );
      const seconds = (performance.now() - started) / 1000;

      // every answer an envelope of 200: accepted, or refused for want of funds
      for (const r of results) {
        expect(r.status, JSON.stringify(r.envelope)).toBe(200);
        if (r.envelope.responseCode !== 0)
          expect(r.envelope.errCode, JSON.stringify(r.envelope)).toBe(ErrCode.insufficientFunds);
      }
      const accepted = results.filter((r) => r.envelope.responseCode === 0);
      const refused = results.filter((r) => r.envelope.responseCode !== 0);
      const idOf = (r: (typeof results)[number]) => v.parse(transactionResultSchema, r.envelope.data).transactionId;
      console.log(
        `two processes: ${results.length} submits in ${seconds.toFixed(2)} s (${(results.length / seconds).toFixed(0)}/s), ` +
          `${accepted.length} accepted (${accepted.filter((r) => r.via === 0).length} via A, ${accepted.filter((r) => r.via === 1).length} via B), ` +
          `${refused.length} refused`,
      );
      // both processes booked transfers, and the burst met refusals of every planned kind
      expect(accepted.some((r) => r.via === 0) && accepted.some((r) => r.via === 1)).toBe(true);
      expect(refused.filter((r) => r.kind === 'overBalance')).toHaveLength(10);
      expect(refused.some((r) => r.kind === 'pair' && r.from === 'chainstore')).toBe(true);
      expect(refused.filter((r) => r.kind === 'pair' && r.from === 'agent')).toEqual([]);
      expect(accepted.filter((r) => r.kind === 'pair').length).toBeGreaterThan(10);

      // the drain race: exactly six of twenty pass, 20,000 IQD stay
      expect(accepted.filter((r) => r.kind === 'drain')).toHaveLength(6);
      expect(formatMinor(await balanceOfLogin(db, 'minihouston'))).toBe(formatMinor(parseMajor('20000')));

      // a requestId sent to both processes: booked once; two acceptances name the same transaction
      for (const requestId of new Set(results.filter((r) => r.kind === 'duplicate').map((r) => r.requestId))) {
        const pair = accepted.filter((r) => r.requestId === requestId);
        expect(new Set(pair.map(idOf)).size, requestId).toBeLessThanOrEqual(1);
      }
      expect(accepted.filter((r) => r.kind === 'duplicate').length).toBeGreaterThan(0);

      // conservation: every entry's postings sum to zero, and so do all of them
      const unbalanced = await db.query(
        'SELECT entry_id FROM postings GROUP BY entry_id HAVING SUM(amount_minor) <> 0',
      );
      expect(unbalanced.rows).toEqual([]);
      expect(await ledgerTotal(db)).toBe(totalBefore);
      expect(totalBefore).toBe(0n);
      const negative = await db.query<{ id: string }>(
        `SELECT a.id FROM ledger_accounts a JOIN postings p ON p.account_id = a.id
          WHERE a.user_id IS NOT NULL GROUP BY a.id HAVING SUM(p.amount_minor) < 0`,
      );
      expect(negative.rows).toEqual([]);
      // migration 030: each wallet's kept balance is still the sum of its postings
      expect(await keptBalanceDrift(db)).toEqual([]);
      const doubled = await db.query(
        'SELECT initiator_user_id, request_id FROM transactions GROUP BY initiator_user_id, request_id HAVING count(*) > 1',
      );
      expect(doubled.rows).toEqual([]);

      // every accepted transfer has its transaction and its entry of two postings; a refused one neither
      const burstIds = [...new Set(transfers.map((t) => t.requestId))];
      const { rows } = await db.query<{ request_id: string; public_id: string; postings: number; keyed: number }>(
        `SELECT t.request_id, t.public_id, count(p.id)::int AS postings,
                count(*) FILTER (WHERE e.idempotency_key LIKE 'txn:%:' || t.request_id)::int AS keyed
           FROM transactions t JOIN journal_entries e ON e.id = t.entry_id JOIN postings p ON p.entry_id = e.id
          WHERE t.request_id = ANY(string_to_array($1, ',')) GROUP BY t.request_id, t.public_id`,
        [burstIds.join(',')],
      );
      const booked = new Map(rows.map((row) => [row.request_id, row]));
      const acceptedIds = new Set(accepted.map((r) => r.requestId));
      expect(booked.size).toBe(acceptedIds.size);
      for (const r of accepted) {
        const row = booked.get(r.requestId);
        expect(row?.public_id, r.requestId).toBe(idOf(r));
        expect(row?.postings).toBe(2);
        expect(row?.keyed).toBe(2);
      }
      for (const r of refused) {
        if (acceptedIds.has(r.requestId)) continue; // a duplicate whose twin was accepted
        expect(booked.has(r.requestId), r.requestId).toBe(false);
      }
      const entries = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM journal_entries WHERE idempotency_key LIKE 'txn:%:two-%'`,
      );
      expect(entries.rows[0]?.n).toBe(acceptedIds.size);

      // each wallet moved by exactly its accepted transfers (each requestId counted once)
      const expected = new Map(before);
      const counted = new Set<string>();
      for (const r of accepted) {
        if (counted.has(r.requestId)) continue;
        counted.add(r.requestId);
        const minor = parseMajor(String(r.amount));
        expected.set(r.from, (expected.get(r.from) ?? 0n) - minor);
        expected.set(r.to, (expected.get(r.to) ?? 0n) + minor);
      }
      for (const login of AGENTS) {
        expect(formatMinor(await balanceOfLogin(db, login)), login).toBe(formatMinor(expected.get(login) ?? 0n));
      }
      // ~3 s on an idle two-core machine; 16 s seen beside other sessions' suites
    }, 60_000);
  },
);
