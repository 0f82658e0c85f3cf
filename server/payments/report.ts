import type * as v from 'valibot';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { LocaleText } from '../../src/api/contract/content';
import type {
  reportQuerySchema,
  ReportConfiguration,
  ReportPage,
  ReportRow,
  ReportSort,
} from '../../src/api/contract/reports';
import type { UserRecord } from '../account/users';
import { effectiveReportConfiguration } from '../content/reports';
import { isoTime, toDate, type Queryable } from '../db/types';
import { ApiError, validationError } from '../http/envelope';
import { formatMinor, parseMajor } from '../ledger/ledger';
import { CURRENCY } from './accounts';
import { serviceByCode } from './catalogue';
import { baghdadDayStart } from './quote';
import {
  countReportRows,
  isTransactionSortColumn,
  selectReportPage,
  type ReportFilter,
  type ReportRowRecord,
} from './report.repository';
import {
  countPassbookRows,
  selectPassbookPage,
  selectPeriodBalances,
  type PassbookRowRecord,
} from './reportPassbook.repository';
import { reportSubject, type ReportSubject } from './reportScope';

/**
 * requirements#reports: the transaction report, the passbook and the recent transactions, filtered,
 * sorted and paged on the server, only ever over one subject's rows (reportScope.ts).
 */

export type ReportRequest = v.InferOutput<typeof reportQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Dates outside these years are refused: PostgreSQL has no year 0, and nothing happened before. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 9999;

/** A YYYY-MM-DD day in Baghdad as its first millisecond; undefined for a date that does not exist. */
function dayStart(date: string): number | undefined {
  const year = Number(date.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR) return undefined;
  const utc = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(utc) || !new Date(utc).toISOString().startsWith(date)) return undefined;
  return baghdadDayStart(utc + 12 * 60 * 60 * 1000);
}

export interface Period {
  /** inclusive bounds, null: unbounded */
  fromIso: string | null;
  toIso: string | null;
}

/** requirements#validation-date: Baghdad days, both inclusive; From after To is errCode 1117. */
export function reportPeriod(fromDate: string | undefined, toDate: string | undefined): Period {
  const from = fromDate === undefined ? undefined : dayStart(fromDate);
  const to = toDate === undefined ? undefined : dayStart(toDate);
  for (const [field, given, ms] of [
    ['fromDate', fromDate, from],
    ['toDate', toDate, to],
  ] as const) {
    if (given !== undefined && ms === undefined) {
      throw validationError([{ field, code: 'date', message: 'Not a calendar date between 1900 and 9999.' }]);
    }
  }
  // requirements#validation-date: the From date must not be after the To date (error.message.1117)
  if (from !== undefined && to !== undefined && from > to) {
    throw new ApiError(400, ErrCode.dateRangeInvalid, 'The From date is after the To date.', {
      errors: [{ field: 'fromDate', code: 'dateRange', message: 'The From date is after the To date.' }],
    });
  }
  return {
    fromIso: from === undefined ? null : isoTime(from),
    toIso: to === undefined ? null : isoTime(to + DAY_MS - 1),
  };
}

function filterOf(subject: ReportSubject, request: ReportRequest, period: Period): ReportFilter {
  const min = request.minAmount === undefined ? null : parseMajor(request.minAmount);
  const max = request.maxAmount === undefined ? null : parseMajor(request.maxAmount);
  if (min !== null && max !== null && min > max) {
    throw validationError([
      { field: 'minAmount', code: 'range', message: 'The smallest amount is above the largest.' },
    ]);
  }
  const statuses = request.status === undefined || request.status.length === 0 ? null : [...new Set(request.status)];
  const text = request.text?.trim() ?? '';
  return {
    userId: subject.userId,
    serviceCode: request.serviceCode ?? null,
    ...period,
    statuses: statuses === null ? null : statuses.join(','),
    direction: request.direction ?? null,
    text: text === '' ? null : text,
    minMinor: min === null ? null : min.toString(),
    maxMinor: max === null ? null : max.toString(),
  };
}

