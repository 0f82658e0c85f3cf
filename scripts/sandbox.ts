/**
 * The sandbox as the figure scripts (perf, inp, screenshots) start it: the built portal on an
 * in-memory database without the demo history, on its own port, answered at /healthz before the
 * script goes on. BASE_URL measures a server that is already running instead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { get as httpsGet } from 'node:https';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/seed/demoUsers';
import { loopbackCertificate } from '../test/support/tlsCertificate';

export interface Sandbox {
  base: string;
  /** the self-signed certificate's PEM when the sandbox speaks HTTPS (`tls`) */
  cert?: string;
  stop(): void;
}

/** /healthz answered 200; over HTTPS, trusting `ca` (the sandbox's self-signed certificate). */
function healthy(url: string, ca: string | undefined): Promise<boolean> {
  if (!url.startsWith('https:') || ca === undefined) return fetch(`${url}/healthz`).then((r) => r.ok);
  return new Promise((resolve, reject) => {
    httpsGet(`${url}/healthz`, { ca }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    }).on('error', reject);
  });
}

export async function waitForHealth(url: string, timeoutMs: number, ca?: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if (await healthy(url, ca)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the sandbox did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * `tls`: HTTPS with HTTP/2 on a self-signed certificate for 127.0.0.1 (issue 20: how a deployment
 * serves the portal); the browser that visits it must trust the certificate (`sandbox.cert`).
 */
export async function startSandbox(
  port: number,
  env: Record<string, string> = {},
  options: { tls?: boolean } = {},
): Promise<Sandbox> {
  if (process.env.BASE_URL) return { base: process.env.BASE_URL, stop: () => undefined };
  const tls = options.tls ? await loopbackCertificate() : undefined;
  const base = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
      SEED_HISTORY: 'off',
      ...(tls ? { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile } : {}),
      ...env,
    },
  });
  try {
    await waitForHealth(base, 240_000, tls?.cert);
  } catch (error) {
    child.kill();
    throw error;
  }
  return { base, ...(tls ? { cert: tls.cert } : {}), stop: () => child.kill() };
}

/** Signs the seeded customer in on `page` (English kept as chosen), as the figure scripts start a signed-in visit. */
export async function signInDemoCustomer(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/signin`);
  await page.evaluate(() => localStorage.setItem('localeChosen', '1'));
  await page.getByRole('textbox', { name: 'Mobile number or username' }).fill('consumer');
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\//, { timeout: 60_000 });
}
