import { expect, type Page } from '@playwright/test';
import {
  BRIDGE_WAIT_MS,
  DEVICE_INFO_WAIT_MS,
  type BridgeContext,
  type BridgeDeviceInfo,
  type BridgeHostKind,
  type BridgeInput,
  type BridgeOutgoing,
} from '../../../../machines/webviewBridge.machine';
import { DEMO_PASSWORD } from '../../../../server/seed/demoUsers';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#web-view: the portal inside a native app's web view (README "Embedding in a native
 * app"). The page starts on the sign-in screen, in a browser tab, launched as a web view
 * (`?webview=1`) or with a React Native host's bridge injected before its scripts; a late host
 * injects its bridge (iOS, `webkit.messageHandlers.walletPortal`) while the page waits. The fake
 * host records what it receives (`window.__host`): that record is the native host's screen. The
 * host answers as a native app does, with `window.postMessage`; what the portal posts comes from
 * a real sign-in (SIGNED_IN). The chart's two waits are moved with page.clock, paused from the
 * start (the bridge's 50 ms poll runs only when a step moves the clock).
 */

interface HostRecord {
  via: BridgeHostKind;
  message: BridgeOutgoing;
}

interface Memo {
  /** what the host must have received, in order */
  expected: BridgeOutgoing[];
  /** posted while the bridge was looked for: sent after READY once it is found */
  queued: BridgeOutgoing[];
  /** the console's lines (the bridge logs what it ignores or gives up on) */
  console: string[];
  /** the host whose bridge is there now */
  host: BridgeHostKind | null;
  /** the path signed in (portal.post) */
  signedIn?: boolean;
  /** the page the host's back button must lead to */
  backTo?: RegExp;
}

const memoOf = (step: StepInfo) => step.memo as unknown as Memo;
const ctx = (step: StepInfo) => step.snapshot.context as BridgeContext;
const input = (step: StepInfo) => step.path.input as BridgeInput;

/** the sign-in that makes the portal post SIGNED_IN (a consumer: the category is all the host learns) */
const SIGN_IN_LOGIN = 'consumer';
const SIGNED_IN: BridgeOutgoing = { type: 'SIGNED_IN', category: 'consumer' };
const READY: BridgeOutgoing = { type: 'READY', version: 1 };

const hostRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { __host: { messages: HostRecord[] } }).__host.messages);

/** storage where every request reads the device ids (requirements#request-device-fields) */
const storedIds = (page: Page) =>
  page.evaluate(() => ({
    deviceId: localStorage.getItem('u'),
    deviceUniqueId: localStorage.getItem('deviceUniqueId'),
    fcmToken: localStorage.getItem('fcmToken'),
  }));

/** a message from the host, as that host sends it: a JSON string (React Native, Android), an object (iOS) */
async function hostSends(page: Page, host: BridgeHostKind | null, message: unknown): Promise<void> {
  const data = host === 'ios' ? message : JSON.stringify(message);
  await page.evaluate((d) => window.postMessage(d, window.location.origin), data);
}

/** In a native shell the host draws the frame: no web footer, no logo; in a tab both are there. */
async function layout(page: Page, embedded: boolean) {
  await expect(page.locator('main#main-content')).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(embedded ? 0 : 1);
  await expect(page.locator('header img')).toHaveCount(embedded ? 0 : 1);
}

async function consoleSays(step: StepInfo, text: string, present = true) {
  await expect
    .poll(() => memoOf(step).console.some((line) => line.includes(text)), { message: `console: ${text}` })
    .toBe(present);
}

async function idsAreGenerated(page: Page) {
  const ids = await storedIds(page);
  expect(ids.deviceId, 'the generated device id').toBeTruthy();
  expect(ids.deviceId).not.toBe('host-device-1');
  expect(ids.deviceUniqueId).not.toBe('host-unique-1');
}

