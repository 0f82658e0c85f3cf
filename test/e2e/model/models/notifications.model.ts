import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { NotificationsContext, NotificationsPageAnswer } from '../../../../machines/notifications.machine';
import * as paths from '../../../../src/api/contract/paths';
import { callAsPage, createAccount, latestMessage } from '../../support';
import { newModelContext, signedInState } from '../accounts';
import type { PlannedPath } from '../plan';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#notifications: the notification centre (/app/report/notifications), as a customer
 * of the path's own, signed up through the API with no notification at all (the paths mark
 * notifications read, and an empty centre is a new customer's). Its notifications are real
 * security notices made through the API before the first load that finds some: a PIN reset by SMS
 * code, then PIN changes, 32 in all, so the first page (30, the portal's page size) has more
 * after it as the chart's first page (two of three) has. Before every load that finds some, the
 * newest is marked read and one more is made: the page starts unread, read, as the sample's
 * first page, and every later load finds an unread one on top (after a mark of all, too).
 *
 * The chart's rows are the first rows on screen: each with its read mark. Counts are the page's
 * own ("Showing 30 of 32"): more to load exactly when the chart's context has more.
 */
export const NOTIFICATIONS_PREFIX = 'mdlnt';

interface Customer {
  userName: string;
  password: string;
  phone: string;
}

/** each path's own customer (made by its session, read by its start); a worker runs one path at a time */
const customers = new Map<number, Customer>();

/** A new customer for the path, signed up and activated through the API, its session saved. */
export async function notificationsSession(browser: Browser, workerIndex: number, path: PlannedPath): Promise<string> {
  const context = await newModelContext(browser);
  const page = await context.newPage();
  let customer: Customer;
  try {
    const created = await createAccount(page, NOTIFICATIONS_PREFIX);
    customer = { userName: created.userName, password: created.password, phone: created.phone };
  } finally {
    await context.close();
  }
  customers.set(path.index, customer);
  return signedInState(browser, customer.userName, customer.password, workerIndex);
}

const PINS = ['2580', '4826'] as const;
/** the first load with rows finds this many: a page of 30 and two more */
const FIRST_MADE = 32;

interface Memo {
  customer: Customer;
  /** security notices made so far */
  made: number;
}
const memoOf = (step: StepInfo) => step.memo as unknown as Memo;
const ctx = (step: StepInfo) => step.snapshot.context as NotificationsContext;

/** An API call as the signed-in page makes it (its session's CSRF pair); fails unless the server says done. */
async function pageCall<T>(page: Page, path: string, data: unknown): Promise<T> {
  const answer = await callAsPage(page, path, data);
  const body = (await answer.json()) as { responseCode: number; data: T };
  expect(body.responseCode, `${path} answered ${JSON.stringify(body)}`).toBe(0);
  return body.data;
}

/** One more security notice: a PIN change (the first one a PIN reset by SMS code: a new customer has no PIN). */
async function oneMore(page: Page, memo: Memo): Promise<void> {
  if (memo.made === 0) {
    const { requestId } = await pageCall<{ requestId: string }>(page, paths.forgotPin, {
      userName: memo.customer.userName,
      category: 'consumer',
    });
    const { otp } = await latestMessage(page, memo.customer.phone, 'pin_reset');
    await pageCall(page, paths.confirmPinReset, { requestId, otp, newPin: PINS[0], confirmPin: PINS[0] });
  } else {
    const oldPin = PINS[(memo.made - 1) % 2]!;
    const newPin = PINS[memo.made % 2]!;
    await pageCall(page, paths.changePin, { oldPin, newPin, confirmPin: newPin });
  }
  memo.made += 1;
}

/** The newest notification (every category), through the API. */
async function newest(page: Page): Promise<{ id: string; read: boolean }> {
  const { rows } = await pageCall<{ rows: { id: string; read: boolean }[] }>(page, paths.notifications, {
    page: 1,
    pageSize: 1,
  });
  return rows[0]!;
}

/**
 * Before a load that finds some: the notices made (the first time), the newest marked read and
 * one more made, so the page reads unread, read, … as the chart's first page.
 */
async function prepareRows(page: Page, memo: Memo): Promise<void> {
  while (memo.made < FIRST_MADE - 1) await oneMore(page, memo);
  const top = await newest(page);
  if (!top.read) await pageCall(page, paths.notificationsRead, { ids: [top.id] });
  await oneMore(page, memo);
}

const main = (page: Page) => page.getByRole('main');
const list = (page: Page) => main(page).getByRole('list', { name: 'Notifications' });
const items = (page: Page) => list(page).getByTestId('notification');
const refreshButton = (page: Page) => main(page).getByRole('button', { name: 'Refresh' });
const markAllButton = (page: Page) => main(page).getByRole('button', { name: 'Mark all as read' });
const loadMoreButton = (page: Page) => main(page).getByRole('button', { name: 'Load more' });
const loadingStatus = (page: Page) => main(page).getByText('Loading notifications…');
const loadFailed = (page: Page) =>
  main(page).getByRole('alert').filter({ hasText: 'Your notifications could not be loaded' });
const laterFailed = (page: Page) =>
  main(page).getByRole('alert').filter({ hasText: 'That did not work: your notifications are as they were' });
const emptyStatus = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /no notifications|Nothing here/ });
const segment = (page: Page, label: string) =>
  main(page).getByRole('radiogroup', { name: 'Show' }).getByText(label, { exact: true });

