import { defineConfig, devices } from '@playwright/test';
import { testLaunchOptions } from './chromium';

/**
 * Browser tests in Debian's Chromium (no browser downloads) against the real sandbox server,
 * started on a throw-away in-memory database. The payment specs spend the seeded customer's
 * money, so they run after the specs that read her balance; the maintenance and fault specs flip
 * server-wide switches, so they run one at a time on a second server of their own.
 */
const port = Number(process.env.E2E_PORT ?? 4317);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * A second sandbox for the model paths (they change a demo account's PIN and sign its sessions in
 * and out), from the start, beside the main specs.
 */
const switchesPort = port + 1;
export const switchesURL = `http://127.0.0.1:${switchesPort}`;
/**
 * A third for the maintenance and fault switches (server-wide) and the draft spec, one spec at a
 * time, from the start: on the models' sandbox they had to wait for the last model path, and then
 * ran on one worker while the others had nothing left (about 55 s at the end of the run).
 */
const serialPort = port + 2;
export const serialURL = `http://127.0.0.1:${serialPort}`;
/**
 * A fourth for step-up and the ledger chain (payments, reports, receipts, card load), and a fifth
 * for the menu-link sweep, from the start: on the main sandbox they had to wait for the main specs
 * (the payments move the seeded customer's money that the main specs read; the sweep and step-up
 * sign consumer2fa in, each authenticator code accepted once), and Playwright starts a project only
 * when the whole phase before it has ended — the model paths included — so they ran at the end of
 * the run on one or two workers (about 290 s of a 1,782 s run). Here the chain's order protects
 * only its own specs, and the sweep (it only reads) signs consumer2fa in where step-up does not.
 */
const chainPort = port + 3;
export const chainURL = `http://127.0.0.1:${chainPort}`;
const linksPort = port + 4;
export const linksURL = `http://127.0.0.1:${linksPort}`;

