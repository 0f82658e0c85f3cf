import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * A report screen (requirements#reports): the report's configuration is loaded for the user's
 * category, then pages of rows, filtered, sorted and paged on the server. A filter, sort, page or
 * rows change fetches again from wherever the screen is (a change while a page loads replaces that
 * load); a failed load keeps the filters and offers a retry. A From date after the To date is
 * refused here with its message (error.message.1117), and nothing is fetched. Customer service
 * first names the customer (a mobile number) whose transactions to read.
 *
 * The configuration's and the page's shapes belong to the app; this chart reads only the fields
 * it needs to choose defaults and branches.
 */
export interface ReportSortState {
  column: string;
  direction: 'asc' | 'desc';
}

/** The filters a report configuration may offer; absent: not filtered. */
export interface ReportFilterValues {
  fromDate?: string;
  toDate?: string;
  status?: readonly number[];
  serviceCode?: string;
  direction?: 'debit' | 'credit';
  text?: string;
  minAmount?: string;
  maxAmount?: string;
}

export interface ReportQueryState {
  page: number;
  pageSize: number;
  sort: ReportSortState | null;
  filters: ReportFilterValues;
}

/** What the chart reads of a report configuration. */
export interface ReportConfigurationShape {
  defaultRows: number;
  rowsPerPage: readonly number[];
  defaultSort: ReportSortState;
  maxRows?: number | undefined;
  customerLookup?: boolean | undefined;
}

/** What the chart reads of a page of rows. */
export interface ReportPageShape {
  rows: readonly unknown[];
  total: number;
}

export interface ReportInput {
  /** a rows value asked for (a link, a saved view): the nearest of the configured options is used */
  pageSize?: number;
}

export interface ReportContext {
  configuration: ReportConfigurationShape | null;
  query: ReportQueryState;
  /** customer service: the customer's mobile number */
  customer: string | null;
  page: ReportPageShape | null;
  /** a filter the chart refused (From after To): shown under the field, nothing fetched */
  filterError: 'dateRange' | null;
  failure: FlowFailure | null;
  requestedPageSize: number | null;
}

export type ReportEvent =
  | { type: 'report.retry' }
  | { type: 'report.filter'; filters: ReportFilterValues }
  | { type: 'report.sort'; sort: ReportSortState }
  | { type: 'report.page'; page: number }
  | { type: 'report.pageSize'; pageSize: number }
  | { type: 'report.customer'; mobile: string };

/** requirements#reports: a rows value not among the options becomes the nearest option (the smaller on a tie). */
export function nearestOption(options: readonly number[], wanted: number): number {
  let best = options[0] ?? wanted;
  for (const option of options) {
    if (Math.abs(option - wanted) < Math.abs(best - wanted)) best = option;
  }
  return best;
}

/**
 * The rows-per-page choices of a report: the configured options and its default (30 by default,
 * requirements#constants-pagination, which is not itself among the options 10, 20, 50…).
 */
export function pageSizeOptions(
  configuration: Pick<ReportConfigurationShape, 'rowsPerPage' | 'defaultRows'>,
): number[] {
  return [...new Set([...configuration.rowsPerPage, configuration.defaultRows])].sort((a, b) => a - b);
}

/** requirements#validation-date: From must not be after To (both `YYYY-MM-DD`). */
export function isDateRangeValid(filters: ReportFilterValues): boolean {
  return filters.fromDate === undefined || filters.toDate === undefined || filters.fromDate <= filters.toDate;
}

/** A page number within the report's pages (1 when empty). */
function clampPage(page: number, total: number, pageSize: number): number {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return Math.min(Math.max(1, Math.trunc(page)), last);
}

export const reportMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
    input: {} as ReportInput | undefined,
  },
  actors: {
    loadConfiguration: notProvided<ReportConfigurationShape>('loadConfiguration'),
    loadPage: notProvided<ReportPageShape, { query: ReportQueryState; customer: string | null }>('loadPage'),
  },
  actions: {
    assignConfiguration: assign(({ context }, params: { configuration: ReportConfigurationShape }) => {
      const { configuration } = params;
      const wanted = context.requestedPageSize ?? configuration.defaultRows;
      const pageSize =
        configuration.maxRows === undefined
          ? nearestOption(pageSizeOptions(configuration), wanted)
          : configuration.maxRows;
      return {
        configuration,
        query: { page: 1, pageSize, sort: configuration.defaultSort, filters: {} },
        failure: null,
      };
    }),
    assignPage: assign((_, params: { page: ReportPageShape }) => ({ page: params.page, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    assignFilters: assign(({ context }, params: { filters: ReportFilterValues }) => ({
      query: { ...context.query, page: 1, filters: params.filters },
      filterError: null,
      failure: null,
    })),
    refuseDateRange: assign({ filterError: 'dateRange' as const }),
    assignSort: assign(({ context }, params: { sort: ReportSortState }) => ({
      query: { ...context.query, page: 1, sort: params.sort },
      failure: null,
    })),
    assignPageNumber: assign(({ context }, params: { page: number }) => ({
      query: {
        ...context.query,
        page: clampPage(params.page, context.page?.total ?? 0, context.query.pageSize),
      },
      failure: null,
    })),
    assignPageSize: assign(({ context }, params: { pageSize: number }) => ({
      query: {
        ...context.query,
        page: 1,
        pageSize:
          context.configuration === null
            ? context.query.pageSize
            : nearestOption(pageSizeOptions(context.configuration), params.pageSize),
      },
      failure: null,
    })),
    assignCustomer: assign(({ context }, params: { mobile: string }) => ({
      customer: params.mobile,
      page: null,
      query: { ...context.query, page: 1 },
      failure: null,
    })),
  },
  guards: {
    looksUpCustomers: ({ context }) => context.configuration?.customerLookup === true,
    hasRows: (_, params: { page: ReportPageShape }) => params.page.rows.length > 0,
    dateRangeValid: (_, params: { filters: ReportFilterValues }) => isDateRangeValid(params.filters),
    pagedReport: ({ context }) => context.configuration?.maxRows === undefined,
  },
}).createMachine({
  id: 'report',
  context: ({ input }) => ({
    configuration: null,
    query: { page: 1, pageSize: 30, sort: null, filters: {} },
    customer: null,
    page: null,
    filterError: null,
    failure: null,
    requestedPageSize: input?.pageSize ?? null,
  }),
  initial: 'loadingConfiguration',
  states: {
    loadingConfiguration: {
      invoke: {
        id: 'loadConfiguration',
        src: 'loadConfiguration',
        onDone: {
          target: 'configured',
          actions: { type: 'assignConfiguration', params: ({ event }) => ({ configuration: event.output }) },
        },
        onError: {
          target: 'configurationFailed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    configurationFailed: {
      on: { 'report.retry': { target: 'loadingConfiguration', actions: 'clearFailure' } },
    },
    configured: {
      always: [{ guard: 'looksUpCustomers', target: 'awaitingCustomer' }, { target: 'viewing' }],
    },
    /** customer service: whose transactions? */
    awaitingCustomer: {
      on: {
        'report.customer': {
          target: 'viewing',
          actions: { type: 'assignCustomer', params: ({ event }) => ({ mobile: event.mobile }) },
        },
      },
    },
    viewing: {
      initial: 'loading',
      on: {
        'report.filter': [
          {
            guard: { type: 'dateRangeValid', params: ({ event }) => ({ filters: event.filters }) },
            target: '.loading',
            reenter: true,
            actions: { type: 'assignFilters', params: ({ event }) => ({ filters: event.filters }) },
          },
          { actions: 'refuseDateRange' },
        ],
        'report.sort': {
          target: '.loading',
          reenter: true,
          actions: { type: 'assignSort', params: ({ event }) => ({ sort: event.sort }) },
        },
        'report.pageSize': {
          guard: 'pagedReport',
          target: '.loading',
          reenter: true,
          actions: { type: 'assignPageSize', params: ({ event }) => ({ pageSize: event.pageSize }) },
        },
        'report.customer': {
          guard: 'looksUpCustomers',
          target: '.loading',
          reenter: true,
          actions: { type: 'assignCustomer', params: ({ event }) => ({ mobile: event.mobile }) },
        },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({ query: context.query, customer: context.customer }),
            onDone: [
              {
                guard: { type: 'hasRows', params: ({ event }) => ({ page: event.output }) },
                target: 'ready',
                actions: { type: 'assignPage', params: ({ event }) => ({ page: event.output }) },
              },
              {
                target: 'empty',
                actions: { type: 'assignPage', params: ({ event }) => ({ page: event.output }) },
              },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {
          on: {
            'report.page': {
              guard: 'pagedReport',
              target: 'loading',
              actions: { type: 'assignPageNumber', params: ({ event }) => ({ page: event.page }) },
            },
          },
        },
        empty: {},
        /** the filters stay; retry loads the same page again */
        failed: {
          on: { 'report.retry': { target: 'loading', actions: 'clearFailure' } },
        },
      },
    },
  },
});
