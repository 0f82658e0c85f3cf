import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The payment gateway's card page (requirements#payment-results): the session a load-money by
 * card opened is loaded; the card goes to the gateway (number, expiry, security code — carried in
 * the event to the call, never kept here); a 3-D-Secure-like code then confirms it, a new code may
 * be asked for once the wait is over; the gateway's decision (authorized, declined, too many wrong
 * codes, cancelled) comes with the signed return address, which the page follows. A card the
 * gateway judged wrong comes back to the card form with its problems; a failed call can be tried
 * again (the session is loaded again and says where things stand).
 *
 * The session's shape belongs to the app (the contract): the flow reads its status, its wait
 * before a new code and its return address.
 */
export interface CardSessionView {
  status: string;
  otp: { resendAfterSeconds: number; attemptsLeft: number } | null;
  returnUrl: string | null;
}

export interface CardDetails {
  cardNumber: string;
  expiry: string;
  cvv: string;
}

export interface CardPaymentInput {
  sessionId: string;
}

export interface CardPaymentContext {
  sessionId: string;
  session: CardSessionView | null;
  failure: FlowFailure | null;
}

export type CardPaymentEvent =
  | ({ type: 'card.submit' } & CardDetails)
  | { type: 'otp.submit'; otp: string }
  | { type: 'otp.resend' }
  | { type: 'payment.cancel' }
  | { type: 'payment.retry' };

const outputOf = ({ event }: { event: unknown }) => ({ session: (event as { output: CardSessionView }).output });
const errorOf = ({ event }: { event: unknown }) => ({ error: (event as { error: unknown }).error });