/** Only a column the report's configuration lets sort (else 400 naming `sort`). */
function sortOf(config: ReportConfiguration, requested: ReportSort | undefined): ReportSort {
  const sort = requested ?? config.defaultSort;
  const column = config.columns.find((c) => c.id === sort.column);
  const sortable = column?.sortable === true && (config.runningBalance || isTransactionSortColumn(sort.column));
  if (!sortable) {
    throw validationError([
      { field: 'sort', code: 'notSortable', message: `This report does not sort by ${sort.column}.` },
    ]);
  }
  return sort;
}

/** Passbook rows without a transaction, by the entry's kind. */
const ledgerTitles: Readonly<Record<string, LocaleText>> = {
  OPENING_BALANCE: { en: 'Opening balance', ar: 'الرصيد الافتتاحي', ku: 'باڵانسی سەرەتا' },
};

function titleOf(serviceCode: string): LocaleText {
  return serviceByCode(serviceCode)?.title ?? ledgerTitles[serviceCode] ?? { en: serviceCode };
}

export function rowOf(record: ReportRowRecord | PassbookRowRecord): ReportRow {
  return {
    transactionId: record.public_id,
    serviceCode: record.service_code,
    title: titleOf(record.service_code),
    direction: record.direction,
    amount: formatMinor(BigInt(record.amount_minor)),
    fee: formatMinor(BigInt(record.fee_minor)),
    currency: record.currency,
    status: record.status as ReportRow['status'],
    counterparty:
      record.counterparty_name === null
        ? null
        : { name: record.counterparty_name, identifier: record.counterparty_identifier ?? '' },
    createdAt: toDate(record.created_at).toISOString(),
    ...('balance_after' in record ? { balanceAfter: formatMinor(BigInt(record.balance_after)) } : {}),
  };
}

/** The slice of the filter's rows a page shows; the recent report stops at maxRows (one page). */
function pageWindow(request: ReportRequest, config: ReportConfiguration): { limit: number; offset: number } {
  const offset = (request.page - 1) * request.pageSize;
  const cap = config.maxRows;
  return {
    limit: cap === undefined ? request.pageSize : Math.max(0, Math.min(request.pageSize, cap - offset)),
    offset,
  };
}

export async function transactionReport(q: Queryable, user: UserRecord, request: ReportRequest): Promise<ReportPage> {
  const subject = await reportSubject(q, user, request.customerMobile);
  const config = await effectiveReportConfiguration(q, user.category, request.reportId);
  const sort = sortOf(config, request.sort);
  const period = reportPeriod(request.fromDate, request.toDate);
  const filter = filterOf(subject, request, period);
  const { limit, offset } = pageWindow(request, config);
  const capped = (total: number) => (config.maxRows === undefined ? total : Math.min(total, config.maxRows));
  const page = { page: request.page, pageSize: request.pageSize };
  const customer = subject.customer === undefined ? {} : { customer: subject.customer };

  if (config.runningBalance) {
    if (subject.walletId === undefined) {
      return { rows: [], total: 0, ...page, openingBalance: '0.00', closingBalance: '0.00', ...customer };
    }
    const scope = { walletId: subject.walletId, currency: CURRENCY };
    const rows = limit === 0 ? [] : await selectPassbookPage(q, scope, filter, sort, limit, offset);
    const total = rows[0]?.total ?? (await countPassbookRows(q, scope, filter));
    const balances = await selectPeriodBalances(q, subject.walletId, period);
    return {
      rows: rows.map(rowOf),
      total: capped(total),
      ...page,
      openingBalance: formatMinor(BigInt(balances.opening)),
      closingBalance: formatMinor(BigInt(balances.closing)),
      ...customer,
    };
  }
  if (!isTransactionSortColumn(sort.column)) throw new Error('sortOf let an unsortable column through');
  const order = { column: sort.column, direction: sort.direction };
  const rows = limit === 0 ? [] : await selectReportPage(q, filter, order, limit, offset);
  // a page past the end still tells how many there are
  const total = rows[0]?.total ?? (await countReportRows(q, filter));
  return { rows: rows.map(rowOf), total: capped(total), ...page, ...customer };
}
