import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, withNativeShell } from './support';

/**
 * requirements#active-sessions: My account lists the user's sessions; one signed out here ends
 * there at its next call with the session-end notice, and a native host around it is told. The
 * demo account is `branch`, which no other spec of the main project signs in, so the list holds
 * exactly this test's two sessions.
 */
test('signs out another session from the list: it ends there at its next action, and its native host is told', async ({
  browser,
}) => {
  const here = await (await browser.newContext()).newPage();
  const there = await (await browser.newContext()).newPage();
  // the other device is the portal inside a native app
  const hostMessages = await withNativeShell(there);
  await signIn(there, 'branch', { type: 'Enterprise' });
  await expect(there).toHaveURL(/\/app\//);
  await there.goto('/app/my-account');
  // signed in there only, so far
  await expect(there.getByTestId('session-item')).toHaveCount(1);

  await signIn(here, 'branch', { type: 'Enterprise' });
  await expect(here).toHaveURL(/\/app\//);
  await here.goto('/app/my-account');
  const panel = here.getByRole('region', { name: 'Active sessions' });
  const items = panel.getByTestId('session-item');
  await expect(items).toHaveCount(2);
  // this device first and marked; the other one named by its browser, with its place and times
  await expect(items.first()).toContainText('This device');
  await expect(items.first()).toContainText('Active now');
  const other = items.nth(1);
  await expect(other).not.toContainText('This device');
  await expect(other).toContainText(/Chrome \d+ on \w+/);
  await expect(other).toContainText('This network');
  await expect(other).toContainText(/Signed in .*\d/);
  await expect(other).toContainText(/Last active .*\d/);
  await expect(items.first().getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expectAccessible(here, '[data-testid="active-sessions"]');

  // asked first; cancelling signs nothing out
  await other.getByRole('button', { name: 'Sign out' }).click();
  const confirm = here.getByRole('dialog', { name: 'Sign out this session?' });
  await expect(confirm).toContainText('will be signed out at its next action');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(items).toHaveCount(2);

  await other.getByRole('button', { name: 'Sign out' }).click();
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'The session was signed out.' })).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('This device');
  await expect(panel.getByRole('button', { name: 'Sign out all other sessions' })).toHaveCount(0);

  // the other device's next call finds its session ended: the notice first, then the sign-in page.
  // That call is Refresh, or the bell's own count (every 30 s) when it came first: its notice then
  // covers the button (a full run on a loaded machine met it)
  const notice = there.getByRole('dialog', { name: 'Your session has ended' });
  await there
    .getByRole('button', { name: 'Refresh sessions' })
    .click({ timeout: 10_000 })
    .catch(async (error: unknown) => {
      if (!(await notice.isVisible())) throw error;
    });
  await expect(notice).toContainText('Your session was ended from another device.');
  await expect.poll(hostMessages).toContainEqual({ type: 'SESSION_END', reason: 'revoked', code: -5100012 });
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(there).toHaveURL(/\/signin\?redirect=%2Fapp%2Fmy-account&notice=elsewhere$/);

  // this device goes on
  await here.getByRole('button', { name: 'Refresh sessions' }).click();
  await expect(items).toHaveCount(1);
  await expect(here).toHaveURL(/\/app\/my-account$/);
});
