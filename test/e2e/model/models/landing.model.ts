import { expect, type Page } from '@playwright/test';
import * as paths from '../../../../src/api/contract/paths';
import type { BrowserModel } from '../runner';

/**
 * requirements#landing: `/` for a visitor, the content service's blocks in their configured
 * order. The sandbox serves its seeded blocks (landing.spec reads them too): the hero's heading,
 * then the sections in sortOrder, the testimonials (a type the portal does not draw) skipped.
 */
const main = (page: Page) => page.getByRole('main');
const SEEDED_SECTIONS = [
  'Everything your wallet can do',
  'How it works',
  'Take your wallet with you',
  'Trusted by our partners',
  'Ready to start?',
];

export const landingModel: BrowserModel = {
  machine: 'landing',
  calls: { loadBlocks: `**/api/${paths.landingBlocks}` },
  async start(page) {
    await page.goto('/');
  },
  states: {
    'landing.loading': async (page) => {
      await expect(main(page).getByRole('status').filter({ hasText: 'Loading the page…' })).toBeVisible();
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(0);
      await expect(main(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
    },
    'landing.failed': async (page) => {
      await expect(main(page).getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
      await expect(main(page).getByRole('alert').filter({ hasText: 'This page could not be loaded' })).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveCount(0);
    },
    'landing.ready': async (page) => {
      await expect(main(page).getByRole('heading', { level: 1, name: 'Your money, wherever you are' })).toBeVisible();
      // in their configured order, whatever order they came in
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(SEEDED_SECTIONS);
      await expect(main(page).getByText('What our users say')).toHaveCount(0);
      await expect(main(page).getByRole('link', { name: 'Open your free account' })).toHaveAttribute('href', '/signup');
      await expect(main(page).getByRole('alert')).toHaveCount(0);
    },
  },
  events: {
    'landing.retry': async (page) => {
      await main(page).getByRole('button', { name: 'Retry' }).click();
    },
    // the sandbox has no switch that makes this call fail: a network fault does
    'xstate.error.actor.loadBlocks': async (_page, _step, tools) => tools.fault(),
  },
  cannot(event) {
    const output = (event as { output?: unknown }).output;
    if (event.type === 'xstate.done.actor.loadBlocks' && Array.isArray(output) && output.length === 0)
      return 'a landing page without blocks: the sandbox serves its seeded blocks to every visitor, with no switch for one path (an override of the content would show on every path and spec of the sandbox)';
    return undefined;
  },
};
