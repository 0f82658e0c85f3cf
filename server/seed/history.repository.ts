import type { Queryable } from '../db/types';

/** A service the history uses, with what prices it (fee rule and limits in minor units, as text). */
export interface HistoryKindRow {
  code: string;
  /** the English title, for the journal entry's description */
  title: string;
  /** a fixed counterparty (a partner), or null: a person or business of the pools */
  name: string | null;
  identifier: string | null;
  /** transfers between businesses take a business of the pool, others a person */
  business: boolean;
  fixed: string;
  bp: number;
  min: string;
  max: string;
}

export interface HistoryRequest {
  login: string;
  /** two digits that keep this user's transaction ids apart from other users' */
  idTag: string;
  /** even: credit/debit pairs */
  rows: number;
  startIso: string;
  spanSeconds: number;
  unitMinor: string;
  credits: readonly HistoryKindRow[];
  debits: readonly HistoryKindRow[];
  people: readonly string[];
  businesses: readonly string[];
  currency: string;
  /** the other side's account id; the fee and suspense accounts by code */
  accounts: { otherSide: string; fees: string; suspense: string };
  messages: { failed: string; pending: string };
}

/**
 * One user's history in one statement, every value derived from the row's index i (pair k = i / 2,
 * side 0 the credit, side 1 the debit that spends it later): the journal entries (dated in the
 * past), their postings, the transactions and the user's side of each. The ids are drawn from the
 * tables' own sequences in the statement, so no insert has to find another's rows again.
 *
 * - pair status: k % 19 = 5 fails (neither row posts), k % 23 = 7 leaves the debit pending (its
 *   money in suspense); the rest succeed;
 * - amount: unit × (1 + k·7919 mod 40), within the debit service's limits; fee by its rule; the
 *   credit brings amount + fee, so each pair nets to zero on the wallet;
 * - time: start + i·span/rows + (i·7919 mod 3600) s, increasing with i (a step is over an hour);
 * - balance after: the wallet's balance before the history plus the running sum.
 */