export const cardPaymentMachine = setup({
  types: {
    input: {} as CardPaymentInput,
    context: {} as CardPaymentContext,
    events: {} as CardPaymentEvent,
  },
  actors: {
    loadSession: notProvided<CardSessionView, { sessionId: string }>('loadSession'),
    submitCard: notProvided<CardSessionView, { sessionId: string } & CardDetails>('submitCard'),
    confirmCode: notProvided<CardSessionView, { sessionId: string; otp: string }>('confirmCode'),
    resendCode: notProvided<CardSessionView, { sessionId: string }>('resendCode'),
    cancelPayment: notProvided<CardSessionView, { sessionId: string }>('cancelPayment'),
  },
  actions: {
    assignSession: assign((_, params: { session: CardSessionView }) => ({ session: params.session, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    /** the gateway's signed return: /payment-success?… or /payment-fail?… (provided by src/) */
    followReturn: (_, _params: { url: string }) => {},
  },
  guards: {
    /** the gateway decided: its return address is there to follow */
    isDecided: (_, params: { session: CardSessionView }) => params.session.returnUrl !== null,
    isAwaitingCode: (_, params: { session: CardSessionView }) => params.session.status === 'awaiting_otp',
    /** the card's own problems (number, expiry, code): shown on the card form */
    isCardRefused: (_, params: { error: unknown }) => toFlowFailure(params.error).kind === 'validation',
    /** a wrong or expired code: asked again, with the attempts left */
    isCodeRefused: (_, params: { error: unknown }) => {
      const kind = toFlowFailure(params.error).kind;
      return kind === 'otpInvalid' || kind === 'otpExpired' || kind === 'validation';
    },
    /** the event carries a whole code (the view sends what was typed) */
    isCodeComplete: (_, params: { otp: string }) => /^\d{4,8}$/.test(params.otp),
  },
  delays: {
    /** until another code may be asked for, as the gateway said */
    resendWait: ({ context }) => (context.session?.otp?.resendAfterSeconds ?? 0) * 1000,
  },
}).createMachine({
  id: 'cardPayment',
  context: ({ input }) => ({ sessionId: input.sessionId, session: null, failure: null }),
  initial: 'loading',
  states: {
    /** the session says where things stand: the card, the code, or already decided */
    loading: {
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: [
          {
            guard: { type: 'isDecided', params: ({ event }) => ({ session: event.output }) },
            target: 'redirecting',
            actions: { type: 'assignSession', params: outputOf },
          },
          {
            guard: { type: 'isAwaitingCode', params: ({ event }) => ({ session: event.output }) },
            target: 'otp',
            actions: { type: 'assignSession', params: outputOf },
          },
          { target: 'cardEntry', actions: { type: 'assignSession', params: outputOf } },
        ],
        onError: { target: 'failed', actions: { type: 'assignFailure', params: errorOf } },
      },
    },
    /** the card form; a refused card's problems are shown on it */
    cardEntry: {
      on: {
        'card.submit': { target: 'submitting' },
        'payment.cancel': { target: 'cancelling' },
      },
    },
    /** the card goes to the gateway in the event, straight to the call */
    submitting: {
      entry: 'clearFailure',
      invoke: {
        id: 'submitCard',
        src: 'submitCard',
        input: ({ context, event }) => {
          const card = event as Extract<CardPaymentEvent, { type: 'card.submit' }>;
          return { sessionId: context.sessionId, cardNumber: card.cardNumber, expiry: card.expiry, cvv: card.cvv };
        },
        onDone: [
          // a sandbox decline: the gateway decided at once
          {
            guard: { type: 'isDecided', params: ({ event }) => ({ session: event.output }) },
            target: 'redirecting',
            actions: { type: 'assignSession', params: outputOf },
          },
          { target: 'otp', actions: { type: 'assignSession', params: outputOf } },
        ],
        onError: [
          {
            guard: { type: 'isCardRefused', params: errorOf },
            target: 'cardEntry',
            actions: { type: 'assignFailure', params: errorOf },
          },
          { target: 'failed', actions: { type: 'assignFailure', params: errorOf } },
        ],
      },
    },
    /** the code sent through the outbox; another one once the wait is over */
    otp: {
      initial: 'resendLocked',
      on: {
        'otp.submit': {
          guard: { type: 'isCodeComplete', params: ({ event }) => ({ otp: event.otp }) },
          target: 'confirming',
        },
        'payment.cancel': { target: 'cancelling' },
      },
      states: {
        resendLocked: { after: { resendWait: 'resendOpen' } },
        resendOpen: { on: { 'otp.resend': { target: '#cardPayment.resending' } } },
      },
    },
    confirming: {
      entry: 'clearFailure',
      invoke: {
        id: 'confirmCode',
        src: 'confirmCode',
        input: ({ context, event }) => ({
          sessionId: context.sessionId,
          otp: (event as Extract<CardPaymentEvent, { type: 'otp.submit' }>).otp,
        }),
        // authorized, or failed after the last wrong code: either way the gateway decided
        onDone: { target: 'redirecting', actions: { type: 'assignSession', params: outputOf } },
        onError: [
          {
            guard: { type: 'isCodeRefused', params: errorOf },
            target: 'otp',
            actions: { type: 'assignFailure', params: errorOf },
          },
          { target: 'failed', actions: { type: 'assignFailure', params: errorOf } },
        ],
      },
    },
    resending: {
      entry: 'clearFailure',
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: { target: 'otp', actions: { type: 'assignSession', params: outputOf } },
        // too soon (or the session is over): said on the code form, where a retry reloads
        onError: { target: 'otp', actions: { type: 'assignFailure', params: errorOf } },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelPayment',
        src: 'cancelPayment',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: { target: 'redirecting', actions: { type: 'assignSession', params: outputOf } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: errorOf } },
      },
    },
    /** a call failed: nothing is known; retry loads the session again */
    failed: {
      on: { 'payment.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    /** the gateway's return is followed (the page leaves) */
    redirecting: {
      type: 'final',
      entry: { type: 'followReturn', params: ({ context }) => ({ url: context.session?.returnUrl ?? '' }) },
    },
  },
});
