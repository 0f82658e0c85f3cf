import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The applications an agent made on customers' behalf (requirements#agent-onboarding), with their
 * status: loading, failed with retry, ready; a refresh keeps the list on screen while it asks
 * again, and a failed refresh keeps it too (the failure is said beside it).
 *
 * A row's shape belongs to the app (the contract): the flow reads its reference and carries the rest.
 */
export interface AgentApplicationRow {
  reference: string;
}

export interface AgentApplicationsContext {
  rows: AgentApplicationRow[];
  failure: FlowFailure | null;
}

export type AgentApplicationsEvent = { type: 'list.refresh' } | { type: 'list.retry' };

export const agentApplicationsMachine = setup({
  types: {
    context: {} as AgentApplicationsContext,
    events: {} as AgentApplicationsEvent,
  },
  actors: {
    loadApplications: notProvided<readonly AgentApplicationRow[]>('loadApplications'),
  },
  actions: {
    assignRows: assign((_, params: { rows: readonly AgentApplicationRow[] }) => ({
      rows: [...params.rows],
      failure: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
  },
}).createMachine({
  id: 'agentApplications',
  context: { rows: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadApplications',
        src: 'loadApplications',
        onDone: { target: 'ready', actions: { type: 'assignRows', params: ({ event }) => ({ rows: event.output }) } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'list.retry': 'loading' },
    },
    ready: {
      on: { 'list.refresh': 'refreshing' },
    },
    /** the list stays while it is asked again */
    refreshing: {
      invoke: {
        id: 'refreshApplications',
        src: 'loadApplications',
        onDone: { target: 'ready', actions: { type: 'assignRows', params: ({ event }) => ({ rows: event.output }) } },
        onError: {
          target: 'ready',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
