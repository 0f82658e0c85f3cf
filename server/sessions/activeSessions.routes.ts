import type { Hono } from 'hono';
import { activeSessionsRequestSchema, endSessionRequestSchema } from '../../src/api/contract/activeSessions';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok, reply } from '../http/envelope';
import { endSession, listActiveSessions } from './activeSessions';

/**
 * requirements#active-sessions: the list of the signed-in user's sessions and the end of one of
 * them; every other session ends through endOtherSessions (account/password.routes.ts).
 */
export function activeSessionsRoutes(api: Hono, deps: Deps): void {
  const signedIn = [requireAccessToken(deps), requireUserSession(deps)] as const;

  api.post(`/${paths.activeSessions}`, ...signedIn, async (c) => {
    await readJson(c, activeSessionsRequestSchema, { optional: true });
    const { sessionId, user } = c.get('user');
    return ok(c, await listActiveSessions(deps, user.id, sessionId));
  });

  api.post(`/${paths.endSession}`, ...signedIn, async (c) => {
    const request = await readJson(c, endSessionRequestSchema);
    const { sessionId, user } = c.get('user');
    return reply(c, await endSession(deps, user.id, sessionId, request.id));
  });
}
