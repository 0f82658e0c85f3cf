import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { UnreadAnswer, UnreadNotificationsContext } from '../../../../machines/unreadNotifications.machine';
import type { UnreadCount } from '../../../../src/api/contract/notifications';
import * as paths from '../../../../src/api/contract/paths';
import { DEMO_PIN } from '../../../../server/seed/demoUsers';
import { callAsPage, fillCredentials } from '../../support';
import { customerWithPin, newModelContext, seenTemporaryNotice, signedInState } from '../accounts';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#notifications: the bell's count, for whoever is signed in. Two customers of this
 * worker's own (accounts.customerWithPin: no other path reads their notifications): the path signs
 * the first in through the form; "someone else signed in" is the second one's session written by
 * another tab of the portal. Each count the chart's answer names is made true on the server before
 * the held call goes on: every notification of the account marked read, then as many security
 * notices made (PIN changes) as the answer counts. The count is asked again at once after the user
 * marks a notification read in the notification centre (reached from the bell's menu), and after
 * the poll's pause on the page's clock. An answer whose newest notification the path made before
 * (the same sample) finds the account as that step left it; a count that tells of an arrival shows
 * its toast, with the server's newest notification, and the end of a session takes the toasts away.
 */
export const UNREAD_PREFIXES = ['mdlunra', 'mdlunrb'] as const;

interface Customer {
  userName: string;
  password: string;
  /** the PIN it has now (each notice is a PIN change) */
  pin: string;
  /** its saved session (a context of the test's own calls the API with it) */
  state: string;
}

/** this worker's two customers, made once */
const customers = new Map<string, Promise<Customer>>();

function customer(browser: Browser, prefix: string, workerIndex: number): Promise<Customer> {
  let made = customers.get(prefix);
  if (!made) {
    made = (async () => {
      const { userName, password } = await customerWithPin(browser, prefix);
      const state = await signedInState(browser, userName, password, workerIndex);
      return { userName, password, pin: DEMO_PIN, state };
    })();
    customers.set(prefix, made);
  }
  return made;
}

const OTHER_PIN = '4826';

interface Memo {
  accounts: [Customer, Customer];
  /** the one the page is signed in as (index), or null */
  current: number | null;
  /** API contexts of the accounts' saved sessions, opened on first use */
  api: Map<number, { context: BrowserContext; page: Page }>;
  /** per account, the sample newest notification (its id) the path made real, null: none unread */
  made: Map<number, string | null>;
}
const memoOf = (step: StepInfo) => step.memo as unknown as Memo;
const ctx = (step: StepInfo) => step.snapshot.context as UnreadNotificationsContext;

/** A page signed in as the account (its saved session), for the test's own API calls. */
async function apiPage(step: StepInfo, index: number): Promise<Page> {
  const memo = memoOf(step);
  let open = memo.api.get(index);
  if (!open) {
    const context = await newModelContext(step.browser, memo.accounts[index]!.state);
    const page = await context.newPage();
    await page.goto('/favicon.svg');
    open = { context, page };
    memo.api.set(index, open);
  }
  return open.page;
}

async function pageCall(page: Page, path: string, data: unknown): Promise<unknown> {
  const answer = await callAsPage(page, path, data);
  const body = (await answer.json()) as { responseCode: number; data: unknown };
  expect(body.responseCode, `${path} answered ${JSON.stringify(body)}`).toBe(0);
  return body.data;
}

/** One more unread notification of the account: a PIN change's security notice. */
async function oneMore(step: StepInfo, index: number): Promise<void> {
  const account = memoOf(step).accounts[index]!;
  const newPin = account.pin === DEMO_PIN ? OTHER_PIN : DEMO_PIN;
  await pageCall(await apiPage(step, index), paths.changePin, { oldPin: account.pin, newPin, confirmPin: newPin });
  account.pin = newPin;
}

/** The account's unread count made `count`: all marked read, then that many notices. */
async function makeUnread(step: StepInfo, index: number, count: number): Promise<void> {
  await pageCall(await apiPage(step, index), paths.notificationsRead, { all: true });
  for (let i = 0; i < count; i++) await oneMore(step, index);
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const bellLabel = (unread: number | null) =>
  unread !== null && unread > 0 ? `Notifications, ${unread.toLocaleString('en')} unread` : 'Notifications';

/** the bell says the chart's count: the last one counted (none yet, or a failed count, keeps it) */
async function bellSays(page: Page, step: StepInfo): Promise<void> {
  await expect(bell(page)).toHaveAttribute('aria-label', bellLabel(ctx(step).unread));
}

const toasts = (page: Page) => page.getByTestId('arrival-toast');

/** The count told of an arrival (the chart's first branch of the count's answer): its toast. */
async function toastTells(page: Page, step: StepInfo): Promise<void> {
  const { latest } = (await pageCall(
    await apiPage(step, memoOf(step).current!),
    paths.notificationsUnread,
    {},
  )) as UnreadCount;
  const toast = toasts(page).filter({ hasText: latest!.title.en! });
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveAttribute('role', 'alert');
  await expect(toast).toContainText(latest!.body.en!);
  // how many arrived with it: the count's rise since the count before
  const more = ctx(step).unread! - (step.before.context as UnreadNotificationsContext).unread! - 1;
  if (more > 0) await expect(toast).toContainText(`and ${more} more new notification${more === 1 ? '' : 's'}`);
  await expect(toast.getByRole('link', { name: 'See all notifications' })).toBeVisible();
}

/** The user puts the toasts away before reaching what they may cover. */
async function closeToasts(page: Page): Promise<void> {
  while ((await toasts(page).count()) > 0) {
    await toasts(page).first().getByRole('button', { name: 'Close' }).click();
    await expect(toasts(page).first())
      .not.toBeVisible({ timeout: 5_000 })
      .catch(() => undefined);
  }
}

async function signInAs(page: Page, step: StepInfo, index: number): Promise<void> {
  const account = memoOf(step).accounts[index]!;
  await expect(page).toHaveURL(/\/signin(\?|$)/);
  await fillCredentials(page, account.userName, account.password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  memoOf(step).current = index;
}

const TOKEN_KEY = 'front_authorize_token';
const USER_KEY = 'user';

/** Another tab of the portal stores the other customer's session, signed in afresh on another device. */
async function otherSignsInElsewhere(page: Page, step: StepInfo): Promise<void> {
  const memo = memoOf(step);
  const other = memo.current === 0 ? 1 : 0;
  const account = memo.accounts[other]!;
  const elsewhere = await newModelContext(step.browser);
  let items: Record<string, string | null>;
  try {
    await elsewhere.addInitScript(seenTemporaryNotice);
    const there = await elsewhere.newPage();
    await there.goto('/signin');
    await fillCredentials(there, account.userName, account.password);
    await expect(there).toHaveURL(/\/app\/dashboard$/);
    items = await there.evaluate(
      (keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])),
      [TOKEN_KEY, USER_KEY],
    );
  } finally {
    await elsewhere.close();
  }
  const tab = await page.context().newPage();
  try {
    await tab.goto('/favicon.svg');
    await tab.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) if (value !== null) localStorage.setItem(key, value);
    }, items);
  } finally {
    await tab.close();
  }
  memo.current = other;
}

