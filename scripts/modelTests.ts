/**
 * `npm run test:model` (issue 22): every generated path of the modelled machines that the browser
 * can walk, replayed in Chromium against the sandbox, then the browser coverage per machine
 * (test-results/browser-coverage/) — with the run's timing. Extra arguments go to Playwright
 * (`npm run test:model -- --grep signIn`).
 */
import { spawn } from 'node:child_process';

const started = Date.now();
const child = spawn(
  'node_modules/.bin/playwright',
  ['test', '-c', 'test/e2e/playwright.config.ts', '--project', 'model-coverage', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, MODEL_SET: 'full' } },
);
child.on('close', (code) => {
  console.log(`\nmodel paths (full set): ${((Date.now() - started) / 1000).toFixed(1)} s, exit ${code}`);
  process.exit(code ?? 1);
});
