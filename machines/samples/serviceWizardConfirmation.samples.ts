import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { WizardForm } from '../serviceWizard.form';
import type {
  ServiceWizardConfirmationContext,
  ServiceWizardConfirmationInput,
} from '../serviceWizardConfirmation.machine';
import type { SubmissionOutcome } from '../serviceWizardSubmission.machine';
import { sampleFailures } from './failures';
import {
  completedRequest,
  done,
  error,
  pinWrong,
  SAMPLE_OTP_REQUEST,
  SAMPLE_PIN,
  sampleForms,
  sampleReceipt,
} from './serviceWizard.samples';

/** The payment as the wizard hands it over, for a service confirmed by PIN, by code, or not at all. */
export const confirmationInput = (form: WizardForm): ServiceWizardConfirmationInput => ({
  form,
  request: completedRequest(form),
});

export const serviceWizardConfirmationInputs: ServiceWizardConfirmationInput[] = [
  confirmationInput(sampleForms.threeSteps),
  confirmationInput(sampleForms.otp),
  confirmationInput(sampleForms.oneStep),
];

export const submissionOutcomes = {
  receipt: { outcome: 'receipt', result: sampleReceipt },
  pinRefused: { outcome: 'refused', failure: pinWrong },
  codeRefused: { outcome: 'refused', failure: sampleFailures.otpInvalid },
  failed: { outcome: 'failed', failure: sampleFailures.network },
} satisfies Record<string, SubmissionOutcome>;

export const serviceWizardConfirmationEvents: EventObject[] = [
  { type: 'confirmation.submit', secret: SAMPLE_PIN } as EventObject,
  { type: 'confirmation.cancel' },
  done('requestOtp', { requestId: SAMPLE_OTP_REQUEST }),
  error('requestOtp', sampleFailures.resendTooSoon),
  { type: 'otp.resend' },
  { type: 'otp.expired' },
  { type: 'otp.resendAvailable' },
  ...Object.values(submissionOutcomes).map((outcome) => done('submission', outcome)),
];

/** The submission refuses only the secret the service asks for: a PIN's refusal, or a code's. */
export function serviceWizardConfirmationFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (event.type !== 'xstate.done.actor.submission') return true;
  const output = (event as unknown as { output: SubmissionOutcome }).output;
  if (output.outcome !== 'refused') return true;
  const kind = (snapshot.context as ServiceWizardConfirmationContext).form.confirmation.kind;
  return output.failure.kind === (kind === 'pin' ? 'pinWrong' : kind === 'otp' ? 'otpInvalid' : null);
}
