import { defineScenarioTests } from './define';
import {
  scenarioBySignature,
  serviceWizardConfirmationModel,
  signatureOf,
  subsetSignatures,
  usesSharedCodes,
} from './models/serviceWizardConfirmation.model';
import type { PlannedPath } from './plan';

/**
 * The confirmation's paths, each walked on the scenario its signature is given
 * (serviceWizardConfirmation.model): npm test the subset (every state), npm run test:model one
 * path of every signature with a scenario — together every transition the browser can take. The
 * paths that sign consumer2fa in or read the consumer's texted codes run in one worker, in order
 * (a code is accepted once; the newest texted code must be the path's own).
 */
// consumer2fa's payment (60,000 of her 90,500) last: the other step-up paths need the money on the form
const pays = (p: PlannedPath) => /^pinAbove: .*receipt/.test(signatureOf(p));

defineScenarioTests(serviceWizardConfirmationModel, {
  signatureOf,
  scenarioBySignature,
  subsetSignatures,
  usesSharedCodes,
  sharedOrder: (a, b) => Number(pays(a)) - Number(pays(b)),
});
