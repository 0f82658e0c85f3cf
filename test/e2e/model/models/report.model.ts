import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  nearestOption,
  pageSizeOptions,
  type ReportConfigurationShape,
  type ReportContext,
  type ReportPageShape,
} from '../../../../machines/report.machine';
import { demoUsers } from '../../../../server/seed/demoUsers';
import type { PlannedPath } from '../plan';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#reports: the report chart on its three screens, as the sample configuration the
 * path loads says — a paged report (the passbook, /app/report/passbook), the recent transactions
 * (/app/recentTransaction, at most 10 rows) and customer service's transaction report of a
 * customer (/app/report/transactions, the customer named first).
 *
 * The second sandbox has no seeded history (SEED_HISTORY off), so the only rows no other spec
 * changes are a wallet's opening balance: the passbook of the agent `minihouston` (whom no browser
 * spec pays or signs in) always has that one row, credited and successful; its recent
 * transactions and customer service's report of it have none. A paged path's empty page is a
 * filter that matches nothing (Type: Debit), its rows the filter that keeps the opening balance
 * (Type: Credit). The paths only read: nothing to put back.
 */
export const REPORT_LOGIN = 'minihouston';
export const CUSTOMER_SERVICE_LOGIN = 'csr';
const holder = demoUsers.find((u) => u.login === REPORT_LOGIN)!;

type Kind = 'paged' | 'recent' | 'lookup';

const kindOf = (configuration: ReportConfigurationShape | null | undefined): Kind =>
  configuration?.customerLookup ? 'lookup' : configuration?.maxRows !== undefined ? 'recent' : 'paged';

/** The configuration the path loads (the first one the server answers), paged when it never does. */
export function pathKind(path: PlannedPath): Kind {
  const loaded = path.steps.find((s) => s.event.type === 'xstate.done.actor.loadConfiguration');
  return loaded ? kindOf((loaded.event as unknown as { output: ReportConfigurationShape }).output) : 'paged';
}

/** Who walks the path: customer service for the customer lookup, the agent otherwise. */
export const accountOf = (path: PlannedPath) => (pathKind(path) === 'lookup' ? CUSTOMER_SERVICE_LOGIN : REPORT_LOGIN);

const screens: Record<Kind, { route: string; title: string }> = {
  paged: { route: '/app/report/passbook', title: 'Passbook' },
  recent: { route: '/app/recentTransaction', title: 'Recent transactions' },
  lookup: { route: '/app/report/transactions', title: 'Customer transactions' },
};

const outputOf = (e: EventObject) => (e as unknown as { output: ReportPageShape }).output;
const hasRows = (page: ReportPageShape | null | undefined) => (page?.rows.length ?? 0) > 0;

/**
 * A path in brief, as the browser walks it: the configuration, the rows link, and each event with
 * what decides its screen (rows or none, a refused range). Paths alike in this walk the same
 * screens; the full set walks one of each.
 */
export function signatureOf(path: PlannedPath): string {
  const input = (path.input as { pageSize?: number } | undefined)?.pageSize;
  const events = path.steps.slice(1).map(({ event }) => {
    if (event.type === 'xstate.done.actor.loadConfiguration')
      return `config(${kindOf((event as unknown as { output: ReportConfigurationShape }).output)})`;
    if (event.type === 'xstate.done.actor.loadPage') return hasRows(outputOf(event)) ? 'rows' : 'empty';
    if (event.type === 'report.filter') return isBackwards(event) ? 'filter(refused)' : 'filter';
    return event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:');
  });
  return `${input === undefined ? '' : `rows=${input} `}${events.join(' ')}`;
}

function isBackwards(event: EventObject): boolean {
  const { fromDate, toDate } = (event as unknown as { filters: { fromDate?: string; toDate?: string } }).filters;
  return fromDate !== undefined && toDate !== undefined && fromDate > toDate;
}

/** What each screen's heading says before its configuration is there (ReportPage's defaultTitle, by the route's report). */
const defaultTitles: Record<Kind, string> = {
  paged: 'Passbook',
  recent: 'Recent transactions',
  lookup: 'Transaction report',
};

const ctx = (step: StepInfo) => step.snapshot.context as ReportContext;
const kind = (step: StepInfo) => kindOf(ctx(step).configuration);
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const applyButton = (page: Page) => page.getByRole('form', { name: 'Filters' }).getByRole('button', { name: 'Apply' });
const grid = (page: Page, title: string) => page.getByRole('grid', { name: title });
const loadFailed = (page: Page) => page.getByText('This page could not be loaded');
const noRows = (page: Page) => page.getByText(/^No transactions (yet|match these filters)\.$/);
const RANGE_REFUSED = 'The From date must not be after the To date.';

