import { expect, type Browser, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { WidgetDataContext } from '../../../../machines/widgetData.machine';
import type { Notification } from '../../../../src/api/contract/notifications';
import * as paths from '../../../../src/api/contract/paths';
import { callAsPage, createAccount } from '../../support';
import { customerWithPin, newModelContext, signedInState } from '../accounts';
import type { PlannedPath } from '../plan';
import { announceChange, countChangeAnswers } from '../contentChanges';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#dashboard-widgets: one widget's own statechart, followed among the dashboard's many
 * (the portal names each widget's actor `widget:<name>`): "News for you" (SliderSlick), the
 * customer's five latest notifications, on a customer's dashboard. Two customers of this worker's
 * own: one whose PIN was set through the SMS-code reset (its security notice is the news; a
 * notice never goes away), one just signed up with nothing to show. A path whose first answer
 * names rows is walked as the first, one whose first answer is empty as the second. The widget's
 * call is held from the page's first moment (the widget asks as soon as it is scrolled near); a
 * failure is the network's; a refresh is the change feed naming the layouts (its next answer, for
 * this page only), which every widget of the dashboard hears.
 */
export const WIDGET_NEWS_PREFIX = 'mdlwnews';
export const WIDGET_QUIET_PREFIX = 'mdlwquiet';

const NAME = 'SliderSlick';
const NEWS_LIST = new RegExp(`/api/${paths.notifications}(\\?|$)`);
const GENERIC_FAILURE = 'Please try after sometime.';

const region = (page: Page) => page.getByRole('region', { name: 'News for you' });
const slides = (page: Page) => region(page).getByRole('group', { name: 'News for you' });
const emptyText = (page: Page) => region(page).getByText('Nothing to show here yet.');
const ctx = (step: StepInfo) => step.snapshot.context as WidgetDataContext;

interface Memo {
  /** the change feed's answers the page has had so far */
  changesAnswered: () => number;
}
const memoOf = (step: StepInfo) => step.memo as unknown as Memo;

const isEmptyOutput = (event: EventObject) => {
  const output = (event as { output?: unknown }).output;
  return output === null || output === undefined || (Array.isArray(output) && output.length === 0);
};
const isDone = (event: EventObject) => event.type === 'xstate.done.actor.loadWidget';

const quiet = new Map<string, Promise<{ userName: string; password: string }>>();
/** This worker's customer with nothing to show: signed up, nothing else. */
function quietCustomer(browser: Browser, workerIndex: number) {
  const key = String(workerIndex);
  let made = quiet.get(key);
  if (!made) {
    made = (async () => {
      const context = await newModelContext(browser);
      try {
        const created = await createAccount(await context.newPage(), WIDGET_QUIET_PREFIX);
        return { userName: created.userName, password: created.password };
      } finally {
        await context.close();
      }
    })();
    quiet.set(key, made);
  }
  return made;
}

/** The path's customer, by the first answer it walks: rows (the one with news) or none. */
export async function widgetDataSession(browser: Browser, workerIndex: number, path: PlannedPath): Promise<string> {
  const first = path.steps.find((s) => isDone(s.event));
  const account =
    first && isEmptyOutput(first.event)
      ? await quietCustomer(browser, workerIndex)
      : await customerWithPin(browser, WIDGET_NEWS_PREFIX);
  return signedInState(browser, account.userName, account.password, workerIndex);
}

/** The customer's latest notifications, as the server lists them now (the widget's own question). */
async function serverNews(page: Page): Promise<Notification[]> {
  const answer = await callAsPage(page, paths.notifications, { page: 1, pageSize: 5 });
  const body = (await answer.json()) as { responseCode: number; data: { rows: Notification[] } };
  expect(body.responseCode, `${paths.notifications} answered ${JSON.stringify(body)}`).toBe(0);
  return body.data.rows;
}

/** The newest notification on the first slide, "1 / n" under it when there are more. */
async function expectNews(page: Page) {
  const rows = await serverNews(page);
  expect(rows.length, 'the customer with news has none on the server').toBeGreaterThan(0);
  await expect(slides(page)).toBeVisible();
  const newest = rows[0]!.title.en;
  expect(newest, 'the newest notification has an English title').toBeTruthy();
  await expect(slides(page)).toContainText(newest!);
  if (rows.length > 1) await expect(slides(page)).toContainText(`1 / ${rows.length}`);
  await expect(region(page).getByRole('link', { name: 'See all' })).toHaveAttribute(
    'href',
    '/app/report/notifications',
  );
}

export const widgetDataModel: BrowserModel = {
  machine: 'widgetData',
  actor: `widget:${NAME}`,
  calls: { loadWidget: NEWS_LIST },
  async start(page, step) {
    memoOf(step).changesAnswered = countChangeAnswers(page);
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    await page.locator(`[data-widget="${NAME}"]`).scrollIntoViewIfNeeded();
    await expect(region(page)).toBeVisible();
  },
  states: {
    // the first load: its placeholder; a refresh: what was shown stays, marked busy
    'widgetData.loading': async (page, step) => {
      await expect(region(page)).toHaveAttribute('aria-busy', 'true');
      await expect(region(page).getByRole('alert')).toHaveCount(0);
      await expect(emptyText(page)).toHaveCount(0);
      if (ctx(step).data === null) await expect(slides(page)).toHaveCount(0);
      else await expectNews(page);
    },
    'widgetData.ready': async (page) => {
      await expect(region(page)).toHaveAttribute('aria-busy', 'false');
      await expect(region(page).getByRole('alert')).toHaveCount(0);
      await expectNews(page);
    },
    'widgetData.empty': async (page) => {
      await expect(region(page)).toHaveAttribute('aria-busy', 'false');
      await expect(emptyText(page)).toBeVisible();
      await expect(slides(page)).toHaveCount(0);
      await expect(region(page).getByRole('link', { name: 'See all' })).toHaveCount(0);
      expect(await serverNews(page), 'the customer with nothing to show has news').toEqual([]);
    },
    'widgetData.failed': async (page) => {
      await expect(region(page)).toHaveAttribute('aria-busy', 'false');
      const alert = region(page).getByRole('alert');
      await expect(alert).toHaveText(GENERIC_FAILURE);
      await expect(region(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(slides(page)).toHaveCount(0);
      await expect(emptyText(page)).toHaveCount(0);
    },
  },
  events: {
    'widget.retry': async (page) => {
      await region(page).getByRole('button', { name: 'Try again' }).click();
    },
    // the change feed names the layouts (every widget of the dashboard hears it)
    'widget.refresh': async (page, step) => announceChange(page, 'default_theme', memoOf(step).changesAnswered),
    'xstate.error.actor.loadWidget': async (_page, _step, tools) => tools.fault(),
  },
  cannot(event, before) {
    if (isDone(event) && isEmptyOutput(event) && (before.context as WidgetDataContext).data !== null)
      return 'a notification never goes away: a customer whose news was shown has news at the next load';
    return undefined;
  },
};
