/**
 * `npm run weight`: where a route's JavaScript goes. Opens /signin and the signed-in dashboard (and
 * optionally more paths) in Debian's Chromium against a running portal (BASE_URL, default
 * http://127.0.0.1:8080), records every script it loads, and attributes each file's gzip size to
 * the packages and source folders its source map names. Run `npm run build` and `npm run serve`
 * first. Figures only: the budget itself is test/e2e/budget.spec.ts.
 */
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumLaunchOptions } from '../test/e2e/chromium';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const top = Number(process.env.TOP ?? 25);
const kb = (n: number) => (n / 1024).toFixed(1);

/** The package (node_modules/<name>) or source folder (src/<area>/<name>) a source file belongs to. */
function groupOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? source);
  }
  const m = /(src|machines)\/(.*)$/.exec(source);
  if (!m) return source;
  const parts = m[2]!.split('/');
  if (m[1] === 'machines') return 'machines';
  if (parts[0] === 'i18n' && parts[1] === 'locales') return `i18n/${parts.slice(2).join('/')}`;
  return parts.length > 2 ? `${m[1]}/${parts[0]}/${parts[1]}` : `${m[1]}/${parts[0]}`;
}

/** Bytes of generated code per group in one built file, from its source map. */
function attribute(file: string, code: string): Map<string, number> {
  const out = new Map<string, number>();
  const mapFile = `dist/assets/${file}.map`;
  if (!existsSync(mapFile)) return out.set('(no map)', code.length);
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  const lines = code.split('\n');
  const mappings: { line: number; col: number; source: string | null }[] = [];
  consumer.eachMapping((m) => mappings.push({ line: m.generatedLine, col: m.generatedColumn, source: m.source }));
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i]!;
    const next = mappings[i + 1];
    const end = next && next.line === m.line ? next.col : (lines[m.line - 1]?.length ?? m.col);
    const g = m.source ? groupOf(m.source) : '(unmapped)';
    out.set(g, (out.get(g) ?? 0) + Math.max(0, end - m.col));
  }
  return out;
}

async function loadedScripts(path: string, signedIn: boolean): Promise<Map<string, Buffer>> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext();
  const page = await context.newPage();
  if (signedIn) {
    await page.goto(`${base}/signin`);
    await page.evaluate(() => localStorage.setItem('localeChosen', '1'));
    await page.getByRole('textbox', { name: 'Mobile number or username' }).fill(process.env.LOGIN ?? 'consumer');
    await page.getByRole('textbox', { name: 'Password' }).fill(process.env.PASSWORD ?? 'Demo@1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\//);
    await page.waitForLoadState('networkidle');
  }
  const state = await context.storageState();
  await context.close();
  const cold = await browser.newContext({ storageState: state });
  const p = await cold.newPage();
  const bodies = new Map<string, Buffer>();
  p.on('response', async (r) => {
    if (r.request().resourceType() === 'script' && r.ok()) bodies.set(new URL(r.url()).pathname, await r.body());
  });
  await p.goto(`${base}${path}`);
  await p.waitForLoadState('networkidle');
  await p.waitForTimeout(1000);
  await browser.close();
  return bodies;
}

const routes: [string, boolean][] = [
  ['/signin', false],
  ['/app/dashboard', true],
  ...(process.env.PATHS ?? '')
    .split(',')
    .filter(Boolean)
    .map((p): [string, boolean] => [p, true]),
];
for (const [path, signedIn] of routes) {
  const bodies = await loadedScripts(path, signedIn);
  const groups = new Map<string, number>();
  let total = 0;
  const files: [string, number][] = [];
  for (const [url, body] of bodies) {
    const gz = gzipSync(body, { level: 9 }).length;
    total += gz;
    files.push([url, gz]);
    const code = body.toString('utf8');
    const parts = attribute(url.replace(/^\/assets\//, ''), code);
    const all = [...parts.values()].reduce((s, n) => s + n, 0) || 1;
    for (const [g, n] of parts) groups.set(g, (groups.get(g) ?? 0) + (gz * n) / all);
  }
  const together = gzipSync(Buffer.concat([...bodies.values()]), { level: 9 }).length;
  console.log(`\n${path}: ${bodies.size} files, ${kb(total)} KiB gzip (${kb(together)} KiB as one file)`);
  console.log('  largest files:');
  for (const [u, n] of files.sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.FILES ?? 12)))
    console.log(`    ${kb(n).padStart(7)}  ${u}`);
  console.log('  by package / source folder (gzip, apportioned):');
  for (const [g, n] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`    ${kb(n).padStart(7)}  ${g}`);
}
