import { test } from '@playwright/test';
import { newModelContext } from './accounts';
import { modelSet } from './define';
import { scenarioPaths, serviceWizardStepsModel } from './models/serviceWizardSteps.model';
import { checkModel, walkPath } from './runner';

/**
 * The service wizard's step chart, walked as scenarios on real services (serviceWizardSteps.model):
 * npm test the subset (every state), npm run test:model every scenario — together every
 * transition of the chart. Each path signs in as its service's account (a session saved per worker).
 */
checkModel(serviceWizardStepsModel);
const paths = modelSet === 'full' ? scenarioPaths : scenarioPaths.filter(({ scenario }) => scenario.subset);

test.describe(`model ${serviceWizardStepsModel.machine}`, () => {
  test.describe.configure({ timeout: 90_000 });
  for (const { path, scenario } of paths)
    test(`path ${path.index}: ${scenario.name}`, async ({ browser }) => {
      const context = await newModelContext(browser);
      try {
        await walkPath(context, browser, serviceWizardStepsModel, path);
      } finally {
        await context.close();
      }
    });
});
