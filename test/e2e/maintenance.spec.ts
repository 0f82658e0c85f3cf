import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openService, sandboxPost, signIn } from './support';

async function setMaintenance(request: APIRequestContext, enabled: boolean) {
  const answer = await sandboxPost(request, '/sandbox/v1/maintenance', { data: { enabled } });
  expect(answer.ok()).toBe(true);
}

/** requirements#maintenance-session: the portal as configured, but re-checking maintenance every 2 s. */
async function pollEveryTwoSeconds(page: Page) {
  await page.route('**/portal-config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...config, maintenancePollMs: 2000 } });
  });
}

test.describe.configure({ mode: 'serial' });

test.describe('maintenance', () => {
  test.afterEach(async ({ request }) => setMaintenance(request, false));

  test('sends every page to /maintenance while the site is in maintenance, and back when it ends', async ({
    page,
    request,
  }) => {
    await setMaintenance(request, true);
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { name: 'Site Under Maintenance' })).toBeVisible();

    await setMaintenance(request, false);
    await page.getByRole('button', { name: 'Check now' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('leaves /maintenance for the root when there is no maintenance', async ({ page }) => {
    await page.goto('/maintenance');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your money, wherever you are' })).toBeVisible();
  });

  test('notices maintenance during a wizard within the poll, and returns the user to its step with their entries', async ({
    page,
    request,
  }) => {
    await pollEveryTwoSeconds(page);
    await signIn(page, 'consumer');
    await expect(page).toHaveURL(/\/app\/dashboard/);
    await openService(page, 'send-money');
    await page.getByRole('textbox', { name: "Recipient's mobile number" }).fill('7701000002');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Amount', level: 2 })).toBeFocused();
    await page.getByRole('textbox', { name: /^Amount/ }).fill('1234');

    await setMaintenance(request, true);
    // noticed within one poll (2 s here), without a reload or a click
    await expect(page).toHaveURL(/\/maintenance$/, { timeout: 8_000 });
    await expect(page.getByRole('heading', { name: 'Site Under Maintenance' })).toBeVisible();
    // the text says how soon it looks again, from the configuration, and that the entries are kept
    await expect(page.getByText('This page checks again by itself within 2 seconds.')).toBeVisible();
    await expect(page.getByTestId('maintenance-kept')).toContainText('What you entered is kept');
    await setMaintenance(request, false);

    // back on the wizard's step, the amount as typed, the recipient one step back
    await expect(page).toHaveURL(/\/app\/services\/send-money$/, { timeout: 8_000 });
    await expect(page.getByRole('heading', { name: 'Amount', level: 2 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue(/^1,234\sIQD$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: "Recipient's mobile number" })).toHaveValue('7701000002');
  });
});
