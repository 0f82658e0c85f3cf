import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * /payment-success and /payment-fail (requirements#payment-results): the gateway's signed return is
 * verified before anything is shown — the verification is what credits the wallet, once, so a
 * refresh shows the same transaction again. A verified success shows the transaction; a verified
 * failure says why; a return that cannot be verified (altered, replayed for another session, or
 * the call failed) says so and may be tried again. An address without a return says so at once.
 *
 * The verified result's shape belongs to the app (the contract): the flow reads its `result`.
 */
export interface PaymentCallback {
  session: string;
  result: string;
  ts: string;
  sig: string;
}

export interface VerifiedPayment {
  result: 'success' | 'fail';
}

export interface PaymentResultInput {
  /** the return's query, when the address has one */
  callback: PaymentCallback | null;
}

export interface PaymentResultContext {
  callback: PaymentCallback | null;
  payment: VerifiedPayment | null;
  failure: FlowFailure | null;
}

export type PaymentResultEvent = { type: 'verify.retry' };

export const paymentResultMachine = setup({
  types: {
    input: {} as PaymentResultInput,
    context: {} as PaymentResultContext,
    events: {} as PaymentResultEvent,
  },
  actors: {
    verifyPayment: notProvided<VerifiedPayment, PaymentCallback>('verifyPayment'),
  },
  actions: {
    assignPayment: assign((_, params: { payment: VerifiedPayment }) => ({ payment: params.payment, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    hasCallback: ({ context }) => context.callback !== null,
    isPaid: (_, params: { payment: VerifiedPayment }) => params.payment.result === 'success',
  },
}).createMachine({
  id: 'paymentResult',
  context: ({ input }) => ({ callback: input.callback, payment: null, failure: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasCallback', target: 'verifying' }, { target: 'missing' }],
    },
    verifying: {
      invoke: {
        id: 'verifyPayment',
        src: 'verifyPayment',
        input: ({ context }) => context.callback!,
        onDone: [
          {
            guard: { type: 'isPaid', params: ({ event }) => ({ payment: event.output }) },
            target: 'paid',
            actions: { type: 'assignPayment', params: ({ event }) => ({ payment: event.output }) },
          },
          {
            target: 'declined',
            actions: { type: 'assignPayment', params: ({ event }) => ({ payment: event.output }) },
          },
        ],
        onError: { target: 'unverified', actions: { type: 'assignFailure', params: ({ event }) => event } },
      },
    },
    /** the wallet was credited (by this verification or an earlier one): the transaction */
    paid: {},
    /** the gateway said no (declined, too many wrong codes, cancelled, expired): why */
    declined: {},
    /** not verified: nothing changed; the call may be tried again */
    unverified: {
      on: { 'verify.retry': { target: 'verifying', actions: 'clearFailure' } },
    },
    /** no return in the address: nothing to verify */
    missing: {},
  },
});
