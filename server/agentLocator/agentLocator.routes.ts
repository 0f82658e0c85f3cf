import type { Hono } from 'hono';
import { agentLocatorRequestSchema } from '../../src/api/contract/agentLocator';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import { locateAgents } from './agentLocator';

/** spec 000 §7 adapter/v1/agentlocator: signed-in; the agents near a position or in a city. */
export function agentLocatorRoutes(api: Hono, deps: Deps): void {
  const signedIn = [requireAccessToken(deps), requireUserSession(deps)] as const;

  api.post(`/${paths.agentLocator}`, ...signedIn, async (c) => {
    const request = await readJson(c, agentLocatorRequestSchema);
    return ok(c, await locateAgents(deps, request));
  });
}
