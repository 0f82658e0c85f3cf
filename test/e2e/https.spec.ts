import { expect, test } from '@playwright/test';
import { startSandbox, type Sandbox } from '../../scripts/sandbox';
import { fillCredentials } from './support';

/**
 * Issue 20: the portal as a deployment serves it, over HTTPS with HTTP/2 (TLS_CERT_FILE and
 * TLS_KEY_FILE), on a sandbox of its own with a self-signed certificate for 127.0.0.1. Every file
 * and call of a cold visit comes over HTTP/2, a failed sign-in reaches the error log's live viewer
 * over the socket (HTTP/2 names the host in :authority, which the socket's origin check reads), and
 * the demo customer signs in to the dashboard.
 */
const TLS_PORT = Number(process.env.E2E_TLS_PORT ?? 4330);

let sandbox: Sandbox | undefined;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  sandbox = await startSandbox(
    TLS_PORT,
    { STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist', PASSWORD_SCRYPT_LOG2N: '12' },
    { tls: true },
  );
});
test.afterAll(() => sandbox?.stop());

test('the portal over HTTPS: every file and call over HTTP/2, the error log live, the dashboard after sign-in', async ({
  browser,
}) => {
  const base = sandbox?.base ?? '';
  expect(base).toBe(`https://127.0.0.1:${TLS_PORT}`);
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: base });
  const viewer = await context.newPage();
  await viewer.goto('/sandbox/errors?errCode=1002');
  await expect(viewer.getByRole('heading', { name: 'Sandbox error log' })).toBeVisible();
  await expect(viewer.locator('#live')).toHaveAttribute('data-state', 'live');

  const page = await context.newPage();
  await page.goto('/signin');
  const login = `tls${Date.now() % 1_000_000}`;
  await fillCredentials(page, login, 'Secret@Pass1');
  await expect(page.getByRole('alert')).toContainText('The login or password is incorrect.');
  await expect(viewer.locator('#errors tbody tr', { hasText: login })).toBeVisible();

  const protocols = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      page: navigation?.nextHopProtocol,
      scripts: resources.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js')).length,
      calls: resources.filter((r) => r.initiatorType === 'fetch').length,
      notH2: resources.filter((r) => r.nextHopProtocol !== 'h2').map((r) => `${r.name} ${r.nextHopProtocol}`),
    };
  });
  expect(protocols.page).toBe('h2');
  expect(protocols.scripts).toBeGreaterThan(10);
  expect(protocols.calls).toBeGreaterThan(2);
  expect(protocols.notH2).toEqual([]);

  await fillCredentials(page, 'consumer');
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await context.close();
});
