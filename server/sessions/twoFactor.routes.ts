import type { Hono } from 'hono';
import * as paths from '../../src/api/contract/paths';
import { verify2FARequestSchema } from '../../src/api/contract/schemas';
import type { Deps } from '../deps';
import { requireAccessToken, userToken } from '../http/auth';
import { readJson } from '../http/body';
import { clientIp } from '../http/clientIp';
import { reply } from '../http/envelope';
import { bindCsrfToSession, issuedSessionToken } from '../security/csrf';
import { verifySecondFactor } from './twoFactor';

/**
 * Second sign-in step: the authenticator code, or one of the recovery codes issued when
 * two-factor was enabled. The challenge token travels where a session token would.
 */
export function twoFactorRoutes(api: Hono, deps: Deps): void {
  api.post(`/${paths.verify2FAToken}`, requireAccessToken(deps), async (c) => {
    const body = await readJson(c, verify2FARequestSchema);
    const peer = { ip: clientIp(c), userAgent: c.req.header('User-Agent') };
    const outcome = await verifySecondFactor(deps, userToken(c), body, peer);
    bindCsrfToSession(c, deps.keys.csrf, issuedSessionToken(outcome));
    return reply(c, outcome);
  });
}
