// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readIncoming } from '../../src/api/contract/webviewBridge';
import { createNativeShell, isHostOrigin, launchOf, LAUNCH_KEY } from '../../src/platform/nativeShell';
import { deliverFile, routeExternalLinks, shareThroughHost } from '../../src/platform/hostActions';
import { deviceInfo, requestDeviceFields, storeHostDevice } from '../../src/platform/device';
import { browserStore } from '../../src/platform/storage';

type Bridged = Window & Record<string, unknown>;

function clearBridges() {
  const w = window as unknown as Bridged;
  delete w.ReactNativeWebView;
  delete w.webkit;
  delete w.WalletPortalAndroid;
}

describe('the protocol’s incoming side (requirements#web-view-protocol)', () => {
  it('reads DEVICE_INFO and BACK from a JSON string or an object', () => {
    const device = { type: 'DEVICE_INFO', deviceId: 'd', deviceUniqueId: 'u', fcmToken: '' };
    expect(readIncoming(JSON.stringify(device))).toEqual({ ok: true, message: device });
    expect(readIncoming({ type: 'BACK' })).toEqual({ ok: true, message: { type: 'BACK' } });
  });

  it.each([
    ['broken JSON', '{"type":', { ok: false, reason: 'malformed' }],
    ['no type', { deviceId: 'd' }, { ok: false, reason: 'malformed' }],
    ['a type nobody knows', { type: 'EVAL', code: 'x' }, { ok: false, reason: 'unknown', type: 'EVAL' }],
    ['an extra field', { type: 'BACK', run: 1 }, { ok: false, reason: 'malformed', type: 'BACK' }],
    [
      'a control character in an id',
      { type: 'DEVICE_INFO', deviceId: 'a\u0000', deviceUniqueId: 'u', fcmToken: '' },
      { ok: false, reason: 'malformed', type: 'DEVICE_INFO' },
    ],
    ['a huge string', 'x'.repeat(10_001), { ok: false, reason: 'malformed' }],
  ])('refuses %s', (_name, data, expected) => {
    expect(readIncoming(data)).toEqual(expected);
  });

  it('hears only the page’s own origin, or the React Native bridge’s origin-less events', () => {
    expect(isHostOrigin(window.location.origin, window)).toBe(true);
    expect(isHostOrigin('', window)).toBe(true);
    expect(isHostOrigin('https://evil.example', window)).toBe(false);
    expect(isHostOrigin('null', window)).toBe(false);
  });
});

describe('the wire to each host', () => {
  beforeEach(() => {
    clearBridges();
    sessionStorage.clear();
  });
  afterEach(() => {
    clearBridges();
    vi.restoreAllMocks();
  });

  it.each([
    ['rn', (post: (m: unknown) => void) => ({ ReactNativeWebView: { postMessage: post } }), true],
    [
      'ios',
      (post: (m: unknown) => void) => ({ webkit: { messageHandlers: { walletPortal: { postMessage: post } } } }),
      false,
    ],
    ['android', (post: (m: unknown) => void) => ({ WalletPortalAndroid: { postMessage: post } }), true],
  ] as const)('posts to the %s bridge, checked against the protocol', (host, bridge, asJson) => {
    const post = vi.fn();
    Object.assign(window, bridge(post));
    const shell = createNativeShell(window);
    expect(shell.findBridge()).toBe(host);
    expect(shell.send({ type: 'SIGNED_IN', category: 'agent' })).toBe(true);
    expect(post).toHaveBeenCalledWith(
      asJson ? JSON.stringify({ type: 'SIGNED_IN', category: 'agent' }) : { type: 'SIGNED_IN', category: 'agent' },
    );
    // a message that breaks the protocol never leaves
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(shell.send({ type: 'OPEN_EXTERNAL', url: 'javascript:alert(1)' })).toBe(false);
    expect(shell.send({ type: 'SHARE' } as never)).toBe(false);
    expect(post).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('posts nothing without a bridge', () => {
    const shell = createNativeShell(window);
    expect(shell.findBridge()).toBeNull();
    expect(shell.send({ type: 'SIGNED_IN', category: 'agent' })).toBe(false);
  });

  it('keeps the launch parameter for the session and writes it back after a logout cleared it', () => {
    window.history.replaceState(null, '', '/signin?host=ios');
    const shell = createNativeShell(window);
    expect(shell.launchedEmbedded).toBe(true);
    expect(sessionStorage.getItem(LAUNCH_KEY)).toBe('ios');
    window.history.replaceState(null, '', '/app/dashboard');
    expect(launchOf(window)).toBe('ios');
    sessionStorage.clear();
    shell.rememberLaunch();
    expect(launchOf(window)).toBe('ios');
    sessionStorage.setItem(LAUNCH_KEY, '<script>');
    expect(launchOf(window)).toBeNull();
    window.history.replaceState(null, '', '/?webview=1');
    expect(launchOf(window)).toBe('1');
    window.history.replaceState(null, '', '/?host=windows');
    sessionStorage.clear();
    expect(launchOf(window)).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('hands messages on checked, and refuses a foreign origin', () => {
    const shell = createNativeShell(window);
    const heard: unknown[] = [];
    const stop = shell.listen((r) => heard.push(r));
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: '{"type":"BACK"}' }));
    document.dispatchEvent(new MessageEvent('message', { origin: '', data: { type: 'BACK' } }));
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: '{"type":"BACK"}' }));
    stop();
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: '{"type":"BACK"}' }));
    expect(heard).toEqual([
      { ok: true, message: { type: 'BACK' } },
      { ok: true, message: { type: 'BACK' } },
      { ok: false, reason: 'foreignOrigin' },
    ]);
  });
});

