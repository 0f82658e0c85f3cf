/**
 * `npm run floor` (issue 20): the stack's floor beside the portal. Builds bench/floor (a sign-in
 * page on the portal's libraries alone, one bundle, no configuration calls), prints its gzipped
 * JavaScript (as test/e2e/budget.spec.ts counts: each file at gzip level 9), then runs `npm run
 * perf` on it for /signin (Lighthouse mobile, median of RUNS, over the same HTTPS and HTTP/2
 * sandbox). What the portal's own code and configuration-driven start cost is the difference from
 * `npm run budget` and `npm run perf`. FLOOR_DIR names the build's folder.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const outDir = process.env.FLOOR_DIR ?? mkdtempSync(join(tmpdir(), 'wallet-floor-'));
await build({ configFile: 'bench/floor/vite.config.ts', build: { outDir, sourcemap: false } });

const assets = join(outDir, 'assets');
const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
let total = 0;
for (const name of scripts) {
  const size = gzipSync(readFileSync(join(assets, name)), { level: 9 }).length;
  total += size;
  console.log(`[floor]   ${name}: ${(size / 1024).toFixed(1)} KiB gzip`);
}
console.log(`[floor] /signin: ${scripts.length} file(s), ${(total / 1024).toFixed(1)} KiB gzip of JavaScript`);

const perf = spawnSync('node_modules/.bin/tsx', ['scripts/perf.ts'], {
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: outDir, PAGES: '/signin', PERF_PORT: process.env.PERF_PORT ?? '4394' },
});
process.exit(perf.status ?? 1);
