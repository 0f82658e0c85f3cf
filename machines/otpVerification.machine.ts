import { assign, sendTo, setup } from 'xstate';
import { otpTimerMachine, otpTimerReportsToParent, type OtpTimerReport } from './otpTimer.machine';
import { notProvided, toFlowFailure, type FlowFailure, type OtpDelivery } from './shared';

/**
 * Entering a one-time code that was sent by SMS or e-mail (account activation, PIN reset): the
 * code is checked by the server, a wrong one says so and counts down the attempts, an expired or
 * used-up one asks for a new code, and a new code may be asked for only when the timer allows
 * (requirements#otp-timer).
 *
 * `values` are whatever the flow sends with the code (a new PIN); they stay in memory for the
 * call only and are kept across a failed check so nothing typed is lost.
 */
export interface OtpVerificationInput {
  delivery: OtpDelivery;
}

export interface OtpVerificationContext {
  delivery: OtpDelivery;
  attemptsLeft: number;
  canResend: boolean;
  /** false once the timer ran out; a new code makes it true again */
  codeAlive: boolean;
  failure: FlowFailure | null;
  /** the flow's own result of a successful check, handed to whoever runs this flow */
  result: unknown;
}

export interface OtpSubmission {
  requestId: string;
  otp: string;
  values: Record<string, string>;
}

export type OtpVerificationEvent =
  | { type: 'otp.submit'; otp: string; values?: Record<string, string> }
  | { type: 'otp.resend' }
  /** from the timer */
  | OtpTimerReport;

export const otpVerificationMachine = setup({
  types: {
    input: {} as OtpVerificationInput,
    context: {} as OtpVerificationContext,
    events: {} as OtpVerificationEvent,
    output: {} as { result: unknown },
  },
  actors: {
    otpTimer: otpTimerMachine.provide({ actions: otpTimerReportsToParent }),
    verifyCode: notProvided<unknown, OtpSubmission>('verifyCode'),
    resendCode: notProvided<OtpDelivery, { requestId: string }>('resendCode'),
  },
  actions: {
    assignFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = toFlowFailure(params.error);
      return { failure, attemptsLeft: failure.attemptsLeft ?? context.attemptsLeft };
    }),
    clearFailure: assign({ failure: null }),
    markCodeDead: assign({ codeAlive: false }),
    assignDelivery: assign((_, params: { delivery: OtpDelivery }) => ({
      delivery: params.delivery,
      attemptsLeft: params.delivery.attemptsLeft,
      canResend: false,
      codeAlive: true,
      failure: null,
    })),
    allowResend: assign({ canResend: true }),
    /** the flow that runs this one moves on (activation: to sign-in) */
    completeVerification: (_, _params: { result: unknown }) => {},
    assignResult: assign((_, params: { result: unknown }) => ({ result: params.result })),
    restartTimer: sendTo('timer', (_, params: { delivery: OtpDelivery }) => ({
      type: 'timer.restart' as const,
      validitySeconds: params.delivery.validitySeconds,
      resendAfterSeconds: params.delivery.resendAfterSeconds,
    })),
  },
  guards: {
    canResend: ({ context }) => context.canResend,
    isCodeGone: ({ context }) => !context.codeAlive,
    /** the code can no longer succeed: expired, or its attempts are used up */
    isCodeDead: (_, params: { error: unknown }) => {
      const kind = toFlowFailure(params.error).kind;
      return kind === 'otpExpired' || kind === 'otpAttemptsExceeded';
    },
  },
}).createMachine({
  id: 'otpVerification',
  context: ({ input }) => ({
    delivery: input.delivery,
    attemptsLeft: input.delivery.attemptsLeft,
    canResend: false,
    codeAlive: true,
    failure: null,
    result: null,
  }),
  invoke: {
    id: 'timer',
    src: 'otpTimer',
    input: ({ context }) => ({
      validitySeconds: context.delivery.validitySeconds,
      resendAfterSeconds: context.delivery.resendAfterSeconds,
    }),
  },
  on: {
    'otp.resendAvailable': { actions: 'allowResend' },
    // the server decides whether a code sent just before expiry still counts
    'otp.expired': { actions: 'markCodeDead' },
  },
  initial: 'awaitingCode',
  states: {
    awaitingCode: {
      always: { guard: 'isCodeGone', target: 'codeExpired' },
      on: {
        'otp.submit': { target: 'verifying', actions: 'clearFailure' },
        'otp.expired': { target: 'codeExpired', actions: 'markCodeDead' },
        'otp.resend': { guard: 'canResend', target: 'resending' },
      },
    },
    verifying: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context, event }) => {
          const e = event as Extract<OtpVerificationEvent, { type: 'otp.submit' }>;
          return { requestId: context.delivery.requestId, otp: e.otp, values: e.values ?? {} };
        },
        onDone: {
          target: 'verified',
          actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isCodeDead', params: ({ event }) => ({ error: event.error }) },
            target: 'codeExpired',
            actions: ['markCodeDead', { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }],
          },
          // a wrong code, a PIN the rules refuse, a network failure: try again, nothing lost
          {
            target: 'awaitingCode',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** only a new code helps */
    codeExpired: {
      on: { 'otp.resend': { guard: 'canResend', target: 'resending' } },
    },
    resending: {
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        input: ({ context }) => ({ requestId: context.delivery.requestId }),
        onDone: {
          target: 'awaitingCode',
          actions: [
            { type: 'assignDelivery', params: ({ event }) => ({ delivery: event.output }) },
            { type: 'restartTimer', params: ({ event }) => ({ delivery: event.output }) },
          ],
        },
        // the old code (if still alive) keeps working; say why no new one came
        onError: {
          target: 'awaitingCode',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    verified: {
      type: 'final',
      entry: { type: 'completeVerification', params: ({ context }) => ({ result: context.result }) },
    },
  },
  output: ({ context }) => ({ result: context.result }),
});
