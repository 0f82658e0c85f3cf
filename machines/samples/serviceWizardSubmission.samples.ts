import type { EventObject } from 'xstate';
import type { WizardForm } from '../serviceWizard.form';
import type { SubmitInput } from '../serviceWizardSubmission.machine';
import { sampleFailures } from './failures';
import {
  completedEntries,
  done,
  error,
  pinWrong,
  SAMPLE_OTP_REQUEST,
  SAMPLE_PIN,
  sampleForms,
  sampleReceipt,
} from './serviceWizard.samples';

/** A Submit as the confirmation sends it: with the PIN, with the code and its request, or with neither. */
export const submitInput = (form: WizardForm): SubmitInput => {
  const entries = completedEntries(form);
  const kind = form.confirmation.kind;
  return {
    form,
    values: entries.values,
    responses: entries.responses,
    requestId: 'wizard-1-0',
    secret: kind === 'none' ? null : SAMPLE_PIN,
    otpRequestId: kind === 'otp' ? SAMPLE_OTP_REQUEST : null,
  };
};

export const serviceWizardSubmissionInputs: SubmitInput[] = [
  submitInput(sampleForms.threeSteps),
  submitInput(sampleForms.otp),
  submitInput(sampleForms.oneStep),
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
  error('submitTransaction', sampleFailures.network),
];
