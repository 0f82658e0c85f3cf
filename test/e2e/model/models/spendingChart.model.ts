import { expect, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { ChartFigures, SpendingChartContext } from '../../../../machines/spendingChart.machine';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#spending-chart: the GraphWidget of the seeded `consumer`'s dashboard, read only.
 * The dashboard mounts it only when it is scrolled near, and it asks for its figures as soon as it
 * is mounted (its own observer reaches 200 px beyond the screen, the dashboard's 40 px): the path
 * starts with the widget scrolled into view, and `chart.visible` is what that scroll brings about
 * (an instant event). Its `adapter/v1/getchart` calls are held by the model itself from the
 * page's first moment (the runner's hold would come after the scroll's call), each answered by
 * the server or failed as the network does at the path's result step. What a loaded chart must
 * show is the server's answer to the last call let through, month by month, in its table: the
 * figures of that moment, since other paths on this sandbox pay from the same consumer.
 */
export const SPENDING_CHART_LOGIN = 'consumer';

const GETCHART = /\/api\/adapter\/v1\/getchart/;
const GENERIC_FAILURE = 'Please try after sometime.';

const ctx = (step: StepInfo) => step.snapshot.context as SpendingChartContext;
const region = (page: Page) => page.getByRole('region', { name: 'Money in and out' });
const monthsTable = (page: Page) => region(page).getByRole('table', { name: 'Money in and out per month' });
const loadingStatus = (page: Page) => region(page).getByRole('status').filter({ hasText: 'Loading the chart' });

interface Held {
  routes: Route[];
  /** the period of the figures on screen (the last loaded), for the busy screens that keep them */
  shownPeriod?: number;
  /**
   * The server's answer to the last call the model let through: what a loaded chart must show.
   * Not read again afterwards, since other paths on the same sandbox pay from the same consumer.
   */
  answered?: ChartFigures;
}
const heldOf = (step: StepInfo) => step.memo as unknown as Held;

const money = (major: string) =>
  `${Number(major).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} IQD`;
const monthLabel = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, m! - 1, 1)).toLocaleString('en', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

async function expectPeriod(page: Page, step: StepInfo) {
  await expect(region(page).getByRole('radio', { name: `${ctx(step).period} months` })).toBeChecked();
}

/** The figures of `period` the server answered, in the table (read by screen readers under the chart). */
async function expectFigures(page: Page, step: StepInfo, period: number) {
  const figures = heldOf(step).answered;
  expect(figures, 'the server answered no getchart call the model let through').toBeDefined();
  expect(figures!.months).toHaveLength(period);
  const rows = monthsTable(page).locator('tbody tr');
  await expect(rows).toHaveCount(period);
  await expect(rows).toHaveText(
    figures!.months.map((m) => `${monthLabel(m.month)}${money(m.inMajor)}${money(m.outMajor)}`),
  );
}

/** Busy: the figures before stay (dimmed) or, before the first, the loading placeholder. */
async function expectBusy(page: Page, step: StepInfo) {
  await expect(region(page)).toHaveAttribute('aria-busy', 'true');
  await expectPeriod(page, step);
  await expect(region(page).getByRole('alert')).toHaveCount(0);
  const shown = heldOf(step).shownPeriod;
  if (ctx(step).figures === null || shown === undefined) {
    await expect(loadingStatus(page)).toHaveCount(1);
    await expect(monthsTable(page)).toHaveCount(0);
  } else {
    await expect(loadingStatus(page)).toHaveCount(0);
    await expect(monthsTable(page).locator('tbody tr')).toHaveCount(shown);
  }
}

/** The held calls, answered by the server or failed, once the portal has made one. */
async function answerHeld(page: Page, step: StepInfo, fault: boolean) {
  const held = heldOf(step);
  await expect
    .poll(() => held.routes.length, { message: 'the portal never called adapter/v1/getchart' })
    .toBeGreaterThan(0);
  // a period chosen while loading aborted the calls before it: only the last is answered
  const routes = held.routes.splice(0);
  for (const route of routes) {
    if (fault) {
      await route.fulfill({ status: 503, body: '' }).catch(() => {});
      continue;
    }
    const response = await route.fetch().catch(() => undefined);
    if (response === undefined) continue; // aborted by the portal (a later period chosen)
    const body = (await response.json()) as { responseCode: number; data: ChartFigures };
    expect(body.responseCode, `getchart answered ${JSON.stringify(body)}`).toBe(0);
    held.answered = body.data;
    await route.fulfill({ response }).catch(() => {});
  }
}

export const spendingChartModel: BrowserModel = {
  machine: 'spendingChart',
  instant: ['chart.visible'],
  async start(page, step) {
    const held = heldOf(step);
    held.routes = [];
    await page.route(GETCHART, (route) => void held.routes.push(route));
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    await page.locator('[data-widget="GraphWidget"]').scrollIntoViewIfNeeded();
    await expect(region(page)).toBeVisible();
    await region(page).scrollIntoViewIfNeeded();
  },
  states: {
    // the same screen as loading: the widget mounts with the screen near and asks at once
    'spendingChart.waiting': async (page, step) => {
      await expectBusy(page, step);
    },
    'spendingChart.loading': expectBusy,
    'spendingChart.loaded': async (page, step) => {
      await expect(region(page)).toHaveAttribute('aria-busy', 'false');
      await expectPeriod(page, step);
      await expect(region(page).getByRole('alert')).toHaveCount(0);
      await expect(loadingStatus(page)).toHaveCount(0);
      await expect(page.getByTestId('spending-chart-panels')).toBeVisible();
      await expectFigures(page, step, ctx(step).period);
      heldOf(step).shownPeriod = ctx(step).period;
    },
    'spendingChart.failed': async (page, step) => {
      await expect(region(page)).toHaveAttribute('aria-busy', 'false');
      await expectPeriod(page, step);
      const alert = region(page).getByRole('alert');
      await expect(alert).toContainText(GENERIC_FAILURE);
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(loadingStatus(page)).toHaveCount(0);
      // the figures loaded before stay under the failure; none before: nothing under it
      const shown = heldOf(step).shownPeriod;
      if (ctx(step).figures === null || shown === undefined) await expect(monthsTable(page)).toHaveCount(0);
      else await expect(monthsTable(page).locator('tbody tr')).toHaveCount(shown);
    },
  },
  events: {
    'chart.period': async (page, step) => {
      const period = (step.event as EventObject & { period?: number }).period;
      await region(page)
        .locator('label', { hasText: `${period} months` })
        .click();
    },
    'chart.retry': async (page) => {
      await region(page).getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    },
    'xstate.done.actor.loadChart': async (page, step) => answerHeld(page, step, false),
    'xstate.error.actor.loadChart': async (page, step) => answerHeld(page, step, true),
  },
  cannot: (event: EventObject, before) => {
    if (event.type === 'chart.period' && before.matches('waiting'))
      return 'a period chosen before the chart is seen: the dashboard mounts the widget only 40 px before the screen, and the widget asks for its figures at once (its own observer reaches 200 px), so its period control is never on screen while it waits';
    return undefined;
  },
};
