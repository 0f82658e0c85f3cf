import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../../server/db/types';
import {
  balanceOf,
  debitedAccounts,
  foldCredits,
  keptBalanceDrift,
  lockAccounts,
  postEntry,
} from '../../../server/ledger/ledger';
import { countPendingCredits } from '../../../server/ledger/ledger.repository';
import { walletAccountCode } from '../../../server/seed';
import { backends, type TestDatabase } from '../support/backends';

/**
 * Issue 19, migration 031: a payment locks what it takes from, never what it credits. A credit to
 * a user account is appended as pending; the balance is the row plus its pending credits; the
 * housekeeping folds them into the row without changing any balance and without losing a credit
 * that commits meanwhile.
 */
describe('debitedAccounts', () => {
  it('names the accounts a set of postings takes from, net', () => {
    expect(
      debitedAccounts([
        { accountId: '1', amountMinor: -500n },
        { accountId: '2', amountMinor: 450n },
        { accountId: '3', amountMinor: 50n },
        // a refund inside the same entry: still a net debit of 4, a net credit of 5
        { accountId: '4', amountMinor: -30n },
        { accountId: '4', amountMinor: 10n },
        { accountId: '5', amountMinor: -10n },
        { accountId: '5', amountMinor: 30n },
      ]),
    ).toEqual(['1', '4']);
  });
});

describe.each(backends)('pending credits on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let consumer: string;
  let agent: string;
  const accountId = async (code: string) => {
    const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM ledger_accounts WHERE code = $1', [
      code,
    ]);
    if (rows[0] === undefined) throw new Error(`no account ${code}`);
    return rows[0].id;
  };
  const row = async (id: string) =>
    BigInt(
      (
        await db.query<{ minor: string }>('SELECT balance_minor::text AS minor FROM ledger_accounts WHERE id = $1', [
          id,
        ])
      ).rows[0]?.minor ?? 'x',
    );
  const pay = (q: Queryable, from: string, to: string, amountMinor: bigint) =>
    postEntry(q, {
      kind: 'transfer',
      description: 'test',
      postings: [
        { accountId: from, amountMinor: -amountMinor },
        { accountId: to, amountMinor },
      ],
    });

  beforeAll(async () => {
    database = await backend.open();
    db = database.db;
    consumer = await accountId(walletAccountCode('1000000001'));
    agent = await accountId(walletAccountCode('1000000003'));
    await foldCredits(db);
  });
  afterAll(() => database?.dispose());

  it("moves the payer's row at once and keeps the payee's credit pending; both balances right", async () => {
    const [payerBefore, payeeBefore, payeeRow] = [
      await balanceOf(db, agent),
      await balanceOf(db, consumer),
      await row(consumer),
    ];
    await db.transaction(async (tx) => {
      await lockAccounts(tx, [agent]);
      await pay(tx, agent, consumer, 1_234n);
    });
    expect(await row(agent)).toBe(payerBefore - 1_234n);
    expect(await row(consumer)).toBe(payeeRow);
    expect(await balanceOf(db, consumer)).toBe(payeeBefore + 1_234n);
    expect(await balanceOf(db, agent)).toBe(payerBefore - 1_234n);
    expect(await countPendingCredits(db)).toBe(1);
    expect(await keptBalanceDrift(db)).toEqual([]);
  });

  it('folds pending credits into their rows without changing a balance', async () => {
    await db.transaction((tx) => pay(tx, agent, consumer, 66n));
    const before = await balanceOf(db, consumer);
    expect(await countPendingCredits(db)).toBeGreaterThan(0);
    expect(await foldCredits(db)).toBe(1);
    expect(await countPendingCredits(db)).toBe(0);
    expect(await row(consumer)).toBe(before);
    expect(await balanceOf(db, consumer)).toBe(before);
    expect(await keptBalanceDrift(db)).toEqual([]);
  });

  // two transactions at once need two connections: PostgreSQL only (PGlite has one)
  if (backend.name !== 'postgresql') return;

  it('lets the payee pay while a payment to it is still open (no lock on a credited row)', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let credited = () => {};
    const creditWritten = new Promise<void>((resolve) => (credited = resolve));
    // a payment to the consumer, its transaction left open
    const open = db.transaction(async (tx) => {
      await pay(tx, agent, consumer, 500n);
      credited();
      await held;
    });
    await creditWritten;
    try {
      // the consumer pays meanwhile: with its row locked by the open credit this would wait,
      // and lock_timeout turns a wait into an error
      await db.transaction(async (tx) => {
        await tx.query("SET LOCAL lock_timeout = '2s'");
        await lockAccounts(tx, [consumer]);
        await pay(tx, consumer, agent, 100n);
      });
    } finally {
      release();
      await open;
    }
    expect(await keptBalanceDrift(db)).toEqual([]);
  });

  it('skips an account a payment holds, and folds it once the payment is done', async () => {
    await foldCredits(db);
    await db.transaction((tx) => pay(tx, agent, consumer, 77n));
    const balance = await balanceOf(db, consumer);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const open = db.transaction(async (tx) => {
      await lockAccounts(tx, [consumer]);
      locked();
      await held;
    });
    await lockTaken;
    try {
      expect(await foldCredits(db)).toBe(0);
      expect(await countPendingCredits(db)).toBeGreaterThan(0);
    } finally {
      release();
      await open;
    }
    expect(await foldCredits(db)).toBe(1);
    expect(await countPendingCredits(db)).toBe(0);
    expect(await balanceOf(db, consumer)).toBe(balance);
  });
});
