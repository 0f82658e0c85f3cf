import { expect, test, type APIRequestContext } from '@playwright/test';

async function setMaintenance(request: APIRequestContext, enabled: boolean) {
  const answer = await request.post('/sandbox/v1/maintenance', { data: { enabled } });
  expect(answer.ok()).toBe(true);
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
});
