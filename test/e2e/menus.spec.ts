import { expect, test, type Page } from '@playwright/test';
import { fixedAppRoutes } from '../../src/api/contract/content';
import { seedMenu } from '../../server/seed/menus';
import { callAsPage, createAccount, restoreSession, signIn, sandboxPost } from './support';

test.describe('configured shell', () => {
  test('a customer and an agent see their own drawers: a tab menu and a list menu of seven with "more"', async ({
    browser,
  }) => {
    const customer = await (await browser.newContext()).newPage();
    await restoreSession(customer, { login: 'consumer' });
    await customer.goto('/app/dashboard');
    const customerDrawer = customer.getByRole('navigation', { name: 'Main menu' });
    await expect(customerDrawer).toHaveAttribute('data-drawer-type', 'tabmenu');
    await expect(customerDrawer.getByRole('tab').first()).toBeVisible();
    // categories nest their services; requirements#service-routes: a route without a leading slash
    // lives under /app/services/
    await customerDrawer.getByRole('tab', { name: 'Services' }).click();
    await customerDrawer.getByRole('button', { name: 'Transfers' }).click();
    await expect(customerDrawer.getByRole('link', { name: 'Send money' })).toHaveAttribute(
      'href',
      '/app/services/send-money',
    );

    const agent = await (await browser.newContext()).newPage();
    await restoreSession(agent, { login: 'agent', type: 'Agent' });
    await agent.goto('/app/dashboard');
    const agentDrawer = agent.getByRole('navigation', { name: 'Main menu' });
    await expect(agentDrawer).toHaveAttribute('data-drawer-type', 'listmenu');
    await expect(agentDrawer.getByRole('link', { name: 'Send money' })).toHaveCount(0);
    // requirements#drawer-limit: seven items, the rest behind "more"
    const more = agentDrawer.getByRole('button', { name: /^More \(\d+\)$/ });
    await expect(more).toBeVisible();
    const before = await agentDrawer.locator('.mantine-NavLink-root').count();
    await more.click();
    await expect(more).toBeHidden();
    expect(await agentDrawer.locator('.mantine-NavLink-root').count()).toBeGreaterThan(before - 1);
  });

  test('a malformed menu shows a clear error in the drawer, never a blank page, and recovers on retry', async ({
    page,
  }) => {
    const override = await sandboxPost(page.request, '/sandbox/v1/content', {
      data: { module: 'menu', category: 'csr', data: { header: 'not a menu' } },
    });
    expect(override.ok()).toBe(true);
    try {
      await restoreSession(page, { login: 'csr', type: 'Customer service' });
      await page.goto('/app/dashboard');
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      const alert = page.getByRole('alert').filter({ hasText: 'The menu could not be loaded' });
      await expect(alert).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await sandboxPost(page.request, '/sandbox/v1/content/reset', { data: { module: 'menu', category: 'csr' } });
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});

/** Client-side navigation, as a link inside the portal does it: no reload, the session's actors stay. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
}

const primaryFill = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
  );

test.describe('configured pages and routes', () => {
  test('every fixed and service route answers a customer with its page or "not available", never a blank', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await restoreSession(page, { login: 'consumer' });
    await page.goto('/app/dashboard');
    await expect(page.getByTestId('balance-amount')).toBeVisible();
    const main = page.locator('main');
    for (const route of fixedAppRoutes) {
      await goInApp(page, route);
      await expect(main.locator('h1, [data-testid="not-available"]').first(), route).toBeVisible();
    }
    // per category (requirements#per-category-pages): the customer's terms are a content page; the
    // partners' are not theirs
    await goInApp(page, '/app/terms-of-service');
    await expect(page.getByTestId('cms-content')).toBeVisible();
    await goInApp(page, '/app/pa-terms-of-service');
    await expect(page.getByRole('heading', { name: 'Not available for your account' })).toBeVisible();
    // requirements#service-routes: a service the customer's menus lead to, configured without a leading slash
    await goInApp(page, '/app/services/send-money');
    await expect(page.getByRole('heading', { level: 1, name: 'Send money' })).toBeVisible();
    await goInApp(page, '/app/service/agent-to-agent-transfer');
    await expect(page.getByRole('heading', { name: 'Not available for your account' })).toBeVisible();
    // denied accesses are recorded (requirements#invalid-access), by route and category only
    expect(warnings).toContain(
      '[access] invalid component access: /app/service/agent-to-agent-transfer (consumer, notInMenu)',
    );
  });

  test('a content page is sanitized: hostile HTML from the content service runs nothing', async ({ page }) => {
    const hostile = {
      page_id: 'about-us',
      title: { en: 'About us' },
      content: {
        en: '<h2>About</h2><p>Hello</p><img src="/x.png" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">click</a><iframe src="/signin"></iframe>',
      },
    };
    expect((await sandboxPost(page.request, '/sandbox/v1/pages', { data: hostile })).ok()).toBe(true);
    try {
      await restoreSession(page, { login: 'agent', type: 'Agent' });
      await page.goto('/app/dashboard');
      await expect(page.getByTestId('balance-amount')).toBeVisible();
      await goInApp(page, '/app/pages/about-us');
      const content = page.getByTestId('cms-content');
      await expect(content.getByRole('heading', { name: 'About' })).toBeVisible();
      await content.getByText('click').click();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await content.innerHTML()).not.toMatch(/onerror|<script|javascript:|<iframe/);
    } finally {
      await sandboxPost(page.request, '/sandbox/v1/content/reset', { data: { module: 'pages' } });
    }
  });

  test('a customer service account has no transaction PIN pages', async ({ page }) => {
    await restoreSession(page, { login: 'csr', type: 'Customer service' });
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Change transaction PIN' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await goInApp(page, '/app/change-transaction-pin');
    await expect(page.getByRole('heading', { name: 'Not available for your account' })).toBeVisible();
  });
});

test.describe('theme, layout and languages', () => {
  test('choosing a theme recolours the portal for the session, and the layout preferences stay', async ({ page }) => {
    await signIn(page, 'consumer');
    await expect(page.getByTestId('balance-amount')).toBeVisible();
    const before = await primaryFill(page);
    await page.getByRole('button', { name: 'Display settings' }).click();
    await page.getByRole('button', { name: 'Emerald' }).click();
    await expect.poll(() => primaryFill(page)).not.toBe(before);
    const emerald = await primaryFill(page);
    await page.getByRole('switch', { name: 'Compact menu' }).click();
    await page.keyboard.press('Escape');
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    await expect(drawer.getByRole('tab')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('balance-amount')).toBeVisible();
    expect(await primaryFill(page)).toBe(emerald);
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('tab')).toHaveCount(0);
    // the theme is session data: signing out forgets it; layout preferences are the device's
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/signin/);
    await expect.poll(() => primaryFill(page)).toBe(before);
    expect(await page.evaluate(() => localStorage.getItem('miniSidebar'))).toBe('1');
  });

  test("a signed-in user's language becomes the account's preference", async ({ page }) => {
    await restoreSession(page, { login: 'merchant', type: 'Merchant' });
    await page.goto('/app/dashboard');
    await expect(page.getByTestId('balance-amount')).toBeVisible();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'کوردی' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ku');
    await expect
      .poll(async () => {
        const account = (await callAsPage(page, 'adapter/v1/getUserAccount', {}).then((r) => r.json())) as {
          data: { user: { locale: string | null } };
        };
        return account.data.user.locale;
      })
      .toBe('ku');
    // and back, so the demo account stays as it was
    await page.getByRole('button', { name: 'زمان' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect
      .poll(
        async () =>
          (
            (await (await callAsPage(page, 'adapter/v1/getUserAccount', {})).json()) as {
              data: { user: { locale: string | null } };
            }
          ).data.user.locale,
      )
      .toBe('en');
  });

  test('a menu changed in the content service reaches an open portal without a reload', async ({ page }) => {
    await page.route('**/portal-config.json', async (route) => {
      const config = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...config, contentChangesPollMs: 1000 } });
    });
    await restoreSession(page, { login: 'vendor', type: 'Vendor' });
    await page.goto('/app/dashboard');
    const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
    await expect(quickLinks.getByRole('link').first()).toBeVisible();
    const renamed = seedMenu('vendor');
    renamed.header.layout_data.dataList[0]!.title = { en: 'Renamed by the content team' };
    const override = await sandboxPost(page.request, '/sandbox/v1/content', {
      data: { module: 'menu', category: 'vendor', data: renamed },
    });
    expect(override.ok()).toBe(true);
    try {
      await expect(quickLinks.getByRole('link', { name: 'Renamed by the content team' })).toBeVisible({
        timeout: 15_000,
      });
      // the page was not reloaded: the session's balance card never went away
      await expect(page.getByTestId('balance-amount')).toBeVisible();
    } finally {
      await sandboxPost(page.request, '/sandbox/v1/content/reset', { data: { module: 'menu', category: 'vendor' } });
    }
  });
});

test.describe('site settings', () => {
  test('a configured chat script loads once, from an origin the page allows', async ({ page }) => {
    const set = await sandboxPost(page.request, '/sandbox/v1/site-settings', {
      data: { category: 'consumer', chatscript: '/sandbox/chat-widget.js' },
    });
    expect(set.ok()).toBe(true);
    try {
      await page.goto('/signin');
      await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
      await expect(page.locator('script[data-chat-script]')).toHaveCount(1);
      await expect(page.locator('[data-sandbox-chat]')).toHaveCount(1);
    } finally {
      await sandboxPost(page.request, '/sandbox/v1/site-settings/reset', { data: { category: 'consumer' } });
    }
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('script[data-chat-script]')).toHaveCount(0);
  });

  test('a self-registered account is told once per session that it is temporary', async ({ page }) => {
    const account = await createAccount(page, 'temp');
    // this test is about the notice itself: no automatic answer
    await page.removeLocatorHandler(page.getByRole('dialog', { name: 'Your account is temporary' }));
    await signIn(page, account.userName, { password: account.password });
    const notice = page.getByRole('dialog', { name: 'Your account is temporary' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Later' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('balance-amount')).toBeVisible();
    await expect(notice).toBeHidden();
  });
});
