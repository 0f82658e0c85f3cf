/**
 * `npm run bench:table [-- --runs 5] [-- --enforce]`: how fast the report table (src/ui/dataTable)
 * shows a 1,000-row page in Debian's Chromium. It builds bench/dataTable/main.tsx with Vite (React's
 * production build, the Lingui macro and catalog as the app compiles them) into a temporary folder, serves that
 * folder and times in the page, from the click to the next paint:
 *   - first page: 1,000 report rows (9 columns) where there was no table; target 100 ms;
 *   - filter change: another 1,000 rows in another order in the table on screen; target 150 ms.
 * One warm-up of each (printed, not counted), then the runs: the median (the verdict), the fastest
 * (what the code costs when the machine's other work leaves it alone), the median of React's part
 * (render and commit, before style, layout and paint) and every run. A figure to read, not a
 * test: it exits 0 over target unless given --enforce.
 *
 * The page is generated here rather than kept as bench/dataTable/index.html: the repository's file
 * name rule (test/architecture/fileNames.test.ts) has no place for an .html file under bench/.
 */
import { chromium, type Browser } from '@playwright/test';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../test/e2e/chromium';
import { printTable } from './table';

const args = process.argv.slice(2);
const enforce = args.includes('--enforce');
/** --profile: sample the timed runs with the CPU profiler and print where the time went */
const profile = args.includes('--profile');
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 5;
const TARGETS = { firstPage: 100, filterChange: 150 };

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = 'bench/dataTable/main.tsx';
const outDir = await mkdtemp(join(tmpdir(), 'bench-data-table-'));

/** Vite's build of the page, with the app's React and Lingui macro plugins but none of the rest */
async function buildPage(): Promise<void> {
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [
      react(),
      // as vite.config.ts, but keeping the source texts: the page loads no catalog
      babel({
        include: /\/src\/.*\.[jt]sx?$/,
        plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]],
      }),
      // the .po catalog, compiled
      lingui(),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      manifest: true,
      // readable function names in a profile
      minify: !profile,
      rolldownOptions: { input: join(root, entry) },
    },
  });
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >;
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`${entry} is not in the build's manifest`);
  const styles = (chunk.css ?? []).map((href) => `<link rel="stylesheet" href="/${href}">`).join('');
  await writeFile(
    join(outDir, 'index.html'),
    `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>DataTable bench</title>${styles}</head>` +
      `<body><div id="root" style="padding:16px"></div><script type="module" src="/${chunk.file}"></script></body></html>`,
  );
}

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** a static server for the build, on a free port */
async function serve(dir: string) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir)) return void response.writeHead(403).end();
    readFile(file).then(
      (body) =>
        response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

interface Timing {
  total: number;
  commit: number;
}
interface Bench {
  mount(seed: number): Promise<Timing>;
  unmount(): Promise<void>;
  filterChange(seed: number): Promise<Timing>;
  inspect(): { rowsInDom: number; rowHeight: number; headerHeight: number; scrollHeight: number; spacerHeight: number };
}
declare const bench: Bench;

/** the functions that took the most time themselves (not counting their callees) while sampled */
function printProfile(cpu: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}) {
  const frames = new Map(cpu.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  let all = 0;
  (cpu.samples ?? []).forEach((id, i) => {
    const frame = frames.get(id);
    const delta = (cpu.timeDeltas?.[i] ?? 0) / 1000;
    all += delta;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + delta);
  });
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log(`\nCPU profile of the timed runs (${ms(all)} ms sampled; the figures above include the profiler's cost)`);
  printTable([['function', 'self ms'], ...top.map(([name, time]) => [name, ms(time)])]);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => value.toFixed(1);

let failed = false;
let server: Awaited<ReturnType<typeof serve>> | null = null;
let browser: Browser | null = null;
try {
  const started = performance.now();
  await buildPage();
  console.info(`Built ${entry} in ${ms(performance.now() - started)} ms`);
  server = await serve(outDir);
  browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(server.url);
  await page.waitForFunction(() => 'bench' in window);

  // warm-up: the first mount compiles the code and loads Mantine's styles
  const cold = await page.evaluate(async () => {
    const first = await bench.mount(1);
    const change = await bench.filterChange(2);
    await bench.unmount();
    return { first, change };
  });

  const cdp = profile ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  const firstPage: Timing[] = [];
  const filterChange: Timing[] = [];
  let shape: ReturnType<Bench['inspect']> | null = null;
  for (let run = 0; run < RUNS; run++) {
    firstPage.push(await page.evaluate((seed) => bench.mount(seed), 10 + run));
    shape ??= await page.evaluate(() => bench.inspect());
    filterChange.push(await page.evaluate((seed) => bench.filterChange(seed), 20 + run));
    await page.evaluate(() => bench.unmount());
  }
  if (errors.length > 0) throw new Error(`the page failed: ${errors.join('; ')}`);
  if (cdp) printProfile((await cdp.send('Profiler.stop')).profile);

  console.log(
    `\nDataTable, 1,000 rows × 9 columns — Chromium ${browser.version()}, ${cpus().length} cores, ` +
      `load average ${loadavg()[0]!.toFixed(1)}; ${RUNS} runs after one warm-up (ms, click to next paint)`,
  );
  const rows = [['step', 'median', 'target', 'verdict', 'fastest', 'React (median)', 'warm-up', 'runs']];
  for (const [name, timings, target, warm] of [
    ['first page', firstPage, TARGETS.firstPage, cold.first],
    ['filter change', filterChange, TARGETS.filterChange, cold.change],
  ] as const) {
    const totals = timings.map((t) => t.total);
    const verdict = median(totals) <= target ? 'PASS' : 'FAIL';
    if (verdict === 'FAIL') failed = true;
    rows.push([
      name,
      ms(median(totals)),
      String(target),
      verdict,
      ms(Math.min(...totals)),
      ms(median(timings.map((t) => t.commit))),
      ms(warm.total),
      totals.map(ms).join(' '),
    ]);
  }
  printTable(rows);
  if (shape) {
    console.log(
      `\nOn screen after a first page: ${shape.rowsInDom} of 1,000 rows in the DOM; row ${shape.rowHeight} px, ` +
        `header ${shape.headerHeight} px (the virtualiser assumes 40 and 40); scroll height ${shape.scrollHeight} px ` +
        `(40 + 1,000 × 40 = 40,040 expected), spacer rows ${ms(shape.spacerHeight)} px.`,
    );
  }
} finally {
  await browser?.close();
  server?.close();
  await rm(outDir, { recursive: true, force: true });
}
if (failed && enforce) process.exit(1);
