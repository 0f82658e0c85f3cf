import type { Queryable } from '../db/types';

/** seed 000 §9: 2 decimal places; amounts are integers of minor units, never floats. */
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
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO ledger_accounts (user_id, code, pouch_type, currency) VALUES ($1::bigint, $2, $3, $4)
     ON CONFLICT (code) DO UPDATE SET pouch_type = EXCLUDED.pouch_type
     RETURNING id::text AS id`,
    [account.userId, account.code, account.pouchType, account.currency],
  );
  const id = rows[0]?.id;
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
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO journal_entries (kind, description, idempotency_key) VALUES ($1, $2, $3)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id::text AS id`,
    [entry.kind, entry.description, entry.idempotencyKey ?? null],
  );
  const createdId = inserted.rows[0]?.id;
  if (createdId === undefined) {
    const existing = await tx.query<{ id: string }>(
      'SELECT id::text AS id FROM journal_entries WHERE idempotency_key = $1',
      [entry.idempotencyKey ?? null],
    );
    const id = existing.rows[0]?.id;
    if (id === undefined) throw new Error('journal entry vanished');
    return { entryId: id, created: false };
  }
  for (const posting of entry.postings) {
    await tx.query(
      'INSERT INTO postings (entry_id, account_id, amount_minor) VALUES ($1::bigint, $2::bigint, $3::bigint)',
      [createdId, posting.accountId, posting.amountMinor.toString()],
    );
  }
  return { entryId: createdId, created: true };
}

export interface Pouch {
  pouchType: string;
  currencyCode: string;
  unusedValueMajor: string;
}

/** A user's balances: the sum of each account's postings (text, so bigint survives both drivers). */
export async function balancesForUser(q: Queryable, userId: string): Promise<Pouch[]> {
  const { rows } = await q.query<{ pouch_type: string; currency: string; minor: string }>(
    `SELECT a.pouch_type, a.currency, COALESCE(SUM(p.amount_minor), 0)::text AS minor
       FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id
      WHERE a.user_id = $1::bigint
      GROUP BY a.id, a.pouch_type, a.currency, a.code
      ORDER BY a.code`,
    [userId],
  );
  return rows.map((row) => ({
    pouchType: row.pouch_type,
    currencyCode: row.currency,
    unusedValueMajor: formatMinor(BigInt(row.minor)),
  }));
}
