import {
  Anchor,
  Button,
  Collapse,
  Group,
  Menu,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { StatementPdfSlot } from '../../ui/receiptSlots';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconArrowsMaximize, IconArrowsMinimize, IconDownload } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { pageSizeOptions, type reportMachine } from '../../../machines/report.machine';
import type { ExportFormatName } from '../../../machines/reportExport.machine';
import type {
  ReportColumn,
  ReportConfiguration,
  ReportId,
  ReportPage as ReportPageData,
  ReportRow,
} from '../../api/contract/reports';
import { localize } from '../../forms/localize';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { DataTable, type DataColumn } from '../../ui/dataTable/DataTable';
import { FailureAlert } from '../../ui/FailureAlert';
import { useActiveLocale, useSiteSettings } from '../../ui/hooks';
import { PageTitle } from '../../ui/PageTitle';
import { TransactionStatusBadge } from '../../ui/transactionStatus';
import { cellNumber, cellText, formatAmountCell, numericColumns, type CellFormat } from './cells';
import { CustomerLookup } from './CustomerLookup';
import { ExportStatus } from './ExportStatus';
import { ReportFilters } from './ReportFilters';
import { reportLogic, type ExportDescription, type ExportQuery } from './reports.logic';
import { exporterOf } from './backgroundExports';

type Snapshot = SnapshotFrom<typeof reportMachine>;
const selectConfiguration = (s: Snapshot) => s.context.configuration as ReportConfiguration | null;
const selectPage = (s: Snapshot) => s.context.page as ReportPageData | null;

const exportNames: Record<ExportFormatName, string> = { txt: 'TXT', json: 'JSON', csv: 'CSV', xls: 'Excel (XLSX)' };

/**
 * A report screen (requirements#reports): the transaction report, the passbook (also full screen)
 * and the recent transactions, each as the user's category configures it. Customer service
 * reads a customer's transactions by mobile number.
 */
