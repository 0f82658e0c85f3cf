import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The agent locator (spec 000 §7 adapter/v1/agentlocator, /app/agent-locator): the device's
 * position is asked first; granted, the agents around it are searched, the nearest first;
 * refused, unavailable or timed out, the agents of the chosen city are searched instead — the
 * list is never held up by the question. The answer is a list, empty, or failed with a retry.
 * An agent is selected (in the list or on the map); another city searches that city.
 * Asking the position is an actor the flow folder provides (navigator.geolocation), never here.
 *
 * An agent's shape belongs to the app (the contract): the flow reads its id and carries the rest.
 */
export interface LocatedAgent {
  id: string;
}

export interface Position {
  lat: number;
  lng: number;
}

export interface AgentLocatorContext {
  city: string;
  /** the device's position once granted; null when refused or unavailable */
  position: Position | null;
  /** by position (around the device) or by city */
  searchBy: 'position' | 'city';
  agents: LocatedAgent[];
  selectedId: string | null;
  failure: FlowFailure | null;
}

export interface AgentLocatorInput {
  city?: string;
}

export type AgentLocatorEvent =
  { type: 'agent.select'; id: string } | { type: 'city.change'; city: string } | { type: 'retry' };

export const DEFAULT_AGENT_CITY = 'baghdad';

export interface AgentSearch {
  city?: string;
  position?: Position;
}

export const agentLocatorMachine = setup({
  types: {
    context: {} as AgentLocatorContext,
    events: {} as AgentLocatorEvent,
    input: {} as AgentLocatorInput | undefined,
  },
  actors: {
    locateDevice: notProvided<Position>('locateDevice'),
    loadAgents: notProvided<readonly LocatedAgent[], AgentSearch>('loadAgents'),
  },
  actions: {
    assignPosition: assign((_, params: { position: Position }) => ({
      position: params.position,
      searchBy: 'position' as const,
    })),
    assignAgents: assign((_, params: { agents: readonly LocatedAgent[] }) => ({
      agents: [...params.agents],
      selectedId: null,
      failure: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error), agents: [] })),
    assignCity: assign((_, params: { city: string }) => ({ city: params.city, searchBy: 'city' as const })),
    assignSelected: assign((_, params: { id: string }) => ({ selectedId: params.id })),
  },
  guards: {
    hasAgents: (_, params: { agents: readonly LocatedAgent[] }) => params.agents.length > 0,
    isListed: ({ context }, params: { id: string }) => context.agents.some((a) => a.id === params.id),
  },
}).createMachine({
  id: 'agentLocator',
  context: ({ input }) => ({
    city: input?.city ?? DEFAULT_AGENT_CITY,
    position: null,
    searchBy: 'city',
    agents: [],
    selectedId: null,
    failure: null,
  }),
  initial: 'locating',
  on: {
    'city.change': {
      target: '.loading',
      actions: { type: 'assignCity', params: ({ event }) => ({ city: event.city }) },
    },
  },
  states: {
    /** asking the device's position: granted → by position; anything else → by city */
    locating: {
      invoke: {
        id: 'locateDevice',
        src: 'locateDevice',
        onDone: {
          target: 'loading',
          actions: { type: 'assignPosition', params: ({ event }) => ({ position: event.output }) },
        },
        onError: { target: 'loading' },
      },
    },
    loading: {
      invoke: {
        id: 'loadAgents',
        src: 'loadAgents',
        input: ({ context }): AgentSearch =>
          context.searchBy === 'position' && context.position !== null
            ? { position: context.position }
            : { city: context.city, ...(context.position === null ? {} : { position: context.position }) },
        onDone: [
          {
            guard: { type: 'hasAgents', params: ({ event }) => ({ agents: event.output }) },
            target: 'list',
            actions: { type: 'assignAgents', params: ({ event }) => ({ agents: event.output }) },
          },
          { target: 'empty', actions: { type: 'assignAgents', params: ({ event }) => ({ agents: event.output }) } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    list: {
      on: {
        'agent.select': {
          guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
          actions: { type: 'assignSelected', params: ({ event }) => ({ id: event.id }) },
        },
      },
    },
    /** none around the position or in the city: another city may be chosen */
    empty: {},
    failed: { on: { retry: 'loading' } },
  },
});