/** The sandbox on a port, on a throw-away in-memory database. */
function sandbox(onPort: number, extraEnv: Record<string, string> = {}) {
  return {
    command: 'node_modules/.bin/tsx server/main.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${onPort}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // E2E_LOG_LEVEL=info prints the servers' request log (each call with its time) to the run's output
    stdout: process.env.E2E_LOG_LEVEL ? ('pipe' as const) : ('ignore' as const),
    // without the demo history: the browser tests need the screens, not 30,000 transactions (the
    // server suites test the history), and the in-process database answers every page faster
    env: {
      PORT: String(onPort),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
      // E2E_STATIC_DIR: another build (a scratch one, say a mutant the model paths must catch)
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      SEED_HISTORY: 'off',
      // a throw-away sandbox: password hashes at scrypt N=2^12 (~3 ms) instead of 2^17 (~350 ms of
      // CPU each, 2–3.5 s per sign-in with the browsers on the same two cores); still real scrypt
      PASSWORD_SCRYPT_LOG2N: '12',
      // issue 16: the scheduled payments runner looks for due runs every second (30 s by default)
      SCHEDULE_POLL_MS: '1000',
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e',
  globalSetup: './globalSetup.ts',
  // limits that catch a hang, not a slow machine: two workers, the server and Chromium share two
  // cores, where a step that takes 2 s alone can take 15. On a host about three times slower than
  // the usual one (bare Hono 9,000–11,000 req/s against 32,000) twenty tests of a full run took
  // 40–60 s and two ran past 60 s (stop 30), so a test has two minutes
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  // the browser tests mostly wait (for the server, timers, the next frame): a run took 365 s of CPU
  // in 775 s on two workers, under half of one core. Four workers keep both cores busier
  workers: Number(process.env.E2E_WORKERS ?? 4),
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL,
    // a trace records every action's DOM and screenshots: costly on two cores, so on request only
    // (PW_TRACE=1); a failure's screenshot is always kept
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: testLaunchOptions,
    // as a user who asked for less motion: dialogs, menus and drawers open without a transition
    // for the runner to wait out (the portal honours it, theme.respectReducedMotion)
    reducedMotion: 'reduce',
  },
  projects: [
    // a merchant's scheduled payment to consumer2fa waits a minute for its run: first, so
    // its wait overlaps the main specs (the sign-in specs accept both balances, before and after the run)
    {
      name: 'schedules',
      testMatch: /schedules\.spec\.ts/,
      // the model's own schedules spec runs in project model, on the second sandbox
      testIgnore: /[\\/]model[\\/]/,
      use: { ...devices['Desktop Chrome'] },
    },
    // the maintenance and fault switches act on every user of their server, and the draft spec
    // reloads to find its draft offered (no other spec may open the customer's send money
    // meanwhile and start it over): on the third sandbox, one spec at a time (the project's one
    // worker), from the start. Chained by dependencies they were a phase after the main specs and
    // the model paths (Playwright starts a project only when the whole phase before it has ended),
    // in the run's tail: faults 1,496–1,579 s and drafts 1,682–1,719 s of a 1,782 s run.
    {
      name: 'serial',
      testMatch: /(maintenance|faults|wizardDrafts)\.spec\.ts/,
      workers: 1,
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], baseURL: serialURL },
    },
    {
      name: 'main',
      // a file's tests in one worker, the files in parallel: its saved sessions (support.ts) are
      // made once, not once in every worker its tests were spread over (six files of these specs:
      // 271 s and 525 s of CPU spread, 245 s and 471 s a file per worker, four workers)
      fullyParallel: false,
      testIgnore: [
        /(maintenance|services|links|reports|cardPayment|schedules|receipts|faults|stepUp|wizardDrafts)\.spec\.ts/,
        /[\\/]model[\\/]/,
      ],
      use: { ...devices['Desktop Chrome'] },
    },
    // the menu-link sweep signs in twelve accounts and opens every page: on the fifth sandbox, from
    // the start
    {
      name: 'links',
      testMatch: /links\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: linksURL },
    },
    // requirements#step-up: consumer2fa pays with her authenticator code, each code accepted once: on
    // the fourth sandbox, where no other spec signs her in, from the start
    {
      name: 'stepUp',
      testMatch: /stepUp\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: chainURL },
    },
    // payments move the seeded customer's money: on the fourth sandbox, where no main spec reads her
    // opening balance, from the start
    {
      name: 'ledger',
      testMatch: /services\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: chainURL },
    },
    // the reports read the payments the ledger specs made
    {
      name: 'reports',
      testMatch: /reports\.spec\.ts/,
      dependencies: ['ledger'],
      use: { ...devices['Desktop Chrome'], baseURL: chainURL },
    },
    // a receipt's PDF after a payment (requirements#receipt-pdf) spends the seeded customer's money:
    // after the ledger's payments (which read her balance before and after), beside the reports,
    // before the card payment (which reads it too)
    {
      name: 'receipts',
      testMatch: /receipts\.spec\.ts/,
      dependencies: ['ledger'],
      use: { ...devices['Desktop Chrome'], baseURL: chainURL },
    },
    // load money by card credits the seeded customer: after everything that reads her balance or
    // her transactions (requirements#payment-results)
    {
      name: 'cardPayment',
      testMatch: /cardPayment\.spec\.ts/,
      testIgnore: /[\\/]model[\\/]/,
      dependencies: ['reports', 'receipts'],
      use: { ...devices['Desktop Chrome'], baseURL: chainURL },
    },
    // issue 22: the machines' generated paths replayed in the browser (test/e2e/model). npm test
    // walks the fewest paths that reach every state; npm run test:model (MODEL_SET=full) every
    // path the browser can walk. Beside the main specs from the start (globalSetup clears the
    // previous run's coverage); their coverage is summed up after them.
    {
      name: 'model',
      testMatch: /[\\/]model[\\/]\w+\.spec\.ts/,
      // npm test's subset (one to six paths a file): a file's paths in one worker, so its accounts
      // (accounts.ts: a customer with a PIN, a saved session) are made, and its paths planned
      // (plan.ts replays every generated path), once instead of in each of the four workers its
      // paths were spread over (six of these files, 24 paths: 209 s and 398 s of CPU spread, 152 s
      // and 282 s a file per worker). The full set (hundreds of paths in a file) is spread.
      fullyParallel: process.env.MODEL_SET === 'full',
      testIgnore: /[\\/]model[\\/]coverage\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: switchesURL },
    },
    {
      name: 'model-coverage',
      testMatch: /[\\/]model[\\/]coverage\.spec\.ts/,
      dependencies: ['model'],
      use: { baseURL: switchesURL },
    },
  ],
  // the second sandbox: the model paths sign up an account for each path that changes one (about
  // 60 sign-ups and code requests in npm run test:model), more than the 60 an address may make in an
  // hour; the signUp paths check about 40 logins' availability, in about a minute (30 by default);
  // the contactUs paths send about 100 messages (10 an hour by default) and load about 230 captchas
  // (300 an hour, the sign-in paths' included)
  webServer: [
    sandbox(port),
    sandbox(switchesPort, {
      RECOVERY_MAX_PER_IP_PER_HOUR: '1000',
      USER_EXIST_MAX_PER_IP_PER_MINUTE: '1000',
      CONTACT_MAX_PER_IP_PER_HOUR: '1000',
      CAPTCHA_MAX_PER_IP_PER_HOUR: '5000',
    }),
    sandbox(serialPort),
    sandbox(chainPort),
    sandbox(linksPort),
  ],
});
