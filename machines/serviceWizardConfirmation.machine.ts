import { assign, setup, spawnChild, stopChild } from 'xstate';
import { otpTimerMachine, otpTimerReportsToParent, type OtpTimerReport } from './otpTimer.machine';
import type { WizardForm, WizardValues } from './serviceWizard.form';
import {
  serviceWizardSubmissionMachine,
  type SubmissionOutcome,
  type SubmitRequest,
} from './serviceWizardSubmission.machine';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The Submit of a service payment, confirmed the way the service asks: by the transaction PIN,
 * by a one-time code sent to the payer (with its countdown and "send a new code"), or not at
 * all. The confirmed payment is then submitted (the serviceWizardSubmission chart); a PIN or code
 * the server refused is asked for again — the code's countdown runs on — and anything else ends
 * this chart, with how the Submit went as its output.
 *
 * The PIN or code travels in the event to the Submit and is never kept in context.
 * `requestOtp` is provided by src/.
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
  failure: FlowFailure | null;
}

/** How the confirmation ended: as the Submit did, or left for the form (Back to the form). */
export type ConfirmationOutcome = Exclude<SubmissionOutcome, { outcome: 'refused' }> | { outcome: 'cancelled' };

export type ServiceWizardConfirmationEvent =
  | { type: 'confirmation.submit'; secret: string }
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
    otpTimer: otpTimerMachine.provide({ actions: otpTimerReportsToParent }),
    serviceWizardSubmission: serviceWizardSubmissionMachine,
  },
  actions: {
    assignFailure: assign((_, params: { failure: unknown }) => ({ failure: toFlowFailure(params.failure) })),
    clearFailure: assign({ failure: null }),
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
    confirmsByPin: ({ context }) => context.form.confirmation.kind === 'pin',
    confirmsByOtp: ({ context }) => context.form.confirmation.kind === 'otp',
    isCodeAlive: ({ context }) => context.codeAlive,
    canResend: ({ context }) => context.canResend,
    /** the server refused the PIN (or the code): ask for it again, the payment stays as it is */
    isPinRefused: ({ context }, params: SubmissionOutcome) =>
      params.outcome === 'refused' && context.form.confirmation.kind === 'pin',
    isCodeRefused: ({ context }, params: SubmissionOutcome) =>
      params.outcome === 'refused' && context.form.confirmation.kind === 'otp',
  },
}).createMachine({
  id: 'serviceWizardConfirmation',
  context: ({ input }) => ({
    form: input.form,
    request: input.request,
    otpRequestId: null,
    codeAlive: false,
    canResend: false,
    failure: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [
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
          secret: event.type === 'confirmation.submit' ? event.secret : null,
          otpRequestId: context.otpRequestId,
        }),
        onDone: [
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
