import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/server';

const indexHtml = '<!doctype html><html><head><title>Wallet Portal</title></head><body></body></html>';
const frameRequest = { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'same-origin' };

describe.each(backends)('the native web-view host simulator on $name (requirements#web-view-sandbox)', (backend) => {
  let dir: string;
  let withTools: TestServer;
  let withoutTools: TestServer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wallet-webview-'));
    await writeFile(join(dir, 'index.html'), indexHtml);
    withTools = await startTestServer(backend, { staticDir: dir, sandboxTools: true });
    withoutTools = await startTestServer(backend, { staticDir: dir, sandboxTools: false });
  });
  afterAll(async () => {
    await withTools?.close();
    await withoutTools?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves /sandbox/webview with a CSP that runs only its own script and frames only this origin', async () => {
    const response = await fetch(`${withTools.url}/sandbox/webview`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const page = await response.text();
    expect(page).toContain('<script src="/sandbox/webview.js"></script>');
    for (const host of ['rn', 'ios', 'android']) expect(page).toContain(`<option value="${host}"`);
    for (const button of ['Send DEVICE_INFO', 'Send BACK', 'Send a malformed message']) expect(page).toContain(button);
    const script = await fetch(`${withTools.url}/sandbox/webview.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('ReactNativeWebView');
  });

  it('lets a same-origin frame (the simulator) show the portal, and nobody else', async () => {
    const framed = await fetch(`${withTools.url}/signin?host=rn`, { headers: frameRequest });
    expect(framed.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(framed.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(framed.headers.get('vary')).toMatch(/Sec-Fetch-Dest/);

    const crossSite = await fetch(`${withTools.url}/signin?host=rn`, {
      headers: { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(crossSite.headers.get('x-frame-options')).toBe('DENY');

    const page = await fetch(`${withTools.url}/signin`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('keeps the portal unframable and the simulator absent without the sandbox tools', async () => {
    const framed = await fetch(`${withoutTools.url}/signin?host=rn`, { headers: frameRequest });
    expect(framed.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(framed.headers.get('x-frame-options')).toBe('DENY');
    expect((await fetch(`${withoutTools.url}/sandbox/webview`)).status).toBe(404);
  });
});
