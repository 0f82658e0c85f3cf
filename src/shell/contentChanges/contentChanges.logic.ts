import { fromPromise } from 'xstate';
import { contentChangesMachine } from '../../../machines/contentChanges.machine';
import { kindsOf, type ContentKind } from '../../config/contentCache';
import type { Platform } from '../../platform/platform';
import { contentChangesEndpoints } from './contentChanges.endpoints';

/**
 * requirements#change-notifications: the change feed, polled (slower after failures); what changed is
 * dropped from the cache, and `onChanged` hears the kinds so long-lived flows reload.
 */
export function contentChangesLogic(platform: Platform, onChanged: (kinds: ReadonlySet<ContentKind>) => void) {
  const api = contentChangesEndpoints(platform.gateway);
  return contentChangesMachine.provide({
    actors: { fetchChanges: fromPromise(({ input }) => api.contentChanges(input.since)) },
    actions: {
      announceChanges: (_, { identifiers }) => {
        const kinds = kindsOf(identifiers);
        platform.contentCache.invalidate(kinds);
        onChanged(kinds);
      },
    },
    delays: {
      pollInterval: ({ context }) => (platform.gateway.config?.contentChangesPollMs ?? 60_000) * 2 ** context.failures,
    },
  });
}
