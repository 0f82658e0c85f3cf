import type { TransactionRow } from '../../src/api/contract/transactions';
import { isoTime, type Queryable } from '../db/types';

export interface ReportFilter {
  userId: string;
  serviceCode: string | null;
  /** inclusive bounds in ms, null: unbounded */
  fromMs: number | null;
  toMs: number | null;
}

export interface ReportRow {
  public_id: string;
  service_code: string;
  direction: TransactionRow['direction'];
  amount_minor: string;
  fee_minor: string;
  currency: string;
  status: number;
  counterparty_name: string | null;
  counterparty_identifier: string | null;
  created_at: unknown;
  total: number;
}

const filterParams = (f: ReportFilter) => [
  f.userId,
  f.serviceCode,
  f.fromMs === null ? null : isoTime(f.fromMs),
  f.toMs === null ? null : isoTime(f.toMs),
];

/** One page of the user's side of their transactions, newest first, each row with the filter's total. */
export async function selectReportPage(
  q: Queryable,
  filter: ReportFilter,
  limit: number,
  offset: number,
): Promise<ReportRow[]> {
  const { rows } = await q.query<ReportRow>(
    `SELECT t.public_id, t.service_code, p.direction, p.amount_minor::text AS amount_minor,
            p.fee_minor::text AS fee_minor, t.currency, t.status, p.counterparty_name, p.counterparty_identifier,
            t.created_at, count(*) OVER ()::int AS total
       FROM transaction_parties p JOIN transactions t ON t.id = p.transaction_id
      WHERE p.user_id = $1::bigint
        AND ($2::text IS NULL OR t.service_code = $2)
        AND ($3::timestamptz IS NULL OR t.created_at >= $3::timestamptz)
        AND ($4::timestamptz IS NULL OR t.created_at <= $4::timestamptz)
      ORDER BY t.created_at DESC, t.id DESC, p.direction
      LIMIT $5 OFFSET $6`,
    [...filterParams(filter), limit, offset],
  );
  return rows;
}

export async function countReportRows(q: Queryable, filter: ReportFilter): Promise<number> {
  const counted = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM transaction_parties p JOIN transactions t ON t.id = p.transaction_id
        WHERE p.user_id = $1::bigint AND ($2::text IS NULL OR t.service_code = $2)
          AND ($3::timestamptz IS NULL OR t.created_at >= $3::timestamptz)
          AND ($4::timestamptz IS NULL OR t.created_at <= $4::timestamptz)`,
    filterParams(filter),
  );
  return counted.rows[0]?.n ?? 0;
}
