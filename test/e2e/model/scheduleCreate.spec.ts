import { test } from '@playwright/test';
import { newModelContext } from './accounts';
import { modelSet } from './define';
import { scheduleCreateModel } from './models/scheduleCreate.model';
import { planPaths } from './plan';
import { checkModel, walkPath } from './runner';
import { scheduleSession } from './scheduleAccount';

/**
 * The scheduled payment's creation (scheduleCreate.model): npm test the subset (every state once),
 * npm run test:model every path. Each worker's paths sign in as its own customer (scheduleAccount.ts),
 * whose schedules no other worker sees; a worker's paths run one after another.
 */
checkModel(scheduleCreateModel);
const plan = planPaths(scheduleCreateModel.machine, scheduleCreateModel.cannot);
const paths = modelSet === 'full' ? plan.full : plan.subset;

test.describe(`model ${scheduleCreateModel.machine}`, () => {
  test.describe.configure({ timeout: 90_000 });
  for (const path of paths)
    test(`path ${path.index}: ${path.description}`, async ({ browser }, info) => {
      const state = await scheduleSession(browser, info.workerIndex);
      const context = await newModelContext(browser, state);
      try {
        await walkPath(context, browser, scheduleCreateModel, path);
      } finally {
        await context.close();
      }
    });
});