const filterLabel = (filter: string | null) =>
  filter === null ? 'All' : { TRANSACTION: 'Transactions', SECURITY: 'Security', PROMOTION: 'Offers' }[filter]!;

/** "Showing 30 of 32": the numbers the page says */
async function showing(page: Page): Promise<{ shown: number; total: number }> {
  const text = await main(page)
    .getByText(/^Showing \d+ of \d+$/)
    .innerText();
  const [, shown, total] = /Showing (\d+) of (\d+)/.exec(text)!;
  return { shown: Number(shown), total: Number(total) };
}

/** the chart's rows are the first on screen, each read or unread as the chart has it */
async function rowsAsChart(page: Page, step: StepInfo): Promise<void> {
  const rows = ctx(step).rows;
  await expect(items(page).nth(rows.length - 1)).toBeVisible();
  for (const [i, row] of rows.entries()) {
    const item: Locator = items(page).nth(i);
    await expect(item, `row ${i + 1} (${row.id} of the chart)`).toHaveAttribute('data-read', String(row.read));
    await expect(item.getByRole('button', { name: /^Mark as read/ })).toHaveCount(row.read ? 0 : 1);
  }
}

const isEmptyAnswer = (event: EventObject) =>
  event.type === 'xstate.done.actor.loadPage' &&
  (event as unknown as { output: NotificationsPageAnswer }).output.rows.length === 0;

