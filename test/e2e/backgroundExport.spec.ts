import { expect, test, type Page, type Route } from '@playwright/test';
import * as paths from '../../src/api/contract/paths';
import { ARRIVAL_TOAST_MS } from '../../src/shell/notifications/arrivalTiming';
import { createAccount, expectAccessible, fillCredentials } from './support';

/**
 * An export goes on when its report's page is left and tells its end in a toast there
 * (requirements#reports; the reportExport model walks those paths). A session's end takes the
 * export along: nothing is saved, nothing is told, and the next session starts with none.
 */
/**
 * A new customer signed in on the dashboard, the export's calls (1,000 rows a page) held for the
 * test to let through; the report's own pages go on.
 */
async function signedUpWithExportsHeld(page: Page) {
  const account = await createAccount(page, 'bgexport');
  await fillCredentials(page, account.userName, account.password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const held: Route[] = [];
  await page.route(`**/api/${paths.transactionReport}`, (route) => {
    const body = route.request().postDataJSON() as { pageSize?: number } | null;
    if (body?.pageSize === 1000) held.push(route);
    else void route.continue().catch(() => {});
  });
  return { account, held };
}

test.describe('background export', () => {
  test('an export still running when the user signs out saves nothing and tells nothing', async ({ page }) => {
    // the export's calls held until the session has ended
    const { account, held } = await signedUpWithExportsHeld(page);
    let downloads = 0;
    page.on('download', () => void (downloads += 1));

    const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
    // in the page, as a user goes (a new document would start the portal, and its exports, afresh)
    await quickLinks.getByRole('link', { name: 'Transaction report' }).click();
    const main = page.locator('#main-content');
    await main.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    await expect(main.getByRole('alert').filter({ hasText: 'Exporting…' })).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);

    // elsewhere in the portal the export goes on, out of sight
    await quickLinks.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByText('Exporting…')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
    // the rows arrive after the end: dropped
    for (const route of held.splice(0)) await route.continue().catch(() => {});
    await expect(page.getByTestId('result-toast')).toHaveCount(0);

    await fillCredentials(page, account.userName, account.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await quickLinks.getByRole('link', { name: 'Transaction report' }).click();
    await expect(page).toHaveURL(/\/app\/report\/transactions$/);
    await expect(main.getByRole('button', { name: 'Export', exact: true })).toBeEnabled();
    await expect(main.getByText('Exporting…')).toHaveCount(0);
    // no status of the ended session's export: saved, nothing to export, or failed
    await expect(main.getByText(/^Saved |There is nothing to export|The export failed/)).toHaveCount(0);
    await expect(page.getByTestId('result-toast')).toHaveCount(0);
    expect(downloads, 'files saved').toBe(0);
  });

  test('an export that ends on another page is told there, and its link leads back to the report and its result', async ({
    page,
  }) => {
    await page.clock.install();
    const { held } = await signedUpWithExportsHeld(page);

    const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
    await quickLinks.getByRole('link', { name: 'Transaction report' }).click();
    const main = page.locator('#main-content');
    await main.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await quickLinks.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    // a new account has no transaction: its export ends with nothing to export, told here
    for (const route of held.splice(0)) await route.continue();
    const toast = page.getByTestId('result-toast');
    await expect(toast).toHaveAttribute('role', 'alert');
    await expect(toast).toContainText('There is nothing to export: no transaction matches the filters.');
    await expectAccessible(page);
    // it stays (the work behind it took a while) until closed or followed
    await page.mouse.move(10, 10);
    await page.clock.runFor(ARRIVAL_TOAST_MS + 1_000);
    await expect(toast).toBeVisible();
    await toast.getByRole('link', { name: 'Open the report' }).click();
    await expect(page).toHaveURL(/\/app\/report\/transactions$/);
    await expect(toast).toHaveCount(0);
    const said = main.getByRole('status').filter({ hasText: 'There is nothing to export' });
    await expect(said).toBeVisible();
    await said.getByRole('button', { name: 'Dismiss' }).click();
    await expect(said).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Export', exact: true })).toBeEnabled();
  });
});
