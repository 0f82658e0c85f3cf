import { assign, setup, spawnChild, stopChild } from 'xstate';
import { otpTimerMachine, otpTimerReportsToParent, type OtpTimerReport } from './otpTimer.machine';
import { asksAuthenticatorCode, type WizardForm, type WizardValues } from './serviceWizard.form';
import {
  serviceWizardSubmissionMachine,
  type SubmissionOutcome,
  type SubmitRequest,
} from './serviceWizardSubmission.machine';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The Submit of a service payment, confirmed the way the service asks: by the transaction PIN,
 * by a one-time code sent to the payer (with its countdown and "send a new code"), or not at
 * all. requirements#step-up: a service may ask the authenticator code of two-step verification —
 * always, or with the PIN above an amount (one screen asks both); a user whose two-step
 * verification is off is told to turn it on (the server refuses the payment the same way), and a
 * Submit the server finds above the amount after all asks for the code then. The confirmed payment
 * is then submitted (the serviceWizardSubmission chart); a PIN or code the server refused is asked
 * for again — the code's countdown runs on — and anything else ends this chart, with how the
 * Submit went as its output.
 *
 * The PIN and codes travel in the event to the Submit and are never kept in context.
 * `requestOtp` and `loadTwoFactor` are provided by src/.
 */

export interface ServiceWizardConfirmationInput {
  form: WizardForm;
  /** the payment, as it will be submitted */
  request: SubmitRequest;
}

export interface ServiceWizardConfirmationContext {
  form: WizardForm;
  request: SubmitRequest;
  otpRequestId: string | null;
  /** the one-time code may still be used / another may be asked for (from the timer) */
  codeAlive: boolean;
  canResend: boolean;
  /** requirements#step-up: the authenticator code is asked (with the PIN when the service asks it) */
  stepUp: boolean;
  failure: FlowFailure | null;
}

/** How the confirmation ended: as the Submit did, or left for the form (Back to the form). */
export type ConfirmationOutcome = Exclude<SubmissionOutcome, { outcome: 'refused' }> | { outcome: 'cancelled' };

export type ServiceWizardConfirmationEvent =
  /** the PIN or one-time code as `secret` ('' when only the authenticator code is asked), that code as `code` */
  | { type: 'confirmation.submit'; secret: string; code?: string }
  | { type: 'confirmation.cancel' }
  | { type: 'otp.resend' }
  // from the timer
  | OtpTimerReport;

const outcome = ({ event }: { event: { output: SubmissionOutcome } }) => event.output;
const refusal = ({ event }: { event: { output: SubmissionOutcome } }) => ({
  failure: event.output.outcome === 'receipt' ? null : event.output.failure,
});

