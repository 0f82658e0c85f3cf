import { expect, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import {
  AUTOPLAY_MS,
  type AdsBannerContext,
  type AdsBannerItem,
  type Hold,
} from '../../../../machines/adsBanner.machine';
import * as paths from '../../../../src/api/contract/paths';
import { type BrowserModel, type StepInfo, pauseClockAhead } from '../runner';

/**
 * requirements#ads-banner, on the seeded consumer's dashboard (the only one with the widget): its
 * three banners (send-money, pay-bills, stay-safe by their order). The banners' call is held by
 * the model from the page's first moment; the path's answer is the server's own, cut to the
 * banners the path's answer names (one, as a category with a single banner sees; none, as a
 * category without banners), or a network fault. The path's input decides the browser's
 * prefers-reduced-motion. The page's clock is paused once the dashboard is there: a slide turns
 * only when a step moves the clock by the chart's autoplay delay.
 *
 * Pointing at the banner and focus inside it are their own events (a real pointer, real focus);
 * the pause button, the indicators and the retry are clicked without the pointer or focus
 * landing on the banner first (a dispatched click), or the click would add holds the path does
 * not take. An indicator needs the carousel's code: when it is not there yet, the pointer passes
 * over the banner and leaves again first (a hold and its release, which end where they began).
 *
 * What the screen shows: the one banner image in view (the static first banner, or the carousel's
 * active slide; every other slide aria-hidden) is the path's current banner; the pause button's aria-pressed says
 * whether the user stopped it; held or stopped, moving the clock past the delay leaves the banner.
 */
const BANNERS = new RegExp(`/api/${paths.adsBanners}`);
const GENERIC_FAILURE = 'Please try after sometime.';

const region = (page: Page) => page.getByRole('region', { name: 'Offers' });
const pauseButton = (page: Page) => region(page).getByRole('button', { name: 'Pause the banners' });
const indicators = (page: Page) => region(page).getByRole('tab');
const ctx = (step: StepInfo) => step.snapshot.context as AdsBannerContext;

interface Memo {
  /** the banners' calls the portal made and the path has not answered yet */
  calls: Route[];
}
const memoOf = (step: StepInfo) => step.memo as unknown as Memo;
const outputOf = (event: EventObject) => (event as { output?: AdsBannerItem[] }).output ?? [];

/** The banner shown now: the only image of the carousel a screen reader is given. */
async function expectBannerShown(page: Page, step: StepInfo): Promise<void> {
  const { banners, index } = ctx(step);
  const banner = banners[index]!;
  await expect(region(page)).toHaveAttribute('aria-roledescription', 'carousel');
  // the static first banner, or the carousel's slide in view (the others are hidden from assistive technology)
  const image = region(page).locator('[data-still] img, [data-active="true"]:not([aria-hidden="true"]) img');
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute('src', `/ads/${banner.id}.svg`);
  await expect(image).not.toHaveAttribute('alt', '');
  await expect(region(page).locator('[data-active="false"]:not([aria-hidden="true"])')).toHaveCount(0);
}

/** Held or stopped: the delay runs out and the same banner stays. */
async function expectStill(page: Page, step: StepInfo): Promise<void> {
  await page.clock.runFor(AUTOPLAY_MS + 500);
  await expectBannerShown(page, step);
}

/** The next banners' call, answered by the server and cut to the banners the path's answer names. */
async function nextCall(step: StepInfo): Promise<Route> {
  const memo = memoOf(step);
  await expect.poll(() => memo.calls.length, { message: 'the portal never asked for the banners' }).toBeGreaterThan(0);
  return memo.calls.shift()!;
}

/** The carousel's own code is there (its indicators): when not, the pointer passes over the banner first. */
async function withCarousel(page: Page): Promise<void> {
  if ((await indicators(page).count()) > 0) return;
  await region(page).hover();
  await expect(indicators(page).first()).toBeVisible();
  await page.mouse.move(0, 0);
}

export const adsBannerModel: BrowserModel = {
  machine: 'adsBanner',
  async start(page, step) {
    const memo: Memo = { calls: [] };
    Object.assign(step.memo, memo);
    const input = step.path.input as { reducedMotion: boolean };
    await page.emulateMedia({ reducedMotion: input.reducedMotion ? 'reduce' : 'no-preference' });
    await page.route(BANNERS, (route) => void memoOf(step).calls.push(route));
    await page.clock.install();
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    await page.locator('[data-widget="AdsBanner"]').scrollIntoViewIfNeeded();
    await expect.poll(() => memo.calls.length).toBeGreaterThan(0);
    // from here on a banner turns only when a step moves the clock
    await pauseClockAhead(page, 1000);
  },
  states: {
    // the banners' height is kept while they load; nothing to read or reach yet
    'adsBanner.loading': async (page) => {
      await expect(page.getByTestId('ads-loading')).toBeVisible();
      await expect(region(page)).toHaveCount(0);
    },
    // no banner for the category: no widget at all
    'adsBanner.empty': async (page) => {
      await expect(page.getByTestId('balance-amount')).toBeVisible();
      await expect(page.getByTestId('ads-loading')).toHaveCount(0);
      await expect(region(page)).toHaveCount(0);
      await expect(page.locator('[data-widget="AdsBanner"] img')).toHaveCount(0);
    },
    'adsBanner.failed': async (page) => {
      await expect(region(page).getByRole('alert')).toHaveText(GENERIC_FAILURE);
      await expect(region(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(region(page).locator('img')).toHaveCount(0);
    },
    'adsBanner.showing': expectBannerShown,
    // an eventless choice: never rests (its transitions name it)
    'adsBanner.showing.deciding': expectBannerShown,
    // one banner: nothing moves it, nothing to pause
    'adsBanner.showing.single': async (page) => {
      await expect(pauseButton(page)).toHaveCount(0);
      await expect(indicators(page)).toHaveCount(0);
      await expect(region(page).getByRole('button', { name: 'Next banner' })).toHaveCount(0);
    },
    'adsBanner.showing.playing': async (page) => {
      await expect(pauseButton(page)).toHaveAttribute('aria-pressed', 'false');
    },
    'adsBanner.showing.held': async (page, step) => {
      await expect(pauseButton(page)).toHaveAttribute('aria-pressed', 'false');
      await expectStill(page, step);
    },
    'adsBanner.showing.stopped': async (page, step) => {
      await expect(pauseButton(page)).toHaveAttribute('aria-pressed', 'true');
      await expectStill(page, step);
    },
  },
  events: {
    'xstate.done.actor.fetchBanners': async (_page, step) => {
      const route = await nextCall(step);
      const ids = outputOf(step.event).map((b) => b.id);
      const response = await route.fetch();
      const envelope = (await response.json()) as { data: AdsBannerItem[] | { lstAdsBanner: AdsBannerItem[] } };
      const keep = (list: AdsBannerItem[]) => list.filter((b) => ids.includes(b.id));
      if (Array.isArray(envelope.data)) envelope.data = keep(envelope.data);
      else envelope.data.lstAdsBanner = keep(envelope.data.lstAdsBanner);
      await route.fulfill({ response, json: envelope });
    },
    // the sandbox has no switch that fails this call for one page: a network fault does
    'xstate.error.actor.fetchBanners': async (_page, step) => {
      await (await nextCall(step)).fulfill({ status: 503, body: '' });
    },
    'ads.retry': async (page) => {
      await region(page).getByRole('button', { name: 'Try again' }).dispatchEvent('click');
    },
    'ads.select': async (page, step) => {
      const index = (step.event as unknown as { index: number }).index;
      await withCarousel(page);
      const count = ctx(step).banners.length;
      await indicators(page)
        .and(page.getByLabel(`Show banner ${index + 1} of ${count}`))
        .dispatchEvent('click');
    },
    'ads.hold': async (page, step) => {
      const reason = (step.event as unknown as { reason: Hold }).reason;
      if (reason === 'hover') await region(page).hover();
      else if ((await pauseButton(page).count()) > 0) await pauseButton(page).focus();
      else await region(page).getByRole('link').first().focus();
    },
    'ads.release': async (page, step) => {
      const reason = (step.event as unknown as { reason: Hold }).reason;
      if (reason === 'hover') await page.mouse.move(0, 0);
      else await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    },
    'ads.stop': async (page) => {
      await pauseButton(page).dispatchEvent('click');
    },
    'ads.play': async (page) => {
      await pauseButton(page).dispatchEvent('click');
    },
    'xstate.after.autoplay.adsBanner.showing.playing': async (page) => {
      await page.clock.runFor(AUTOPLAY_MS);
    },
  },
  cannot(event, before) {
    const context = before.context as AdsBannerContext;
    const reason = (event as { reason?: Hold }).reason;
    if (event.type === 'ads.hold' && reason && context.holds.includes(reason))
      return reason === 'hover'
        ? 'the pointer is on the banner already: moving it there again sends nothing'
        : 'focus is inside the banner already: moving it within sends nothing';
    if (event.type === 'ads.release' && reason && !context.holds.includes(reason))
      return reason === 'hover'
        ? 'the pointer is not on the banner: there is nothing for it to leave'
        : 'focus is not inside the banner: there is nothing for it to leave';
    if (event.type === 'ads.select' && before.matches({ showing: 'single' }))
      return 'one banner: the carousel (its indicators, arrows and swipes) is not shown';
    if (event.type === 'ads.select' && (event as { index?: number }).index === context.index)
      return 'the banner asked for is the one shown: the carousel reports no move';
    return undefined;
  },
};
