import * as paths from '../../api/contract/paths';
import {
  reportConfigurationSchema,
  reportPageSchema,
  transactionDetailSchema,
  viewConfigurationSchema,
  type ReportId,
  type ReportQuery,
} from '../../api/contract/reports';
import type { Gateway } from '../../api/gateway';

/** The report calls (requirements#reports, #view-configuration). */
export function reportsEndpoints(gateway: Gateway) {
  return {
    reportConfiguration: (reportId: ReportId, signal?: AbortSignal) =>
      gateway.call(paths.reportConfiguration, { body: { reportId }, schema: reportConfigurationSchema, signal }),
    transactionReport: (query: ReportQuery, signal?: AbortSignal) =>
      gateway.call(paths.transactionReport, { body: query, schema: reportPageSchema, signal }),
    transactionDetail: (body: { transactionId: string; customerMobile?: string }, signal?: AbortSignal) =>
      gateway.call(paths.transactionDetail, { body, schema: transactionDetailSchema, signal }),
    reportLayout: (id: string, signal?: AbortSignal) =>
      gateway.call(paths.reportLayout(id), { method: 'GET', schema: viewConfigurationSchema, signal }),
  };
}
