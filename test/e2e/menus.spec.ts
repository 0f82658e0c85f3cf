import { expect, test } from '@playwright/test';
import { signIn } from './support';

test.describe('configured shell', () => {
  test('a customer and an agent see their own drawers: a tab menu and a list menu of seven with "more"', async ({
    browser,
  }) => {
    const customer = await (await browser.newContext()).newPage();
    await signIn(customer, 'consumer');
    const customerDrawer = customer.getByRole('navigation', { name: 'Main menu' });
    await expect(customerDrawer).toHaveAttribute('data-drawer-type', 'tabmenu');
    await expect(customerDrawer.getByRole('tab').first()).toBeVisible();
    // categories nest their services; seed 001 §2.2: a route without a leading slash lives under /app/services/
    await customerDrawer.getByRole('tab', { name: 'Services' }).click();
    await customerDrawer.getByRole('button', { name: 'Transfers' }).click();
    await expect(customerDrawer.getByRole('link', { name: 'Send money' })).toHaveAttribute(
      'href',
      '/app/services/send-money',
    );

    const agent = await (await browser.newContext()).newPage();
    await signIn(agent, 'agent', { type: 'Agent' });
    const agentDrawer = agent.getByRole('navigation', { name: 'Main menu' });
    await expect(agentDrawer).toHaveAttribute('data-drawer-type', 'listmenu');
    await expect(agentDrawer.getByRole('link', { name: 'Send money' })).toHaveCount(0);
    // seed 001 §9: seven items, the rest behind "more"
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
    const override = await page.request.post('/sandbox/v1/content', {
      data: { module: 'menu', category: 'csr', data: { header: 'not a menu' } },
    });
    expect(override.ok()).toBe(true);
    try {
      await signIn(page, 'csr', { type: 'Customer service' });
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      const alert = page.getByRole('alert').filter({ hasText: 'The menu could not be loaded' });
      await expect(alert).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await page.request.post('/sandbox/v1/content/reset', { data: { module: 'menu', category: 'csr' } });
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});
