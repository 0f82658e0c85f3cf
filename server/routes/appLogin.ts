import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { paths } from '../../src/api/contract/paths';
import { appLoginRequestSchema, type AppLoginData } from '../../src/api/contract/schemas';
import { requireClient } from '../http/auth';
import { readJson } from '../http/body';
import { ok, tooManyAttempts } from '../http/envelope';
import { clientIp, type AppServices } from '../http/services';
import { hit } from '../security/rateLimit';
import { createSession } from '../security/sessions';

/**
 * seed 000 §9 grant type client_credentials: the portal trades its public login credential for a
 * front access token (a device token, not a user session). Counted per IP before anything else,
 * so guessing credentials or minting tokens in bulk is bounded.
 */
export function appLoginRoutes(api: Hono, svc: AppServices): void {
  const perIpLimit = createMiddleware(async (c, next) => {
    const h = await hit(
      svc.db,
      {
        key: `applogin:ip:${clientIp(c)}`,
        max: svc.limits.appLoginsPerIp,
        windowSeconds: svc.limits.appLoginWindowSeconds,
      },
      svc.now(),
    );
    if (h.limited) throw tooManyAttempts(h.retryAfterSeconds);
    await next();
  });

  api.post(`/${paths.appLogin}`, perIpLimit, requireClient(svc, 'login'), async (c) => {
    await readJson(c, appLoginRequestSchema);
    const client = c.get('client');
    const { token, ttlSeconds } = await createSession(
      svc.db,
      {
        kind: 'access',
        userId: null,
        category: client.category,
        ip: clientIp(c),
        userAgent: c.req.header('User-Agent'),
      },
      svc.now(),
    );
    const data: AppLoginData = { access_token: token, token_type: 'Bearer', expires_in: ttlSeconds };
    return ok(c, data);
  });
}