describe('files, shares and links go to a connected host', () => {
  afterEach(() => clearBridges());

  function connectedShell() {
    const posted: unknown[] = [];
    const shell = createNativeShell(window);
    shell.link.post = (m) => posted.push(m);
    shell.link.connected = () => true;
    return { shell, posted };
  }

  it('a file becomes a DOWNLOAD with its bytes in base64', async () => {
    const { shell, posted } = connectedShell();
    await deliverFile(shell, new Blob(['a,b\n1,2\n'], { type: 'text/csv;charset=utf-8' }), 'report.csv');
    expect(posted).toEqual([
      { type: 'DOWNLOAD', name: 'report.csv', mime: 'text/csv;charset=utf-8', base64: btoa('a,b\n1,2\n') },
    ]);
  });

  it('a share goes to the host only when one is connected', () => {
    const { shell, posted } = connectedShell();
    expect(shareThroughHost(shell, { title: 'Pay me', text: 'QR' })).toBe(true);
    expect(posted).toEqual([{ type: 'SHARE', title: 'Pay me', text: 'QR' }]);
    const browser = createNativeShell(window);
    expect(shareThroughHost(browser, { text: 'QR' })).toBe(false);
  });

  it('a link to another site is opened by the host, a link inside the portal is left alone', () => {
    const { shell, posted } = connectedShell();
    const stop = routeExternalLinks(shell, window);
    document.body.innerHTML =
      '<a id="out" href="https://example.com/help">help</a><a id="in" href="/app/dashboard">home</a>' +
      '<a id="js" href="javascript:void 0" target="_blank">x</a>';
    const click = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click('out')).toBe(true);
    expect(click('in')).toBe(false);
    expect(click('js')).toBe(false);
    stop();
    expect(posted).toEqual([{ type: 'OPEN_EXTERNAL', url: 'https://example.com/help' }]);
    document.body.replaceChildren();
  });
});

describe('the host’s device ids (requirements#request-device-fields)', () => {
  afterEach(() => localStorage.clear());

  it('replace the generated id and fill the request fields and the device header', () => {
    const store = browserStore(localStorage);
    const generated = requestDeviceFields(store);
    expect(generated).toEqual({ deviceId: expect.any(String), deviceUniqueId: '', fcmToken: '' });
    storeHostDevice(store, { deviceId: 'host-1', deviceUniqueId: 'unique-1', fcmToken: 'push-1' });
    expect(requestDeviceFields(store)).toEqual({ deviceId: 'host-1', deviceUniqueId: 'unique-1', fcmToken: 'push-1' });
    expect(deviceInfo(store, true)).toMatchObject({ deviceId: 'host-1', deviceUniqueId: 'unique-1', webView: true });
    // a host that lost its push token takes it away
    storeHostDevice(store, { deviceId: 'host-1', deviceUniqueId: 'unique-1', fcmToken: '' });
    expect(localStorage.getItem('fcmToken')).toBeNull();
  });
});
