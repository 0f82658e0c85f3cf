import { landingBlocksSchema } from '../../api/contract/landing';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

export function landingEndpoints(gateway: Gateway) {
  return {
    /** requirements#landing: the active blocks in their configured order (public, empty payload) */
    getBlocks: (signal?: AbortSignal) => gateway.call(paths.landingBlocks, { schema: landingBlocksSchema, signal }),
  };
}
