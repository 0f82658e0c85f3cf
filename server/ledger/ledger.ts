import type { Queryable } from '../db/types';
import {
  insertEntry,
  insertPosting,
  lockAccountRow,
  selectAccountIdByCode,
  selectBalance,
  selectEmoneyAccountId,
  selectEntryIdByKey,
  selectUserBalances,
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
  for (const posting of entry.postings) await insertPosting(tx, createdId, posting.accountId, posting.amountMinor);
  return { entryId: createdId, created: true };
}

export interface Pouch {
  pouchType: string;
  currencyCode: string;
  unusedValueMajor: string;
}

/** A user's balances: the sum of each account's postings (text, so bigint survives both drivers). */
export async function balancesForUser(q: Queryable, userId: string): Promise<Pouch[]> {
  const rows = await selectUserBalances(q, userId);
  return rows.map((row) => ({
    pouchType: row.pouch_type,
    currencyCode: row.currency,
    unusedValueMajor: formatMinor(BigInt(row.minor)),
  }));
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

/**
 * Locks the paying accounts for the rest of the transaction, always in ascending id order, so two
 * transactions locking overlapping sets never wait on each other in a cycle. FOR NO KEY UPDATE,
 * not FOR UPDATE: a posting's foreign key takes FOR KEY SHARE on the account it credits, which
 * FOR UPDATE would block, so A paying B while B pays A would deadlock; NO KEY UPDATE still
 * excludes every other payer of the same account, which is all the balance check needs.
 */
export async function lockAccounts(tx: Queryable, accountIds: readonly string[]): Promise<void> {
  const ids = [...new Set(accountIds)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
  for (const id of ids) await lockAccountRow(tx, id);
}