export const unreadNotificationsModel: BrowserModel = {
  machine: 'unreadNotifications',
  clock: true,
  calls: { countUnread: '**/api/report/notifications/unreadCount' },
  async start(page, step) {
    const accounts = (await Promise.all(
      UNREAD_PREFIXES.map((prefix) => customer(step.browser, prefix, test.info().workerIndex)),
    )) as [Customer, Customer];
    Object.assign(step.memo, { accounts, current: null, api: new Map(), made: new Map() } satisfies Memo);
    await page.goto('/signin');
  },
  states: {
    'unreadNotifications.signedOut': async (page) => {
      await expect(page).toHaveURL(/\/signin(\?|$)/);
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await expect(bell(page)).toHaveCount(0);
      // what was told of the session is gone with it
      await expect(toasts(page)).toHaveCount(0);
    },
    'unreadNotifications.signedIn': async (page) => {
      await expect(page).toHaveURL(/\/app\//);
      await expect(bell(page)).toBeVisible();
    },
    'unreadNotifications.signedIn.counting': async (page, step) => {
      await bellSays(page, step);
      // another customer's session: nothing told of the one before stays
      if (step.event.type === 'session.started') await expect(toasts(page)).toHaveCount(0);
    },
    'unreadNotifications.signedIn.waiting': async (page, step) => {
      await bellSays(page, step);
      if (step.transitions.some((key) => key.includes('xstate.done.actor.countUnread#0→')))
        await toastTells(page, step);
    },
  },
  events: {
    'session.started': async (page, step) => {
      if (step.before.matches('signedOut')) await signInAs(page, step, 0);
      else await otherSignsInElsewhere(page, step);
    },
    'session.ended': async (page, step) => {
      await page.getByRole('button', { name: /Account menu for / }).click();
      await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
      await expect(page).toHaveURL(/\/signin(\?|$)/);
      memoOf(step).current = null;
    },
    'notifications.changed': async (page, step) => {
      // the user marks one read in the notification centre: one unread made for it first
      await oneMore(step, memoOf(step).current!);
      await closeToasts(page);
      const main = page.getByRole('main');
      if (/\/app\/report\/notifications/.test(page.url())) await main.getByRole('button', { name: 'Refresh' }).click();
      else {
        await bell(page).click();
        await page.getByRole('menuitem', { name: 'All notifications' }).click();
        await expect(page).toHaveURL(/\/app\/report\/notifications$/);
      }
      const unread = main.getByRole('list', { name: 'Notifications' }).locator('[data-read="false"]');
      await expect(unread.first()).toBeVisible();
      const before = await unread.count();
      await unread
        .first()
        .getByRole('button', { name: /^Mark as read/ })
        .click();
      await expect(unread).toHaveCount(before - 1);
    },
    'xstate.done.actor.countUnread': async (_page, step) => {
      const answer = (step.event as unknown as { output: UnreadAnswer }).output;
      const memo = memoOf(step);
      const index = memo.current!;
      // the same newest notification found again: the account as the path left it
      if (answer.latest !== null && memo.made.get(index) === answer.latest.id) return;
      await makeUnread(step, index, answer.unread);
      memo.made.set(index, answer.latest?.id ?? null);
    },
    'xstate.error.actor.countUnread': async (_page, _step, tools) => tools.fault(),
    'xstate.after.pollInterval.unreadNotifications.signedIn.waiting': async (page, step) => {
      await page.clock.runFor(ctx(step).pollMs);
    },
  },
  async after(_page, _path, memo) {
    for (const { context } of (memo as unknown as Memo).api.values()) await context.close();
  },
};
