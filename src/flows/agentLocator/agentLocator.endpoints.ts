import { agentLocatorAnswerSchema, type AgentLocatorRequest } from '../../api/contract/agentLocator';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

/** spec 000 §7 adapter/v1/agentlocator: the agents near a position or in a city. */
export function agentLocatorEndpoints(gateway: Gateway) {
  return {
    locate: (request: AgentLocatorRequest, signal?: AbortSignal) =>
      gateway.call(paths.agentLocator, { body: request, schema: agentLocatorAnswerSchema, signal }),
  };
}
