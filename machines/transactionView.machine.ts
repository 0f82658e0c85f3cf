import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * One transaction's view (requirements#view-configuration): the view configuration and the
 * transaction are loaded together and drawn as the configuration says. Opened with a transaction
 * id (from a report row, a notification, a receipt) it loads at once; opened without one (the
 * look-up screen) it asks for the id first. A transaction that is not the user's reads exactly as
 * one that does not exist. Another id can be looked up from any state; one looked up during a
 * load replaces it (the load under way is dropped: the last id asked for is the one shown).
 *
 * The view's shape belongs to the app; this chart carries it.
 */
export interface TransactionViewInput {
  transactionId?: string | null;
}

export interface TransactionViewContext {
  transactionId: string | null;
  view: unknown;
  failure: FlowFailure | null;
}

export type TransactionViewEvent = { type: 'view.lookup'; transactionId: string } | { type: 'view.retry' };

export const transactionViewMachine = setup({
  types: {
    context: {} as TransactionViewContext,
    events: {} as TransactionViewEvent,
    input: {} as TransactionViewInput | undefined,
  },
  actors: {
    loadView: notProvided<unknown, { transactionId: string }>('loadView'),
  },
  actions: {
    assignLookup: assign((_, params: { transactionId: string }) => ({
      transactionId: params.transactionId,
      view: null,
      failure: null,
    })),
    assignView: assign((_, params: { view: unknown }) => ({ view: params.view, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    hasTransactionId: ({ context }) => context.transactionId !== null,
    notFound: (_, params: { error: unknown }) => toFlowFailure(params.error).kind === 'notFound',
  },
}).createMachine({
  id: 'transactionView',
  context: ({ input }) => ({ transactionId: input?.transactionId ?? null, view: null, failure: null }),
  initial: 'starting',
  on: {
    'view.lookup': {
      target: '.loading',
      actions: { type: 'assignLookup', params: ({ event }) => ({ transactionId: event.transactionId }) },
    },
  },
  states: {
    starting: {
      always: [{ guard: 'hasTransactionId', target: 'loading' }, { target: 'awaitingId' }],
    },
    awaitingId: {},
    loading: {
      invoke: {
        id: 'loadView',
        src: 'loadView',
        input: ({ context }) => ({ transactionId: context.transactionId ?? '' }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignView', params: ({ event }) => ({ view: event.output }) },
        },
        onError: [
          {
            guard: { type: 'notFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    ready: {},
    notFound: {},
    failed: { on: { 'view.retry': { target: 'loading', actions: 'clearFailure' } } },
  },
});
