import type { Queryable } from '../db/types';

/** Inserts the account, or takes the existing one of that code (its pouch type updated). Returns its id. */
export async function upsertAccount(
  q: Queryable,
  account: { userId: string | null; code: string; pouchType: string; currency: string },
): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO ledger_accounts (user_id, code, pouch_type, currency) VALUES ($1::bigint, $2, $3, $4)
     ON CONFLICT (code) DO UPDATE SET pouch_type = EXCLUDED.pouch_type
     RETURNING id::text AS id`,
    [account.userId, account.code, account.pouchType, account.currency],
  );
  return rows[0]?.id;
}

/** A new journal entry's id; undefined when an entry with this idempotency key exists. */
export async function insertEntry(
  q: Queryable,
  entry: { kind: string; description: string; idempotencyKey: string | null },
): Promise<string | undefined> {
  const inserted = await q.query<{ id: string }>(
    `INSERT INTO journal_entries (kind, description, idempotency_key) VALUES ($1, $2, $3)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id::text AS id`,
    [entry.kind, entry.description, entry.idempotencyKey],
  );
  return inserted.rows[0]?.id;
}

export async function selectEntryIdByKey(q: Queryable, idempotencyKey: string | null): Promise<string | undefined> {
  const existing = await q.query<{ id: string }>(
    'SELECT id::text AS id FROM journal_entries WHERE idempotency_key = $1',
    [idempotencyKey],
  );
  return existing.rows[0]?.id;
}

export async function insertPosting(
  q: Queryable,
  entryId: string,
  accountId: string,
  amountMinor: bigint,
): Promise<void> {
  await q.query(
    'INSERT INTO postings (entry_id, account_id, amount_minor) VALUES ($1::bigint, $2::bigint, $3::bigint)',
    [entryId, accountId, amountMinor.toString()],
  );
}

/** Each account of the user with the sum of its postings (text, so bigint survives both drivers). */
export async function selectUserBalances(
  q: Queryable,
  userId: string,
): Promise<Array<{ pouch_type: string; currency: string; minor: string }>> {
  const { rows } = await q.query<{ pouch_type: string; currency: string; minor: string }>(
    `SELECT a.pouch_type, a.currency, COALESCE(SUM(p.amount_minor), 0)::text AS minor
       FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id
      WHERE a.user_id = $1::bigint
      GROUP BY a.id, a.pouch_type, a.currency, a.code
      ORDER BY a.code`,
    [userId],
  );
  return rows;
}

export async function selectAccountIdByCode(q: Queryable, code: string): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>('SELECT id::text AS id FROM ledger_accounts WHERE code = $1', [code]);
  return rows[0]?.id;
}

/** The user's first e-money account in this currency. */
export async function selectEmoneyAccountId(
  q: Queryable,
  userId: string,
  currency: string,
): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT a.id::text AS id FROM ledger_accounts a
      WHERE a.user_id = $1::bigint AND a.pouch_type = 'EMONEY' AND a.currency = $2 ORDER BY a.id LIMIT 1`,
    [userId, currency],
  );
  return rows[0]?.id;
}

/** The sum of the account's postings, in minor units (text, so bigint survives both drivers). */
export async function selectBalance(q: Queryable, accountId: string): Promise<string | undefined> {
  const { rows } = await q.query<{ minor: string }>(
    'SELECT COALESCE(SUM(amount_minor), 0)::text AS minor FROM postings WHERE account_id = $1::bigint',
    [accountId],
  );
  return rows[0]?.minor;
}

/** Locks the account's row (FOR NO KEY UPDATE) for the rest of the transaction. */
export async function lockAccountRow(q: Queryable, accountId: string): Promise<void> {
  await q.query('SELECT id FROM ledger_accounts WHERE id = $1::bigint FOR NO KEY UPDATE', [accountId]);
}
