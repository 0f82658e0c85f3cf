import type { Hono } from 'hono';
import * as v from 'valibot';
import {
  changePinRequestSchema,
  confirmPinResetRequestSchema,
  forgotPinRequestSchema,
} from '../../src/api/contract/account';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { clientIp } from '../http/clientIp';
import { ok, reply } from '../http/envelope';
import { changePin, confirmPinReset, forgotPin, requestPinReset } from './pin';

/** Transaction PIN: recovery by SMS code (signed out or in) and change with the current PIN. */
export function pinRoutes(api: Hono, deps: Deps): void {
  const signedIn = [requireAccessToken(deps), requireUserSession(deps)] as const;

  api.post(`/${paths.forgotPin}`, requireAccessToken(deps), async (c) => {
    const body = await readJson(c, forgotPinRequestSchema);
    const claim = { ...body, ip: clientIp(c) };
    return ok(c, await forgotPin(deps, claim));
  });

  api.post(`/${paths.requestPinReset}`, ...signedIn, async (c) => {
    await readJson(c, v.object({}), { optional: true });
    return ok(c, await requestPinReset(deps, c.get('user').user));
  });

  api.post(`/${paths.confirmPinReset}`, requireAccessToken(deps), async (c) => {
    const body = await readJson(c, confirmPinResetRequestSchema);
    return reply(c, await confirmPinReset(deps, c.get('access').category, body));
  });

  api.post(`/${paths.changePin}`, ...signedIn, async (c) => {
    const body = await readJson(c, changePinRequestSchema);
    return reply(c, await changePin(deps, c.get('user').user, body));
  });
}
