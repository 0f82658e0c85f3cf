import { assign, setup } from 'xstate';
import { notProvided } from './shared';

/**
 * The agent locator's map (requirements#agent-locator), beside the list and never in its way: its
 * library is loaded only when the map is shown (loading); loaded, it draws the agents (ready)
 * while the first tiles arrive (tilesPending → tilesShown). The library failing to load, or the
 * tiles failing before any arrived (the tile server unreachable), make it unavailable — said
 * where the map would be, while the list (another actor) works on. Tiles failing once some have
 * arrived leave the map as it is: a patch of missing tiles is not an unusable map.
 * Loading the library is an actor the flow folder provides (a dynamic import), never here.
 */
export type MapUnavailableReason = 'library' | 'tiles';

export interface AgentMapContext {
  /** why the map is unavailable; null while it loads or is shown */
  unavailableBecause: MapUnavailableReason | null;
}

export type AgentMapEvent = { type: 'tiles.loaded' } | { type: 'tiles.failed' };

export const agentMapMachine = setup({
  types: {
    context: {} as AgentMapContext,
    events: {} as AgentMapEvent,
  },
  actors: {
    loadMapLibrary: notProvided<void>('loadMapLibrary'),
  },
  actions: {
    assignUnavailable: assign((_, params: { reason: MapUnavailableReason }) => ({
      unavailableBecause: params.reason,
    })),
  },
}).createMachine({
  id: 'agentMap',
  context: { unavailableBecause: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMapLibrary',
        src: 'loadMapLibrary',
        onDone: { target: 'ready' },
        onError: {
          target: 'unavailable',
          actions: { type: 'assignUnavailable', params: { reason: 'library' } },
        },
      },
    },
    ready: {
      initial: 'tilesPending',
      states: {
        /** the map and its markers drawn, no tile arrived yet */
        tilesPending: {
          on: {
            'tiles.loaded': { target: 'tilesShown' },
            'tiles.failed': {
              target: '#agentMap.unavailable',
              actions: { type: 'assignUnavailable', params: { reason: 'tiles' } },
            },
          },
        },
        tilesShown: {},
      },
    },
    /** said in the map's place; the list is unaffected */
    unavailable: {},
  },
});
