import type { ReportColumnId, ReportRow, SortDirection } from '../../src/api/contract/reports';
import type { Queryable, SqlParam } from '../db/types';

/**
 * The transaction report's SQL: one user's side of their transactions (transaction_parties,
 * index transaction_parties_by_user), filtered, sorted and paged here. Every statement is bound
 * to `userId` first; filters only narrow it.
 */

export interface ReportFilter {
  userId: string;
  serviceCode: string | null;
  /** inclusive bounds (ISO instants), null: unbounded */
  fromIso: string | null;
  toIso: string | null;
  /** status values joined by commas ('0,1'), null: any */
  statuses: string | null;
  direction: 'debit' | 'credit' | null;
  /** a piece of the transaction id, the counterparty's name or identifier (any case) */
  text: string | null;
  /** minor units, inclusive */
  minMinor: string | null;
  maxMinor: string | null;
}

export interface ReportOrder {
  column: ReportColumnId;
  direction: SortDirection;
}

export interface ReportRowRecord {
  public_id: string;
  service_code: string;
  direction: ReportRow['direction'];
  amount_minor: string;
  fee_minor: string;
  currency: string;
  status: number;
  counterparty_name: string | null;
  counterparty_identifier: string | null;
  created_at: unknown;
  total: number;
}

const WHERE = `WHERE p.user_id = $1::bigint
    AND ($2::text IS NULL OR t.service_code = $2::text)
    AND ($3::timestamptz IS NULL OR p.created_at >= $3::timestamptz)
    AND ($4::timestamptz IS NULL OR p.created_at <= $4::timestamptz)
    AND ($5::text IS NULL OR t.status = ANY (string_to_array($5::text, ',')::smallint[]))
    AND ($6::text IS NULL OR p.direction = $6::text)
    AND ($7::text IS NULL OR strpos(lower(t.public_id), lower($7::text)) > 0
         OR strpos(lower(COALESCE(p.counterparty_name, '')), lower($7::text)) > 0
         OR strpos(lower(COALESCE(p.counterparty_identifier, '')), lower($7::text)) > 0)
    AND ($8::bigint IS NULL OR p.amount_minor >= $8::bigint)
    AND ($9::bigint IS NULL OR p.amount_minor <= $9::bigint)`;

export const filterParams = (f: ReportFilter): SqlParam[] => [
  f.userId,
  f.serviceCode,
  f.fromIso,
  f.toIso,
  f.statuses,
  f.direction,
  f.text,
  f.minMinor,
  f.maxMinor,
];

/** Sortable expressions by column: only these fixed texts ever reach ORDER BY. */
const sortExpressions: Record<Exclude<ReportColumnId, 'balanceAfter'>, string> = {
  createdAt: 'p.created_at',
  transactionId: 't.public_id',
  service: 't.service_code',
  direction: 'p.direction',
  counterparty: "COALESCE(p.counterparty_name, '')",
  amount: 'p.amount_minor',
  fee: 'p.fee_minor',
  status: 't.status',
};

export function isTransactionSortColumn(column: ReportColumnId): column is keyof typeof sortExpressions {
  return Object.hasOwn(sortExpressions, column);
}

/** ORDER BY the column, ties broken by the transaction (and the user's side of it): paging is stable. */
function orderBy(order: ReportOrder & { column: keyof typeof sortExpressions }): string {
  const direction = order.direction === 'asc' ? 'ASC' : 'DESC';
  return `${sortExpressions[order.column]} ${direction}, p.transaction_id ${direction}, p.direction ${direction}`;
}

/** One page of the filter's rows, each with the filter's total. */
export async function selectReportPage(
  q: Queryable,
  filter: ReportFilter,
  order: ReportOrder & { column: keyof typeof sortExpressions },
  limit: number,
  offset: number,
): Promise<ReportRowRecord[]> {
  const { rows } = await q.query<ReportRowRecord>(
    `SELECT t.public_id, t.service_code, p.direction, p.amount_minor::text AS amount_minor,
            p.fee_minor::text AS fee_minor, t.currency, t.status, p.counterparty_name, p.counterparty_identifier,
            p.created_at, count(*) OVER ()::int AS total
       FROM transaction_parties p JOIN transactions t ON t.id = p.transaction_id
      ${WHERE}
      ORDER BY ${orderBy(order)}
      LIMIT $10 OFFSET $11`,
    [...filterParams(filter), limit, offset],
  );
  return rows;
}

export async function countReportRows(q: Queryable, filter: ReportFilter): Promise<number> {
  const counted = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM transaction_parties p JOIN transactions t ON t.id = p.transaction_id ${WHERE}`,
    filterParams(filter),
  );
  return counted.rows[0]?.n ?? 0;
}

/** The plan PostgreSQL picks for a default page (tests check it reads one user's rows by index). */
export async function explainReportPage(q: Queryable, filter: ReportFilter, limit: number): Promise<string[]> {
  const { rows } = await q.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN SELECT t.public_id, p.amount_minor, count(*) OVER ()::int AS total
       FROM transaction_parties p JOIN transactions t ON t.id = p.transaction_id
      ${WHERE}
      ORDER BY ${orderBy({ column: 'createdAt', direction: 'desc' })}
      LIMIT $10 OFFSET 0`,
    [...filterParams(filter), limit],
  );
  return rows.map((row) => row['QUERY PLAN']);
}
