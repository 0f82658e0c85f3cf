import { expect, test, type Page } from '@playwright/test';
import { chooseAccountType, expectAccessible, outbox, restoreSession, sandboxPost, signIn } from './support';

/**
 * Issue 18, every category treated as itself: forgot PIN for a non-consumer, a reset that texts
 * only on request, no Change PIN without a PIN, the stored type held encrypted and deciding the
 * partner pages, the signed-in category's site settings (refused when tampered), and a denied
 * access the sandbox shows.
 */

const SUPER_AGENT_PHONE = '7701000006';
const ENTERPRISE_PHONE = '7701000009';

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('forgot PIN texts a super agent its code, though the build is the consumer one', async ({ page }) => {
  const before = (await outbox(page, SUPER_AGENT_PHONE, 'pin_reset')).length;
  await page.goto('/forgot-pin');
  await chooseAccountType(page, 'Super agent');
  await page.getByRole('textbox', { name: 'Mobile number or username' }).fill('superagent');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('button', { name: 'Set new PIN' })).toBeVisible();
  await expect.poll(async () => (await outbox(page, SUPER_AGENT_PHONE, 'pin_reset')).length).toBe(before + 1);
});

test('the signed-in reset of the PIN texts a code only when asked', async ({ page }) => {
  await restoreSession(page, { login: 'enterprise', type: 'Enterprise' });
  const before = (await outbox(page, ENTERPRISE_PHONE, 'pin_reset')).length;
  for (let visit = 0; visit < 3; visit++) {
    await page.goto('/app/reset-transaction-pin');
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  }
  await expectAccessible(page, 'main');
  await shot(page, 'reset-pin-idle');
  // three visits, no code: nothing counts against the user's hourly budget
  expect((await outbox(page, ENTERPRISE_PHONE, 'pin_reset')).length).toBe(before);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: 'Set new PIN' })).toBeVisible();
  await expect.poll(async () => (await outbox(page, ENTERPRISE_PHONE, 'pin_reset')).length).toBe(before + 1);
});

test('a customer-service rep, whose category has no PIN, is not offered Change PIN', async ({ page }) => {
  await restoreSession(page, { login: 'csr', type: 'Customer service' });
  await page.goto('/app/my-account');
  await expect(page.getByRole('link', { name: /Change password/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Change transaction PIN/ })).toHaveCount(0);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: /Change password/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Change transaction PIN/ })).toHaveCount(0);
});

test('the stored type is encrypted, asks for its category’s settings and decides the partner pages', async ({
  page,
}) => {
  await signIn(page, 'agent', { type: 'Agent' });
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('type'))).toMatch(/^enc:v1:/);

  // a reload asks for the signed-in category's site settings, the type decoded
  const settingsAsked = page.waitForRequest((r) => r.url().includes('getSiteSettingBySiteId'));
  await page.reload();
  expect(new URL((await settingsAsked).url()).searchParams.get('category')).toBe('AGENT_CATEGORY');
  await page.goto('/app/pa-terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Not available for your account')).toHaveCount(0);

  // a type edited by hand does not decode: no partner, and the refusal reaches the sandbox
  await page.evaluate(() => localStorage.setItem('type', 'AGENT_CATEGORY'));
  const defaultAsked = page.waitForRequest((r) => r.url().includes('getSiteSettingBySiteId'));
  await page.reload();
  expect(new URL((await defaultAsked).url()).searchParams.get('category')).toBe('CONSUMER_CATEGORY');
  await expect(page.getByText('Not available for your account')).toBeVisible();
  await shot(page, 'partner-refused');
  await expect
    .poll(async () => {
      const answer = await page.request.get('/sandbox/v1/invalid-access');
      const { accesses } = ((await answer.json()) as { data: { accesses: Array<Record<string, string>> } }).data;
      return accesses.find((a) => a.login === 'agent' && a.route === '/app/pa-terms-of-service');
    })
    .toMatchObject({ category: 'AGENT_CATEGORY', reason: 'notConfigured' });
  await page.goto('/sandbox/outbox');
  await expect(page.getByRole('heading', { name: 'Invalid component accesses' })).toBeVisible();
  await expect(
    page.getByRole('row', { name: /agent AGENT_CATEGORY \/app\/pa-terms-of-service/ }).first(),
  ).toBeVisible();
  await shot(page, 'sandbox-invalid-access');
});

test('site settings changed in the content service reach an open portal, for the signed-in category', async ({
  page,
}) => {
  await page.route('**/portal-config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...config, contentChangesPollMs: 1000 } });
  });
  // signed in through the form (not a saved session): the category's site settings are the ones
  // the sign-in chose (failed once from a saved session in a full run; not yet understood)
  await signIn(page, 'superagent', { type: 'Super agent' });
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.locator('script[data-chat-script]')).toHaveCount(0);
  // the super agents' settings change (not the build's consumer ones): the change notice reloads them
  const set = await sandboxPost(page.request, '/sandbox/v1/site-settings', {
    data: { category: 'superAgent', chatscript: '/sandbox/chat-widget.js' },
  });
  expect(set.ok()).toBe(true);
  try {
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('script[data-chat-script]')).toHaveCount(1);
    // the page was not reloaded: the session's balance card never went away
    await expect(page.getByTestId('balance-amount')).toBeVisible();
  } finally {
    await sandboxPost(page.request, '/sandbox/v1/site-settings/reset', { data: { category: 'superAgent' } });
  }
});

test('tampered site settings are refused: the portal does not start on them', async ({ page }) => {
  await page.route('**/*getSiteSettingBySiteId*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { general: { sitename: Record<string, string> } } };
    body.data.general.sitename.en = 'Not our wallet';
    await route.fulfill({ response, json: body });
  });
  await page.goto('/');
  await expect(page.getByText('We cannot reach the server')).toBeVisible();
  await expect(page.getByText('Not our wallet')).toHaveCount(0);
});
