import { fromPromise } from 'xstate';
import {
  reportMachine,
  type ReportConfigurationShape,
  type ReportPageShape,
  type ReportQueryState,
} from '../../../machines/report.machine';
import {
  reportExportMachine,
  type ExportInput,
  type ExportOutcome,
  type ExportResultNotice,
} from '../../../machines/reportExport.machine';
import { transactionViewMachine } from '../../../machines/transactionView.machine';
import type {
  ReportId,
  ReportPage,
  ReportQuery,
  TransactionDetail,
  ViewConfiguration,
} from '../../api/contract/reports';
import { goneOn404 } from '../../api/failure';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { deliverFile } from '../../platform/hostActions';
import { tellResult } from '../../shell/notifications/arrivals';
import { exportResultToast } from './ExportResult';
import { reportsEndpoints } from './reports.endpoints';
import { exportReport, NothingToExportError } from './export/exportReport';
import type { ExportCells, ExportColumn, ExportPeriod } from './export/formats';

/** What the report chart holds of a query, as the transaction report call takes it. */
export function toReportQuery(reportId: ReportId, query: ReportQueryState, customer: string | null): ReportQuery {
  const { filters } = query;
  return {
    reportId,
    page: query.page,
    pageSize: query.pageSize,
    ...(query.sort ? { sort: query.sort as ReportQuery['sort'] } : {}),
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
    ...(filters.status && filters.status.length > 0 ? { status: filters.status as Array<0 | 1 | 2> } : {}),
    ...(filters.serviceCode ? { serviceCode: filters.serviceCode } : {}),
    ...(filters.direction ? { direction: filters.direction } : {}),
    ...(filters.text?.trim() ? { text: filters.text.trim() } : {}),
    ...(filters.minAmount ? { minAmount: filters.minAmount } : {}),
    ...(filters.maxAmount ? { maxAmount: filters.maxAmount } : {}),
    ...(customer ? { customerMobile: customer } : {}),
  };
}

/** requirements#reports: a report's configuration (cached with the layouts) and its pages. */
export function reportLogic(platform: Platform, reportId: ReportId) {
  const api = reportsEndpoints(platform.gateway);
  return reportMachine.provide({
    actors: {
      loadConfiguration: fromPromise<ReportConfigurationShape, void>(
        quietWhenAborted(({ signal }) =>
          platform.contentCache.get('layout', `reportConfiguration:${reportId}`, () =>
            api.reportConfiguration(reportId, signal),
          ),
        ),
      ),
      loadPage: fromPromise<ReportPageShape, { query: ReportQueryState; customer: string | null }>(
        quietWhenAborted(({ input, signal }) =>
          api.transactionReport(toReportQuery(reportId, input.query, input.customer), signal),
        ),
      ),
    },
  });
}

/** What an export writes: the columns shown, each row's cells, the title and period, the language. */
export interface ExportDescription {
  columns: readonly ExportColumn[];
  toCells: (row: ReportPage['rows'][number]) => ExportCells;
  title: string;
  period: ExportPeriod | null;
  locale: string;
}

/**
 * The export's query: the report chart's, the customer customer service is reading, what to write,
 * and the report page's path (where the toast of an export that ended elsewhere leads back to).
 */
export interface ExportQuery {
  query: ReportQueryState;
  customer: string | null;
  description: ExportDescription;
  page: string;
}

/** requirements#reports: every page of the current filter, written and saved. */
export function reportExportLogic(platform: Platform, reportId: ReportId) {
  const api = reportsEndpoints(platform.gateway);
  return reportExportMachine.provide({
    actors: {
      exportReport: fromPromise<ExportOutcome, ExportInput>(async ({ input, signal }) => {
        const { query, customer, description } = input.query as ExportQuery;
        try {
          const result = await exportReport({
            fetchPage: (page, pageSize, pageSignal) =>
              api.transactionReport(toReportQuery(reportId, { ...query, page, pageSize }, customer), pageSignal),
            toCells: description.toCells,
            columns: description.columns,
            format: input.format,
            title: description.title,
            period: description.period,
            locale: description.locale,
            fileStem: reportId,
            signal,
            onProgress: (progress) => input.progress.send({ type: 'export.progress', ...progress }),
          });
          await deliverFile(platform.nativeShell, result.blob, result.fileName);
          return { saved: { fileName: result.fileName, rows: result.rows } };
        } catch (error) {
          if (error instanceof NothingToExportError) return { saved: null };
          throw error;
        }
      }),
    },
    actions: {
      // the export ended while its page was not shown: a toast where the user is, leading back
      tellResult: ({ context }, notice: ExportResultNotice) => {
        const { description, page } = context.query as ExportQuery;
        tellResult(exportResultToast(notice, { reportId, title: description.title, page }));
      },
    },
  });
}

/** One transaction and the view configuration it is drawn with. */
export interface LoadedView {
  configuration: ViewConfiguration;
  transaction: TransactionDetail;
}

/** requirements#view-configuration: the view's layout (cached) and the transaction, together. */
export function transactionViewLogic(platform: Platform, customerMobile: string | null) {
  const api = reportsEndpoints(platform.gateway);
  return transactionViewMachine.provide({
    actors: {
      loadView: fromPromise<unknown, { transactionId: string }>(
        quietWhenAborted(async ({ input, signal }): Promise<LoadedView> => {
          const [configuration, transaction] = await Promise.all([
            platform.contentCache.get('layout', 'reportLayout:transactionView', () =>
              api.reportLayout('transactionView', signal),
            ),
            // a transaction not in the user's history is the server's 404: the chart's notFound
            goneOn404(
              api.transactionDetail(
                { transactionId: input.transactionId, ...(customerMobile ? { customerMobile } : {}) },
                signal,
              ),
            ),
          ]);
          return { configuration, transaction };
        }),
      ),
    },
  });
}
