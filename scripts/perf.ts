/**
 * `npm run perf`: Lighthouse on Debian's Chromium with its mobile defaults (simulated slow 4G,
 * 4× CPU slowdown), median of 3 runs, for /signin and /app/dashboard signed in. Prints the
 * performance score, LCP, FCP, TBT and CLS of each page (the median of each figure over the runs).
 * Figures only: not part of `npm test` (the weight budgets are, test/e2e/budget.spec.ts).
 *
 * Needs a build (`npm run build`; STATIC_DIR names another). Starts the sandbox on PERF_PORT (4390)
 * with an in-memory database, or measures BASE_URL when given. The sandbox speaks HTTPS with HTTP/2
 * on a self-signed certificate the measuring browser trusts, as a deployment serves the portal
 * (PROTOCOL=http1: plain HTTP/1.1, where the browser fetches six files at a time and Lighthouse's
 * simulation does the same). RUNS overrides the number of runs, PAGES the pages
 * (comma-separated, e.g. PAGES=/signin). The signed-in page gets its session the way a returning
 * user has it: the script signs in in the same browser, clears the HTTP cache (the visit is cold),
 * and tells Lighthouse to keep the origin's storage. PERF_DETAILS=1 prints, for each run, where the
 * main thread's time went (Lighthouse's breakdown) and its long tasks, with the script each began in:
 * what TBT is made of. PERF_JSON=<folder> keeps each run's Lighthouse result there (the LCP
 * element and its phases, the requests and their timings).
 */
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_PASSWORD } from '../server/seed/demoUsers';
import { chromiumLaunchOptions } from '../test/e2e/chromium';
import { startSandbox } from './sandbox';

const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.PERF_PORT ?? 4390);
const pages = (process.env.PAGES ?? '/signin,/app/dashboard').split(',').filter(Boolean);
const protocol = process.env.PROTOCOL === 'http1' ? 'http1' : 'h2';

/** Signs the seeded customer in, in the browser Lighthouse drives, then empties its HTTP cache. */
async function signIn(debugPort: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    // signed out first: the previous run's session would send /signin on to the dashboard
    await page.goto(`${base}/signin`);
    await page.evaluate(() => localStorage.clear());
    await context.clearCookies();
    await page.goto(`${base}/signin`);
    await page.evaluate(() => localStorage.setItem('localeChosen', '1'));
    await page.getByRole('textbox', { name: 'Mobile number or username' }).fill(process.env.LOGIN ?? 'consumer');
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\//, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

interface Figures {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
}

async function measure(path: string, debugPort: number): Promise<Figures> {
  const signedIn = path.startsWith('/app');
  if (signedIn) await signIn(debugPort);
  const result = await lighthouse(`${base}${path}`, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // the session lives in the origin's storage; the HTTP cache was emptied by signIn
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (process.env.PERF_DETAILS) printDetails(path, lhr.audits);
  if (process.env.PERF_JSON)
    writeFileSync(join(process.env.PERF_JSON, `${path.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(lhr));
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

interface DetailItem {
  url?: string;
  group?: string;
  groupLabel?: string;
  duration?: number;
  startTime?: number;
}
type Audits = Record<string, { details?: unknown } | undefined>;

/** The main thread's time by kind of work, and the long tasks (over 50 ms) in the order they ran. */
function printDetails(path: string, audits: Audits): void {
  const items = (id: string): DetailItem[] =>
    ((audits[id]?.details as { items?: DetailItem[] } | undefined)?.items ?? []) as DetailItem[];
  const work = items('mainthread-work-breakdown')
    .map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration ?? 0)} ms`)
    .join(', ');
  console.log(`[perf]     ${path} main thread: ${work}`);
  for (const task of items('long-tasks')) {
    const file = (task.url ?? '').replace(/^.*\//, '') || '(none)';
    console.log(
      `[perf]     long task at ${Math.round(task.startTime ?? 0)} ms: ${Math.round(task.duration ?? 0)} ms (${file})`,
    );
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

const server = await startSandbox(port, {}, { tls: protocol === 'h2' });
const { base } = server;
/** the sandbox's own certificate, trusted by its public key (no other certificate error is ignored) */
const trust = server.cert
  ? [
      `--ignore-certificate-errors-spki-list=${createHash('sha256')
        .update(createPublicKey(server.cert).export({ type: 'spki', format: 'der' }))
        .digest('base64')}`,
    ]
  : [];
const profile = mkdtempSync(join(tmpdir(), 'perf-chromium-'));
let chrome: chromeLauncher.LaunchedChrome | null = null;
try {
  chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    userDataDir: profile,
    chromeFlags: ['--headless=new', '--no-sandbox', ...(chromiumLaunchOptions.args ?? []), ...trust],
  });
  console.log(
    `[perf] Lighthouse mobile defaults, ${base} (${process.env.BASE_URL ? 'as given' : server.cert ? 'HTTPS, HTTP/2' : 'HTTP/1.1'}), median of ${runs}`,
  );
  for (const path of pages) {
    const all: Figures[] = [];
    for (let i = 0; i < runs; i++) {
      const f = await measure(path, chrome.port);
      all.push(f);
      console.log(
        `[perf]   ${path} run ${i + 1}: score ${f.score}, LCP ${(f.lcp / 1000).toFixed(2)} s, FCP ${(f.fcp / 1000).toFixed(2)} s, TBT ${Math.round(f.tbt)} ms, CLS ${f.cls.toFixed(3)}`,
      );
    }
    const m = (k: keyof Figures) => median(all.map((f) => f[k]));
    console.log(
      `[perf] ${path}: performance ${m('score')}, LCP ${(m('lcp') / 1000).toFixed(2)} s, FCP ${(m('fcp') / 1000).toFixed(2)} s, TBT ${Math.round(m('tbt'))} ms, CLS ${m('cls').toFixed(3)}`,
    );
  }
} finally {
  chrome?.kill();
  server.stop();
  rmSync(profile, { recursive: true, force: true });
}
