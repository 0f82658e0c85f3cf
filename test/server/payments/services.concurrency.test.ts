import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { transactionResultSchema } from '../../../src/api/contract/transactions';
import { formatMinor, parseMajor } from '../../../server/ledger/ledger';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';
import { balanceOfLogin, ledgerTotal } from '../support/services';
import { callerFor, type Caller } from '../support/transact';

/**
 * The ledger under real concurrency (DESIGN.md: concurrency claims are proven on PostgreSQL):
 * transfers among three agents at once, some overdrawing, some in opposite directions (the
 * account locks are taken in id order, so two opposite transfers cannot deadlock). PGlite has one
 * connection, so there the same burst is serialized: the invariants still hold, and CI's
 * PostgreSQL run is the one that proves them under contention.
 */
describe.each(backends)('concurrent transfers on $name', (backend) => {
  const env = withTestServer(backend);

  it('keeps the total, never lets a wallet go negative, and posts each success exactly once', async () => {
    const logins = ['agent', 'chainstore', 'minihouston'] as const;
    const phones = { agent: '7701000003', chainstore: '7701000004', minihouston: '7701000005' } as const;
    const callers = new Map<string, Caller>();
    for (const login of logins) callers.set(login, await callerFor(env.server, login));
    const before = await Promise.all(logins.map((l) => balanceOfLogin(env.server.db, l)));
    const zero = await ledgerTotal(env.server.db);

    // 40 transfers, deterministic: every pair both ways; amounts up to 900,000 IQD against
    // minihouston's 320,000 and chainstore's 1,250,000, so a good part of them overdraw.
    const transfers = Array.from({ length: 40 }, (_, i) => {
      const from = logins[i % 3] ?? 'agent';
      const to = logins[(i + 1 + (i % 2)) % 3] ?? 'chainstore';
      const amount = 10_000 + ((i * 7919) % 89) * 10_000; // 10,000 … 890,000
      return { from, to, amount: String(amount) };
    });
    // Which of those overdraw depends on the order the burst lands in (PGlite serializes it in
    // arrival order, which load changes), so one more asks minihouston for more than the three
    // wallets hold together: it is refused in every order.
    const more = formatMinor(before.reduce((a, b) => a + b, 0n) + parseMajor('10000'));
    expect(parseMajor(more)).toBeLessThan(parseMajor('50000000')); // under the service's maximum
    transfers.push({ from: 'minihouston', to: 'agent', amount: more });
    const results = await Promise.all(
      transfers.map(({ from, to, amount }) =>
        (callers.get(from) as Caller).submit({
          serviceCode: 'AGENT_TO_AGENT_TRANSFER',
          recipientMobile: phones[to as keyof typeof phones],
          amount,
        }),
      ),
    );

    for (const result of results) expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    const succeeded = results.filter((r) => r.envelope.responseCode === 0);
    const refused = results.filter((r) => r.envelope.responseCode !== 0);
    for (const r of refused) expect(r.envelope.errCode).toBe(ErrCode.insufficientFunds);
    expect(succeeded.length).toBeGreaterThan(10);
    expect(refused.length).toBeGreaterThan(0);

    const after = await Promise.all(logins.map((l) => balanceOfLogin(env.server.db, l)));
    for (const balance of after) expect(balance).toBeGreaterThanOrEqual(0n);
    // agent-to-agent has no fee: the three wallets together hold what they held
    expect(after.reduce((a, b) => a + b, 0n)).toBe(before.reduce((a, b) => a + b, 0n));
    expect(await ledgerTotal(env.server.db)).toBe(zero);

    // each success is one entry of two postings; each wallet moved by exactly its successes
    const ids = succeeded.map((r) => v.parse(transactionResultSchema, r.envelope.data).transactionId);
    const { rows } = await env.server.db.query<{ public_id: string; postings: number }>(
      `SELECT t.public_id, count(p.id)::int AS postings FROM transactions t JOIN postings p ON p.entry_id = t.entry_id
        WHERE t.public_id = ANY(string_to_array($1, ',')) GROUP BY t.public_id`,
      [ids.join(',')],
    );
    expect(rows).toHaveLength(succeeded.length);
    for (const row of rows) expect(row.postings).toBe(2);
    const expected = new Map(logins.map((l, i) => [l as string, before[i] ?? 0n]));
    results.forEach((result, i) => {
      const transfer = transfers[i];
      if (result.envelope.responseCode !== 0 || transfer === undefined) return;
      const minor = parseMajor(transfer.amount);
      expected.set(transfer.from, (expected.get(transfer.from) ?? 0n) - minor);
      expected.set(transfer.to, (expected.get(transfer.to) ?? 0n) + minor);
    });
    expect(after.map(formatMinor)).toEqual(logins.map((l) => formatMinor(expected.get(l) ?? 0n)));
  });
});
