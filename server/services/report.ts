import type { TransactionReportData, TransactionRow } from '../../src/api/contract/transactions';
import { isoTime, toDate, type Queryable } from '../db/types';
import { formatMinor } from '../ledger/ledger';
import { serviceByCode } from './catalogue';

export interface ReportQuery {
  userId: string;
  page: number;
  pageSize: number;
  serviceCode?: string | undefined;
  /** inclusive bounds in ms (Baghdad days turned into instants by the route) */
  fromMs?: number | undefined;
  toMs?: number | undefined;
}

interface Row {
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

/**
 * seed 000 §7 report/transactionReport: the transactions a user took part in, as that user sees
 * them (a transfer is a debit for the payer and a credit for the payee), newest first.
 */
export async function transactionReport(q: Queryable, query: ReportQuery): Promise<TransactionReportData> {
  const { rows } = await q.query<Row>(
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
    [
      query.userId,
      query.serviceCode ?? null,
      query.fromMs === undefined ? null : isoTime(query.fromMs),
      query.toMs === undefined ? null : isoTime(query.toMs),
      query.pageSize,
      (query.page - 1) * query.pageSize,
    ],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // a page past the end still tells how many there are
    const counted = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transaction_parties p JOIN transactions t ON t.id = p.transaction_id
        WHERE p.user_id = $1::bigint AND ($2::text IS NULL OR t.service_code = $2)
          AND ($3::timestamptz IS NULL OR t.created_at >= $3::timestamptz)
          AND ($4::timestamptz IS NULL OR t.created_at <= $4::timestamptz)`,
      [
        query.userId,
        query.serviceCode ?? null,
        query.fromMs === undefined ? null : isoTime(query.fromMs),
        query.toMs === undefined ? null : isoTime(query.toMs),
      ],
    );
    total = counted.rows[0]?.n ?? 0;
  }
  return {
    rows: rows.map((row) => ({
      transactionId: row.public_id,
      serviceCode: row.service_code,
      title: serviceByCode(row.service_code)?.title ?? { en: row.service_code },
      direction: row.direction,
      amount: formatMinor(BigInt(row.amount_minor)),
      fee: formatMinor(BigInt(row.fee_minor)),
      currency: row.currency,
      status: row.status as TransactionRow['status'],
      counterparty:
        row.counterparty_name === null
          ? null
          : { name: row.counterparty_name, identifier: row.counterparty_identifier ?? '' },
      createdAt: toDate(row.created_at).toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
