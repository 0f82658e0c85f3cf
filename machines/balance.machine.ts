import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The balance widget (requirements#balance): load, show, refresh. A failed refresh keeps
 * the last known balance on screen; a failed first load offers a retry.
 */
export interface WalletBalance {
  amountMajor: string;
  currencyCode: string;
  asOf: string;
}

export interface BalanceContext {
  balance: WalletBalance | null;
  /** requirements#balance: the counter starts at 1 and grows on each balance update */
  balanceBitCount: number;
  failure: FlowFailure | null;
}

export type BalanceEvent = { type: 'balance.refresh' } | { type: 'balance.retry' };

export const balanceMachine = setup({
  types: {
    context: {} as BalanceContext,
    events: {} as BalanceEvent,
  },
  actors: {
    /** resolves to the main balance, or null when the user has no wallet */
    fetchBalance: notProvided<WalletBalance | null>('fetchBalance'),
  },
  actions: {
    assignBalance: assign(({ context }, params: { balance: WalletBalance | null }) => ({
      balance: params.balance,
      balanceBitCount: context.balanceBitCount + 1,
      failure: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
  },
}).createMachine({
  id: 'balance',
  context: { balance: null, balanceBitCount: 1, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchBalance',
        src: 'fetchBalance',
        onDone: {
          target: 'loaded',
          actions: { type: 'assignBalance', params: ({ event }) => ({ balance: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      on: { 'balance.refresh': 'refreshing' },
    },
    refreshing: {
      invoke: {
        id: 'refreshBalance',
        src: 'fetchBalance',
        onDone: {
          target: 'loaded',
          actions: { type: 'assignBalance', params: ({ event }) => ({ balance: event.output }) },
        },
        onError: {
          target: 'loaded',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'balance.retry': 'loading' },
    },
  },
});
