import type { Hono } from 'hono';
import * as paths from '../../src/api/contract/paths';
import { walletRequestSchema } from '../../src/api/contract/schemas';
import type { Deps } from '../deps';
import { notTheSignedInUser, requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import { walletBalance } from './wallet';

export function walletRoutes(api: Hono, deps: Deps): void {
  // requirements#request-user-identifier: the balance payload is configuration-built and may carry
  // the stored user's userIdentifier; other fields are ignored. Naming another user is refused,
  // never answered.
  api.post(`/${paths.getBalance}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    const { user } = c.get('user');
    const body = await readJson(c, walletRequestSchema, { optional: true });
    if (body.userIdentifier !== undefined && body.userIdentifier !== user.userIdentifier) throw notTheSignedInUser();
    return ok(c, await walletBalance(deps, user));
  });
}
