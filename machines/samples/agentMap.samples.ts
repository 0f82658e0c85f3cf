import type { EventObject } from 'xstate';

/** the map library's chunk could not be fetched (offline, a failed deploy) */
export const mapLibraryFailure = new Error('Failed to fetch dynamically imported module');

export const agentMapInputs: readonly unknown[] = [undefined];

export const agentMapEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadMapLibrary', output: undefined } as EventObject,
  { type: 'xstate.error.actor.loadMapLibrary', error: mapLibraryFailure } as EventObject,
  { type: 'tiles.loaded' },
  { type: 'tiles.failed' },
];
