import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import { type ReportContext, type ReportQueryState } from '../../machines/report.machine';
import { sampleFailures } from '../../machines/samples/failures';
import {
  backwardsFilters,
  emptyPage,
  lookupConfiguration,
  pagedConfiguration,
  recentConfiguration,
  sampleCustomer,
  samplePage,
  sampleSort,
} from '../../machines/samples/report.samples';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'report');
const { ctx, before, expectStep } = contextChecks<ReportContext>();

const reportEvents = [
  'report.retry',
  'report.filter',
  'report.sort',
  'report.page',
  'report.pageSize',
  'report.customer',
] as const;
const viewingStates = 'viewing.loading|viewing.ready|viewing.empty|viewing.failed';

type Sent = {
  filters?: { fromDate?: string; toDate?: string };
  sort?: unknown;
  page?: number;
  pageSize?: number;
  mobile?: string;
};
const sent = (check: StepCheck) => check.event as unknown as Sent;

/** The page is asked for with the query and customer the chart now holds. */
const loadsPage = (check: StepCheck) => [
  { name: 'actor:loadPage', params: { query: ctx(check.snapshot).query, customer: ctx(check.snapshot).customer } },
];

/** A query change: the chart's query is the previous one with `query`, back to page 1 unless said, no note. */
const expectRefetch = (check: StepCheck, query: Partial<ReportQueryState>, more: Partial<ReportContext> = {}) =>
  expectStep(check, { query: { ...before(check).query, page: 1, ...query }, failure: null, ...more }, loadsPage(check));

/** A query event the report does not take in this state (or this kind of report): nothing happens. */
const expectIgnoredQuery = (check: StepCheck) => {
  const configuration = before(check).configuration;
  if (check.event.type === 'report.filter' && sent(check).filters === backwardsFilters) {
    // requirements#validation-date: From after To is refused with its message; nothing is fetched
    expectStep(check, { filterError: 'dateRange' });
    return;
  }
  // the recent report has one page of at most maxRows; only customer service names customers
  if (check.event.type === 'report.page' || check.event.type === 'report.pageSize')
    expect(configuration?.maxRows !== undefined || check.event.type === 'report.page').toBe(true);
  if (check.event.type === 'report.customer') expect(configuration?.customerLookup).not.toBe(true);
  expectUnchanged(check);
};

/** What a query change into `viewing.loading` must do, by event. */
const expectQueryChange = (check: StepCheck) => {
  const event = sent(check);
  const previous = before(check);
  switch (check.event.type) {
    case 'report.filter':
      expect(event.filters).not.toBe(backwardsFilters);
      return expectRefetch(check, { filters: event.filters as ReportQueryState['filters'] }, { filterError: null });
    case 'report.sort':
      return expectRefetch(check, { sort: sampleSort });
    case 'report.pageSize':
      // requirements#reports: a rows value not among the options becomes the nearest option
      expect(previous.configuration?.maxRows).toBeUndefined();
      return expectRefetch(check, { pageSize: 100 });
    case 'report.customer':
      expect(previous.configuration?.customerLookup).toBe(true);
      return expectRefetch(check, {}, { customer: event.mobile ?? null, page: null });
    case 'report.page': {
      // within the pages there are: 95 rows at 30 a page are 4 pages
      const last = Math.ceil((previous.page?.total ?? 0) / previous.query.pageSize);
      expect(previous.configuration?.maxRows).toBeUndefined();
      return expectStep(
        check,
        { query: { ...previous.query, page: Math.min(event.page ?? 0, last) }, failure: null },
        loadsPage(check),
      );
    }
    default:
      throw new Error(`no query change on ${check.event.type}`);
  }
};

