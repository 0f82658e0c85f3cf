import { test } from '@playwright/test';
import { newModelContext } from './accounts';
import { modelSet } from './define';
import {
  scenarioBySignature,
  serviceWizardConfirmationModel as model,
  signatureOf,
  subsetSignatures,
  usesSharedCodes,
} from './models/serviceWizardConfirmation.model';
import { planPaths, type PlannedPath } from './plan';
import { checkModel, walkPath } from './runner';

/**
 * The confirmation's paths, each walked on the scenario its signature is given
 * (serviceWizardConfirmation.model): npm test the subset (every state), npm run test:model one
 * path of every signature with a scenario — together every transition the browser can take. The
 * paths that sign consumer2fa in or read the consumer's texted codes run in one worker, in order
 * (a code is accepted once; the newest texted code must be the path's own).
 */
checkModel(model);
const plan = planPaths(model.machine, model.cannot);
const seen = new Set<string>();
const walked = plan.full.filter((path) => {
  const signature = signatureOf(path);
  if (!(signature in scenarioBySignature) || seen.has(signature)) return false;
  if (modelSet !== 'full' && !subsetSignatures.includes(signature)) return false;
  seen.add(signature);
  return true;
});

const define = (path: PlannedPath) =>
  test(`path ${path.index}: ${signatureOf(path)}`, async ({ browser }) => {
    const context = await newModelContext(browser);
    try {
      await walkPath(context, browser, model, path);
    } finally {
      await context.close();
    }
  });

test.describe(`model ${model.machine}`, () => {
  test.describe.configure({ timeout: 120_000 });
  for (const path of walked.filter((p) => !usesSharedCodes(p))) define(path);
  test.describe('texted and authenticator codes', () => {
    test.describe.configure({ mode: 'default' });
    // consumer2fa's payment (60,000 of her 90,500) last: the other step-up paths need the money on the form
    const pays = (p: PlannedPath) => /^pinAbove: .*receipt/.test(signatureOf(p));
    for (const path of walked.filter(usesSharedCodes).sort((a, b) => Number(pays(a)) - Number(pays(b)))) define(path);
  });
});
