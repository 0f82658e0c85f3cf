import * as v from 'valibot';
import { localeTextSchema } from './content';

/**
 * Reports (requirements#reports): what a report shows is configuration from the content service
 * (report/reportConfiguration, per report and user category); its rows come from
 * report/transactionReport, filtered, sorted and paged on the server. Shared by the portal and the
 * sandbox, so both read the same shapes.
 */

const amount = v.pipe(v.string(), v.regex(/^-?\d{1,15}\.\d{2}$/));
/** an amount a filter is given: a plain decimal, at most 2 places (`25000`, `25000.5`) */
const filterAmount = v.pipe(v.string(), v.regex(/^\d{1,13}(?:\.\d{1,2})?$/, 'an amount such as 25000.00'));
const reportDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'));

/** The reports the portal draws: the transaction report, the passbook and the recent transactions. */
export const reportIds = ['transactions', 'passbook', 'recent'] as const;
export type ReportId = (typeof reportIds)[number];

/** Columns a report row can show; a configuration picks and orders them. */
export const reportColumnIds = [
  'createdAt',
  'transactionId',
  'service',
  'direction',
  'counterparty',
  'amount',
  'fee',
  'status',
  'balanceAfter',
] as const;
export type ReportColumnId = (typeof reportColumnIds)[number];

/** How a cell is drawn: isDate with typeFormat, isAmount with the site's decimals and currency, isBadge by status. */
export const cellTypes = ['text', 'isDate', 'isAmount', 'isBadge'] as const;
export type CellType = (typeof cellTypes)[number];

export const reportColumnSchema = v.object({
  id: v.picklist(reportColumnIds),
  label: localeTextSchema,
  type: v.picklist(cellTypes),
  /** a dayjs format for isDate (e.g. `DD/MM/YYYY HH:mm`) */
  typeFormat: v.optional(v.string()),
  sortable: v.boolean(),
  /** shown until the user hides it */
  visible: v.boolean(),
});
export type ReportColumn = v.InferOutput<typeof reportColumnSchema>;

export const reportFilterIds = ['dateRange', 'status', 'serviceCode', 'direction', 'text', 'amountRange'] as const;
export type ReportFilterId = (typeof reportFilterIds)[number];

export const reportFilterSchema = v.object({
  id: v.picklist(reportFilterIds),
  label: localeTextSchema,
  /** the choices of a status, service or direction filter */
  options: v.optional(v.array(v.object({ value: v.string(), label: localeTextSchema }))),
});
export type ReportFilter = v.InferOutput<typeof reportFilterSchema>;

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];
export const reportSortSchema = v.object({
  column: v.picklist(reportColumnIds),
  direction: v.picklist(sortDirections),
});
export type ReportSort = v.InferOutput<typeof reportSortSchema>;

/** requirements#constants-pagination: rows per page a user may choose, and the default */
export const rowsPerPageOptions = [10, 20, 50, 100, 200, 500, 1000] as const;
export const exportFormats = ['txt', 'json', 'csv', 'xls'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** report/reportConfiguration: request */
export const reportConfigurationRequestSchema = v.object({ reportId: v.picklist(reportIds) });

/** report/reportConfiguration: one report as the signed-in user's category sees it. */
export const reportConfigurationSchema = v.object({
  reportId: v.picklist(reportIds),
  title: localeTextSchema,
  columns: v.pipe(v.array(reportColumnSchema), v.minLength(1)),
  filters: v.array(reportFilterSchema),
  defaultSort: reportSortSchema,
  /** requirements#constants-pagination: 30 by default (recent: 10) */
  defaultRows: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
  rowsPerPage: v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  exports: v.array(v.picklist(exportFormats)),
  /** the passbook: each row carries the balance after it, the page the period's opening and closing balance */
  runningBalance: v.boolean(),
  /** at most this many rows, one page, no paging (recent transactions: 10) */
  maxRows: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** customer service: the report is of a customer found by mobile number, read-only */
  customerLookup: v.optional(v.boolean()),
});
export type ReportConfiguration = v.InferOutput<typeof reportConfigurationSchema>;

/** report/transactionReport: request. Every field optional so the recent-transactions widget stays small. */
export const reportQuerySchema = v.object({
  reportId: v.optional(v.picklist(reportIds), 'transactions'),
  /** a page past the end answers no rows (and the total); beyond 1,000,000 is refused */
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)), 1),
  /** over 1,000 is refused (requirements#constants-pagination) */
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 10),
  sort: v.optional(reportSortSchema),
  /** YYYY-MM-DD, days in Baghdad time, both inclusive; From after To is errCode 1117 */
  fromDate: v.optional(reportDate),
  toDate: v.optional(reportDate),
  status: v.optional(v.array(v.picklist([0, 1, 2] as const))),
  serviceCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,64}$/))),
  direction: v.optional(v.picklist(['debit', 'credit'])),
  /** matches the transaction id, the counterparty's name or identifier */
  text: v.optional(v.pipe(v.string(), v.maxLength(64), v.regex(/^[^\p{Cc}]*$/u, 'no control characters'))),
  /** the row's amount (fee not included), both inclusive */
  minAmount: v.optional(filterAmount),
  maxAmount: v.optional(filterAmount),
  /** customer service only: the customer's 10-digit mobile number */
  customerMobile: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{10}$/))),
});
export type ReportQuery = v.InferInput<typeof reportQuerySchema>;

