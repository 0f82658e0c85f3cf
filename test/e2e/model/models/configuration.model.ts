import { expect, type Page } from '@playwright/test';
import type { ConfigurationContext } from '../../../../machines/configuration.machine';
import * as paths from '../../../../src/api/contract/paths';
import { consumerMenu } from '../../../../server/seed/menus/consumer';
import { announceChange, countChangeAnswers } from '../contentChanges';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#menu, as the seeded consumer (signed in, desktop): the signed-in shell's menu is a
 * configuration statechart (the portal names its actor `shell:menu`; the route table's is
 * `shell:routes`, not followed). The menu's call is held from the page's start and answered by the
 * server or failed as the network does (503). A reload is the change feed announcing the layouts
 * changed (`default_layout`, for this page only). What each state shows, in the drawer: its
 * skeleton, busy, before any menu; the menu — its tabs those of the consumer's seeded menu —
 * whenever one is there (a reload keeps it on screen, and a failed reload keeps it and says so,
 * with Retry); "The menu could not be loaded" with Retry when the first load failed.
 */
interface Memo {
  changesAnswered: () => number;
}
const memoOf = (step: StepInfo) => step.memo as unknown as Memo;
const contextOf = (step: StepInfo) => step.snapshot.context as ConfigurationContext;
const navbar = (page: Page) => page.locator('.mantine-AppShell-navbar');
const menuNav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** the consumer's drawer tabs as the server's seed names them, in English, alphabetically */
const seededTabs = (() => {
  const body = consumerMenu().drawer.layout_data.page_field_configuration.body as {
    tabs?: { title?: { en?: string } }[];
  };
  return (body.tabs ?? []).map((tab) => tab.title?.en ?? '').sort();
})();

async function expectMenu(page: Page, step: StepInfo) {
  await expect(menuNav(page)).toBeVisible();
  const tabs = (await menuNav(page).getByRole('tab').allTextContents()).map((s) => s.trim()).sort();
  expect(tabs).toEqual(seededTabs);
  const refresh = menuNav(page).getByRole('alert').filter({ hasText: 'The menu could not be refreshed' });
  // a failed reload leaves the menu and says so, with Retry; otherwise nothing is said
  if (contextOf(step).failure) {
    await expect(refresh).toBeVisible();
    await expect(refresh).toContainText('Please try after sometime.');
    await expect(refresh.getByRole('button', { name: 'Retry' })).toBeVisible();
  } else await expect(refresh).toHaveCount(0);
}

export const configurationModel: BrowserModel = {
  machine: 'configuration',
  actor: 'shell:menu',
  calls: { loadConfiguration: `**/api/${paths.getMenu}*` },
  async start(page, step) {
    const memo: Memo = { changesAnswered: countChangeAnswers(page) };
    Object.assign(step.memo, memo);
    await page.goto('/app/dashboard');
  },
  states: {
    'configuration.loading': async (page, step) => {
      if (contextOf(step).configuration === null) {
        // the first load: the drawer's skeleton, busy, and no menu yet
        await expect(navbar(page).locator('[aria-busy="true"]')).toBeVisible();
        await expect(menuNav(page)).toHaveCount(0);
      } else {
        // a reload keeps the menu on screen (and a retry no longer says it failed)
        await expect(menuNav(page)).toBeVisible();
        await expect(menuNav(page).getByRole('alert')).toHaveCount(0);
      }
    },
    'configuration.loaded': expectMenu,
    'configuration.failed': async (page) => {
      const alert = navbar(page).getByRole('alert').filter({ hasText: 'The menu could not be loaded' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('Please try after sometime.');
      await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(menuNav(page)).toHaveCount(0);
    },
  },
  events: {
    'configuration.retry': async (page) => {
      await navbar(page).getByRole('alert').getByRole('button', { name: 'Retry' }).click();
    },
    // the change feed names the layouts (the menu is one)
    'configuration.reload': async (page, step) => announceChange(page, 'default_layout', memoOf(step).changesAnswered),
    // the sandbox has no switch that fails this call for one page: a network fault does
    'xstate.error.actor.loadConfiguration': async (_page, _step, tools) => tools.fault(),
  },
  cannot(event, before) {
    if (
      event.type === 'configuration.retry' &&
      before.matches('loaded') &&
      !(before.context as ConfigurationContext).failure
    )
      return 'Retry on a menu that loaded: the drawer offers Retry only after a failed refresh';
    if (
      event.type === 'xstate.done.actor.loadConfiguration' &&
      JSON.stringify((event as { output?: unknown }).output).includes('/app/support')
    )
      return 'a second, different menu (the samples’ newer one): the sandbox serves the consumer one menu; a reload answers the same one';
    return undefined;
  },
};
