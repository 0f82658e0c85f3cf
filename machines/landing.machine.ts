import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The public landing page (requirements#landing): its blocks from the content service, then the
 * page; a failed load offers a retry. The blocks are kept in their configured order (sortOrder),
 * whatever order they arrive in. A block's shape belongs to the app: the flow reads its order and
 * carries the rest (which types are drawn, and how, is the view's block registry).
 */
export interface LandingBlockItem {
  id: string;
  type: string;
  sortOrder: number;
}

export interface LandingContext {
  blocks: readonly LandingBlockItem[];
  failure: FlowFailure | null;
}

export type LandingEvent = { type: 'landing.retry' };

export const landingMachine = setup({
  types: {
    context: {} as LandingContext,
    events: {} as LandingEvent,
  },
  actors: {
    loadBlocks: notProvided<readonly LandingBlockItem[]>('loadBlocks'),
  },
  actions: {
    assignBlocks: assign((_, params: { blocks: readonly LandingBlockItem[] }) => ({
      blocks: [...params.blocks].sort((a, b) => a.sortOrder - b.sortOrder),
      failure: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
  },
}).createMachine({
  id: 'landing',
  context: { blocks: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBlocks',
        src: 'loadBlocks',
        onDone: {
          target: 'ready',
          actions: { type: 'assignBlocks', params: ({ event }) => ({ blocks: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { 'landing.retry': 'loading' } },
    ready: {},
  },
});
