import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type {
  ServiceWizardConfirmationContext,
  ServiceWizardConfirmationInput,
} from '../../machines/serviceWizardConfirmation.machine';
import type { SubmissionOutcome } from '../../machines/serviceWizardSubmission.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { submissionOutcomes } from '../../machines/samples/serviceWizardConfirmation.samples';
import {
  pinWrong,
  SAMPLE_CODE,
  SAMPLE_OTP_REQUEST,
  SAMPLE_PIN,
  stepUpForms,
} from '../../machines/samples/serviceWizard.samples';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  eventName,
  ignoredIn,
  registryEntry,
  type Call,
  type StateAssertions,
  type StepCheck,
  type Ways,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'serviceWizardConfirmation');
const { ctx, before, expectStep } = contextChecks<ServiceWizardConfirmationContext>();
const given = (check: StepCheck) => check.input as ServiceWizardConfirmationInput;
const kind = (check: StepCheck) => given(check).form.confirmation.kind;
const outcome = (check: StepCheck) => (check.event as unknown as { output: SubmissionOutcome }).output;
/** requirements#step-up: the payments that ask the authenticator code from the start (1,500 is above 1,000) */
const asksCode = (check: StepCheck) =>
  given(check).form === stepUpForms.pinAbove || given(check).form === stepUpForms.totp;
/** the services whose payment may ask the authenticator code (a step-up, or the code alone) */
const mayAskCode = (check: StepCheck) => asksCode(check) || given(check).form === stepUpForms.pinBelow;

const userEvents = ['confirmation.submit', 'confirmation.cancel', 'otp.resend'];
const timerEvents = ['otp.expired', 'otp.resendAvailable'];
const allEvents = [...userEvents, ...timerEvents];

/** The context at the start: the payment handed over, no code, no failure. */
const initial = (check: StepCheck): ServiceWizardConfirmationContext => ({
  form: given(check).form,
  request: given(check).request,
  otpRequestId: null,
  codeAlive: false,
  canResend: false,
  stepUp: asksCode(check),
  failure: null,
});

/** A code is asked for, with the payment's values. */
const requestOtp = (check: StepCheck): Call => ({
  name: 'actor:requestOtp',
  params: { form: given(check).form, values: given(check).request.values },
});

/** The confirmed payment goes to the submission with the secret, the authenticator code (and the code's request). */
const submission = (
  check: StepCheck,
  secret: string | null,
  otpRequestId: string | null,
  code: string | null = null,
): Call => ({
  name: 'actor:serviceWizardSubmission',
  params: { ...given(check).request, secret, code, otpRequestId },
});

/** Is two-step verification on? asked of the app when the authenticator code is to be asked. */
const loadTwoFactor: Call = { name: 'actor:loadTwoFactor', params: undefined };

/** Asking for a code again forgets the old one, its countdown and any failure. */
const forgotten = { otpRequestId: null, codeAlive: false, canResend: false, failure: null };

/** The countdown's word, taken in every state of a code (its `otp` parent). */
const timerWays = (state: string) => ({
  [`${state} otp.expired`]: (check: StepCheck) => expectStep(check, { codeAlive: false }),
  [`${state} otp.resendAvailable`]: (check: StepCheck) => expectStep(check, { canResend: true }),
});

/** Every snapshot: the PIN or code is never kept, the payment is the one handed over. */
function invariants(check: StepCheck) {
  expect(JSON.stringify(check.snapshot.context)).not.toContain(SAMPLE_PIN);
  expect(JSON.stringify(check.snapshot.context)).not.toContain(SAMPLE_CODE);
  // the code is asked only of a service that may ask it
  if (ctx(check.snapshot).stepUp) expect(mayAskCode(check)).toBe(true);
  expect(ctx(check.snapshot).request).toEqual(given(check).request);
  // a countdown runs exactly while there is a code
  expect(check.snapshot.children.timer === undefined).toBe(ctx(check.snapshot).otpRequestId === null);
}

/** The ways into a state, written for it, after the checks every snapshot passes. */
const ways =
  (written: Ways) =>
  (check: StepCheck): void => {
    invariants(check);
    expectWay(check, written);
  };