/** The first page result still to come in the path: what a filter must lead to. */
const nextResult = (step: StepInfo) => step.upcoming.find((e) => e.type === 'xstate.done.actor.loadPage');

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A day of last month in a date field's calendar (every day of it is before today). */
async function pickLastMonthDay(page: Page, field: string, day: number) {
  await page.getByRole('button', { name: field, exact: true }).click();
  const dropdown = page
    .locator('.mantine-Popover-dropdown')
    .filter({ has: page.getByRole('button', { name: 'Previous month' }) });
  await dropdown.getByRole('button', { name: 'Previous month' }).click();
  await dropdown
    .locator('table button:not([data-outside])')
    .filter({ hasText: new RegExp(`^${day}$`) })
    .click();
  await expect(dropdown).toHaveCount(0);
}

export const reportModel: BrowserModel = {
  machine: 'report',
  calls: {
    loadConfiguration: '**/report/reportConfiguration',
    loadPage: '**/report/transactionReport',
  },
  async start(page, step) {
    const rows = (step.path.input as { pageSize?: number } | undefined)?.pageSize;
    const { route } = screens[pathKind(step.path)];
    await page.goto(rows === undefined ? route : `${route}?rows=${rows}`);
  },
  states: {
    'report.loadingConfiguration': async (page, step) => {
      // the route's own title until the configuration names it (the walk found it empty: fixed)
      await expect(heading(page)).toHaveText(defaultTitles[pathKind(step.path)]);
      await expect(page.locator('[aria-busy="true"] .mantine-Skeleton-root').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    },
    'report.configurationFailed': async (page, step) => {
      await expect(heading(page)).toHaveText(defaultTitles[pathKind(step.path)]);
      await expect(page.getByText('The report could not be loaded')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    },
    // an eventless choice: never rests (its transitions are reported), the configuration's title is up
    'report.configured': async (page, step) => {
      await expect(heading(page)).toHaveText(screens[kind(step)].title);
    },
    'report.awaitingCustomer': async (page) => {
      await expect(heading(page)).toHaveText('Customer transactions');
      const form = page.getByRole('form', { name: 'Find a customer' });
      await expect(form.getByRole('textbox', { name: "Customer's mobile number" })).toBeEditable();
      await expect(form.getByRole('button', { name: 'Show transactions' })).toBeEnabled();
      // nothing of a report before the customer is named
      await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveCount(0);
      await expect(noRows(page)).toHaveCount(0);
    },
    'report.viewing': async (page, step) => {
      const { query, filterError } = ctx(step);
      await expect(heading(page)).toHaveText(screens[kind(step)].title);
      await expect(page.getByText('The report could not be loaded')).toHaveCount(0);
      if (kind(step) === 'recent') {
        // one page of at most 10, nothing to filter or page
        await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
        await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveCount(0);
        return;
      }
      await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue(String(query.pageSize));
      await expect(page.getByRole('button', { name: /^Filters/ })).toHaveText(
        Object.keys(query.filters).length > 0 ? /^Filters \(\d\)$/ : 'Filters',
      );
      // a refused range: its message under From, nothing fetched
      await expect(page.getByText(RANGE_REFUSED)).toHaveCount(filterError === 'dateRange' ? 1 : 0);
      if (kind(step) === 'lookup') await expect(page.getByRole('form', { name: 'Find a customer' })).toBeVisible();
    },
    'report.viewing.loading': async (page, step) => {
      await expect(loadFailed(page)).toHaveCount(0);
      await expect(noRows(page)).toHaveCount(0);
      if (kind(step) !== 'recent') await expect(applyButton(page)).toBeDisabled();
      // rows already shown stay while the next ones load; otherwise a placeholder
      if (hasRows(ctx(step).page)) await expect(grid(page, screens[kind(step)].title)).toBeVisible();
      else await expect(page.locator('#main-content .mantine-Skeleton-root')).toBeVisible();
    },
    'report.viewing.ready': async (page, step) => {
      const { query } = ctx(step);
      const table = grid(page, screens[kind(step)].title);
      await expect(table.locator('tbody tr[data-index]')).toHaveCount(1);
      // the opening balance: credited, successful
      await expect(table.locator('tbody tr[data-index]').first()).toContainText('Success');
      await expect(table.locator('tbody tr[data-index]').first()).toContainText('Opening balance');
      await expect(page.getByText('1–1 of 1', { exact: true })).toBeVisible();
      if (kind(step) !== 'recent') await expect(applyButton(page)).toBeEnabled();
      const sort = query.sort!;
      await expect(
        table.getByRole('columnheader', { name: sort.column === 'amount' ? 'Amount' : 'Date' }),
      ).toHaveAttribute('aria-sort', sort.direction === 'asc' ? 'ascending' : 'descending');
    },
    'report.viewing.empty': async (page, step) => {
      const filtered = Object.keys(ctx(step).query.filters).length > 0;
      await expect(
        page.getByText(filtered ? 'No transactions match these filters.' : 'No transactions yet.'),
      ).toBeVisible();
      await expect(page.getByRole('grid')).toHaveCount(0);
      await expect(loadFailed(page)).toHaveCount(0);
      if (kind(step) === 'lookup') await expect(page.getByText(`Customer: ${holder.fullNameEn}`)).toBeVisible();
    },
    'report.viewing.failed': async (page, step) => {
      await expect(loadFailed(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(noRows(page)).toHaveCount(0);
      // what was shown stays under the message
      if (hasRows(ctx(step).page)) await expect(grid(page, screens[kind(step)].title)).toBeVisible();
    },
  },
  events: {
    'xstate.error.actor.loadConfiguration': async (_page, _step, tools) => tools.fault(),
    'xstate.error.actor.loadPage': async (_page, _step, tools) => tools.fault(),
    'report.retry': async (page) => {
      await page.getByRole('button', { name: 'Try again' }).click();
    },
    'report.filter': async (page, step) => {
      if (isBackwards(step.event)) {
        // From after To: both from last month's calendar
        await pickLastMonthDay(page, 'From', 20);
        await pickLastMonthDay(page, 'To', 10);
      } else {
        // the opening balance is a credit: Credit keeps it, Debit leaves nothing
        const next = nextResult(step);
        const rows = next !== undefined && hasRows(outputOf(next));
        await choose(page, 'Type', rows ? 'Credit' : 'Debit');
      }
      await applyButton(page).click();
    },
    'report.sort': async (page, step) => {
      const { sort } = step.event as unknown as { sort: { column: string; direction: 'asc' | 'desc' } };
      const header = grid(page, screens[kind(step)].title).getByRole('columnheader', {
        name: sort.column === 'amount' ? 'Amount' : 'Date',
      });
      await header.getByRole('button').click();
    },
    'report.pageSize': async (page, step) => {
      const { configuration } = step.before.context as ReportContext;
      const wanted = (step.event as unknown as { pageSize: number }).pageSize;
      await choose(page, 'Rows per page', String(nearestOption(pageSizeOptions(configuration!), wanted)));
    },
    'report.customer': async (page) => {
      // the agent's number: a wallet no browser spec pays
      const form = page.getByRole('form', { name: 'Find a customer' });
      await form.getByRole('textbox', { name: "Customer's mobile number" }).fill(holder.phone);
      await form.getByRole('button', { name: 'Show transactions' }).click();
    },
  },
  cannot(event, before) {
    const context = before.context as ReportContext;
    const k = kindOf(context.configuration);
    if (event.type === 'report.page')
      return "one page only: the sandbox has no seeded history (SEED_HISTORY off), the passbook's one row is the opening balance, so no pager is shown";
    if (event.type === 'report.filter' && k === 'recent')
      return 'the recent transactions offer no filters (their configuration has none)';
    const queryEvent = ['report.filter', 'report.sort', 'report.pageSize', 'report.customer'].includes(event.type);
    if (queryEvent && isLoading(before))
      return event.type === 'report.filter'
        ? 'Apply is busy (disabled) while a page loads; the filter is walked from ready, empty and failed'
        : 'a change while a page loads aborts the call the runner holds; the same transition is walked from ready, empty and failed';
    if (event.type === 'report.sort' && !hasRows(context.page))
      return 'no rows shown: the table and its sortable headers are not there';
    if (event.type === 'report.pageSize' && context.configuration !== null) {
      const size = nearestOption(
        pageSizeOptions(context.configuration),
        (event as unknown as { pageSize: number }).pageSize,
      );
      if (size === context.query.pageSize) return 'the rows per page already chosen: choosing it again sends nothing';
    }
    if (event.type === 'xstate.done.actor.loadPage') {
      const rows = hasRows(outputOf(event));
      if (rows && k !== 'paged')
        return k === 'recent'
          ? 'the recent transactions of a wallet no spec pays are empty on the sandbox without history'
          : "customer service's report of a wallet no spec pays is empty on the sandbox without history";
      if (!rows && k === 'paged' && Object.keys(context.query.filters).length === 0)
        return 'the passbook always has its opening balance: only a filter empties it';
    }
    return undefined;
  },
};

function isLoading(snapshot: AnyMachineSnapshot): boolean {
  return snapshot.matches({ viewing: 'loading' });
}
