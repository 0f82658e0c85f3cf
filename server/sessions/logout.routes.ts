import type { Hono } from 'hono';
import * as paths from '../../src/api/contract/paths';
import { logoutRequestSchema } from '../../src/api/contract/schemas';
import type { Deps } from '../deps';
import { notTheSignedInUser, requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import { logOut } from './logout';

/** requirements#logout: logout sends userIdentifier and logoutFromAllDevice. */
export function logoutRoutes(api: Hono, deps: Deps): void {
  api.post(`/${paths.logout}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    const body = await readJson(c, logoutRequestSchema);
    const { sessionId, user } = c.get('user');
    if (body.userIdentifier !== user.userIdentifier) throw notTheSignedInUser();
    const ended = await logOut(deps, sessionId, user.id, body.logoutFromAllDevice === 1);
    return ok(c, { endedSessions: ended });
  });
}