export async function insertHistory(q: Queryable, h: HistoryRequest): Promise<void> {
  await q.query(
    `WITH holder AS (
       SELECT u.id AS user_id, u.user_identifier, w.id AS wallet_id,
              (SELECT COALESCE(sum(p.amount_minor), 0)
                 FROM postings p JOIN journal_entries j ON j.id = p.entry_id
                 LEFT JOIN transactions t ON t.entry_id = j.id
                WHERE p.account_id = w.id AND COALESCE(t.created_at, j.created_at) < $4::timestamptz) AS base_minor
         FROM users u JOIN ledger_accounts w ON w.user_id = u.id AND w.pouch_type = 'EMONEY' AND w.currency = $11::text
        WHERE u.login = $1::text
        ORDER BY w.id LIMIT 1
     ), accounts AS (
       SELECT $12::bigint AS other_id,
              (SELECT id FROM ledger_accounts WHERE code = $13::text) AS fees_id,
              (SELECT id FROM ledger_accounts WHERE code = $14::text) AS suspense_id
     ), pairs AS (
       SELECT k,
              $8::jsonb -> (k % jsonb_array_length($8::jsonb)) AS debit,
              $7::jsonb -> ((k * 3 + k / 7) % jsonb_array_length($7::jsonb)) AS credit,
              CASE WHEN k % 19 = 5 THEN 2 WHEN k % 23 = 7 THEN 0 ELSE 1 END AS pair_status
         FROM generate_series(0, $3::int / 2 - 1) AS k
     ), priced AS (
       SELECT p.*, a.amount,
              (p.debit ->> 'fixed')::bigint + (a.amount * (p.debit ->> 'bp')::bigint + 5000) / 10000 AS fee
         FROM pairs p
         CROSS JOIN LATERAL (
           SELECT LEAST(GREATEST($6::bigint * (1 + (p.k * 7919) % 40), (p.debit ->> 'min')::bigint),
                        (p.debit ->> 'max')::bigint) AS amount
         ) AS a
     ), sides AS (
       SELECT 2 * p.k + s.side AS i, p.k, s.side,
              CASE WHEN s.side = 0 THEN p.credit ELSE p.debit END AS kind,
              CASE WHEN s.side = 0 THEN 'credit' ELSE 'debit' END AS direction,
              CASE WHEN s.side = 0 THEN p.amount + p.fee ELSE p.amount END AS amount_minor,
              CASE WHEN s.side = 0 THEN 0::bigint ELSE p.fee END AS fee_minor,
              CASE WHEN s.side = 1 THEN p.pair_status WHEN p.pair_status = 2 THEN 2 ELSE 1 END AS status
         FROM priced p CROSS JOIN (VALUES (0), (1)) AS s(side)
     ), described AS (
       SELECT r.*, h.user_id, h.wallet_id, h.base_minor,
              r.kind ->> 'code' AS service_code,
              $4::timestamptz + make_interval(secs => r.i::bigint * $5::bigint / $3::int + (r.i * 7919) % 3600) AS at,
              COALESCE(r.kind ->> 'name', CASE WHEN (r.kind ->> 'business')::boolean
                THEN $10::jsonb ->> ((r.k * 5 + r.side) % jsonb_array_length($10::jsonb))
                ELSE $9::jsonb ->> ((r.k * 5 + r.side) % jsonb_array_length($9::jsonb)) END) AS counterparty_name,
              COALESCE(r.kind ->> 'identifier',
                '79' || lpad(((r.k * 7919 + r.side * 104729) % 100000000)::text, 8, '0')) AS counterparty_identifier,
              CASE WHEN r.status = 2 THEN 0::bigint
                   WHEN r.direction = 'credit' THEN r.amount_minor
                   ELSE -(r.amount_minor + r.fee_minor) END AS delta,
              'history:' || h.user_identifier || ':' || r.i AS entry_key,
              'history-' || lpad(r.i::text, 6, '0') AS request_id
         FROM sides r CROSS JOIN holder h
     ), balanced AS (
       -- ids drawn here (not RETURNING + a join on keys): every insert below reads them from this row
       SELECT d.*, d.base_minor + sum(d.delta) OVER (ORDER BY d.i) AS balance_after,
              CASE WHEN d.status <> 2 THEN nextval('journal_entries_id_seq') END AS entry_id,
              nextval('transactions_id_seq') AS transaction_id
         FROM described d
     ), entries AS (
       INSERT INTO journal_entries (id, kind, description, idempotency_key, created_at) OVERRIDING SYSTEM VALUE
       SELECT b.entry_id, 'service:' || b.service_code, (b.kind ->> 'title') || ' (' || b.request_id || ')',
              b.entry_key, b.at
         FROM balanced b WHERE b.entry_id IS NOT NULL
     ), posted AS (
       INSERT INTO postings (entry_id, account_id, amount_minor)
       SELECT b.entry_id, x.account_id, x.amount
         FROM balanced b CROSS JOIN accounts a
         CROSS JOIN LATERAL (VALUES
           (b.wallet_id, b.delta),
           (CASE WHEN b.status = 0 THEN a.suspense_id ELSE a.other_id END,
            CASE WHEN b.direction = 'credit' THEN -b.amount_minor ELSE b.amount_minor END),
           (a.fees_id, b.fee_minor)
         ) AS x(account_id, amount)
        WHERE b.entry_id IS NOT NULL AND x.amount <> 0
     ), moved AS (
       INSERT INTO transactions (id, public_id, initiator_user_id, service_code, request_id, body_hash, status,
           amount_minor, fee_minor, currency, counterparty_name, counterparty_identifier, entry_id, details,
           status_message, balance_after_minor, created_at) OVERRIDING SYSTEM VALUE
       SELECT b.transaction_id,
              'TX' || to_char((b.at AT TIME ZONE 'UTC') + interval '3 hours', 'YYYYMMDD') || '9' || $2::text
                || lpad(b.i::text, 7, '0'),
              b.user_id, b.service_code, b.request_id, 'history', b.status, b.amount_minor, b.fee_minor, $11::text,
              b.counterparty_name, b.counterparty_identifier, b.entry_id, '{}'::jsonb,
              CASE b.status WHEN 2 THEN $15::text WHEN 0 THEN $16::text END, b.balance_after, b.at
         FROM balanced b
     )
     INSERT INTO transaction_parties (transaction_id, user_id, direction, amount_minor, fee_minor, counterparty_name,
         counterparty_identifier, created_at)
     SELECT b.transaction_id, b.user_id, b.direction, b.amount_minor, b.fee_minor, b.counterparty_name,
            b.counterparty_identifier, b.at
       FROM balanced b`,
    [
      h.login,
      h.idTag,
      h.rows,
      h.startIso,
      h.spanSeconds,
      h.unitMinor,
      JSON.stringify(h.credits),
      JSON.stringify(h.debits),
      JSON.stringify(h.people),
      JSON.stringify(h.businesses),
      h.currency,
      h.accounts.otherSide,
      h.accounts.fees,
      h.accounts.suspense,
      h.messages.failed,
      h.messages.pending,
    ],
  );
}

