import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * /receipt/<token> (requirements#receipt-verification): the public check of a receipt's QR code.
 * The token is asked about once: a receipt the server vouches for shows its status, amount, date
 * and masked parties; a token it does not know (tampered, truncated, never issued) says so; a
 * failed call may be tried again. A token that cannot be one is not sent at all.
 */
export interface VerifiedReceipt {
  status: 'pending' | 'paid' | 'failed';
}

export interface ReceiptVerificationInput {
  /** the token in the address, when it has the shape of one */
  token: string | null;
}

export interface ReceiptVerificationContext {
  token: string | null;
  receipt: VerifiedReceipt | null;
  failure: FlowFailure | null;
}

export type ReceiptVerificationEvent = { type: 'verify.retry' };

export const receiptVerificationMachine = setup({
  types: {
    input: {} as ReceiptVerificationInput,
    context: {} as ReceiptVerificationContext,
    events: {} as ReceiptVerificationEvent,
  },
  actors: {
    verifyReceipt: notProvided<VerifiedReceipt, string>('verifyReceipt'),
  },
  actions: {
    assignReceipt: assign((_, params: { receipt: VerifiedReceipt }) => ({ receipt: params.receipt, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isUnknown: (_, params: { error: unknown }) => toFlowFailure(params.error).kind === 'notFound',
  },
}).createMachine({
  id: 'receiptVerification',
  context: ({ input }) => ({ token: input.token, receipt: null, failure: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'verifying' }, { target: 'unknown' }],
    },
    verifying: {
      invoke: {
        id: 'verifyReceipt',
        src: 'verifyReceipt',
        input: ({ context }) => context.token!,
        onDone: {
          target: 'verified',
          actions: { type: 'assignReceipt', params: ({ event }) => ({ receipt: event.output }) },
        },
        onError: [
          { guard: { type: 'isUnknown', params: ({ event }) => ({ error: event.error }) }, target: 'unknown' },
          { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** the server vouches for the receipt: what it says */
    verified: {},
    /** no receipt has this address: the same for a tampered one and one never issued */
    unknown: {},
    /** the call failed: nothing is known; try again */
    failed: {
      on: { 'verify.retry': { target: 'verifying', actions: 'clearFailure' } },
    },
  },
});