export const notificationsModel: BrowserModel = {
  machine: 'notifications',
  calls: {
    loadPage: '**/api/report/notifications',
    loadMore: '**/api/report/notifications',
    markRead: '**/api/report/notifications/read',
  },
  async start(page, step) {
    const customer = customers.get(step.path.index);
    if (!customer) throw new Error(`no customer made for path ${step.path.index}`);
    Object.assign(step.memo, { customer, made: 0 } satisfies Memo);
    const { filter } = ctx(step);
    await page.goto(`/app/report/notifications${filter === null ? '' : `?filter=${filter}`}`);
  },
  states: {
    'notifications.loading': async (page, step) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      await expect(main(page).getByRole('radio', { name: filterLabel(ctx(step).filter) })).toBeChecked();
      await expect(loadingStatus(page)).toBeVisible();
      await expect(refreshButton(page)).toBeDisabled();
      await expect(list(page)).toHaveCount(0);
      await expect(markAllButton(page)).toHaveCount(0);
    },
    'notifications.failed': async (page) => {
      await expect(loadFailed(page)).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Retry' })).toBeEnabled();
      await expect(refreshButton(page)).toBeDisabled();
      await expect(list(page)).toHaveCount(0);
      await expect(loadingStatus(page)).toHaveCount(0);
    },
    'notifications.empty': async (page, step) => {
      await expect(emptyStatus(page)).toHaveText(
        ctx(step).filter === null ? 'You have no notifications.' : 'Nothing here yet.',
      );
      await expect(refreshButton(page)).toBeEnabled();
      await expect(list(page)).toHaveCount(0);
      await expect(markAllButton(page)).toHaveCount(0);
      await expect(main(page).getByRole('radio', { name: filterLabel(ctx(step).filter) })).toBeChecked();
    },
    'notifications.ready': async (page, step) => {
      await expect(list(page)).toBeVisible();
      await expect(loadingStatus(page)).toHaveCount(0);
      await expect(main(page).getByRole('radio', { name: filterLabel(ctx(step).filter) })).toBeChecked();
      await expect(refreshButton(page)).toBeEnabled();
      await expect(laterFailed(page)).toHaveCount(ctx(step).failure === null ? 0 : 1);
      await rowsAsChart(page, step);
    },
    'notifications.ready.idle': async (page, step) => {
      const { rows, total } = ctx(step);
      await expect(list(page)).toHaveAttribute('aria-busy', 'false');
      const { shown, total: said } = await showing(page);
      expect(shown, 'rows on screen').toBe(await items(page).count());
      // more to load exactly when the chart has more
      expect(shown < said, `"Showing ${shown} of ${said}"`).toBe(rows.length < total);
      if (rows.length < total) await expect(loadMoreButton(page)).toBeEnabled();
      else await expect(loadMoreButton(page)).toHaveCount(0);
      await expect(markAllButton(page)).toBeVisible();
    },
    'notifications.ready.loadingMore': async (page) => {
      await expect(loadMoreButton(page)).toBeDisabled();
      await expect(loadMoreButton(page)).toHaveAttribute('data-loading', 'true');
      await expect(list(page)).toHaveAttribute('aria-busy', 'false');
    },
    'notifications.ready.marking': async (page, step) => {
      const marking = ctx(step).marking!;
      await expect(list(page)).toHaveAttribute('aria-busy', 'true');
      // another mark waits: every row's button is off
      await expect(
        list(page)
          .getByRole('button', { name: /^Mark as read/ })
          .first(),
      ).toBeDisabled();
      if ('all' in marking) await expect(markAllButton(page)).toHaveAttribute('data-loading', 'true');
      else await expect(markAllButton(page)).not.toHaveAttribute('data-loading', 'true');
    },
  },
  events: {
    'xstate.done.actor.loadPage': async (page, step) => {
      if (isEmptyAnswer(step.event)) {
        expect(memoOf(step).made, 'an empty answer needs a customer with no notifications').toBe(0);
        return;
      }
      await prepareRows(page, memoOf(step));
    },
    'xstate.error.actor.loadPage': async (_page, _step, tools) => tools.fault(),
    'xstate.error.actor.loadMore': async (_page, _step, tools) => tools.fault(),
    'xstate.error.actor.markRead': async (_page, _step, tools) => tools.fault(),
    'filter.change': async (page, step) => {
      const { filter } = step.event as unknown as { filter: string | null };
      await segment(page, filterLabel(filter)).click();
      await expect(page).toHaveURL(filter === null ? /\/notifications$/ : new RegExp(`filter=${filter}$`));
    },
    'page.more': async (page) => {
      await loadMoreButton(page).click();
    },
    'notification.markRead': async (page, step) => {
      const { id } = step.event as unknown as { id: string };
      // the chart's row is the same row on screen
      const index = ctx(step).rows.findIndex((row) => row.id === id);
      await items(page)
        .nth(index)
        .getByRole('button', { name: /^Mark as read/ })
        .click();
    },
    'notifications.markAllRead': async (page) => {
      await markAllButton(page).click();
    },
    'notifications.refresh': async (page) => {
      await refreshButton(page).click();
    },
    'notifications.retry': async (page) => {
      await main(page).getByRole('button', { name: 'Retry' }).click();
    },
  },
  cannot(event, before) {
    const context = before.context as NotificationsContext;
    if (isEmptyAnswer(event) && context.unread !== 0)
      return 'notifications are never deleted: a centre found empty is a new customer’s before any other load answered, so an empty answer after another one (of any filter) would need notifications taken away';
    if (event.type === 'notifications.markAllRead' && context.rows.every((row) => row.read))
      return 'every row on screen read: the chart still offers Mark all by the sample’s unread count of further pages, but after a mark of all the server counts none and the button is off';
    return undefined;
  },
};
