import type { Hono } from 'hono';
import { paths } from '../../src/api/contract/paths';
import { logoutRequestSchema } from '../../src/api/contract/schemas';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok, validationError } from '../http/envelope';
import type { AppServices } from '../http/services';
import { revokeOtherSessions, revokeSession } from '../security/sessions';

/**
 * seed 001 §4, §7: logout sends userIdentifier and logoutFromAllDevice. The session is revoked
 * server-side (the token stops working at once); "all devices" also revokes the user's other
 * sessions, which then answer −5100012 so those devices can tell the user why.
 */
export function logoutRoutes(api: Hono, svc: AppServices): void {
  api.post(`/${paths.logout}`, requireAccessToken(svc), requireUserSession(svc), async (c) => {
    const body = await readJson(c, logoutRequestSchema);
    const { sessionId, user } = c.get('user');
    if (body.userIdentifier !== user.userIdentifier) {
      throw validationError([
        { field: 'userIdentifier', code: 'mismatch', message: 'userIdentifier is not the signed-in user.' },
      ]);
    }
    const now = svc.now();
    const others = await svc.db.transaction(async (tx) => {
      await revokeSession(tx, sessionId, 'logout', now);
      return body.logoutFromAllDevice === 1 ? revokeOtherSessions(tx, user.id, sessionId, now) : 0;
    });
    return ok(c, { endedSessions: 1 + others });
  });
}
