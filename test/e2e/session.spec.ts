import { expect, test } from '@playwright/test';
import { callAsPage, signIn, withNativeShell } from './support';

test.describe('session end', () => {
  test('a session revoked on the server ends at the next call: shell told, storage cleared, back after sign-in', async ({
    page,
  }) => {
    const shellMessages = await withNativeShell(page);
    await signIn(page, 'consumer');
    await expect(page.getByTestId('balance-amount')).toBeVisible();
    // the dashboard's own calls are done: the Refresh below is the call that finds the session gone
    await page.waitForLoadState('networkidle');

    const logout = await callAsPage(page, 'demo/v1/front_users_logout', {
      userIdentifier: '1000000001',
      logoutFromAllDevice: 0,
    });
    expect(logout.ok()).toBe(true);

    // the next call finds the session gone: this Refresh, or on a slow machine a poll that comes
    // first (the bell's unread count, the content service's changes) — then the dashboard is gone
    // before the click lands, and what follows is the same
    await page
      .getByRole('button', { name: 'Refresh balance' })
      .click({ timeout: 15_000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fapp%2Fdashboard&notice=expired$/);
    await expect(page.getByText('Your session has ended. Sign in again.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('front_authorize_token'))).toBeNull();
    expect(await shellMessages()).toContainEqual({ type: 'SESSION_END', reason: 'expired', code: 1007 });

    await page.getByRole('textbox', { name: 'Mobile number or username' }).fill('consumer');
    await page.getByRole('textbox', { name: 'Password' }).fill('Demo@1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('“log out from all devices” elsewhere shows its message before leaving', async ({ browser }) => {
    const here = await (await browser.newContext()).newPage();
    const there = await (await browser.newContext()).newPage();
    await signIn(here, 'teller', { type: 'Enterprise' });
    await expect(here.getByTestId('balance-amount')).toBeVisible();
    await signIn(there, 'teller', { type: 'Enterprise' });
    await expect(there.getByTestId('balance-amount')).toBeVisible();

    const everywhere = await callAsPage(there, 'demo/v1/front_users_logout', {
      userIdentifier: '1000000011',
      logoutFromAllDevice: 1,
    });
    expect(everywhere.ok()).toBe(true);

    await here.getByRole('button', { name: 'Refresh balance' }).click();
    const alert = here.getByRole('dialog', { name: 'Your session has ended' });
    await expect(alert).toContainText('Your session was ended from another device.');
    // nothing moves until the user has read it
    await expect(here).toHaveURL(/\/app\/dashboard$/);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(here).toHaveURL(/\/signin\?redirect=%2Fapp%2Fdashboard&notice=elsewhere$/);
  });

  test('signing out in one tab signs out the other tabs', async ({ context }) => {
    const first = await context.newPage();
    await signIn(first, 'superagent', { type: 'Super agent' });
    await expect(first.getByTestId('balance-amount')).toBeVisible();
    const second = await context.newPage();
    await second.goto('/app/dashboard');
    await expect(second.getByTestId('balance-amount')).toBeVisible();

    await first.getByRole('button', { name: /Account menu/ }).click();
    await first.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await expect(first).toHaveURL(/\/signin$/);
    await expect(second).toHaveURL(/\/signin$/);
  });
});
