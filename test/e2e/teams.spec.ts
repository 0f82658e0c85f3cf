import { expect, test } from '@playwright/test';
import { expectAccessible, latestMessage, restoreSession } from './support';

/**
 * Issue 16 part 9: an enterprise creates a teller, disables it, enables it again and resets its
 * password — the teller's reset link arrives in the sandbox outbox; a super agent reads the
 * onboarding details of the users it onboarded, full screen. The teller is one this test adds.
 */
test('an enterprise creates, disables and resets a teller; the outbox has the link', async ({ page }) => {
  const suffix = String(Date.now()).slice(-6);
  const login = `e2eteller${suffix}`;
  const mobile = `78${suffix}00`.slice(0, 10);
  await restoreSession(page, { login: 'enterprise', type: 'Enterprise' });
  await page.goto('/app/table-list/manage-teller');
  await expect(page.getByRole('heading', { name: 'Manage tellers', level: 1 })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Branches and tellers' });
  await expect(table).toContainText('Karrada Branch');

  await page.getByRole('button', { name: 'Add a teller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a teller' });
  // checked before anything is sent
  await dialog.getByRole('button', { name: 'Create teller' }).click();
  await expect(dialog.getByText('Required.').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Zainab E2E');
  await dialog.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
  await dialog.getByRole('textbox', { name: 'Login' }).fill(login);
  await dialog.getByRole('textbox', { name: 'Daily limit (IQD)' }).fill('150000');
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Create teller' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Teller Zainab E2E created.' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Search' }).fill('zainab');
  await expect(table).toContainText('150000.00');
  await page.getByRole('button', { name: 'Disable Zainab E2E' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zainab E2E is disabled' })).toBeVisible();
  await expect(table).toContainText('Disabled');
  await page.getByRole('button', { name: 'Enable Zainab E2E' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zainab E2E is enabled.' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset password for Zainab E2E' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'A password reset link was sent to Zainab E2E.' }),
  ).toBeVisible();
  const message = await latestMessage(page, mobile, 'password_reset');
  expect(message.link).toMatch(/\/forgot-password\/[A-Za-z0-9_-]{43}$/);
  await expectAccessible(page, 'main');
});

test('a super agent sees the onboarding details of the users it onboarded', async ({ page }) => {
  await restoreSession(page, { login: 'superagent', type: 'Super agent' });
  await page.goto('/app/table-list-full/onboarding-details');
  await expect(page.getByRole('heading', { name: 'Onboarding details', level: 1 })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Onboarded users' });
  await expect(table).toContainText('Layla Hassan');
  await expect(page.getByRole('status').filter({ hasText: '5 of 5 users' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('omar');
  await expect(page.getByRole('status').filter({ hasText: '1 of 5 users' })).toBeVisible();
  await expect(table).toContainText('Pending');
  await expectAccessible(page, 'main');
});
