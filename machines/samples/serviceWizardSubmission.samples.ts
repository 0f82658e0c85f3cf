import type { EventObject } from 'xstate';
import type { SubmitInput } from '../serviceWizardSubmission.machine';
import { sampleFailures } from './failures';
import {
  confirmedSubmit,
  done,
  error,
  pinWrong,
  sampleForms,
  sampleReceipt,
  stepUpForms,
} from './serviceWizard.samples';

export const serviceWizardSubmissionInputs: SubmitInput[] = [
  confirmedSubmit(sampleForms.threeSteps),
  confirmedSubmit(sampleForms.otp),
  confirmedSubmit(sampleForms.oneStep),
  // requirements#step-up: the PIN with the authenticator code, the code alone
  confirmedSubmit(stepUpForms.pinAbove),
  confirmedSubmit(stepUpForms.totp),
];

/** requirements#transaction-status: 0 pending, 1 success, 2 fail */
export const sampleReceipts = {
  paid: sampleReceipt,
  pending: { ...sampleReceipt, status: 0, statusMessage: 'Waiting for the provider.' },
  declined: { ...sampleReceipt, status: 2, statusMessage: 'The provider declined the payment.' },
};

// every answer reaches every input: a refusal of the secret the service did not ask for is a failure
export const serviceWizardSubmissionEvents: EventObject[] = [
  ...Object.values(sampleReceipts).map((receipt) => done('submitTransaction', receipt)),
  error('submitTransaction', pinWrong),
  error('submitTransaction', sampleFailures.otpInvalid),
  error('submitTransaction', sampleFailures.invalidCode),
  error('submitTransaction', sampleFailures.stepUpRequired),
  error('submitTransaction', sampleFailures.twoFactorOff),
  error('submitTransaction', sampleFailures.network),
];