export function ReportPage({ reportId, fullScreen = false }: { reportId: ReportId; fullScreen?: boolean }) {
  const { t, i18n } = useLingui();
  const { platform } = useApp();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  const locale = useActiveLocale();
  const settings = useSiteSettings();
  const format: CellFormat = useMemo(
    () => ({ locale, currencies: settings?.currencyList, i18n }),
    [locale, settings?.currencyList, i18n],
  );

  const [logic] = useState(() => reportLogic(platform, reportId));
  // a `rows` link parameter (a bookmark, a shared link) becomes the nearest rows-per-page choice
  const search = useSearch({ strict: false }) as { rows?: unknown };
  const rows = Number(search.rows);
  const actor = useFlowActor(logic, { input: Number.isInteger(rows) && rows > 0 ? { pageSize: rows } : {} });
  const configuration = useSelector(actor, selectConfiguration);
  const page = useSelector(actor, selectPage);
  const query = useSelector(actor, (s) => s.context.query);
  const customer = useSelector(actor, (s) => s.context.customer);
  const failure = useSelector(actor, (s) => s.context.failure);
  const rangeRefused = useSelector(actor, (s) => s.context.filterError === 'dateRange');
  const configurationFailed = useSelector(actor, (s) => s.matches('configurationFailed'));
  const awaitingCustomer = useSelector(actor, (s) => s.matches('awaitingCustomer'));
  const loading = useSelector(actor, (s) => s.matches({ viewing: 'loading' }));
  const empty = useSelector(actor, (s) => s.matches({ viewing: 'empty' }));
  const failed = useSelector(actor, (s) => s.matches({ viewing: 'failed' }));
  const [hidden, setHidden] = useState<string[] | null>(null);
  // the filters stay open on wide screens and fold away on phones, where the rows matter first
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [filtersOpen, { toggle: toggleFilters }] = useDisclosure(!phone);
  const activeFilters = Object.keys(query.filters).length;

  const title = configuration ? localize(configuration.title, locale) : t(defaultTitle(reportId));
  const visibleColumns = useMemo(() => {
    if (!configuration) return [];
    const hiddenIds = hidden ?? configuration.columns.filter((c) => !c.visible).map((c) => c.id);
    return configuration.columns.filter((c) => !hiddenIds.includes(c.id));
  }, [configuration, hidden]);

  // what an export writes: the columns shown, as the user reads them, in the user's language
  const description: ExportDescription = {
    columns: visibleColumns.map((c) => ({
      id: c.id,
      header: localize(c.label, locale),
      numeric: numericColumns.has(c.id),
    })),
    toCells: (row: ReportRow) =>
      Object.fromEntries(
        visibleColumns.map((c) => {
          const text = cellText(c, row, format);
          const value = numericColumns.has(c.id) ? cellNumber(c.id, row) : null;
          return [c.id, value === null ? text : { text, value }];
        }),
      ),
    title,
    period:
      query.filters.fromDate || query.filters.toDate
        ? { from: query.filters.fromDate, to: query.filters.toDate }
        : null,
    locale,
  };
  const startExport = (f: ExportFormatName) =>
    exporter.send({
      type: 'export.start',
      format: f,
      query: { query, customer, description, page: pathname } satisfies ExportQuery,
    });
  // the session's export of this report: it goes on when the page is left, and is found again here
  const [exporter] = useState(() => exporterOf(platform, reportId));
  useEffect(() => {
    exporter.send({ type: 'page.returned' });
    return () => exporter.send({ type: 'page.left' });
  }, [exporter]);
  const exporting = useSelector(exporter, (s) => s.matches('exporting'));

  const columns = useMemo(() => tableColumns(configuration?.columns ?? [], format), [configuration, format]);
  const pageSizes = configuration ? pageSizeOptions(configuration) : [];
  const paged = configuration !== null && configuration.maxRows === undefined;
  const pages = page ? Math.max(1, Math.ceil(page.total / query.pageSize)) : 1;
  const first = page && page.rows.length > 0 ? (query.page - 1) * query.pageSize + 1 : 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <PageTitle>{title}</PageTitle>
          {page?.customer ? (
            <Text c="dimmed" size="sm">
              <Trans>
                Customer: <bdi>{page.customer.name}</bdi> (<bdi>{page.customer.identifier}</bdi>)
              </Trans>
            </Text>
          ) : null}
        </div>
        {reportId === 'passbook' ? (
          <Anchor component={Link} to={fullScreen ? '/app/report/passbook' : '/app/report-full/passbook'} size="sm">
            <Group gap={4} wrap="nowrap">
              {fullScreen ? <IconArrowsMinimize size={16} aria-hidden /> : <IconArrowsMaximize size={16} aria-hidden />}
              {fullScreen ? <Trans>Leave full screen</Trans> : <Trans>Full screen</Trans>}
            </Group>
          </Anchor>
        ) : null}
      </Group>

      {configurationFailed ? (
        <Stack align="flex-start">
          <FailureAlert failure={failure} title={t`The report could not be loaded`} />
          <Button variant="light" onClick={() => actor.send({ type: 'report.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      ) : !configuration ? (
        <Stack gap="sm" aria-busy>
          <Skeleton h={80} />
          <Skeleton h={320} />
        </Stack>
      ) : (
        <>
          {configuration.customerLookup ? (
            <CustomerLookup current={customer} onLookUp={(mobile) => actor.send({ type: 'report.customer', mobile })} />
          ) : null}
          {awaitingCustomer ? null : (
            <>
              {configuration.filters.length > 0 && paged ? (
                <Stack gap="xs">
                  <Group>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
                      aria-expanded={filtersOpen}
                      aria-controls="report-filters"
                      onClick={toggleFilters}
                    >
                      {activeFilters > 0 ? <Trans>Filters ({activeFilters})</Trans> : <Trans>Filters</Trans>}
                    </Button>
                  </Group>
                  {/* a refused date range opens the panel: its message is there */}
                  <Collapse expanded={filtersOpen || rangeRefused} id="report-filters">
                    <ReportFilters
                      filters={configuration.filters}
                      locale={locale}
                      rangeRefused={rangeRefused}
                      busy={loading}
                      onApply={(filters) => actor.send({ type: 'report.filter', filters })}
                    />
                  </Collapse>
                </Stack>
              ) : null}
              {reportId === 'passbook' && !configuration.customerLookup ? <StatementPdfSlot /> : null}
              {configuration.runningBalance && page?.openingBalance !== undefined ? (
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <Balance
                    label={t`Opening balance`}
                    amount={formatAmountCell(page.openingBalance, currencyOf(page), format)}
                  />
                  <Balance
                    label={t`Closing balance`}
                    amount={formatAmountCell(page.closingBalance, currencyOf(page), format)}
                  />
                </SimpleGrid>
              ) : null}
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Text size="sm" c="dimmed" aria-live="polite">
                  {paged && page && page.total > 0 ? (
                    <Trans>
                      {first}–{first + page.rows.length - 1} of {page.total.toLocaleString('en')}
                    </Trans>
                  ) : null}
                </Text>
                <Group gap="sm">
                  {paged ? (
                    <Select
                      aria-label={t`Rows per page`}
                      w={110}
                      allowDeselect={false}
                      data={pageSizes.map((n) => ({ value: String(n), label: String(n) }))}
                      value={String(query.pageSize)}
                      onChange={(value) => value && actor.send({ type: 'report.pageSize', pageSize: Number(value) })}
                    />
                  ) : null}
                  {configuration.exports.length > 0 ? (
                    <Menu position="bottom-end">
                      <Menu.Target>
                        <Button
                          variant="default"
                          leftSection={<IconDownload size={16} aria-hidden />}
                          disabled={exporting || !page}
                        >
                          <Trans>Export</Trans>
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        {configuration.exports.map((f) => (
                          <Menu.Item key={f} onClick={() => startExport(f)}>
                            {exportNames[f]}
                          </Menu.Item>
                        ))}
                      </Menu.Dropdown>
                    </Menu>
                  ) : null}
                </Group>
              </Group>
              <ExportStatus actor={exporter} onRetry={startExport} />
              {failed && failure?.kind === 'notFound' && configuration.customerLookup ? (
                <FailureAlert failure={failure} />
              ) : failed ? (
                <Stack align="flex-start">
                  <FailureAlert failure={failure} title={t`This page could not be loaded`} />
                  <Button variant="light" onClick={() => actor.send({ type: 'report.retry' })}>
                    <Trans>Try again</Trans>
                  </Button>
                </Stack>
              ) : null}
              {empty ? (
                <Paper withBorder radius="md" p="xl">
                  <Text ta="center" c="dimmed">
                    {Object.keys(query.filters).length > 0 ? (
                      <Trans>No transactions match these filters.</Trans>
                    ) : (
                      <Trans>No transactions yet.</Trans>
                    )}
                  </Text>
                </Paper>
              ) : page && page.rows.length > 0 ? (
                <DataTable
                  columns={columns}
                  rows={page.rows}
                  rowKey={(row) => `${row.transactionId}-${row.direction}`}
                  caption={title}
                  sort={query.sort ? { columnId: query.sort.column, direction: query.sort.direction } : undefined}
                  onSortChange={(columnId, direction) =>
                    actor.send({ type: 'report.sort', sort: { column: columnId, direction } })
                  }
                  hiddenColumns={hidden ?? configuration.columns.filter((c) => !c.visible).map((c) => c.id)}
                  onHiddenColumnsChange={setHidden}
                  onRowActivate={(row) =>
                    void navigate({
                      to: '/app/report/transactionView',
                      search: { transactionId: row.transactionId, ...(customer ? { customer } : {}) },
                    } as never)
                  }
                  height={fullScreen ? 'calc(100dvh - 260px)' : 560}
                  totalRows={page.total}
                  firstRowIndex={first - 1}
                  loading={loading}
                />
              ) : loading ? (
                <Skeleton h={320} />
              ) : null}
              {paged && page && pages > 1 ? (
                <Pagination
                  total={pages}
                  value={query.page}
                  onChange={(n) => actor.send({ type: 'report.page', page: n })}
                  siblings={phone ? 0 : 1}
                  boundaries={phone ? 0 : 1}
                  size={phone ? 'sm' : 'md'}
                  getControlProps={(control) => ({
                    'aria-label':
                      control === 'previous' ? t`Previous page` : control === 'next' ? t`Next page` : undefined,
                  })}
                />
              ) : null}
            </>
          )}
        </>
      )}
    </Stack>
  );
}

function Balance({ label, amount }: { label: string; amount: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" dir="ltr" ta="start">
        {amount}
      </Text>
    </Paper>
  );
}

function currencyOf(page: ReportPageData): string {
  return page.rows[0]?.currency ?? 'IQD';
}

/**
 * The title before the report's configuration is there (or when it failed to load). Descriptors,
 * translated where the component's `t` is the macro's: a `t` passed into a function as a value is
 * not compiled, and its tagged templates translated to nothing (an empty heading).
 */
function defaultTitle(reportId: ReportId): MessageDescriptor {
  return reportId === 'passbook'
    ? msg`Passbook`
    : reportId === 'recent'
      ? msg`Recent transactions`
      : msg`Transaction report`;
}

/** Wide enough for each column's longest usual text: the table scrolls sideways rather than cut them. */
const columnWidths: Record<ReportColumn['id'], number> = {
  createdAt: 150,
  transactionId: 200,
  service: 190,
  direction: 120,
  counterparty: 210,
  amount: 160,
  fee: 120,
  status: 120,
  balanceAfter: 160,
};

/** The table's columns from the report configuration: text as cells.ts words it, statuses as badges. */
function tableColumns(configured: readonly ReportColumn[], format: CellFormat): DataColumn<ReportRow>[] {
  return configured.map((column) => ({
    id: column.id,
    header: localize(column.label, format.locale),
    sortable: column.sortable,
    numeric: numericColumns.has(column.id),
    hideable: true,
    width: columnWidths[column.id],
    cell:
      column.id === 'status'
        ? (row: ReportRow) => <TransactionStatusBadge status={row.status} />
        : numericColumns.has(column.id) || column.id === 'transactionId'
          ? (row: ReportRow) => <span dir="ltr">{cellText(column, row, format)}</span>
          : (row: ReportRow) => <bdi>{cellText(column, row, format)}</bdi>,
  }));
}
