import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as paths from '../../src/api/contract/paths';
import { appLoginRequestSchema } from '../../src/api/contract/schemas';
import type { Deps } from '../deps';
import { requireClient } from '../http/auth';
import { readJson } from '../http/body';
import { clientIp } from '../http/clientIp';
import { ok } from '../http/envelope';
import { countAppLogin, issueAccessToken } from './appLogin';

/**
 * requirements#access-token: grant type client_credentials, the portal trades its public login
 * credential for a front access token (a device token, not a user session). Counted per IP before
 * anything else, so guessing credentials or minting tokens in bulk is bounded.
 */
export function appLoginRoutes(api: Hono, deps: Deps): void {
  const perIpLimit = createMiddleware(async (c, next) => {
    await countAppLogin(deps, clientIp(c));
    await next();
  });

  api.post(`/${paths.appLogin}`, perIpLimit, requireClient(deps, 'login'), async (c) => {
    await readJson(c, appLoginRequestSchema);
    const peer = { ip: clientIp(c), userAgent: c.req.header('User-Agent') };
    return ok(c, await issueAccessToken(deps, c.get('client').category, peer));
  });
}
