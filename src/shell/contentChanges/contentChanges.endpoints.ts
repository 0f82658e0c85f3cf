import { contentChangesSchema } from '../../api/contract/content';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

export function contentChangesEndpoints(gateway: Gateway) {
  return {
    /** the change-notification feed: what changed after `since` (server time) */
    contentChanges: (since: number | null, signal?: AbortSignal) =>
      gateway.call(paths.contentChanges, {
        ...(since === null ? {} : { query: { since } }),
        schema: contentChangesSchema,
        signal,
      }),
  };
}