const assertions: StateAssertions = {
  // eventless: it sends the start on its way and never rests
  'serviceWizardConfirmation.choosing': () => expect.unreachable('choosing is eventless: it never rests'),
  'serviceWizardConfirmation.pin': ways({
    // the PIN alone: a service without a step-up, or a payment below its amount
    start: (check) => {
      expect(kind(check)).toBe('pin');
      expect(asksCode(check)).toBe(false);
      expect(ctx(check.snapshot)).toEqual(initial(check));
      expect(ctx(check.snapshot).stepUp).toBe(false);
      expect(effects(check.stepCalls)).toEqual([]);
    },
    // the server refused the PIN: ask for it again, saying so
    'submitting done:submission': (check) => {
      expect(outcome(check)).toEqual(submissionOutcomes.pinRefused);
      expect(before(check).stepUp).toBe(false);
      expectStep(check, { failure: pinWrong });
    },
    [ignoredIn('pin', allEvents, 'confirmation.submit', 'confirmation.cancel')]: expectUnchanged,
  }),
  'serviceWizardConfirmation.otp.sending': ways({
    start: (check) => {
      expect(kind(check)).toBe('otp');
      expect(ctx(check.snapshot)).toEqual(initial(check));
      expect(effects(check.stepCalls)).toEqual([requestOtp(check)]);
    },
    'otp.notSent otp.resend': (check) => expectStep(check, forgotten, [requestOtp(check)]),
    // a new code only when the countdown allows it; the old one and its countdown go
    'otp.entering otp.resend': (check) => {
      expect(before(check).canResend).toBe(true);
      expectStep(check, forgotten, [requestOtp(check)]);
    },
    ...timerWays('otp.sending'),
    'otp.sending confirmation.submit|otp.resend': expectUnchanged,
  }),
  'serviceWizardConfirmation.otp.notSent': ways({
    'otp.sending error:requestOtp': (check) => expectStep(check, { failure: sampleFailures.resendTooSoon }),
    ...timerWays('otp.notSent'),
    'otp.notSent confirmation.submit': expectUnchanged,
  }),
  'serviceWizardConfirmation.otp.entering': ways({
    // the code is on its way: its countdown starts (the service's validity, a new code after 30 s)
    'otp.sending done:requestOtp': (check) =>
      expectStep(check, { otpRequestId: SAMPLE_OTP_REQUEST, codeAlive: true, canResend: false }, [
        { name: 'actor:otpTimer', params: { validitySeconds: 60, resendAfterSeconds: 30 } },
      ]),
    // the server refused the code: enter it again, the same code, its countdown running on
    'submitting done:submission': (check) => {
      expect(outcome(check)).toEqual(submissionOutcomes.codeRefused);
      expectStep(check, { failure: sampleFailures.otpInvalid });
    },
    ...timerWays('otp.entering'),
    // a dead code is not sent, and a new one is not asked for before the countdown allows it
    'otp.entering confirmation.submit': (check) => {
      expect(before(check).codeAlive).toBe(false);
      expectUnchanged(check);
    },
    'otp.entering otp.resend': (check) => {
      expect(before(check).canResend).toBe(false);
      expectUnchanged(check);
    },
  }),
  'serviceWizardConfirmation.checkingTwoFactor': ways({
    // requirements#step-up: the code is asked from the start: is two-step verification on?
    start: (check) => {
      expect(asksCode(check)).toBe(true);
      expect(ctx(check.snapshot)).toEqual(initial(check));
      expect(ctx(check.snapshot).stepUp).toBe(true);
      expect(effects(check.stepCalls)).toEqual([loadTwoFactor]);
    },
    // the server found the payment above the amount: the code is asked from now on, saying why
    'submitting done:submission': (check) => {
      expect(outcome(check)).toEqual(submissionOutcomes.stepUpRequired);
      expect(before(check).stepUp).toBe(false);
      expectStep(check, { stepUp: true, failure: sampleFailures.stepUpRequired }, [loadTwoFactor]);
    },
    'checkingTwoFactor confirmation.submit|otp.resend|otp.expired|otp.resendAvailable': expectUnchanged,
  }),
  'serviceWizardConfirmation.authenticator': ways({
    // two-step verification is on (or its state is unknown: the server decides): the code, with the PIN if asked
    'checkingTwoFactor done:loadTwoFactor|error:loadTwoFactor': (check) => {
      if (eventName(check.event) === 'done:loadTwoFactor')
        expect((check.event as unknown as { output: { enabled: boolean } }).output.enabled).toBe(true);
      expect(ctx(check.snapshot).stepUp).toBe(true);
      expectStep(check, {});
    },
    // the PIN or the code was refused: both asked again, saying so
    'submitting done:submission': (check) => {
      expect([submissionOutcomes.pinRefused, submissionOutcomes.authenticatorRefused]).toContainEqual(outcome(check));
      expect(before(check).stepUp).toBe(true);
      expectStep(check, {
        failure:
          outcome(check).outcome === 'refused' ? ((outcome(check) as { failure: unknown }).failure as never) : null,
      });
    },
    [ignoredIn('authenticator', allEvents, 'confirmation.submit', 'confirmation.cancel')]: expectUnchanged,
  }),
  'serviceWizardConfirmation.twoFactorOff': ways({
    // requirements#step-up: nothing to confirm with; the screen says where to turn it on
    'checkingTwoFactor done:loadTwoFactor': (check) => {
      expect((check.event as unknown as { output: { enabled: boolean } }).output.enabled).toBe(false);
      expectStep(check, {});
    },
    // turned off meanwhile: the server refuses the same way
    'submitting done:submission': (check) => {
      expect(outcome(check)).toEqual(submissionOutcomes.twoFactorOff);
      expect(before(check).stepUp).toBe(true);
      expectStep(check, { failure: null });
    },
    [ignoredIn('twoFactorOff', allEvents, 'confirmation.cancel')]: expectUnchanged,
  }),
  'serviceWizardConfirmation.submitting': ways({
    // nothing to confirm: straight to the Submit, without a secret
    start: (check) => {
      expect(kind(check)).toBe('none');
      expect(ctx(check.snapshot)).toEqual(initial(check));
      expect(effects(check.stepCalls)).toEqual([submission(check, null, null)]);
    },
    // the PIN alone: the code the event may carry is not passed on
    'pin confirmation.submit': (check) => expectStep(check, { failure: null }, [submission(check, SAMPLE_PIN, null)]),
    // requirements#step-up: the code with the PIN (or alone, for a service confirmed by it)
    'authenticator confirmation.submit': (check) =>
      expectStep(check, { failure: null }, [
        submission(check, kind(check) === 'totp' ? null : SAMPLE_PIN, null, SAMPLE_CODE),
      ]),
    'otp.entering confirmation.submit': (check) => {
      expect(before(check).codeAlive).toBe(true);
      expectStep(check, { failure: null }, [submission(check, SAMPLE_PIN, SAMPLE_OTP_REQUEST)]);
    },
    // sent once: nothing else is taken (nor Back to the form) until it answers
    [ignoredIn('submitting', allEvents)]: expectUnchanged,
  }),
  'serviceWizardConfirmation.submitted': ways({
    // a receipt, or a failure the wizard takes back to the form: the outcome goes up as it came
    'submitting done:submission': (check) => {
      expect([submissionOutcomes.receipt, submissionOutcomes.failed]).toContainEqual(outcome(check));
      expectStep(check, {});
      expect(check.snapshot.status).toBe('done');
      expect(check.snapshot.output).toEqual(outcome(check));
    },
  }),
  'serviceWizardConfirmation.cancelled': ways({
    'pin|otp.sending|otp.notSent|otp.entering|checkingTwoFactor|authenticator|twoFactorOff confirmation.cancel': (
      check,
    ) => {
      expectStep(check, {});
      expect(check.snapshot.status).toBe('done');
      expect(check.snapshot.output).toEqual({ outcome: 'cancelled' });
    },
  }),
};

describeMachinePaths(entry, assertions);
