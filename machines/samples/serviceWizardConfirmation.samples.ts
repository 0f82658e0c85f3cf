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
  SAMPLE_CODE,
  SAMPLE_OTP_REQUEST,
  SAMPLE_PIN,
  sampleForms,
  sampleReceipt,
  stepUpForms,
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
  // requirements#step-up: the PIN and the authenticator code, the PIN alone below the amount, the code alone
  confirmationInput(stepUpForms.pinAbove),
  confirmationInput(stepUpForms.pinBelow),
  confirmationInput(stepUpForms.totp),
];

export const submissionOutcomes = {
  receipt: { outcome: 'receipt', result: sampleReceipt },
  pinRefused: { outcome: 'refused', failure: pinWrong },
  codeRefused: { outcome: 'refused', failure: sampleFailures.otpInvalid },
  authenticatorRefused: { outcome: 'refused', failure: sampleFailures.invalidCode },
  stepUpRequired: { outcome: 'refused', failure: sampleFailures.stepUpRequired },
  twoFactorOff: { outcome: 'refused', failure: sampleFailures.twoFactorOff },
  failed: { outcome: 'failed', failure: sampleFailures.network },
} satisfies Record<string, SubmissionOutcome>;

export const serviceWizardConfirmationEvents: EventObject[] = [
  // the screen sends what it asks: the machine passes the authenticator code on only when it asks it
  { type: 'confirmation.submit', secret: SAMPLE_PIN, code: SAMPLE_CODE } as EventObject,
  { type: 'confirmation.cancel' },
  done('requestOtp', { requestId: SAMPLE_OTP_REQUEST }),
  error('requestOtp', sampleFailures.resendTooSoon),
  { type: 'otp.resend' },
  { type: 'otp.expired' },
  { type: 'otp.resendAvailable' },
  done('loadTwoFactor', { enabled: true }),
  done('loadTwoFactor', { enabled: false }),
  error('loadTwoFactor', sampleFailures.network),
  ...Object.values(submissionOutcomes).map((outcome) => done('submission', outcome)),
];

/**
 * What the submission can refuse, by what was asked: the PIN, the payer's code, or the
 * authenticator code with the PIN (requirements#step-up). A service with a step-up may also be
 * found above its amount by the server (the code is then asked), and any payment that asks the
 * code may meet two-step verification turned off meanwhile.
 */
export function serviceWizardConfirmationFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (event.type !== 'xstate.done.actor.submission') return true;
  const output = (event as unknown as { output: SubmissionOutcome }).output;
  if (output.outcome !== 'refused') return true;
  const { form, stepUp } = snapshot.context as ServiceWizardConfirmationContext;
  const confirmation = form.confirmation;
  const refusable: string[] =
    confirmation.kind === 'otp'
      ? ['otpInvalid']
      : confirmation.kind === 'totp'
        ? ['invalidCode', 'twoFactorOff']
        : confirmation.kind !== 'pin'
          ? []
          : stepUp
            ? ['pinWrong', 'invalidCode', 'twoFactorOff']
            : confirmation.stepUp
              ? ['pinWrong', 'stepUpRequired']
              : ['pinWrong'];
  return refusable.includes(output.failure.kind);
}