const assertions: StateAssertions = {
  'report.loadingConfiguration': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({
          configuration: null,
          query: { page: 1, pageSize: 30, sort: null, filters: {} },
          customer: null,
          page: null,
          filterError: null,
          failure: null,
          requestedPageSize: (check.input as { pageSize?: number } | undefined)?.pageSize ?? null,
        });
        expect(check.stepCalls).toEqual([{ name: 'actor:loadConfiguration', params: undefined }]);
      },
      'configurationFailed report.retry': () =>
        expectStep(check, { failure: null }, [{ name: 'actor:loadConfiguration', params: undefined }]),
      [ignoredIn('loadingConfiguration', reportEvents)]: () => expectUnchanged(check),
    }),
  'report.configurationFailed': (check) =>
    expectWay(check, {
      'loadingConfiguration error:loadConfiguration': () => {
        expectStep(check, { failure: sampleFailures.network });
        expect(ctx(check.snapshot).configuration).toBeNull();
      },
      [ignoredIn('configurationFailed', reportEvents, 'report.retry')]: () => expectUnchanged(check),
    }),
  'report.awaitingCustomer': (check) =>
    expectWay(check, {
      'loadingConfiguration done:loadConfiguration': () => {
        expect(ctx(check.snapshot).configuration).toBe(lookupConfiguration);
        expect(ctx(check.snapshot).customer).toBeNull();
        // nothing is read before the customer is named
        expect(check.stepCalls.slice(1)).toEqual([]);
      },
      [ignoredIn('awaitingCustomer', reportEvents, 'report.customer')]: () => expectUnchanged(check),
    }),
  'report.viewing.loading': (check) =>
    expectWay(check, {
      'loadingConfiguration done:loadConfiguration': () => {
        const configuration = ctx(check.snapshot).configuration!;
        expect([pagedConfiguration, recentConfiguration]).toContain(configuration);
        const requested = (check.input as { pageSize?: number } | undefined)?.pageSize;
        // 30 by default; the recent report is one page of 10; a requested 70 becomes 50, the nearest choice
        const pageSize = configuration.maxRows ?? (requested === 70 ? 50 : 30);
        expectStep(
          check,
          {
            configuration,
            query: { page: 1, pageSize, sort: { column: 'createdAt', direction: 'desc' }, filters: {} },
            failure: null,
          },
          loadsPage(check),
        );
      },
      'awaitingCustomer report.customer': () => {
        expectStep(check, { customer: sampleCustomer, page: null, failure: null }, loadsPage(check));
      },
      'viewing.failed report.retry': () => expectStep(check, { failure: null }, loadsPage(check)),
      // a change while a page loads replaces that load
      [`${viewingStates} report.filter|report.sort|report.pageSize|report.customer|report.page`]: () => {
        if (check.previous!.matches({ viewing: 'loading' }) && check.stepCalls.length === 1) {
          expectIgnoredQuery(check);
          return;
        }
        expectQueryChange(check);
      },
      'viewing.loading report.retry': () => expectUnchanged(check),
    }),
  'report.viewing.ready': (check) =>
    expectWay(check, {
      'viewing.loading done:loadPage': () => expectStep(check, { page: samplePage, failure: null }),
      [ignoredIn('viewing.ready', reportEvents, 'report.sort')]: () => expectIgnoredQuery(check),
    }),
  'report.viewing.empty': (check) =>
    expectWay(check, {
      'viewing.loading done:loadPage': () => expectStep(check, { page: emptyPage, failure: null }),
      [ignoredIn('viewing.empty', reportEvents, 'report.sort')]: () => expectIgnoredQuery(check),
    }),
  'report.viewing.failed': (check) =>
    expectWay(check, {
      // the filters and the last page stay: a retry loads the same query
      'viewing.loading error:loadPage': () => {
        expectStep(check, { failure: sampleFailures.network });
        expect(ctx(check.snapshot).query).toEqual(before(check).query);
      },
      [ignoredIn('viewing.failed', reportEvents, 'report.sort', 'report.retry')]: () => expectIgnoredQuery(check),
    }),
};

describeMachinePaths(entry, assertions);
