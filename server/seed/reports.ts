import * as v from 'valibot';
import type { UserCategory, WalletKind } from '../../src/api/contract/categories';
import {
  exportFormats,
  reportConfigurationSchema,
  rowsPerPageOptions,
  viewConfigurationSchema,
  type ReportColumn,
  type ReportColumnId,
  type ReportConfiguration,
  type ReportFilter,
  type ReportId,
  type ViewConfiguration,
  type ViewEntry,
} from '../../src/api/contract/reports';
import { isOfferedTo } from '../payments/access';
import { serviceDefinitions, type ServiceDefinition } from '../payments/catalogue';
import { demoUsers } from './demoUsers';

/**
 * requirements#reports: what each category's reports show (columns, filters, sort, paging,
 * exports), stored per category as the content module `report` ({transactions, passbook, recent});
 * and requirements#view-configuration: the view screens' configurations, by id. Every document is
 * checked with the portal's schema when built.
 */

type Texts = { en: string; ar: string; ku: string };

const columnTexts: Record<ReportColumnId, Texts> = {
  createdAt: { en: 'Date', ar: 'التاريخ', ku: 'بەروار' },
  transactionId: { en: 'Transaction ID', ar: 'رقم المعاملة', ku: 'ژمارەی مامەڵە' },
  service: { en: 'Service', ar: 'الخدمة', ku: 'خزمەتگوزاری' },
  direction: { en: 'Type', ar: 'النوع', ku: 'جۆر' },
  counterparty: { en: 'Counterparty', ar: 'الطرف الآخر', ku: 'لایەنی بەرامبەر' },
  amount: { en: 'Amount', ar: 'المبلغ', ku: 'بڕ' },
  fee: { en: 'Fee', ar: 'الرسوم', ku: 'کرێ' },
  status: { en: 'Status', ar: 'الحالة', ku: 'دۆخ' },
  balanceAfter: { en: 'Balance', ar: 'الرصيد', ku: 'باڵانس' },
};

export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

/** How each column is drawn and whether the server sorts by it (fee and balance: no). */
const columnKinds: Record<ReportColumnId, Pick<ReportColumn, 'type' | 'sortable'> & { typeFormat?: string }> = {
  createdAt: { type: 'isDate', typeFormat: DATE_TIME_FORMAT, sortable: true },
  transactionId: { type: 'text', sortable: true },
  service: { type: 'text', sortable: true },
  direction: { type: 'text', sortable: true },
  counterparty: { type: 'text', sortable: true },
  amount: { type: 'isAmount', sortable: true },
  fee: { type: 'isAmount', sortable: false },
  status: { type: 'isBadge', sortable: true },
  balanceAfter: { type: 'isAmount', sortable: false },
};

/** [column, visible until the user hides it] in the order shown. */
function columns(list: ReadonlyArray<[ReportColumnId, boolean]>): ReportColumn[] {
  return list.map(([id, visible]) => ({ id, label: { ...columnTexts[id] }, ...columnKinds[id], visible }));
}

/** requirements#transaction-status: 0 Pending, 1 Success, 2 Fail. */
const statusOptions = [
  { value: '0', label: { en: 'Pending', ar: 'قيد الانتظار', ku: 'چاوەڕوان' } },
  { value: '1', label: { en: 'Success', ar: 'ناجحة', ku: 'سەرکەوتوو' } },
  { value: '2', label: { en: 'Fail', ar: 'فاشلة', ku: 'سەرنەکەوتوو' } },
];

const directionOptions = [
  { value: 'debit', label: { en: 'Debit', ar: 'مدين', ku: 'دەرچوو' } },
  { value: 'credit', label: { en: 'Credit', ar: 'دائن', ku: 'هاتوو' } },
];

/** The wallet kinds of a category's accounts (agents include chain stores and mini-houston). */
function walletKindsOf(category: UserCategory): Set<WalletKind> {
  return new Set(demoUsers.filter((user) => user.category === category).map((user) => user.walletKind));
}

/**
 * The services whose transactions a category sees: those it may use, and those that pay its
 * wallets (a merchant is paid by merchant payments; any wallet by a disbursement). Customer
 * service looks at customers of every category, so it sees every service.
 */
export function servicesSeenBy(category: UserCategory): ServiceDefinition[] {
  if (category === 'csr') return [...serviceDefinitions];
  const kinds = walletKindsOf(category);
  return serviceDefinitions.filter(
    (def) =>
      isOfferedTo(category, def.code) ||
      def.kind === 'disbursement' ||
      ((def.kind === 'transfer' || def.kind === 'agentCashOut') && def.recipientKinds.some((kind) => kinds.has(kind))),
  );
}

function filters(category: UserCategory): ReportFilter[] {
  return [
    { id: 'dateRange', label: { en: 'Date', ar: 'التاريخ', ku: 'بەروار' } },
    { id: 'status', label: { ...columnTexts.status }, options: statusOptions },
    {
      id: 'serviceCode',
      label: { ...columnTexts.service },
      options: servicesSeenBy(category).map((def) => ({ value: def.code, label: { ...def.title } })),
    },
    { id: 'direction', label: { ...columnTexts.direction }, options: directionOptions },
    { id: 'text', label: { en: 'Search', ar: 'بحث', ku: 'گەڕان' } },
    { id: 'amountRange', label: { ...columnTexts.amount } },
  ];
}

