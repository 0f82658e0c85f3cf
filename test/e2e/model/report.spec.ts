import { test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { newModelContext, signedInState } from './accounts';
import { modelSet } from './define';
import { accountOf, pathKind, reportModel, signatureOf } from './models/report.model';
import { planPaths } from './plan';
import { checkModel, walkPath } from './runner';

/**
 * The report chart's paths (report.model): npm test the subset (every state once), npm run
 * test:model one path of each distinct walk — paths alike but for a sample the browser does not
 * see (a page number, which of two filters) walk the same screens. Each path signs in as its
 * report's account (customer service for the customer lookup, the agent otherwise), a session
 * saved per worker. The paths only read.
 */
checkModel(reportModel);
const plan = planPaths(reportModel.machine, reportModel.cannot);
const seen = new Set<string>();
const distinct = plan.full.filter((path) => {
  const signature = signatureOf(path);
  if (seen.has(signature)) return false;
  seen.add(signature);
  return true;
});
const paths = modelSet === 'full' ? distinct : plan.subset;

test.describe(`model ${reportModel.machine}`, () => {
  test.describe.configure({ timeout: 90_000 });
  for (const path of paths)
    test(`path ${path.index} (${pathKind(path)}): ${signatureOf(path)}`, async ({ browser }, info) => {
      const state = await signedInState(browser, accountOf(path), DEMO_PASSWORD, info.workerIndex);
      const context = await newModelContext(browser, state);
      try {
        await walkPath(context, browser, reportModel, path);
      } finally {
        await context.close();
      }
    });
});
