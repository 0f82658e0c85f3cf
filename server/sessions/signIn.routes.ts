import type { Hono } from 'hono';
import { paths } from '../../src/api/contract/paths';
import { validateLoginRequestSchema } from '../../src/api/contract/schemas';
import type { Deps } from '../deps';
import { requireAccessToken, requireClient } from '../http/auth';
import { readJson } from '../http/body';
import { clientIp } from '../http/clientIp';
import { reply } from '../http/envelope';
import { bindCsrfToSession, issuedSessionToken } from '../security/csrf';
import { signIn } from './signIn';

export function signInRoutes(api: Hono, deps: Deps): void {
  api.post(`/${paths.validateLogin}`, requireClient(deps, 'login'), requireAccessToken(deps), async (c) => {
    const body = await readJson(c, validateLoginRequestSchema);
    const request = { userName: body.userName, password: body.password, category: c.get('client').category };
    const outcome = await signIn(deps, request, { ip: clientIp(c), userAgent: c.req.header('User-Agent') });
    bindCsrfToSession(c, deps.keys.csrf, issuedSessionToken(outcome));
    return reply(c, outcome);
  });
}
