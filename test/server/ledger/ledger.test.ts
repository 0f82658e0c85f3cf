import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/types';
import {
  balanceOf,
  balancesForUser,
  formatMinor,
  keptBalanceDrift as keptBalancesOff,
  openAccount,
  parseMajor,
  postEntry,
} from '../../../server/ledger/ledger';
import { demoUsers } from '../../../server/seed/demoUsers';
import { ISSUANCE_ACCOUNT_CODE, walletAccountCode } from '../../../server/seed';
import { LOYALTY_POOL_FUNDING } from '../../../server/payments/accounts';
import { backends, type TestDatabase } from '../support/backends';

describe('amount formatting', () => {
  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [100n, '1.00'],
    [25000000n, '250000.00'],
    [187525050n, '1875250.50'],
    [-1234n, '-12.34'],
    [9007199254740993n, '90071992547409.93'], // beyond 2^53: bigint keeps every unit
  ])('formats %s minor units as %s', (minor, text) => {
    expect(formatMinor(minor)).toBe(text);
    expect(parseMajor(text)).toBe(minor);
  });

  it.each(['1.234', '1e5', '', ' 1', '1,000.00', 'NaN', '0x10'])('refuses %j as an amount', (text) => {
    expect(() => parseMajor(text)).toThrow(RangeError);
  });
});