export const serviceWizardConfirmationMachine = setup({
  types: {
    input: {} as ServiceWizardConfirmationInput,
    context: {} as ServiceWizardConfirmationContext,
    events: {} as ServiceWizardConfirmationEvent,
    output: {} as ConfirmationOutcome,
  },
  actors: {
    requestOtp: notProvided<{ requestId: string }, { form: WizardForm; values: WizardValues }>('requestOtp'),
    /** whether the signed-in user has two-step verification on */
    loadTwoFactor: notProvided<{ enabled: boolean }>('loadTwoFactor'),
    otpTimer: otpTimerMachine.provide({ actions: otpTimerReportsToParent }),
    serviceWizardSubmission: serviceWizardSubmissionMachine,
  },
  actions: {
    assignFailure: assign((_, params: { failure: unknown }) => ({ failure: toFlowFailure(params.failure) })),
    clearFailure: assign({ failure: null }),
    /** the server found the payment above the step-up's amount: the code is asked from now on */
    askAuthenticatorCode: assign({ stepUp: true }),
    assignOtpRequest: assign((_, params: { requestId: string }) => ({
      otpRequestId: params.requestId,
      codeAlive: true,
      canResend: false,
    })),
    markCodeDead: assign({ codeAlive: false }),
    allowResend: assign({ canResend: true }),
    /** the countdown of a code lives across a refused code and a resend; it is replaced, not stacked */
    startTimer: spawnChild('otpTimer', {
      id: 'timer',
      input: ({ context }) => {
        const confirmation = context.form.confirmation;
        const seconds = confirmation.kind === 'otp' ? (confirmation.timerSeconds ?? 180) : 180;
        return { validitySeconds: seconds, resendAfterSeconds: Math.min(30, seconds) };
      },
    }),
    stopTimer: stopChild('timer'),
    /** a code belongs to one request: asking again forgets it */
    forgetCode: assign({ otpRequestId: null, codeAlive: false, canResend: false }),
  },
  guards: {
    asksAuthenticatorCode: ({ context }) => context.stepUp,
    isTwoFactorOn: (_, params: { enabled: boolean }) => params.enabled,
    confirmsByPin: ({ context }) => context.form.confirmation.kind === 'pin',
    confirmsByOtp: ({ context }) => context.form.confirmation.kind === 'otp',
    isCodeAlive: ({ context }) => context.codeAlive,
    canResend: ({ context }) => context.canResend,
    /** the server refused the PIN (or the code): ask for it again, the payment stays as it is */
    isPinRefused: ({ context }, params: SubmissionOutcome) =>
      params.outcome === 'refused' && context.form.confirmation.kind === 'pin',
    isCodeRefused: ({ context }, params: SubmissionOutcome) =>
      params.outcome === 'refused' && context.form.confirmation.kind === 'otp',
    /** requirements#step-up: the server asks the authenticator code this payment was sent without */
    isStepUpRequired: (_, params: SubmissionOutcome) =>
      params.outcome === 'refused' && params.failure.kind === 'stepUpRequired',
    /** requirements#step-up: two-step verification is off (turned off meanwhile, elsewhere) */
    isTwoFactorOff: (_, params: SubmissionOutcome) =>
      params.outcome === 'refused' && params.failure.kind === 'twoFactorOff',
    /** the PIN or the authenticator code was refused while both (or the code) were asked: ask again */
    isAuthenticatorRefused: ({ context }, params: SubmissionOutcome) => params.outcome === 'refused' && context.stepUp,
  },
}).createMachine({
  id: 'serviceWizardConfirmation',
  context: ({ input }) => ({
    form: input.form,
    request: input.request,
    otpRequestId: null,
    codeAlive: false,
    canResend: false,
    stepUp: asksAuthenticatorCode(input.form, input.request.values),
    failure: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [
        { guard: 'asksAuthenticatorCode', target: 'checkingTwoFactor' },
        { guard: 'confirmsByPin', target: 'pin' },
        { guard: 'confirmsByOtp', target: 'otp' },
        { target: 'submitting' },
      ],
    },
    pin: {
      on: {
        'confirmation.submit': { target: 'submitting', actions: 'clearFailure' },
        'confirmation.cancel': 'cancelled',
      },
    },
    /** requirements#step-up: is two-step verification on? (if the answer does not come, the server decides) */
    checkingTwoFactor: {
      invoke: {
        id: 'loadTwoFactor',
        src: 'loadTwoFactor',
        onDone: [
          { guard: { type: 'isTwoFactorOn', params: ({ event }) => event.output }, target: 'authenticator' },
          { target: 'twoFactorOff' },
        ],
        onError: 'authenticator',
      },
      on: { 'confirmation.cancel': 'cancelled' },
    },
    /** the authenticator code, with the PIN when the service asks it: one screen, one Submit */
    authenticator: {
      on: {
        'confirmation.submit': { target: 'submitting', actions: 'clearFailure' },
        'confirmation.cancel': 'cancelled',
      },
    },
    /** requirements#step-up: nothing to confirm with: turn on two-step verification in Security first */
    twoFactorOff: {
      on: { 'confirmation.cancel': 'cancelled' },
    },
    otp: {
      // from the countdown, which lives across a refused code
      on: {
        'otp.expired': { actions: 'markCodeDead' },
        'otp.resendAvailable': { actions: 'allowResend' },
        'confirmation.cancel': 'cancelled',
      },
      initial: 'sending',
      states: {
        sending: {
          entry: ['stopTimer', 'forgetCode'],
          invoke: {
            id: 'requestOtp',
            src: 'requestOtp',
            input: ({ context }) => ({ form: context.form, values: context.request.values }),
            onDone: {
              target: 'entering',
              actions: [{ type: 'assignOtpRequest', params: ({ event }) => event.output }, 'startTimer'],
            },
            onError: {
              target: 'notSent',
              actions: { type: 'assignFailure', params: ({ event }) => ({ failure: event.error }) },
            },
          },
        },
        notSent: { on: { 'otp.resend': { target: 'sending', actions: 'clearFailure' } } },
        entering: {
          on: {
            'confirmation.submit': {
              guard: 'isCodeAlive',
              target: '#serviceWizardConfirmation.submitting',
              actions: 'clearFailure',
            },
            'otp.resend': { guard: 'canResend', target: 'sending', actions: 'clearFailure' },
          },
        },
      },
    },
    /** sent once: Submit cannot be pressed again here (nor Back to the form) until it answers */
    submitting: {
      invoke: {
        id: 'submission',
        src: 'serviceWizardSubmission',
        input: ({ context, event }) => ({
          ...context.request,
          // each secret only when it is asked: the PIN (or payer's code), the authenticator code
          secret:
            event.type === 'confirmation.submit' && context.form.confirmation.kind !== 'totp' ? event.secret : null,
          code: event.type === 'confirmation.submit' && context.stepUp ? (event.code ?? null) : null,
          otpRequestId: context.otpRequestId,
        }),
        onDone: [
          // the screen says what to do; the failure was cleared when the Submit went
          { guard: { type: 'isTwoFactorOff', params: outcome }, target: 'twoFactorOff' },
          {
            guard: { type: 'isStepUpRequired', params: outcome },
            target: 'checkingTwoFactor',
            actions: ['askAuthenticatorCode', { type: 'assignFailure', params: refusal }],
          },
          {
            guard: { type: 'isAuthenticatorRefused', params: outcome },
            target: 'authenticator',
            actions: { type: 'assignFailure', params: refusal },
          },
          {
            guard: { type: 'isPinRefused', params: outcome },
            target: 'pin',
            actions: { type: 'assignFailure', params: refusal },
          },
          {
            guard: { type: 'isCodeRefused', params: outcome },
            target: '#serviceWizardConfirmation.otp.entering',
            actions: { type: 'assignFailure', params: refusal },
          },
          { target: 'submitted' },
        ],
      },
    },
    /** the Submit answered (a receipt) or failed: how it went is this chart's output */
    submitted: {
      type: 'final',
      output: ({ event }) => (event as unknown as { output: ConfirmationOutcome }).output,
    },
    /** Back to the form, nothing submitted */
    cancelled: { type: 'final', output: { outcome: 'cancelled' } },
  },
  // the final state reached says how the confirmation ended
  output: ({ event }) => (event as unknown as { output: ConfirmationOutcome }).output,
});
