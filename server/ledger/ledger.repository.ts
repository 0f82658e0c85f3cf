import { valuesRows, type Queryable } from '../db/types';

/** An account's credits not folded into its row yet (migration 031), as an SQL expression on alias `a`. */
const PENDING = (a: string) =>
  `COALESCE((SELECT sum(pc.amount_minor) FROM ledger_pending_credits pc WHERE pc.account_id = ${a}.id), 0)`;

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

/** An entry's postings, in one statement. */
export async function insertPostings(
  q: Queryable,
  entryId: string,
  postings: readonly { accountId: string; amountMinor: bigint }[],
): Promise<void> {
  if (postings.length === 0) return;
  await q.query(
    `INSERT INTO postings (entry_id, account_id, amount_minor) VALUES ${valuesRows(['::bigint', '::bigint', '::bigint'], postings.length)}`,
    postings.flatMap((p) => [entryId, p.accountId, p.amountMinor.toString()]),
  );
}

/** Each account of the user with its kept balance (text, so bigint survives both drivers). */
/** Several users' accounts with their kept balances, by user id (issue 19: the calls of one turn at once). */
export async function selectUsersBalances(
  q: Queryable,
  userIds: readonly string[],
): Promise<Array<{ user_id: string; pouch_type: string; currency: string; minor: string }>> {
  const { rows } = await q.query<{ user_id: string; pouch_type: string; currency: string; minor: string }>(
    `SELECT a.user_id::text AS user_id, a.pouch_type, a.currency, (a.balance_minor + ${PENDING('a')})::text AS minor
       FROM ledger_accounts a WHERE a.user_id = ANY(string_to_array($1, ',')::bigint[]) ORDER BY a.user_id, a.code`,
    [userIds.join(',')],
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

/**
 * The account's balance in minor units (text, so bigint survives both drivers): a user's is kept
 * on its row plus its pending credits (migrations 030 and 031), a system account's is the sum of its postings.
 */
export async function selectBalance(q: Queryable, accountId: string): Promise<string | undefined> {
  const { rows } = await q.query<{ minor: string }>(
    `SELECT (CASE WHEN a.balance_minor IS NOT NULL THEN a.balance_minor + ${PENDING('a')}
                  ELSE (SELECT COALESCE(SUM(p.amount_minor), 0) FROM postings p WHERE p.account_id = a.id) END)::text AS minor
       FROM ledger_accounts a WHERE a.id = $1::bigint`,
    [accountId],
  );
  return rows[0]?.minor;
}

/**
 * Locks, in one statement and in ascending id order (the sort runs below the row locks), every
 * account of `always` and every user account of `ifUser` (FOR NO KEY UPDATE) for the rest of the
 * transaction. Ids travel as one array literal, so the statement's text does not vary with their number.
 */
export async function lockAccountRows(
  q: Queryable,
  always: readonly string[],
  ifUser: readonly string[],
): Promise<void> {
  const array = (ids: readonly string[]) => `{${ids.join(',')}}`;
  await q.query(
    `SELECT a.id FROM ledger_accounts a
      WHERE a.id = ANY($1::bigint[]) OR (a.id = ANY($2::bigint[]) AND a.user_id IS NOT NULL)
      ORDER BY a.id FOR NO KEY UPDATE`,
    [array(always), array(ifUser)],
  );
}

/** User accounts whose kept balance (row plus pending credits) is not the sum of their postings (an invariant: always none). */
export async function selectKeptBalanceDrift(
  q: Pick<Queryable, 'query'>,
): Promise<Array<{ code: string; kept: string; summed: string }>> {
  const { rows } = await q.query<{ code: string; kept: string; summed: string }>(
    `SELECT a.code, (a.balance_minor + ${PENDING('a')})::text AS kept, COALESCE(s.total, 0)::text AS summed
       FROM ledger_accounts a
       LEFT JOIN (SELECT account_id, SUM(amount_minor) AS total FROM postings GROUP BY account_id) s ON s.account_id = a.id
      WHERE a.user_id IS NOT NULL AND a.balance_minor + ${PENDING('a')} IS DISTINCT FROM COALESCE(s.total, 0)
      ORDER BY a.code`,
  );
  return rows;
}

/**
 * Folds the pending credits of up to `batch` accounts into their rows (migration 031), skipping
 * accounts a payment holds; how many accounts it folded.
 */
export async function foldPendingCredits(q: Queryable, batch: number): Promise<number> {
  const { rows } = await q.query<{ folded: number }>('SELECT ledger_fold_pending_credits($1::int) AS folded', [batch]);
  return rows[0]?.folded ?? 0;
}

/** Pending credits not folded yet (the housekeeping's figure). */
export async function countPendingCredits(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_pending_credits');
  return rows[0]?.n ?? 0;
}
