import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * Change of transaction PIN (requirements#change-pin): the current PIN, a new
 * one under the configured rules that differs from it, and its confirmation.
 */
export interface PinChange {
  oldPin: string;
  newPin: string;
  confirmPin: string;
}

export interface ChangePinContext {
  failure: FlowFailure | null;
}

export type ChangePinEvent = { type: 'pin.submit' } & PinChange;

export const changePinMachine = setup({
  types: {
    context: {} as ChangePinContext,
    events: {} as ChangePinEvent,
  },
  actors: {
    changePin: notProvided<unknown, PinChange>('changePin'),
  },
  actions: {
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'changePin',
  context: { failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'pin.submit': { target: 'changing', actions: 'clearFailure' } },
    },
    changing: {
      invoke: {
        id: 'changePin',
        src: 'changePin',
        input: ({ event }) => {
          const e = event as ChangePinEvent;
          return { oldPin: e.oldPin, newPin: e.newPin, confirmPin: e.confirmPin };
        },
        onDone: 'changed',
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    changed: { type: 'final' },
  },
});
