import { expect, type Page } from '@playwright/test';
import type { PreferencesInput } from '../../../../machines/preferences.machine';
import type { BrowserModel, StateCheck } from '../runner';

/**
 * requirements#display-preferences, as the seeded consumer on a wide desktop screen (1600 px, so a
 * boxed page is narrower than the space beside the menu): four layout preferences, each switched in
 * Display settings and remembered on the device, so a page opened with them stored comes back the
 * same way (each path's input is what the device had stored). What the screen shows per region:
 * the page's width against the space beside the menu (boxed or fluid), the menu's width (compact
 * or full), whether the menu is on screen (hidden or shown, with the header's menu button then),
 * and the menu's colours (a dark menu in a light portal).
 */
const STORED: Record<keyof PreferencesInput, string> = {
  boxLayout: 'boxLayout',
  miniSidebar: 'miniSidebar',
  navCollapsed: 'navCollapsed',
  darkSidenav: 'isDarkSidenav',
};
const SWITCH: Record<string, string> = {
  'preferences.toggleBoxLayout': 'Boxed layout',
  'preferences.toggleMiniSidebar': 'Compact menu',
  'preferences.toggleNavCollapsed': 'Hide the menu',
  'preferences.toggleDarkSidenav': 'Dark menu',
};

const menu = (page: Page) => page.locator('[data-sidenav]');

async function box(page: Page, selector: string): Promise<{ x: number; width: number }> {
  const found = await page.locator(selector).first().boundingBox();
  if (found === null) throw new Error(`${selector} is not laid out`);
  return found;
}

/** The page's content width against the main area's inner width (the menu's room and padding aside). */
function contentShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const content = main?.querySelector('.mantine-Container-root');
    if (!main || !content) return 0;
    const style = getComputedStyle(main);
    const inner = main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return content.getBoundingClientRect().width / inner;
  });
}

/** The menu's background: dark when each channel is below a third. */
async function menuIsDark(page: Page): Promise<boolean> {
  const colour = await menu(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = (/(\d+),\s*(\d+),\s*(\d+)/.exec(colour) ?? []).slice(1).map(Number) as number[];
  return r !== undefined && g !== undefined && b !== undefined && Math.max(r, g, b) < 85;
}

const dashboard: StateCheck = async (page) => {
  await expect(page.getByTestId('balance-amount')).toBeVisible();
};

export const preferencesModel: BrowserModel = {
  machine: 'preferences',
  async start(page, step) {
    const stored = step.path.input as PreferencesInput;
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.addInitScript(
      (entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      },
      (Object.keys(STORED) as (keyof PreferencesInput)[]).map((name): [string, string] => [
        STORED[name],
        stored[name] ? '1' : '0',
      ]),
    );
    await page.goto('/app/dashboard');
  },
  states: {
    'preferences.layout': dashboard,
    // each region's first state decides from what is stored and is left at once: it never rests
    'preferences.layout.restoring': dashboard,
    'preferences.layout.fluid': async (page) => {
      await expect.poll(() => contentShare(page)).toBeGreaterThan(0.97);
    },
    'preferences.layout.boxed': async (page) => {
      await expect.poll(() => contentShare(page)).toBeLessThan(0.9);
    },
    'preferences.sidebar': dashboard,
    'preferences.sidebar.restoring': dashboard,
    'preferences.sidebar.full': async (page) => {
      await expect.poll(async () => (await box(page, '[data-sidenav]')).width).toBe(280);
    },
    'preferences.sidebar.mini': async (page) => {
      await expect.poll(async () => (await box(page, '[data-sidenav]')).width).toBe(80);
    },
    'preferences.navigation': dashboard,
    'preferences.navigation.restoring': dashboard,
    'preferences.navigation.expanded': async (page) => {
      await expect.poll(async () => (await box(page, '[data-sidenav]')).x).toBeGreaterThanOrEqual(0);
      await expect(page.getByRole('button', { name: 'Open the menu' })).toBeHidden();
    },
    'preferences.navigation.collapsed': async (page) => {
      await expect
        .poll(async () => {
          const { x, width } = await box(page, '[data-sidenav]');
          return x + width;
        })
        .toBeLessThanOrEqual(0);
      await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible();
    },
    'preferences.sidenav': dashboard,
    'preferences.sidenav.restoring': dashboard,
    'preferences.sidenav.light': async (page) => {
      await expect(menu(page)).toHaveAttribute('data-sidenav', 'light');
      await expect.poll(() => menuIsDark(page)).toBe(false);
    },
    'preferences.sidenav.dark': async (page) => {
      await expect(menu(page)).toHaveAttribute('data-sidenav', 'dark');
      await expect.poll(() => menuIsDark(page)).toBe(true);
    },
  },
  events: Object.fromEntries(
    Object.entries(SWITCH).map(([type, label]) => [
      type,
      async (page: Page) => {
        const button = page.getByRole('button', { name: 'Display settings' });
        const settings = page.getByRole('dialog', { name: 'Display settings' });
        await button.click();
        await settings.getByRole('switch', { name: label }).click();
        // the popover's own button closes it
        await button.click();
        await expect(settings).toBeHidden();
      },
    ]),
  ),
};