export const webviewBridgeModel: BrowserModel = {
  machine: 'webviewBridge',
  clock: true,
  async start(page, step) {
    const { bridge, launchedEmbedded } = input(step);
    const memo = memoOf(step);
    Object.assign(memo, { expected: bridge ? [READY] : [], queued: [], console: [], host: bridge } satisfies Memo);
    page.on('console', (m) => memo.console.push(m.text()));
    await page.addInitScript((rn) => {
      const w = window as unknown as {
        __host: { messages: unknown[] };
        ReactNativeWebView?: { postMessage(m: string): void };
      };
      w.__host = { messages: [] };
      // the React Native host injects its bridge before the page's scripts run
      if (rn)
        w.ReactNativeWebView = {
          postMessage: (m: string) => w.__host.messages.push({ via: 'rn', message: JSON.parse(m) }),
        };
    }, bridge === 'rn');
    // the chart's waits start with the page: held until a step moves the clock
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto(launchedEmbedded ? '/signin?webview=1' : '/signin');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
  states: {
    // an eventless choice at the start: the page is up, in the layout the choice leads to
    'webviewBridge.detecting': async (page, step) => {
      await layout(page, ctx(step).embedded);
    },
    'webviewBridge.waitingForBridge': async (page, step) => {
      // laid out for the host already; nothing reaches it: there is no bridge yet
      await layout(page, true);
      expect(await page.evaluate(() => 'ReactNativeWebView' in window || 'webkit' in window)).toBe(false);
      expect(await hostRecord(page)).toEqual([]);
      await consoleSays(step, 'no native bridge appeared', false);
    },
    'webviewBridge.web': async (page, step) => {
      // a tab keeps the web frame; a web view whose host never came stays laid out for it
      await layout(page, input(step).launchedEmbedded);
      expect(await hostRecord(page)).toEqual([]);
      if (input(step).launchedEmbedded)
        await consoleSays(step, '[bridge] launched as a web view, but no native bridge appeared');
      // the portal goes on working without a host: signed in (the SIGNED_IN it posted was dropped) or not
      if (memoOf(step).signedIn)
        await expect(page.getByRole('heading', { name: /^Welcome, /, level: 1 })).toBeVisible();
      else await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    },
    'webviewBridge.native': async (page, step) => {
      const memo = memoOf(step);
      await layout(page, true);
      // READY first, then what was queued, then what was posted since: all through the host's own bridge
      await expect.poll(() => hostRecord(page)).toEqual(memo.expected.map((message) => ({ via: memo.host, message })));
      if (memo.backTo) await expect(page).toHaveURL(memo.backTo);
    },
    'webviewBridge.native.awaitingDeviceInfo': async (page, step) => {
      await idsAreGenerated(page);
      await consoleSays(step, 'the host sent no DEVICE_INFO', false);
    },
    'webviewBridge.native.ready': async (page, step) => {
      const { device, usingGeneratedIds } = ctx(step);
      if (device) {
        // the host's ids are where every request reads them
        const ids = await storedIds(page);
        expect(ids).toEqual({
          deviceId: device.deviceId,
          deviceUniqueId: device.deviceUniqueId,
          fcmToken: device.fcmToken,
        });
      } else {
        expect(usingGeneratedIds).toBe(true);
        await idsAreGenerated(page);
        await consoleSays(step, '[bridge] the host sent no DEVICE_INFO: the generated device id stays');
      }
    },
  },
  events: {
    'bridge.found': async (page, step) => {
      const host = (step.event as unknown as { host: BridgeHostKind }).host;
      expect(host, 'the late host of the samples').toBe('ios');
      await page.evaluate(() => {
        const w = window as unknown as {
          __host: { messages: unknown[] };
          webkit?: { messageHandlers: { walletPortal: { postMessage(m: unknown): void } } };
        };
        w.webkit = {
          messageHandlers: {
            walletPortal: { postMessage: (m: unknown) => w.__host.messages.push({ via: 'ios', message: m }) },
          },
        };
      });
      const memo = memoOf(step);
      memo.host = host;
      memo.expected = [READY, ...memo.queued];
      memo.queued = [];
      // the page looks for the bridge every 50 ms
      await page.clock.runFor(100);
    },
    'portal.post': async (page, step) => {
      const memo = memoOf(step);
      // a real sign-in: the portal tells the host the category that signed in
      await page.evaluate(() => localStorage.setItem('localeChosen', '1'));
      await page.getByRole('textbox', { name: 'Mobile number or username' }).fill(SIGN_IN_LOGIN);
      await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
      const call = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      // the ids the sign-in call carries: the host's once it sent them (X-Device-Info, base64url JSON)
      const header = (await call).headers()['x-device-info'] ?? '';
      const sent = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as {
        deviceId: string;
        deviceUniqueId?: string;
        webView: boolean;
      };
      const device = (step.before.context as BridgeContext).device;
      expect(sent.webView, 'X-Device-Info: in a web view').toBe(true);
      if (device) expect([sent.deviceId, sent.deviceUniqueId]).toEqual([device.deviceId, device.deviceUniqueId]);
      else expect(sent.deviceId).not.toBe('host-device-1');
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      memo.signedIn = true;
      if (step.before.matches('native')) memo.expected.push(SIGNED_IN);
      else memo.queued.push(SIGNED_IN);
    },
    'host.deviceInfo': async (page, step) => {
      const device = (step.event as unknown as { device: BridgeDeviceInfo }).device;
      await hostSends(page, memoOf(step).host, { type: 'DEVICE_INFO', ...device });
    },
    'host.back': async (page, step) => {
      // the user went on to another page; the host's back button brings them back
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password/);
      memoOf(step).backTo = /\/signin(\?|$)/;
      await hostSends(page, memoOf(step).host, { type: 'BACK' });
    },
    'host.refused': async (page, step) => {
      const event = step.event as unknown as { reason: string; messageType?: string };
      expect(event.reason, 'the refusal of the samples').toBe('malformed');
      // a DEVICE_INFO without its ids: refused, logged, the ids stay as they were
      const before = await storedIds(page);
      await hostSends(page, memoOf(step).host, { type: event.messageType, deviceId: '' });
      await consoleSays(step, `[bridge] ignored a malformed message from the host (${event.messageType})`);
      expect(await storedIds(page)).toEqual(before);
    },
    'xstate.after.bridgeWait.webviewBridge.waitingForBridge': async (page) => {
      await page.clock.runFor(BRIDGE_WAIT_MS);
    },
    'xstate.after.deviceInfoWait.webviewBridge.native.awaitingDeviceInfo': async (page) => {
      await page.clock.runFor(DEVICE_INFO_WAIT_MS);
    },
  },
};