/** report/transactionDetail: one transaction, the user's own (or, for customer service, the customer's). */
export const transactionDetailRequestSchema = v.object({
  transactionId: v.pipe(v.string(), v.regex(/^TX[0-9]{18}$/)),
  customerMobile: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{10}$/))),
});

export const transactionDetailSchema = v.object({
  transactionId: v.string(),
  serviceCode: v.string(),
  title: localeTextSchema,
  direction: v.picklist(['debit', 'credit', 'none']),
  status: v.picklist([0, 1, 2] as const),
  statusMessage: v.nullable(v.string()),
  amount,
  fee: amount,
  total: amount,
  currency: v.string(),
  counterparty: v.nullable(v.object({ name: v.string(), identifier: v.string() })),
  balanceAfter: v.nullable(amount),
  createdAt: v.string(),
  details: v.record(v.string(), v.string()),
});
export type TransactionDetail = v.InferOutput<typeof transactionDetailSchema>;

/**
 * A view configuration (requirements#view-configuration), from cms/v1/default_layout_reportLayout_<id>:
 * formatType 1 a label/value grid in displayColumn columns, 2 a table from tableData, 3 cards.
 * A data entry's `value` names a field of the viewed record (`amount`, `details.reference`).
 */
export const viewEntrySchema = v.object({
  label: localeTextSchema,
  value: v.string(),
  type: v.optional(v.picklist(cellTypes), 'text'),
  typeFormat: v.optional(v.string()),
  sortOrder: v.number(),
});
export type ViewEntry = v.InferOutput<typeof viewEntrySchema>;

export const viewConfigurationSchema = v.object({
  displayColumn: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
  formatType: v.picklist([1, 2, 3] as const),
  labelAlignment: v.optional(v.picklist(['left', 'right', 'center', 'start', 'end']), 'start'),
  isTableShow: v.boolean(),
  title: localeTextSchema,
  data: v.array(viewEntrySchema),
  tableData: v.optional(
    v.object({
      colData: v.array(v.object({ key: v.string(), label: localeTextSchema })),
      rowData: v.array(v.record(v.string(), v.string())),
    }),
  ),
});
export type ViewConfiguration = v.InferOutput<typeof viewConfigurationSchema>;

/**
 * report/transactionReport: the page, with the filter's total; the passbook adds balances. A row is
 * the transaction as this user sees it (a transfer is a debit for the payer, a credit for the payee):
 * `amount` without the fee. In the passbook a row is what moved on the wallet: `amount` is that
 * movement (a debit's fee included, `fee` telling how much of it was the fee), so each row's
 * balanceAfter is the previous one's plus a credit or minus a debit. A passbook row without a
 * transaction (the opening balance) has the ledger entry's id (`JE…`) and a code such as
 * OPENING_BALANCE.
 */
export const reportRowSchema = v.object({
  transactionId: v.string(),
  serviceCode: v.string(),
  title: localeTextSchema,
  direction: v.picklist(['debit', 'credit', 'none']),
  amount,
  fee: amount,
  currency: v.string(),
  status: v.picklist([0, 1, 2] as const),
  counterparty: v.nullable(v.object({ name: v.string(), identifier: v.string() })),
  createdAt: v.string(),
  /** the passbook: the wallet's balance after this row */
  balanceAfter: v.optional(v.nullable(amount)),
});
export type ReportRow = v.InferOutput<typeof reportRowSchema>;

export const reportPageSchema = v.object({
  rows: v.array(reportRowSchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  /** the passbook: balance before the period's first row and after its last */
  openingBalance: v.optional(amount),
  closingBalance: v.optional(amount),
  /** customer service: whose report this is */
  customer: v.optional(v.object({ name: v.string(), identifier: v.string() })),
});
export type ReportPage = v.InferOutput<typeof reportPageSchema>;