/** Whether this session may switch triggers off (a superuser: PGlite always, PostgreSQL often). */
export async function maySkipTriggers(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ superuser: boolean }>("SELECT current_setting('is_superuser') = 'on' AS superuser");
  return rows[0]?.superuser === true;
}

/**
 * A bulk load's switch, for the rest of the transaction (SET LOCAL) or until switched back:
 * `replica` fires no triggers (neither foreign-key checks nor the ledger's per-row balance check),
 * as pg_restore --disable-triggers does; `origin` fires them again.
 */
export async function switchTriggers(q: Queryable, on: boolean): Promise<void> {
  await q.query(`SET LOCAL session_replication_role = ${on ? 'origin' : 'replica'}`);
}

/**
 * Fresh statistics after the bulk load: without them PostgreSQL's planner takes the new tables
 * for near-empty and the check below can run for minutes (nested loops over 30,000 entries).
 */
export async function analyzeHistoryTables(q: Queryable): Promise<void> {
  await q.query('ANALYZE journal_entries, postings, ledger_accounts, transactions, transaction_parties');
}

/**
 * What the ledger's triggers would have refused, checked at once for every history entry: fewer
 * than two postings, or postings that do not sum to zero in a currency. Also the references the
 * foreign keys would have checked (postings to accounts and entries, transactions to entries,
 * parties to transactions). Answers how many rows break a rule (0: all is well).
 */
export async function countHistoryViolations(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `WITH entries AS (
       SELECT id FROM journal_entries WHERE idempotency_key LIKE 'history:%'
     ), per_currency AS (
       SELECT e.id, a.currency, count(p.id) AS n, COALESCE(sum(p.amount_minor), 0) AS total
         FROM entries e LEFT JOIN postings p ON p.entry_id = e.id LEFT JOIN ledger_accounts a ON a.id = p.account_id
        GROUP BY e.id, a.currency
     ), per_entry AS (
       SELECT id, sum(n) AS n, bool_or(total <> 0 OR currency IS NULL) AS unbalanced FROM per_currency GROUP BY id
     )
     SELECT ((SELECT count(*) FROM per_entry WHERE n < 2 OR unbalanced)
           + (SELECT count(*) FROM postings p JOIN entries e ON e.id = p.entry_id
               LEFT JOIN ledger_accounts a ON a.id = p.account_id WHERE a.id IS NULL)
           + (SELECT count(*) FROM transactions t LEFT JOIN journal_entries j ON j.id = t.entry_id
               WHERE t.body_hash = 'history' AND t.entry_id IS NOT NULL AND j.id IS NULL)
           + (SELECT count(*) FROM transaction_parties tp LEFT JOIN transactions t ON t.id = tp.transaction_id
               WHERE t.id IS NULL))::int AS n`,
  );
  return rows[0]?.n ?? 0;
}