/** Newest first; requirements#constants-pagination: 30 rows by default, the standard choices; every export. */
function paging(): Pick<ReportConfiguration, 'defaultSort' | 'defaultRows' | 'rowsPerPage' | 'exports'> {
  return {
    defaultSort: { column: 'createdAt', direction: 'desc' },
    defaultRows: 30,
    rowsPerPage: [...rowsPerPageOptions],
    exports: [...exportFormats],
  };
}

function transactionsReport(category: UserCategory): ReportConfiguration {
  const customerService = category === 'csr';
  return {
    reportId: 'transactions',
    title: customerService
      ? { en: 'Customer transactions', ar: 'معاملات العميل', ku: 'مامەڵەکانی کڕیار' }
      : { en: 'Transactions', ar: 'المعاملات', ku: 'مامەڵەکان' },
    columns: columns([
      ['createdAt', true],
      ['transactionId', true],
      ['service', true],
      ['direction', true],
      ['counterparty', true],
      ['amount', true],
      ['fee', true],
      ['status', true],
    ]),
    filters: filters(category),
    ...paging(),
    runningBalance: false,
    ...(customerService ? { customerLookup: true } : {}),
  };
}

function passbook(category: UserCategory): ReportConfiguration {
  return {
    reportId: 'passbook',
    title: { en: 'Passbook', ar: 'كشف الحساب', ku: 'کەشفی هەژمار' },
    columns: columns([
      ['createdAt', true],
      ['transactionId', true],
      ['service', true],
      ['counterparty', true],
      ['direction', true],
      ['amount', true],
      ['fee', false],
      ['status', true],
      ['balanceAfter', true],
    ]),
    filters: filters(category),
    ...paging(),
    runningBalance: true,
  };
}

/** requirements#constants-pagination: the last 10, one page, nothing to export or filter. */
function recent(): ReportConfiguration {
  return {
    reportId: 'recent',
    title: { en: 'Recent transactions', ar: 'أحدث المعاملات', ku: 'دوایین مامەڵەکان' },
    columns: columns([
      ['createdAt', true],
      ['service', true],
      ['counterparty', true],
      ['direction', false],
      ['amount', true],
      ['status', true],
    ]),
    filters: [],
    defaultSort: { column: 'createdAt', direction: 'desc' },
    defaultRows: 10,
    rowsPerPage: [10],
    exports: [],
    runningBalance: false,
    maxRows: 10,
  };
}

export type ReportConfigurations = Partial<Record<ReportId, ReportConfiguration>>;

/**
 * A category's reports: every wallet category has the transaction report, the passbook and the
 * recent transactions; customer service (no wallet) only the transaction report, of a customer.
 */
export function seedReportConfigurations(category: UserCategory): ReportConfigurations {
  const reports: ReportConfiguration[] =
    category === 'csr' ? [transactionsReport(category)] : [transactionsReport(category), passbook(category), recent()];
  return Object.fromEntries(reports.map((report) => [report.reportId, v.parse(reportConfigurationSchema, report)]));
}

function entry(
  sortOrder: number,
  value: string,
  label: Texts,
  type?: ViewEntry['type'],
  typeFormat?: string,
): ViewEntry {
  return {
    label,
    value,
    type: type ?? 'text',
    ...(typeFormat === undefined ? {} : { typeFormat }),
    sortOrder,
  };
}

/**
 * requirements#view-configuration: one transaction (report/transactionDetail) as a label/value grid
 * in two columns. Values name fields of TransactionDetail; `title` is a LocaleText the portal puts
 * in the reader's language, and the portal appends the transaction's own `details.*`.
 */
function transactionView(): ViewConfiguration {
  return {
    formatType: 1,
    displayColumn: 2,
    labelAlignment: 'start',
    isTableShow: false,
    title: { en: 'Transaction details', ar: 'تفاصيل المعاملة', ku: 'وردەکاری مامەڵە' },
    data: [
      entry(1, 'transactionId', { ...columnTexts.transactionId }),
      entry(
        2,
        'createdAt',
        { en: 'Date and time', ar: 'التاريخ والوقت', ku: 'بەروار و کات' },
        'isDate',
        DATE_TIME_FORMAT,
      ),
      entry(3, 'title', { ...columnTexts.service }),
      entry(4, 'direction', { ...columnTexts.direction }),
      entry(5, 'counterparty.name', { ...columnTexts.counterparty }),
      entry(6, 'counterparty.identifier', {
        en: 'Counterparty account',
        ar: 'حساب الطرف الآخر',
        ku: 'هەژماری لایەنی بەرامبەر',
      }),
      entry(7, 'amount', { ...columnTexts.amount }, 'isAmount'),
      entry(8, 'fee', { ...columnTexts.fee }, 'isAmount'),
      entry(9, 'total', { en: 'Total', ar: 'المجموع', ku: 'کۆی گشتی' }, 'isAmount'),
      entry(10, 'status', { ...columnTexts.status }, 'isBadge'),
      entry(11, 'statusMessage', { en: 'Status message', ar: 'رسالة الحالة', ku: 'پەیامی دۆخ' }),
      entry(
        12,
        'balanceAfter',
        { en: 'Balance after', ar: 'الرصيد بعد المعاملة', ku: 'باڵانس دوای مامەڵە' },
        'isAmount',
      ),
    ],
  };
}

const viewBuilders: Readonly<Record<string, () => ViewConfiguration>> = { transactionView };

/** The view configuration of an id (reportLayout_<id>), or undefined for an unknown one. */
export function seedViewConfiguration(id: string): ViewConfiguration | undefined {
  const build = Object.hasOwn(viewBuilders, id) ? viewBuilders[id] : undefined;
  return build === undefined ? undefined : v.parse(viewConfigurationSchema, build());
}
