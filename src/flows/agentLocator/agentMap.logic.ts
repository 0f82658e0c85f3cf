import { fromPromise } from 'xstate';
import { agentMapMachine } from '../../../machines/agentMap.machine';

/**
 * The map's code is its own chunk with Leaflet and its CSS (about 45 KB gzip), fetched only when
 * the locator shows its map (requirements#agent-locator): no other page carries it.
 */
export const loadAgentMap = () => import('./AgentMap');

export function agentMapLogic(load: () => Promise<unknown> = loadAgentMap) {
  return agentMapMachine.provide({
    actors: {
      loadMapLibrary: fromPromise<void, void>(async () => {
        await load();
      }),
    },
  });
}
