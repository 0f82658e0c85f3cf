import { test } from '@playwright/test';
import { newModelContext, signedInState } from './accounts';
import { planPaths } from './plan';
import { checkModel, walkPath, type BrowserModel } from './runner';

/**
 * `MODEL_SET=full` (npm run test:model): every path the browser can walk; otherwise (npm test)
 * the fewest that reach every state once.
 */
export const modelSet: 'full' | 'subset' = process.env.MODEL_SET === 'full' ? 'full' : 'subset';

export interface ModelOptions {
  /** a demo account whose signed-in session (saved once per worker) every path starts with */
  signedInAs?: { login: string; password: string };
  /** the paths change server state one after another relies on (a PIN, a link): one worker, in order */
  inOrder?: boolean;
}

/** One test per path of the model's machine, named by its number and events. */
export function defineModelTests(model: BrowserModel, options: ModelOptions = {}): void {
  checkModel(model);
  const plan = planPaths(model.machine, model.cannot);
  const paths = modelSet === 'full' ? plan.full : plan.subset;
  test.describe(`model ${model.machine}`, () => {
    if (options.inOrder) test.describe.configure({ mode: 'default' });
    // a path is several screens with real server calls (scrypt) on two busy cores
    test.describe.configure({ timeout: 90_000 });
    for (const path of paths)
      test(`path ${path.index}: ${path.description}`, async ({ browser }, info) => {
        const state = options.signedInAs
          ? await signedInState(browser, options.signedInAs.login, options.signedInAs.password, info.workerIndex)
          : undefined;
        const context = await newModelContext(browser, state);
        try {
          await walkPath(context, browser, model, path);
        } finally {
          await context.close();
        }
      });
  });
}
