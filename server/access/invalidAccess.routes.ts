import type { Hono } from 'hono';
import { invalidAccessRequestSchema } from '../../src/api/contract/invalidAccess';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import { recordInvalidAccess } from './invalidAccess';

/**
 * requirements#invalid-access: the portal reports a component the signed-in user's category may not
 * open; who and the category come from the session, when from the server's clock.
 */
export function invalidAccessRoutes(api: Hono, deps: Deps): void {
  api.post(`/${paths.invalidAccess}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    const access = await readJson(c, invalidAccessRequestSchema);
    return ok(c, { recorded: await recordInvalidAccess(deps, c.get('user').user, access) });
  });
}
