import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ReportConfigurationShape, ReportContext, ReportPageShape } from '../report.machine';
import { sampleFailures } from './failures';

/** A paged report (the transaction report, the passbook): 30 rows by default, sorted newest first. */
export const pagedConfiguration: ReportConfigurationShape = {
  defaultRows: 30,
  rowsPerPage: [10, 20, 50, 100, 200, 500, 1000],
  defaultSort: { column: 'createdAt', direction: 'desc' },
};
/** The recent transactions: at most 10 rows, one page. */
export const recentConfiguration: ReportConfigurationShape = { ...pagedConfiguration, defaultRows: 10, maxRows: 10 };
/** Customer service: a customer's transactions, by mobile number. */
export const lookupConfiguration: ReportConfigurationShape = { ...pagedConfiguration, customerLookup: true };

export const samplePage: ReportPageShape = { rows: [{ transactionId: 'TX000000000000000001' }], total: 95 };
export const emptyPage: ReportPageShape = { rows: [], total: 0 };

export const sampleFilters = { fromDate: '2026-01-01', toDate: '2026-01-31', status: [1] };
/** requirements#validation-date: From after To */
export const backwardsFilters = { fromDate: '2026-02-01', toDate: '2026-01-31' };
export const sampleSort = { column: 'amount', direction: 'asc' } as const;
export const sampleCustomer = '7701000001';

export const reportInputs = [undefined, { pageSize: 70 }];

export const reportEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadConfiguration', output: pagedConfiguration } as EventObject,
  { type: 'xstate.done.actor.loadConfiguration', output: recentConfiguration } as EventObject,
  { type: 'xstate.done.actor.loadConfiguration', output: lookupConfiguration } as EventObject,
  { type: 'xstate.error.actor.loadConfiguration', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.loadPage', output: samplePage } as EventObject,
  { type: 'xstate.done.actor.loadPage', output: emptyPage } as EventObject,
  { type: 'xstate.error.actor.loadPage', error: sampleFailures.network } as EventObject,
  { type: 'report.retry' },
  { type: 'report.filter', filters: sampleFilters } as EventObject,
  { type: 'report.filter', filters: backwardsFilters } as EventObject,
  { type: 'report.sort', sort: sampleSort } as EventObject,
  { type: 'report.page', page: 2 } as EventObject,
  // past the last page: the chart keeps to the pages there are
  { type: 'report.page', page: 99 } as EventObject,
  { type: 'report.pageSize', pageSize: 120 } as EventObject,
  { type: 'report.customer', mobile: sampleCustomer } as EventObject,
];

const queryEvents = new Set(['report.filter', 'report.sort', 'report.page', 'report.pageSize', 'report.customer']);

/**
 * Bounds the exploration: a query event is explored from a report whose query is still its
 * default one (or, for customer service, right after the customer is named), so each query
 * change is taken from every state while the combinations of changes are not multiplied out.
 */
export function reportFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (!queryEvents.has(event.type)) return true;
  const context = snapshot.context as ReportContext;
  const { query, configuration } = context;
  const deviated =
    Object.keys(query.filters).length > 0 ||
    query.page !== 1 ||
    (configuration !== null && query.sort !== configuration.defaultSort) ||
    context.filterError !== null;
  return !deviated;
}
