import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * Loading a piece of content-service configuration (the signed-in shell's menu, requirements#menu):
 * loading, loaded, failed with a retry. A reload keeps what is on screen until the new
 * configuration arrives, and a failed reload keeps it too — a stale menu beats a blank one. The
 * configuration's shape belongs to the app; this flow carries it without looking inside.
 */
export interface ConfigurationContext {
  configuration: unknown;
  failure: FlowFailure | null;
}

export type ConfigurationEvent = { type: 'configuration.retry' } | { type: 'configuration.reload' };

export const configurationMachine = setup({
  types: {
    context: {} as ConfigurationContext,
    events: {} as ConfigurationEvent,
  },
  actors: {
    loadConfiguration: notProvided<unknown>('loadConfiguration'),
  },
  actions: {
    assignConfiguration: assign((_, params: { configuration: unknown }) => ({
      configuration: params.configuration,
      failure: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    hasConfiguration: ({ context }) => context.configuration !== null,
  },
}).createMachine({
  id: 'configuration',
  context: { configuration: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadConfiguration',
        src: 'loadConfiguration',
        onDone: {
          target: 'loaded',
          actions: { type: 'assignConfiguration', params: ({ event }) => ({ configuration: event.output }) },
        },
        onError: [
          // a failed reload keeps the configuration on screen and says so
          {
            guard: 'hasConfiguration',
            target: 'loaded',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loaded: {
      on: { 'configuration.reload': 'loading', 'configuration.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    failed: {
      on: { 'configuration.retry': { target: 'loading', actions: 'clearFailure' } },
    },
  },
});
