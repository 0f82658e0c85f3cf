/**
 * `npm test`: every gate, in order, stopping at the first failure, with the time of each step.
 * TEST_DATABASE_URL (set by .ci/run) makes the server suites run on PostgreSQL as well as PGlite.
 */
import { spawnSync } from 'node:child_process';

const bin = (name: string) => `node_modules/.bin/${name}`;
const steps: Array<[string, string, string[]]> = [
  ['route tree', bin('tsr'), ['generate']],
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
  [
    'import boundaries',
    bin('depcruise'),
    ['--config', '.dependency-cruiser.mjs', 'src', 'machines', 'server', 'test', 'scripts'],
  ],
  ['format', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  ['catalogs', bin('tsx'), ['scripts/i18nCheck.ts']],
  ['unit, ui and server tests', bin('vitest'), ['run']],
  ['build', bin('vite'), ['build', '--logLevel', 'warn']],
  ['browser tests and bundle budget', bin('playwright'), ['test', '-c', 'test/e2e/playwright.config.ts']],
];

const timings: Array<[string, number]> = [];
const started = Date.now();
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  timings.push([name, (Date.now() - t0) / 1000]);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
}
console.log('\n✓ all gates passed');
for (const [name, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  total`);
