/**
 * `npm test`: every gate, stopping at the first failure, with the time of each step.
 * TEST_DATABASE_URL (set by .ci/run) makes the server suites run on PostgreSQL as well as PGlite.
 *
 * CI has two cores. The static gates are single-threaded, so they run two at a time (each one's
 * output is printed whole when it ends); the test runners use both cores themselves and run alone.
 */
import { spawn } from 'node:child_process';

const bin = (name: string) => `node_modules/.bin/${name}`;
type Step = [name: string, command: string, args: string[]];
const stages: Step[][] = [
  [['route tree', bin('tsr'), ['generate']]],
  // longest first, two lanes: each lane takes the next when one ends (measured alone on a quiet
  // 2-core machine: typecheck 41 s, lint 39, build 27, format 17, catalogs 7, import boundaries 6 s;
  // about 70 s for all six, against 85 s as two stages of two lanes)
  [
    ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
    ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
    ['build', bin('vite'), ['build', '--logLevel', 'warn']],
    ['format', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
    ['catalogs', bin('tsx'), ['scripts/i18nCheck.ts']],
    [
      'import boundaries',
      bin('depcruise'),
      ['--config', '.dependency-cruiser.mjs', 'src', 'machines', 'server', 'test', 'scripts'],
    ],
  ],
  [['unit, ui and server tests', bin('vitest'), ['run']]],
  [['browser tests and bundle budget', bin('playwright'), ['test', '-c', 'test/e2e/playwright.config.ts']]],
];

interface Outcome {
  name: string;
  seconds: number;
  code: number | null;
}

/** Runs one step; a step that runs beside others has its output held and printed when it ends. */
function run([name, command, args]: Step, alone: boolean): Promise<Outcome> {
  const t0 = Date.now();
  if (alone) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, seconds: (Date.now() - t0) / 1000, code });
    });
  });
}

/** At most two steps at a time, in the order given. */
async function runStage(steps: Step[]): Promise<Outcome[]> {
  const alone = steps.length === 1;
  const queue = [...steps];
  const outcomes: Outcome[] = [];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) outcomes.push(await run(step, alone));
  };
  await Promise.all([lane(), alone ? Promise.resolve() : lane()]);
  return outcomes;
}

const timings: Outcome[] = [];
const started = Date.now();
for (const stage of stages) {
  const outcomes = await runStage(stage);
  timings.push(...outcomes);
  const failed = outcomes.filter((o) => o.code !== 0);
  if (failed.length > 0) {
    for (const f of failed) console.error(`\n✗ ${f.name} failed (exit ${f.code})`);
    process.exit(1);
  }
}
console.log('\n✓ all gates passed');
for (const { name, seconds } of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
console.log(
  `  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  total (two at a time where listed together)`,
);
