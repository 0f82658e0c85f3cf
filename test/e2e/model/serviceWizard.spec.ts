import { test } from '@playwright/test';
import { newModelContext } from './accounts';
import { modelSet } from './define';
import { serviceFor, serviceWizardModel, signatureOf, subsetSignatures } from './models/serviceWizard.model';
import { planPaths } from './plan';
import { checkModel, walkPath } from './runner';

/**
 * The service wizard's paths, each walked once on the service it is given (serviceWizard.model):
 * npm test the subset (every state, six services of three categories), npm run test:model every
 * distinct path. Paths the same but for the sample form the chart loaded walk the same screens:
 * one of them is walked. Each path signs in as its service's account (a session saved per worker).
 */
checkModel(serviceWizardModel);
const plan = planPaths(serviceWizardModel.machine, serviceWizardModel.cannot);
const seen = new Set<string>();
const distinct = plan.full.filter((path) => {
  const signature = signatureOf(path);
  if ((path.input as { draft?: unknown }).draft || seen.has(signature)) return false;
  seen.add(signature);
  return true;
});
const paths = modelSet === 'full' ? distinct : distinct.filter((p) => subsetSignatures.includes(signatureOf(p)));

test.describe(`model ${serviceWizardModel.machine}`, () => {
  test.describe.configure({ timeout: 90_000 });
  for (const path of paths) {
    const service = serviceFor(path);
    test(`path ${path.index} on ${service.id} (${service.category}): ${signatureOf(path)}`, async ({ browser }) => {
      const context = await newModelContext(browser);
      try {
        await walkPath(context, browser, serviceWizardModel, path);
      } finally {
        await context.close();
      }
    });
  }
});
