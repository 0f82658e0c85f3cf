import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * One dashboard widget's data (requirements#dashboard-widgets): loading, then ready, empty
 * (nothing to show: the loader answered null or an empty list) or failed with its own retry. A
 * refresh loads again and keeps what is on screen until the answer comes. Every widget runs its own
 * copy with its own loader, so one failing leaves the others as they are.
 */
export interface WidgetDataContext {
  data: unknown;
  failure: FlowFailure | null;
}

export type WidgetDataEvent = { type: 'widget.retry' } | { type: 'widget.refresh' };

export const widgetDataMachine = setup({
  types: {
    context: {} as WidgetDataContext,
    events: {} as WidgetDataEvent,
  },
  actors: {
    /** the widget's own data; null or [] when there is nothing to show */
    loadWidget: notProvided<unknown>('loadWidget'),
  },
  actions: {
    assignData: assign((_, params: { data: unknown }) => ({ data: params.data, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isEmpty: (_, params: { data: unknown }) =>
      params.data === null || params.data === undefined || (Array.isArray(params.data) && params.data.length === 0),
  },
}).createMachine({
  id: 'widgetData',
  context: { data: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadWidget',
        src: 'loadWidget',
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => ({ data: event.output }) },
            target: 'empty',
            actions: { type: 'assignData', params: { data: null } },
          },
          {
            target: 'ready',
            actions: { type: 'assignData', params: ({ event }) => ({ data: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      on: { 'widget.refresh': 'loading' },
    },
    empty: {
      on: { 'widget.refresh': 'loading' },
    },
    failed: {
      on: { 'widget.retry': { target: 'loading', actions: 'clearFailure' } },
    },
  },
});
