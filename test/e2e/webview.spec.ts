import { expect, test, type Page } from '@playwright/test';
import { callAsPage, expectAccessible, fillCredentials } from './support';

/**
 * requirements#web-view: the portal inside each native host. The host's bridge is injected before
 * the page's scripts, as React Native (`ReactNativeWebView`), iOS (`webkit.messageHandlers`) and
 * Android (a JavaScript interface) do; it records what the portal posts, and the moment the
 * portal's logout call leaves, so the order of the two is seen.
 */
type Host = 'rn' | 'ios' | 'android';

interface Recorded {
  kind: 'message' | 'logoutCall';
  message?: Record<string, unknown>;
  /** a session token was still stored when the message arrived */
  signedIn: boolean;
}

async function asHost(page: Page, host: Host): Promise<() => Promise<Recorded[]>> {
  await page.addInitScript((kind: Host) => {
    const w = window as unknown as Record<string, unknown> & { __host: Recorded[] };
    w.__host = [];
    const record = (raw: unknown) =>
      w.__host.push({
        kind: 'message',
        message: (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown>,
        signedIn: localStorage.getItem('front_authorize_token') !== null,
      });
    if (kind === 'rn') w.ReactNativeWebView = { postMessage: record };
    if (kind === 'ios') w.webkit = { messageHandlers: { walletPortal: { postMessage: record } } };
    if (kind === 'android') w.WalletPortalAndroid = { postMessage: record };
    const realFetch = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (/logout/i.test(url))
        w.__host.push({ kind: 'logoutCall', signedIn: localStorage.getItem('front_authorize_token') !== null });
      return realFetch(input, init);
    };
  }, host);
  return () => page.evaluate(() => (window as unknown as { __host: Recorded[] }).__host);
}

const messages = (recorded: Recorded[]) => recorded.filter((r) => r.kind === 'message').map((r) => r.message);

/** What the host sends, the way each bridge delivers it: iOS evaluates an object, the others a JSON string. */
async function fromHost(page: Page, host: Host, message: unknown): Promise<void> {
  await page.evaluate(
    ({ host, message }) => window.postMessage(host === 'ios' ? message : JSON.stringify(message), location.origin),
    { host, message },
  );
}

function decodeDeviceHeader(value: string | null | undefined): Record<string, unknown> {
  expect(value).toBeTruthy();
  return JSON.parse(Buffer.from(value!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

const accounts: Record<Host, { login: string; type: string | null; category: string }> = {
  rn: { login: 'consumer', type: null, category: 'consumer' },
  ios: { login: 'merchant', type: 'Merchant', category: 'merchant' },
  android: { login: 'agent', type: 'Agent', category: 'agent' },
};

for (const host of ['rn', 'ios', 'android'] as const) {
  test.describe(`inside a ${host} host`, () => {
    test('the host’s device ids land in requests; SIGNED_IN carries the category only; SESSION_END reaches the host before the logout', async ({
      page,
    }) => {
      const recorded = await asHost(page, host);
      const device = {
        deviceId: `${host}-device-42`,
        deviceUniqueId: `${host}-unique-42`,
        fcmToken: `${host}-push-token-42`,
      };
      await page.goto('/signin');
      // the portal says it is there; the host answers with its device
      await expect.poll(async () => messages(await recorded())[0]).toEqual({ type: 'READY', version: 1 });
      await fromHost(page, host, { type: 'DEVICE_INFO', ...device });
      await expect.poll(() => page.evaluate(() => localStorage.getItem('deviceUniqueId'))).toBe(device.deviceUniqueId);
      expect(await page.evaluate(() => [localStorage.getItem('u'), localStorage.getItem('fcmToken')])).toEqual([
        device.deviceId,
        device.fcmToken,
      ]);

      // requirements#headers: every call says which device it comes from, in the host's words
      const account = accounts[host];
      if (account.type) {
        await page.getByRole('combobox', { name: 'Account type' }).click();
        await page.getByRole('option', { name: account.type, exact: true }).click();
      }
      const [signInRequest] = await Promise.all([
        page.waitForRequest((r) => r.method() === 'POST' && /validateLogin/.test(r.url())),
        fillCredentials(page, account.login),
      ]);
      const header = decodeDeviceHeader(await signInRequest.headerValue('X-Device-Info'));
      expect(header).toMatchObject({ deviceId: device.deviceId, deviceUniqueId: device.deviceUniqueId, webView: true });
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await expect
        .poll(async () => messages(await recorded()))
        .toContainEqual({
          type: 'SIGNED_IN',
          category: account.category,
        });

      // the host draws its own frame: no web footer, no brand in the header
      await expect(page.locator('footer')).toHaveCount(0);
      await expectAccessible(page, 'main');

      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
      await expect(page).toHaveURL(/\/signin$/);
      const all = await recorded();
      const end = all.findIndex((r) => r.message?.type === 'SESSION_END');
      const logout = all.findIndex((r) => r.kind === 'logoutCall');
      expect(all[end]?.message).toEqual({ type: 'SESSION_END', reason: 'signedOut', code: null });
      // told while the session still existed, before the logout call left
      expect(all[end]?.signedIn).toBe(true);
      expect(logout).toBeGreaterThan(end);
      // after the session the page is still the host's web view
      await expect(page.locator('footer')).toHaveCount(0);
    });

    test('a malformed, unknown or foreign message is ignored and logged; BACK goes back', async ({ page }) => {
      const recorded = await asHost(page, host);
      const warnings: string[] = [];
      // the ignored messages' warnings only: on a loaded machine the bridge may also warn that the
      // host sent no DEVICE_INFO in time (this host sends none), which is not what this test is about
      page.on('console', (m) => {
        if (m.type() === 'warning' && m.text().startsWith('[bridge] ignored')) warnings.push(m.text());
      });
      await page.goto('/signin');
      await expect.poll(async () => messages(await recorded())[0]).toEqual({ type: 'READY', version: 1 });
      const before = await page.evaluate(() => localStorage.getItem('u'));

      await page.evaluate(() => window.postMessage('{"type":"DEVICE_INFO","deviceId":', location.origin));
      await fromHost(page, host, { type: 'RUN_SCRIPT', code: 'localStorage.clear()' });
      await fromHost(page, host, { type: 'DEVICE_INFO', deviceId: 'x', deviceUniqueId: 'y', fcmToken: 'z', extra: 1 });
      // another site's frame cannot speak for the host
      await page.evaluate(() =>
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: 'https://evil.example',
            data: JSON.stringify({ type: 'DEVICE_INFO', deviceId: 'evil', deviceUniqueId: 'evil', fcmToken: 'evil' }),
          }),
        ),
      );
      await expect.poll(() => warnings.length).toBe(4);
      expect(warnings).toEqual([
        '[bridge] ignored a malformed message from the host',
        '[bridge] ignored a unknown message from the host (RUN_SCRIPT)',
        '[bridge] ignored a malformed message from the host (DEVICE_INFO)',
        '[bridge] ignored a foreignOrigin message from the host',
      ]);
      // none of them set a device id (the portal may have generated its own meanwhile, for its first call)
      const [deviceId, uniqueId] = await page.evaluate(() => [
        localStorage.getItem('u'),
        localStorage.getItem('deviceUniqueId'),
      ]);
      expect(uniqueId).toBeNull();
      expect(['x', 'evil']).not.toContain(deviceId);
      if (before !== null) expect(deviceId).toBe(before);
      await expect(page.getByRole('textbox', { name: 'Mobile number or username' })).toBeVisible();

      // the host's back button is the router's back
      await page
        .getByRole('link', { name: /Forgot (your )?password/i })
        .first()
        .click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await fromHost(page, host, { type: 'BACK' });
      await expect(page).toHaveURL(/\/signin$/);
    });
  });
}

