import type { Queryable, SqlParam } from '../db/types';
import { filterParams, type ReportFilter, type ReportOrder, type ReportRowRecord } from './report.repository';

/**
 * The passbook's SQL (requirements#reports): what moved on one wallet, entry by entry (the sum of
 * the entry's postings on the account), with the transaction where there is one and the wallet's
 * balance after each. Entries are in time order (the transaction's time, else the entry's), ties
 * by entry id; the running balance is taken in that order whatever the page is sorted by.
 */

/** One row per entry that moved the wallet, in time order, with the running balance. */
const BOOK = `moves AS (
    SELECT p.entry_id, sum(p.amount_minor) AS delta
      FROM postings p WHERE p.account_id = $1::bigint
     GROUP BY p.entry_id HAVING sum(p.amount_minor) <> 0
  ), timed AS (
    SELECT m.entry_id, m.delta, j.kind, COALESCE(t.created_at, j.created_at) AS at, t.id AS transaction_id,
           t.public_id, t.service_code, t.status, t.currency
      FROM moves m JOIN journal_entries j ON j.id = m.entry_id
      LEFT JOIN transactions t ON t.entry_id = m.entry_id
  ), book AS (
    SELECT b.entry_id,
           COALESCE(b.public_id, 'JE' || lpad(b.entry_id::text, 10, '0')) AS public_id,
           COALESCE(b.service_code, upper(b.kind)) AS service_code,
           CASE WHEN b.delta < 0 THEN 'debit' ELSE 'credit' END AS direction,
           abs(b.delta) AS amount_minor,
           CASE WHEN b.delta < 0 THEN COALESCE(tp.fee_minor, 0) ELSE 0 END AS fee_minor,
           COALESCE(b.currency, $2::text) AS currency,
           COALESCE(b.status, 1) AS status,
           tp.counterparty_name, tp.counterparty_identifier,
           b.at AS created_at,
           sum(b.delta) OVER (ORDER BY b.at, b.entry_id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
             AS balance_after
      FROM timed b
      LEFT JOIN transaction_parties tp ON tp.transaction_id = b.transaction_id AND tp.user_id = $3::bigint
           AND tp.direction = CASE WHEN b.delta < 0 THEN 'debit' ELSE 'credit' END
  )`;

const WHERE = `WHERE ($4::text IS NULL OR service_code = $4::text)
    AND ($5::timestamptz IS NULL OR created_at >= $5::timestamptz)
    AND ($6::timestamptz IS NULL OR created_at <= $6::timestamptz)
    AND ($7::text IS NULL OR status = ANY (string_to_array($7::text, ',')::smallint[]))
    AND ($8::text IS NULL OR direction = $8::text)
    AND ($9::text IS NULL OR strpos(lower(public_id), lower($9::text)) > 0
         OR strpos(lower(COALESCE(counterparty_name, '')), lower($9::text)) > 0
         OR strpos(lower(COALESCE(counterparty_identifier, '')), lower($9::text)) > 0)
    AND ($10::bigint IS NULL OR amount_minor >= $10::bigint)
    AND ($11::bigint IS NULL OR amount_minor <= $11::bigint)`;

export interface PassbookScope {
  walletId: string;
  currency: string;
}

const params = (scope: PassbookScope, f: ReportFilter): SqlParam[] => [
  scope.walletId,
  scope.currency,
  ...filterParams(f),
];

const sortExpressions: Record<ReportOrder['column'], string> = {
  createdAt: 'created_at',
  transactionId: 'public_id',
  service: 'service_code',
  direction: 'direction',
  counterparty: "COALESCE(counterparty_name, '')",
  amount: 'amount_minor',
  fee: 'fee_minor',
  status: 'status',
  balanceAfter: 'balance_after',
};

/** ORDER BY the column, ties broken by the entry: paging is stable. */
function orderBy(order: ReportOrder): string {
  const direction = order.direction === 'asc' ? 'ASC' : 'DESC';
  return `${sortExpressions[order.column]} ${direction}, entry_id ${direction}`;
}

export interface PassbookRowRecord extends ReportRowRecord {
  balance_after: string;
}

export async function selectPassbookPage(
  q: Queryable,
  scope: PassbookScope,
  filter: ReportFilter,
  order: ReportOrder,
  limit: number,
  offset: number,
): Promise<PassbookRowRecord[]> {
  const { rows } = await q.query<PassbookRowRecord>(
    `WITH ${BOOK}
     SELECT public_id, service_code, direction, amount_minor::text AS amount_minor, fee_minor::text AS fee_minor,
            currency, status, counterparty_name, counterparty_identifier, created_at,
            balance_after::text AS balance_after, count(*) OVER ()::int AS total
       FROM book ${WHERE}
      ORDER BY ${orderBy(order)}
      LIMIT $12 OFFSET $13`,
    [...params(scope, filter), limit, offset],
  );
  return rows;
}

export async function countPassbookRows(q: Queryable, scope: PassbookScope, filter: ReportFilter): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `WITH ${BOOK} SELECT count(*)::int AS n FROM book ${WHERE}`,
    params(scope, filter),
  );
  return rows[0]?.n ?? 0;
}

/**
 * The wallet's balance before the period (0 without a start: before its first entry) and at its
 * end (now, without an end), in minor units as text.
 */
export async function selectPeriodBalances(
  q: Queryable,
  walletId: string,
  period: { fromIso: string | null; toIso: string | null },
): Promise<{ opening: string; closing: string }> {
  const { rows } = await q.query<{ opening: string; closing: string }>(
    `WITH moves AS (
       SELECT p.entry_id, sum(p.amount_minor) AS delta FROM postings p WHERE p.account_id = $1::bigint
        GROUP BY p.entry_id
     ), timed AS (
       SELECT m.delta, COALESCE(t.created_at, j.created_at) AS at
         FROM moves m JOIN journal_entries j ON j.id = m.entry_id LEFT JOIN transactions t ON t.entry_id = m.entry_id
     )
     SELECT COALESCE(sum(delta) FILTER (WHERE $2::timestamptz IS NOT NULL AND at < $2::timestamptz), 0)::text AS opening,
            COALESCE(sum(delta) FILTER (WHERE $3::timestamptz IS NULL OR at <= $3::timestamptz), 0)::text AS closing
       FROM timed`,
    [walletId, period.fromIso, period.toIso],
  );
  return rows[0] ?? { opening: '0', closing: '0' };
}

/** The wallet's balance right after an entry, in the passbook's order; undefined if it did not move the wallet. */
export async function selectBalanceAfterEntry(
  q: Queryable,
  walletId: string,
  entryId: string,
): Promise<string | undefined> {
  const { rows } = await q.query<{ minor: string | null }>(
    `WITH moves AS (
       SELECT p.entry_id, sum(p.amount_minor) AS delta FROM postings p WHERE p.account_id = $1::bigint
        GROUP BY p.entry_id
     ), timed AS (
       SELECT m.entry_id, m.delta, COALESCE(t.created_at, j.created_at) AS at
         FROM moves m JOIN journal_entries j ON j.id = m.entry_id LEFT JOIN transactions t ON t.entry_id = m.entry_id
     ), target AS (SELECT at, entry_id FROM timed WHERE entry_id = $2::bigint)
     SELECT sum(timed.delta)::text AS minor FROM timed, target
      WHERE (timed.at, timed.entry_id) <= (target.at, target.entry_id)`,
    [walletId, entryId],
  );
  return rows[0]?.minor ?? undefined;
}
