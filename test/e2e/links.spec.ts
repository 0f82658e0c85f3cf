import { expect, test, type Page } from '@playwright/test';
import { authenticatorCode, enterCode, signIn, type AccountType } from './support';

/**
 * No dead ends (requirements#not-available): signed in as every demo account of the README, every
 * link the portal's own menus offer — header, drawer (every tab, group and "more"), footer, the
 * notifications bell and the account menu — leads to a built screen: never "not available for your
 * account", a missing page, a server error, a blank page or an uncaught error.
 */
const accounts: Array<{ login: string; type: AccountType; twoFactor?: boolean }> = [
  { login: 'consumer', type: 'Customer' },
  { login: 'consumer2fa', type: 'Customer', twoFactor: true },
  { login: 'agent', type: 'Agent' },
  { login: 'chainstore', type: 'Agent' },
  { login: 'minihouston', type: 'Agent' },
  { login: 'superagent', type: 'Super agent' },
  { login: 'csr', type: 'Customer service' },
  { login: 'merchant', type: 'Merchant' },
  { login: 'enterprise', type: 'Enterprise' },
  { login: 'branch', type: 'Enterprise' },
  { login: 'teller', type: 'Enterprise' },
  { login: 'vendor', type: 'Vendor' },
];

/** Menus are configured per category: the accounts of one category are checked in one test. */
const byCategory = new Map<AccountType, typeof accounts>();
for (const account of accounts) byCategory.set(account.type, [...(byCategory.get(account.type) ?? []), account]);

/** The in-app links inside `scope` right now. */
async function linksIn(page: Page, scope: string): Promise<string[]> {
  return page.$$eval(`${scope} a[href^="/app"]`, (anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
}

/** Opens every tab, group and "more" of the drawer, then reads its links. */
async function drawerLinks(page: Page): Promise<string[]> {
  const drawer = page.getByRole('navigation', { name: 'Main menu' });
  await expect(drawer).toBeVisible();
  const found: string[] = [];
  const tabs = drawer.getByRole('tab');
  const tabCount = await tabs.count();
  for (let i = 0; i < Math.max(1, tabCount); i++) {
    if (tabCount > 0) await tabs.nth(i).click();
    for (let round = 0; round < 5; round++) {
      const more = drawer.getByRole('button', { name: /^More \(\d+\)$/ });
      if (await more.isVisible()) await more.click();
      const closed = drawer.locator('[aria-expanded="false"]:visible');
      const n = await closed.count();
      if (n === 0) break;
      for (let j = 0; j < n; j++) await closed.first().click();
    }
    found.push(...(await linksIn(page, '[data-testid="drawer"]')));
  }
  return found;
}

/** Opens a menu by its button and reads its links. */
async function menuLinks(page: Page, button: RegExp): Promise<string[]> {
  await page.getByRole('button', { name: button }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const links = await linksIn(page, '[role="menu"]');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return links;
}

/** Client-side navigation, as a link inside the portal does it. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Signs in and opens every menu: the links this account is offered. */
async function offeredLinks(page: Page, account: (typeof accounts)[number]): Promise<Set<string>> {
  await signIn(page, account.login, { type: account.type });
  // the next step's code: the server accepts ±1 step, and other tests use the current one
  if (account.twoFactor) await enterCode(page, authenticatorCode(Date.now() + 30_000));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  return new Set<string>([
    ...(await linksIn(page, 'header')),
    ...(await linksIn(page, 'footer')),
    ...(await drawerLinks(page)),
    ...(await menuLinks(page, /^Notifications/)),
    ...(await menuLinks(page, /Account menu/)),
  ]);
}

for (const [type, members] of byCategory) {
  test(`every menu link of ${members.map((m) => m.login).join(', ')} (${type}) leads to a built screen`, async ({
    browser,
  }) => {
    test.setTimeout(60_000 + members.length * 30_000);
    const visited = new Set<string>();
    for (const account of members) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
      });
      const links = await offeredLinks(page, account);
      expect(links.size, `${account.login}: links found`).toBeGreaterThan(8);

      // a link another account of the category already led to a built screen is not walked again
      const main = page.locator('main');
      for (const link of [...links].filter((l) => !visited.has(l))) {
        await goInApp(page, link);
        const path = link.split('?')[0]!;
        await expect(page, link).toHaveURL(new RegExp(`${path.replace(/[/.$]/g, '\\$&')}(\\?.*)?$`));
        const heading = main.getByRole('heading', { level: 1 }).first();
        await expect(heading, `${account.login} ${link}: a page heading`).toBeVisible();
        const text = (await heading.textContent())?.trim() ?? '';
        if (/not available for your account|page not found|something went wrong/i.test(text))
          problems.push(`${link}: ${text}`);
        if (await main.getByTestId('not-available').count()) problems.push(`${link}: not available`);
        visited.add(link);
      }
      expect(problems, account.login).toEqual([]);
      console.log(`[links] ${account.login}: ${links.size} links offered, all lead to built screens`);
      await context.close();
    }
  });
}