test('a session the server ended is told to the host (expired, with the code) before the portal logs out', async ({
  page,
}) => {
  const recorded = await asHost(page, 'rn');
  await page.goto('/signin');
  await fillCredentials(page, 'consumer');
  await expect(page.getByTestId('balance-amount')).toBeVisible();
  // the dashboard's own calls are done: the Refresh below is the call that finds the session gone
  await page.waitForLoadState('networkidle');
  // the server revokes this session; the next call finds out
  expect(
    (
      await callAsPage(page, 'demo/v1/front_users_logout', { userIdentifier: '1000000001', logoutFromAllDevice: 0 })
    ).ok(),
  ).toBe(true);
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fapp%2Fdashboard&notice=expired$/);
  const all = await recorded();
  const end = all.findIndex((r) => r.message?.type === 'SESSION_END');
  expect(all[end]?.message).toEqual({ type: 'SESSION_END', reason: 'expired', code: 1007 });
  expect(all[end]?.signedIn).toBe(true);
  expect(all.findIndex((r) => r.kind === 'logoutCall')).toBeGreaterThan(end);
});

test('a receipt, a QR code or an export goes to the host as a DOWNLOAD', async ({ page }) => {
  const recorded = await asHost(page, 'android');
  await page.goto('/signin');
  await fillCredentials(page, 'consumer');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/myQrCode');
  await expect(page.getByRole('img', { name: 'QR code to pay Layla H.' })).toBeVisible();
  await page.getByRole('button', { name: 'Download PNG' }).click();
  await expect
    .poll(async () => messages(await recorded()).find((m) => m?.type === 'DOWNLOAD'))
    .toMatchObject({ type: 'DOWNLOAD', name: 'my-qr-code-1000000001.png', mime: 'image/png' });
  const download = messages(await recorded()).find((m) => m?.type === 'DOWNLOAD');
  const png = Buffer.from(String(download?.base64), 'base64');
  expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
});

test('QA’s host simulator frames the portal with each bridge and logs both directions', async ({ page }) => {
  await page.goto('/sandbox/webview');
  await expect(page.getByRole('heading', { name: 'Native web-view host' })).toBeVisible();
  const log = page.getByRole('list', { name: 'Messages' });
  const portal = page.frameLocator('#portal');
  for (const host of ['ios', 'android', 'rn'] as const) {
    await page.getByRole('button', { name: 'Clear the log' }).click();
    await page.getByLabel('Bridge').selectOption(host);
    await page.getByRole('button', { name: 'Load the portal' }).click();
    // the portal, not the clickjacking warning, in the frame
    await expect(portal.getByRole('textbox', { name: 'Mobile number or username' })).toBeVisible();
    await expect(log).toContainText('portal → host {"type":"READY","version":1}');
    await expect(log).toContainText('host → portal {"type":"DEVICE_INFO","deviceId":"sandbox-device-1"');
    const frame = page.frames().find((f) => f.url().includes(`host=${host}`));
    await expect.poll(() => frame?.evaluate(() => localStorage.getItem('deviceUniqueId'))).toBe('sandbox-unique-1');
  }
  await page.getByRole('button', { name: 'Send a malformed message' }).click();
  await expect(log).toContainText('host → portal {"type":"DEVICE_INFO","deviceId":');
  await portal.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(portal.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send BACK' }).click();
  await expect(portal.getByRole('textbox', { name: 'Mobile number or username' })).toBeVisible();
});
