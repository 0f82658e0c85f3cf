import type { TransactionReportData, TransactionRow } from '../../src/api/contract/transactions';
import { toDate, type Queryable } from '../db/types';
import { formatMinor } from '../ledger/ledger';
import { serviceByCode } from './catalogue';
import { countReportRows, selectReportPage } from './report.repository';

export interface ReportQuery {
  userId: string;
  page: number;
  pageSize: number;
  serviceCode?: string | undefined;
  /** inclusive bounds in ms (Baghdad days turned into instants by the route) */
  fromMs?: number | undefined;
  toMs?: number | undefined;
}

/**
 * requirements#reports: the transactions a user took part in, as that user sees
 * them (a transfer is a debit for the payer and a credit for the payee), newest first.
 */
export async function transactionReport(q: Queryable, query: ReportQuery): Promise<TransactionReportData> {
  const filter = {
    userId: query.userId,
    serviceCode: query.serviceCode ?? null,
    fromMs: query.fromMs ?? null,
    toMs: query.toMs ?? null,
  };
  const rows = await selectReportPage(q, filter, query.pageSize, (query.page - 1) * query.pageSize);
  // a page past the end still tells how many there are
  const total = rows[0]?.total ?? (await countReportRows(q, filter));
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
