/**
 * `npm run longtasks` (issue 20): the main thread's long tasks of a cold visit, as the browser
 * itself reports them (PerformanceObserver, `longtask`), at Lighthouse's mobile CPU slowdown (×4,
 * `CPU_SLOWDOWN`) and no network throttling — the blocking work without the network's noise. For
 * /signin and the signed-in /app/dashboard (`PAGES`), RUNS (5) cold loads each: per run the tasks
 * over 50 ms and their blocking time (the sum of each task's part over 50 ms, Total Blocking Time's
 * rule over the whole load), with the time the page's heading appeared; then the median.
 *
 * Lighthouse's TBT is the same sum between first paint and interactive, on a simulated timeline; it
 * swings by hundreds of ms between runs of one build on a busy machine, this less. Needs a build
 * (`npm run build`; STATIC_DIR names another); starts the sandbox on LONGTASKS_PORT (4392), or
 * measures BASE_URL. Figures only: not part of `npm test`.
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../test/e2e/chromium';
import { signInDemoCustomer, startSandbox } from './sandbox';

const runs = Number(process.env.RUNS ?? 5);
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
const pages = (process.env.PAGES ?? '/signin,/app/dashboard').split(',').filter(Boolean);

declare global {
  interface Window {
    __longTasks?: [number, number][];
  }
}

interface Run {
  tasks: [number, number][];
  blocking: number;
  heading: number;
}

async function coldLoad(browser: Browser, base: string, path: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  if (path.startsWith('/app/')) {
    await signInDemoCustomer(page, base);
    await page.goto('about:blank');
  }
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks?.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // cold: the HTTP cache empty (the session's storage kept)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const started = Date.now();
  await page.goto(`${base}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  const heading = Date.now() - started;
  // the widgets' data and code arriving after the heading are part of the load
  await page.waitForTimeout(4000);
  const tasks = await page.evaluate(() => window.__longTasks ?? []);
  await context.close();
  return { tasks, blocking: tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0), heading };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const server = await startSandbox(Number(process.env.LONGTASKS_PORT ?? 4392));
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  console.log(`[longtasks] CPU ×${slowdown}, no network throttling, ${runs} cold loads each, ${server.base}`);
  for (const path of pages) {
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await coldLoad(browser, server.base, path);
      results.push(run);
      console.log(
        `[longtasks]   ${path} run ${i + 1}: blocking ${run.blocking} ms in ${run.tasks.length} tasks (longest ${Math.max(0, ...run.tasks.map(([, d]) => d))} ms), heading at ${run.heading} ms`,
      );
    }
    const blocking = results.map((r) => r.blocking);
    console.log(
      `[longtasks] ${path}: blocking median ${median(blocking)} ms (${Math.min(...blocking)}–${Math.max(...blocking)}), longest task median ${median(results.map((r) => Math.max(0, ...r.tasks.map(([, d]) => d))))} ms, heading median ${median(results.map((r) => r.heading))} ms`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}