describe.each(backends)('double-entry ledger on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  const accountId = async (code: string) => {
    const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM ledger_accounts WHERE code = $1', [
      code,
    ]);
    if (rows[0] === undefined) throw new Error(`no account ${code}`);
    return rows[0].id;
  };
  const entryCount = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM journal_entries')).rows[0]?.n;
  beforeAll(async () => {
    database = await backend.open();
    db = database.db;
  });
  afterAll(() => database?.dispose());

  it("gives every demo user the seeded opening balance, as the sum of the wallet's postings", async () => {
    for (const user of demoUsers) {
      const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE login = $1', [
        user.login,
      ]);
      const balances = await balancesForUser(db, rows[0]?.id ?? '');
      expect(balances).toEqual(
        user.openingBalanceIqd === null
          ? []
          : [{ pouchType: 'EMONEY', currencyCode: 'IQD', unusedValueMajor: user.openingBalanceIqd }],
      );
    }
  });

  it('balances to zero over all accounts, the issuance account carrying the opposite of all wallets and the loyalty pool', async () => {
    const total = await db.query<{ sum: string }>('SELECT COALESCE(SUM(amount_minor), 0)::text AS sum FROM postings');
    expect(total.rows[0]?.sum).toBe('0');
    const issued = demoUsers.reduce(
      (sum, u) => sum + (u.openingBalanceIqd === null ? 0n : parseMajor(u.openingBalanceIqd)),
      0n,
    );
    const issuance = await db.query<{ sum: string }>(
      'SELECT SUM(p.amount_minor)::text AS sum FROM postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.code = $1',
      [ISSUANCE_ACCOUNT_CODE],
    );
    expect(BigInt(issuance.rows[0]?.sum ?? '0')).toBe(-(issued + LOYALTY_POOL_FUNDING));
  });

  it('rejects an unbalanced entry at commit and keeps nothing of it', async () => {
    const before = await entryCount();
    const [a, b] = [await accountId(walletAccountCode('1000000001')), await accountId(walletAccountCode('1000000003'))];
    await expect(
      db.transaction((tx) =>
        postEntry(tx, {
          kind: 'transfer',
          description: 'broken',
          postings: [
            { accountId: a, amountMinor: -100n },
            { accountId: b, amountMinor: 99n },
          ],
        }),
      ),
    ).rejects.toThrow(/unbalanced/);
    expect(await entryCount()).toBe(before);
  });

  it('rejects an entry with a single posting, or none at all', async () => {
    const a = await accountId(walletAccountCode('1000000001'));
    await expect(
      db.transaction((tx) =>
        postEntry(tx, { kind: 'x', description: 'one leg', postings: [{ accountId: a, amountMinor: 100n }] }),
      ),
    ).rejects.toThrow(/at least two postings/);
    await expect(
      db.transaction((tx) => postEntry(tx, { kind: 'x', description: 'no legs', postings: [] })),
    ).rejects.toThrow(/at least two postings/);
  });

  it('balances per currency: IQD cannot pay for USD', async () => {
    const usd = await db.transaction((tx) =>
      openAccount(tx, { userId: null, code: 'TEST:USD', pouchType: 'TEST', currency: 'USD' }),
    );
    const iqd = await accountId(ISSUANCE_ACCOUNT_CODE);
    await expect(
      db.transaction((tx) =>
        postEntry(tx, {
          kind: 'x',
          description: 'fx',
          postings: [
            { accountId: iqd, amountMinor: -100n },
            { accountId: usd, amountMinor: 100n },
          ],
        }),
      ),
    ).rejects.toThrow(/unbalanced/);
  });

  it('refuses zero postings and rewriting history', async () => {
    const a = await accountId(walletAccountCode('1000000001'));
    await expect(
      db.transaction((tx) =>
        postEntry(tx, {
          kind: 'x',
          description: 'zero',
          postings: [
            { accountId: a, amountMinor: 0n },
            { accountId: a, amountMinor: 0n },
          ],
        }),
      ),
    ).rejects.toThrow();
    await expect(db.query('UPDATE postings SET amount_minor = amount_minor * 2')).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM journal_entries')).rejects.toThrow(/append-only/);
    await expect(db.query("UPDATE ledger_accounts SET currency = 'USD'")).rejects.toThrow(/append-only/);
  });

  it('moves money with a balanced transfer, once per idempotency key', async () => {
    const [consumer, agent] = [
      await accountId(walletAccountCode('1000000001')),
      await accountId(walletAccountCode('1000000003')),
    ];
    const transfer = {
      kind: 'transfer',
      description: 'consumer pays agent',
      idempotencyKey: 'test-transfer-1',
      postings: [
        { accountId: consumer, amountMinor: -1050n },
        { accountId: agent, amountMinor: 1050n },
      ],
    };
    const first = await db.transaction((tx) => postEntry(tx, transfer));
    const retry = await db.transaction((tx) => postEntry(tx, transfer));
    expect(first.created).toBe(true);
    expect(retry).toEqual({ entryId: first.entryId, created: false });
    const users = await db.query<{ id: string; login: string }>(
      "SELECT id::text AS id, login FROM users WHERE login IN ('consumer', 'agent')",
    );
    const byLogin = Object.fromEntries(users.rows.map((r) => [r.login, r.id]));
    expect((await balancesForUser(db, byLogin.consumer ?? ''))[0]?.unusedValueMajor).toBe('249989.50');
    expect((await balancesForUser(db, byLogin.agent ?? ''))[0]?.unusedValueMajor).toBe('5000010.50');
  });

  it('stays balanced under concurrent transfers', async () => {
    const [consumer, agent] = [
      await accountId(walletAccountCode('1000000001')),
      await accountId(walletAccountCode('1000000003')),
    ];
    const before = await db.query<{ sum: string }>(
      'SELECT SUM(amount_minor)::text AS sum FROM postings WHERE account_id = $1::bigint',
      [consumer],
    );
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction((tx) =>
          postEntry(tx, {
            kind: 'transfer',
            description: `parallel ${i}`,
            idempotencyKey: `parallel-${i % 10}`,
            postings: [
              { accountId: consumer, amountMinor: -100n },
              { accountId: agent, amountMinor: 100n },
            ],
          }),
        ),
      ),
    );
    const after = await db.query<{ sum: string }>(
      'SELECT SUM(amount_minor)::text AS sum FROM postings WHERE account_id = $1::bigint',
      [consumer],
    );
    // Ten distinct keys: exactly ten transfers of 1.00, whatever the interleaving.
    expect(BigInt(before.rows[0]?.sum ?? '0') - BigInt(after.rows[0]?.sum ?? '0')).toBe(1000n);
    const total = await db.query<{ sum: string }>('SELECT SUM(amount_minor)::text AS sum FROM postings');
    expect(total.rows[0]?.sum).toBe('0');
    expect(await keptBalancesOff(db)).toEqual([]);
  });

  it('keeps a user account’s balance beside it, equal to the sum of its postings; a system account keeps none', async () => {
    const consumer = await accountId(walletAccountCode('1000000001'));
    const fees = await accountId('SYSTEM:FEES:IQD');
    const kept = async (id: string) =>
      (
        await db.query<{ balance: string | null }>(
          'SELECT balance_minor::text AS balance FROM ledger_accounts WHERE id = $1::bigint',
          [id],
        )
      ).rows[0]?.balance;
    const before = await kept(consumer);
    await db.transaction((tx) =>
      postEntry(tx, {
        kind: 'fee',
        description: 'kept balance',
        idempotencyKey: 'kept-balance-1',
        postings: [
          { accountId: consumer, amountMinor: -250n },
          { accountId: consumer, amountMinor: -50n },
          { accountId: fees, amountMinor: 300n },
        ],
      }),
    );
    expect(BigInt(before ?? 'NaN') - BigInt((await kept(consumer)) ?? 'NaN')).toBe(300n);
    expect(await kept(fees)).toBeNull();
    expect(await balanceOf(db, fees)).toBe(
      BigInt(
        (
          await db.query<{ sum: string }>(
            'SELECT SUM(amount_minor)::text AS sum FROM postings WHERE account_id = $1::bigint',
            [fees],
          )
        ).rows[0]?.sum ?? 'NaN',
      ),
    );
    // a rolled-back entry moves nothing
    await expect(
      db.transaction((tx) =>
        postEntry(tx, {
          kind: 'transfer',
          description: 'unbalanced',
          postings: [
            { accountId: consumer, amountMinor: -1n },
            { accountId: fees, amountMinor: 2n },
          ],
        }),
      ),
    ).rejects.toThrow(/unbalanced/);
    expect(BigInt(before ?? 'NaN') - BigInt((await kept(consumer)) ?? 'NaN')).toBe(300n);
    expect(await keptBalancesOff(db)).toEqual([]);
  });
});
