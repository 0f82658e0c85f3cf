import { defineScenarioTests } from './define';
import {
  scenarioBySignature,
  serviceWizardSubmissionModel,
  signatureOf,
  subsetSignatures,
  usesSharedCodes,
} from './models/serviceWizardSubmission.model';

/**
 * The submission's paths, each walked on the scenario its signature is given
 * (serviceWizardSubmission.model): npm test the subset (every state), npm run test:model one path
 * of every signature with a scenario. The paths that sign consumer2fa in or read her texted codes
 * run in one worker, in order.
 */
defineScenarioTests(serviceWizardSubmissionModel, {
  signatureOf,
  scenarioBySignature,
  subsetSignatures,
  usesSharedCodes,
});
