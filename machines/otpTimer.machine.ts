import { assign, sendParent, setup } from 'xstate';

/**
 * The OTP countdown (requirements#otp-timer: default 180 s; the server's validity wins when it
 * sends one). Two clocks run at once: how long the code stays valid, and how long until another
 * code may be asked for. It ticks once a second so a view can show the time left without a
 * timer of its own, and reports expiry and resend availability to whoever runs it.
 */
export interface OtpTimerInput {
  validitySeconds: number;
  resendAfterSeconds: number;
}

export interface OtpTimerContext {
  remainingSeconds: number;
  resendInSeconds: number;
}

export type OtpTimerEvent = { type: 'timer.restart'; validitySeconds: number; resendAfterSeconds: number };

const whole = (n: number) => Math.max(0, Math.floor(n));

export const otpTimerMachine = setup({
  types: {
    input: {} as OtpTimerInput,
    context: {} as OtpTimerContext,
    events: {} as OtpTimerEvent,
  },
  actions: {
    /** the flow running this timer learns that the code is dead */
    reportExpired: () => {},
    /** the flow running this timer may now offer "send a new code" */
    reportResendAvailable: () => {},
    tickValidity: assign(({ context }) => ({ remainingSeconds: Math.max(0, context.remainingSeconds - 1) })),
    tickResend: assign(({ context }) => ({ resendInSeconds: Math.max(0, context.resendInSeconds - 1) })),
    restart: assign((_, params: OtpTimerInput) => ({
      remainingSeconds: whole(params.validitySeconds),
      resendInSeconds: Math.min(whole(params.resendAfterSeconds), whole(params.validitySeconds)),
    })),
  },
  guards: {
    isOutOfTime: ({ context }) => context.remainingSeconds <= 0,
    isResendDue: ({ context }) => context.resendInSeconds <= 0,
  },
  delays: { second: 1000 },
}).createMachine({
  id: 'otpTimer',
  context: ({ input }) => ({
    remainingSeconds: whole(input.validitySeconds),
    resendInSeconds: Math.min(whole(input.resendAfterSeconds), whole(input.validitySeconds)),
  }),
  type: 'parallel',
  on: {
    'timer.restart': {
      target: ['.validity.counting', '.resend.locked'],
      reenter: true,
      actions: { type: 'restart', params: ({ event }) => event },
    },
  },
  states: {
    validity: {
      initial: 'counting',
      states: {
        counting: {
          // a code issued already dead (a reload after it lapsed) expires at once
          always: { guard: 'isOutOfTime', target: 'expired', actions: 'reportExpired' },
          after: { second: { target: 'counting', reenter: true, actions: 'tickValidity' } },
        },
        /** the code is dead; a new one (timer.restart) starts the count again */
        expired: {},
      },
    },
    resend: {
      initial: 'locked',
      states: {
        locked: {
          always: { guard: 'isResendDue', target: 'open', actions: 'reportResendAvailable' },
          after: { second: { target: 'locked', reenter: true, actions: 'tickResend' } },
        },
        open: {},
      },
    },
  },
});

/** What the timer tells the flow that runs it with `otpTimerReportsToParent`. */
export type OtpTimerReport = { type: 'otp.expired' } | { type: 'otp.resendAvailable' };

type OtpTimerActions = NonNullable<Parameters<typeof otpTimerMachine.provide>[0]['actions']>;

/**
 * The timer's reports as the flow that runs it hears them, as its own events:
 * `otpTimerMachine.provide({ actions: otpTimerReportsToParent })`.
 */
export const otpTimerReportsToParent = {
  reportExpired: sendParent({ type: 'otp.expired' } satisfies OtpTimerReport),
  reportResendAvailable: sendParent({ type: 'otp.resendAvailable' } satisfies OtpTimerReport),
} satisfies OtpTimerActions;
