import { expect, type Page, type Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { ThemeContext } from '../../../../machines/theme.machine';
import { announceChange, countChangeAnswers } from '../contentChanges';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#theme, as the seeded consumer (signed in): the portal asks for its category's
 * themes once startup runs, wears the chosen entry (the default, Blue, until the user picks the
 * category's alternative, Emerald, in Display settings) and keeps the last theme it had, or the
 * spec's built-in colours, while a theme loads or when none can be loaded. A content change of the
 * themes (the change feed naming `default_theme`) loads them again.
 *
 * What the screen shows for each state: whether Display settings offers the loaded theme's entries
 * (which one pressed), and the colour the portal wears, read from Mantine's filled primary colour:
 * the Blue entry (#5D92F4, the same as the built-in colours) is blue-dominant, Emerald (#10B981)
 * green-dominant. The start holds startup's site-settings call, so the chart is seen dormant.
 */
const SITE_SETTINGS = /\/api\/cms\/v1\/default_sitesetting_getSiteSettingBySiteId_/;
/** the seeded consumer theme's entries, as Display settings names them */
const ENTRIES: Record<string, string> = { blue: 'Blue', emerald: 'Emerald' };

interface Memo {
  settings: Route[];
  /** the change feed's answers the page has had so far */
  changesAnswered: () => number;
}
const memoOf = (step: StepInfo) => step.memo as unknown as Memo;
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ThemeContext;

/** The dominant channel of the colour the portal wears as primary. */
async function wornColour(page: Page): Promise<'blue' | 'green' | 'other'> {
  const value = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
  );
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(value);
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(value);
  const [r, g, b] = (hex ? hex.slice(1).map((h) => parseInt(h, 16)) : rgb ? rgb.slice(1).map(Number) : []) as number[];
  if (r === undefined || g === undefined || b === undefined) return 'other';
  if (b > r && b > g) return 'blue';
  if (g > r && g > b) return 'green';
  return 'other';
}

/** The theme entries Display settings offers, each with whether it is the one worn; closed again after. */
async function offeredEntries(page: Page): Promise<string[]> {
  const button = page.getByRole('button', { name: 'Display settings' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Display settings' });
  await expect(dialog.getByText('Layout', { exact: true })).toBeVisible();
  const group = dialog.getByRole('group', { name: 'Theme' });
  const entries: string[] = [];
  if ((await group.count()) > 0)
    for (const entry of await group.getByRole('button').all())
      entries.push(
        `${await entry.getAttribute('aria-label')}${(await entry.getAttribute('aria-pressed')) === 'true' ? ' ✓' : ''}`,
      );
  // the popover's own button closes it (it keeps no focus trap open for Escape to reach)
  await button.click();
  await expect(dialog).toBeHidden();
  return entries;
}

/** What a loaded theme shows: its entries offered, the chosen one (the default without a choice) pressed and worn. */
async function expectThemeWorn(page: Page, context: ThemeContext): Promise<void> {
  const chosen = context.chosen !== null && context.chosen in ENTRIES ? context.chosen : 'blue';
  expect(await offeredEntries(page)).toEqual(
    Object.keys(ENTRIES).map((n) => `${ENTRIES[n]}${n === chosen ? ' ✓' : ''}`),
  );
  await expect.poll(() => wornColour(page)).toBe(chosen === 'emerald' ? 'green' : 'blue');
}

/** Before any theme: no entries to choose from, the built-in (blue) colours. */
async function expectBuiltIn(page: Page): Promise<void> {
  expect(await offeredEntries(page)).toEqual([]);
  await expect.poll(() => wornColour(page)).toBe('blue');
}

/** While loading or after a failure: the last theme stays on, or the built-in colours when there was none. */
async function expectLastOrBuiltIn(page: Page, step: StepInfo): Promise<void> {
  const context = contextOf(step.snapshot);
  await expect(page.getByTestId('balance-amount')).toBeVisible();
  if (context.theme === null) await expectBuiltIn(page);
  else await expectThemeWorn(page, context);
}

export const themeModel: BrowserModel = {
  machine: 'theme',
  calls: { loadTheme: /\/api\/cms\/v1\/default_theme_getThemeByfilter/ },
  async start(page, step) {
    const memo: Memo = { settings: [], changesAnswered: countChangeAnswers(page) };
    Object.assign(step.memo, memo);
    await page.route(SITE_SETTINGS, (route) => void memoOf(step).settings.push(route));
    await page.goto('/app/dashboard');
  },
  states: {
    'theme.dormant': async (page, step) => {
      // startup waits for its site settings: the signed-in shell (and its Display settings) is not there yet
      await expect.poll(() => memoOf(step).settings.length).toBeGreaterThan(0);
      await expect(page.getByRole('button', { name: 'Display settings' })).toHaveCount(0);
      await expect(page.getByTestId('balance-amount')).toHaveCount(0);
    },
    'theme.loading': expectLastOrBuiltIn,
    'theme.applied': async (page, step) => {
      await expect(page.getByTestId('balance-amount')).toBeVisible();
      await expectThemeWorn(page, contextOf(step.snapshot));
    },
    'theme.unavailable': expectLastOrBuiltIn,
  },
  events: {
    // startup reaches running with the site settings, and tells the theme whose session it is
    'theme.sessionChanged': async (page, step) => {
      await page.unroute(SITE_SETTINGS);
      for (const route of memoOf(step).settings.splice(0)) await route.continue();
    },
    'theme.choose': async (page, step) => {
      const name = (step.event as unknown as { name: string }).name;
      await page.getByRole('button', { name: 'Display settings' }).click();
      await page
        .getByRole('dialog', { name: 'Display settings' })
        .getByRole('group', { name: 'Theme' })
        .getByRole('button', { name: ENTRIES[name] ?? name })
        .click();
      await page.getByRole('button', { name: 'Display settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Display settings' })).toBeHidden();
    },
    // the change feed names the themes
    'configuration.reload': async (page, step) => announceChange(page, 'default_theme', memoOf(step).changesAnswered),
    // the sandbox has no switch that fails this call for one page: a network fault does
    'xstate.error.actor.loadTheme': async (_page, _step, tools) => tools.fault(),
  },
  cannot(event, before) {
    if (event.type === 'theme.sessionChanged' && !before.matches('dormant'))
      return "a session's start or end (its category's theme): the paths stay signed in as the consumer; the same transition is walked when startup begins the session";
    if (event.type === 'theme.choose' && contextOf(before).theme === null)
      return 'a choice before any theme loaded: Display settings lists the loaded theme’s entries, and there are none yet';
    return undefined;
  },
};
