import { test, type Browser } from '@playwright/test';
import { newModelContext, seenTemporaryNotice, signedInState } from './accounts';
import { coverEveryTransition, planPaths, type PlannedPath } from './plan';
import { checkModel, walkPath, type BrowserModel } from './runner';

/**
 * `MODEL_SET=full` (npm run test:model): every path the browser can walk; otherwise (npm test)
 * the fewest that reach every state once.
 */
export const modelSet: 'full' | 'subset' = process.env.MODEL_SET === 'full' ? 'full' : 'subset';

export interface ModelOptions {
  /** a demo account whose signed-in session (saved once per worker) every path starts with */
  signedInAs?: { login: string; password: string };
  /**
   * or the saved session (storage state file) of an account of the worker's own, made when first
   * asked; undefined: the path starts signed out (a chart whose input says who is signed in)
   */
  session?: (browser: Browser, workerIndex: number, path: PlannedPath) => Promise<string | undefined>;
  /** the account is a new (temporary) customer: its once-a-session notice is not what the paths test */
  newCustomer?: boolean;
  /** the paths change server state one after another relies on (a PIN, a link): one worker, in order */
  inOrder?: boolean;
  /**
   * `transitions`: the full set is the fewest paths that take every transition the full set takes
   * (plan.coverEveryTransition), for a chart whose generated paths mostly repeat each other
   */
  fullCover?: 'transitions';
}

/** One path walked in a context of its own, signed in as the options say. */
function definePath(model: BrowserModel, path: PlannedPath, title: string, options: ModelOptions): void {
  test(title, async ({ browser }, info) => {
    const state = options.signedInAs
      ? await signedInState(browser, options.signedInAs.login, options.signedInAs.password, info.workerIndex)
      : await options.session?.(browser, info.workerIndex, path);
    const context = await newModelContext(browser, state);
    if (options.newCustomer) await context.addInitScript(seenTemporaryNotice);
    try {
      await walkPath(context, browser, model, path);
    } finally {
      await context.close();
    }
  });
}

/** One test per path of the model's machine, named by its number and events. */
export function defineModelTests(model: BrowserModel, options: ModelOptions = {}): void {
  checkModel(model);
  const plan = planPaths(model.machine, model.cannot);
  const full = options.fullCover === 'transitions' ? coverEveryTransition(plan.full) : plan.full;
  const paths = modelSet === 'full' ? full : plan.subset;
  test.describe(`model ${model.machine}`, () => {
    if (options.inOrder) test.describe.configure({ mode: 'default' });
    // a path is several screens with real server calls (scrypt) on two busy cores
    test.describe.configure({ timeout: 90_000 });
    for (const path of paths) definePath(model, path, `path ${path.index}: ${path.description}`, options);
  });
}

/** How a model walks one path per scenario instead of every generated path (the wizard's charts). */
export interface Scenarios {
  /** what tells paths apart on the screen (paths the same but for the chart's sample form are one) */
  signatureOf: (path: PlannedPath) => string;
  /** the signatures a scenario is written for */
  scenarioBySignature: Readonly<Record<string, unknown>>;
  /** the signatures npm test walks (every state once) */
  subsetSignatures: readonly string[];
  /** paths that claim shared codes (a texted code, an authenticator step): one worker, in order */
  usesSharedCodes: (path: PlannedPath) => boolean;
  /** the shared paths' order, when one must come after the others */
  sharedOrder?: (a: PlannedPath, b: PlannedPath) => number;
}

/**
 * One test per scenario of the model's machine: the first path of every signature with a
 * scenario (npm run test:model), or of the subset's signatures (npm test).
 */
export function defineScenarioTests(model: BrowserModel, scenarios: Scenarios): void {
  checkModel(model);
  const { signatureOf, scenarioBySignature, subsetSignatures, usesSharedCodes, sharedOrder } = scenarios;
  const seen = new Set<string>();
  const walked = planPaths(model.machine, model.cannot).full.filter((path) => {
    const signature = signatureOf(path);
    if (!(signature in scenarioBySignature) || seen.has(signature)) return false;
    if (modelSet !== 'full' && !subsetSignatures.includes(signature)) return false;
    seen.add(signature);
    return true;
  });
  const define = (path: PlannedPath) => definePath(model, path, `path ${path.index}: ${signatureOf(path)}`, {});
  test.describe(`model ${model.machine}`, () => {
    test.describe.configure({ timeout: 120_000 });
    for (const path of walked.filter((p) => !usesSharedCodes(p))) define(path);
    test.describe('texted and authenticator codes', () => {
      test.describe.configure({ mode: 'default' });
      const shared = walked.filter(usesSharedCodes);
      for (const path of sharedOrder ? shared.sort(sharedOrder) : shared) define(path);
    });
  });
}
