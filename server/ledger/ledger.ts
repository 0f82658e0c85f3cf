import type { Queryable } from '../db/types';
import { readPerTurn } from '../db/batch';
import {
  foldPendingCredits,
  insertEntry,
  insertPostings,
  lockAccountRows,
  selectAccountIdByCode,
  selectBalance,
  selectEmoneyAccountId,
  selectEntryIdByKey,
  selectKeptBalanceDrift,
  selectUsersBalances,
  upsertAccount,
} from './ledger.repository';

/** requirements#constants-currency: 2 decimal places; amounts are integers of minor units, never floats. */
export const MINOR_DIGITS = 2;
const MINOR_FACTOR = 10n ** BigInt(MINOR_DIGITS);

export function formatMinor(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / MINOR_FACTOR}.${(abs % MINOR_FACTOR).toString().padStart(MINOR_DIGITS, '0')}`;
}

/** '250000.00' → 25000000n; rejects anything that is not a plain decimal with ≤ 2 places. */
export function parseMajor(text: string): bigint {
  const match = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text);
  if (match === null) throw new RangeError(`not an amount: ${text}`);
  const minor = BigInt(match[2] ?? '0') * MINOR_FACTOR + BigInt((match[3] ?? '').padEnd(MINOR_DIGITS, '0'));
  return match[1] === '-' ? -minor : minor;
}

export interface NewAccount {
  userId: string | null;
  code: string;
  pouchType: string;
  currency: string;
}

export async function openAccount(q: Queryable, account: NewAccount): Promise<string> {
  const id = await upsertAccount(q, account);
  if (id === undefined) throw new Error('account insert returned no row');
  return id;
}

export interface NewEntry {
  kind: string;
  description: string;
  /** Same key → the same entry: a retried submit never posts twice. */
  idempotencyKey?: string;
  postings: ReadonlyArray<{ accountId: string; amountMinor: bigint }>;
}

/**
 * Posts one journal entry. Must run inside a transaction: the database checks at COMMIT that
 * the postings balance per currency (deferred constraint trigger), so an unbalanced entry rolls
 * the whole transaction back. Returns the entry id and whether this call created it.
 */
export async function postEntry(tx: Queryable, entry: NewEntry): Promise<{ entryId: string; created: boolean }> {
  const createdId = await insertEntry(tx, {
    kind: entry.kind,
    description: entry.description,
    idempotencyKey: entry.idempotencyKey ?? null,
  });
  if (createdId === undefined) {
    const id = await selectEntryIdByKey(tx, entry.idempotencyKey ?? null);
    if (id === undefined) throw new Error('journal entry vanished');
    return { entryId: id, created: false };
  }
  await insertPostings(tx, createdId, entry.postings);
  return { entryId: createdId, created: true };
}

export interface Pouch {
  pouchType: string;
  currencyCode: string;
  unusedValueMajor: string;
}

/** The balances of the users whose calls came in the same turn, in one query (readPerTurn). */
const balancesOfUser = readPerTurn(async (q, userIds: readonly string[]) => {
  const byUser = new Map<string, Pouch[]>();
  for (const row of await selectUsersBalances(q, userIds)) {
    const pouches = byUser.get(row.user_id) ?? [];
    pouches.push({
      pouchType: row.pouch_type,
      currencyCode: row.currency,
      unusedValueMajor: formatMinor(BigInt(row.minor)),
    });
    byUser.set(row.user_id, pouches);
  }
  return userIds.map((id) => byUser.get(id) ?? []);
});

/** A user's balances: each account's kept balance (text, so bigint survives both drivers). */
export async function balancesForUser(q: Queryable, userId: string): Promise<Pouch[]> {
  return balancesOfUser(q, userId);
}

export async function accountIdByCode(q: Queryable, code: string): Promise<string> {
  const id = await selectAccountIdByCode(q, code);
  if (id === undefined) throw new Error(`ledger account ${code} is missing`);
  return id;
}

/** A user's main wallet (EMONEY in `currency`), or undefined for a user without one (customer service). */
export async function emoneyAccountOf(q: Queryable, userId: string, currency: string): Promise<string | undefined> {
  return selectEmoneyAccountId(q, userId, currency);
}

export async function balanceOf(q: Queryable, accountId: string): Promise<bigint> {
  return BigInt((await selectBalance(q, accountId)) ?? '0');
}

const ID = /^\d{1,19}$/;

/**
 * Locks the accounts an entry is about to take from, for the rest of the transaction, in one
 * statement and always in ascending id order, so two transactions locking overlapping sets never
 * wait on each other in a cycle: the paying accounts (`paying`: checked against their balance,
 * system accounts included) and every user account the entry's postings debit (`moved`, debited
 * ones only: see debitedAccounts), whose kept balance the posting lowers (migration 030) — A
 * paying B from two wallets while B pays A would otherwise each hold one row and wait for the
 * other's. Credited accounts are not locked: a credit is appended as pending (migration 031), so
 * payments to the same payee, or to the fees account, never queue on each other.
 * FOR NO KEY UPDATE, not FOR UPDATE: a posting's foreign key takes FOR KEY SHARE on the account
 * it credits, which NO KEY UPDATE lets through.
 */
export async function lockAccounts(
  tx: Queryable,
  paying: readonly string[],
  moved: readonly string[] = [],
): Promise<void> {
  const ids = (list: readonly string[]) => {
    for (const id of list) if (!ID.test(id)) throw new RangeError(`not an account id: ${id}`);
    return [...new Set(list)];
  };
  const always = ids(paying);
  const ifUser = ids(moved).filter((id) => !always.includes(id));
  if (always.length === 0 && ifUser.length === 0) return;
  await lockAccountRows(tx, always, ifUser);
}

/** The accounts a set of postings takes from, net (a credit and a larger debit of one account: debited). */
export function debitedAccounts(postings: readonly { accountId: string; amountMinor: bigint }[]): string[] {
  const net = new Map<string, bigint>();
  for (const p of postings) net.set(p.accountId, (net.get(p.accountId) ?? 0n) + p.amountMinor);
  return [...net].filter(([, amount]) => amount < 0n).map(([id]) => id);
}

/**
 * Housekeeping (migration 031): folds every account's pending credits into its row, `batch`
 * accounts a statement, skipping accounts a payment holds now (the next run takes them). Returns
 * how many accounts it folded. Balances read the same before and after.
 */
export async function foldCredits(q: Queryable, batch = 500): Promise<number> {
  let total = 0;
  // at most 20 statements a run: under a stream of payments to many payees the next run goes on
  for (let run = 0; run < 20; run++) {
    const folded = await foldPendingCredits(q, batch);
    total += folded;
    if (folded < batch) break;
  }
  return total;
}

/** Invariant (migration 030): every user account's kept balance is the sum of its postings; the ones that are not. */
export function keptBalanceDrift(
  q: Pick<Queryable, 'query'>,
): Promise<Array<{ code: string; kept: string; summed: string }>> {
  return selectKeptBalanceDrift(q);
}
