import type { Hono } from 'hono';
import * as v from 'valibot';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  LINK_DATA_PATTERN,
  resetPasswordRequestSchema,
  type endOtherSessionsDataSchema,
} from '../../src/api/contract/account';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { linkOrigin } from '../http/origins';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { clientIp } from '../http/clientIp';
import { ok, reply } from '../http/envelope';
import { assertNewPassword } from './credentials';
import { changePassword, confirmResetLink, endOtherSessions, requestResetLink, resetPassword } from './password';

/** Calls whose payload the contract leaves empty: an absent body or `{}`. */
const emptyBody = v.object({});

/** Password recovery (forgot → e-mailed link → confirmation → reset) and change. */
export function passwordRoutes(api: Hono, deps: Deps): void {
  const auth = [requireAccessToken(deps), requireUserSession(deps)] as const;

  api.post(`/${paths.forgotPassword}`, requireAccessToken(deps), async (c) => {
    const body = await readJson(c, forgotPasswordRequestSchema);
    const request = { ...body, ip: clientIp(c), origin: linkOrigin(c, deps.origins) };
    return ok(c, await requestResetLink(deps, request));
  });

  // The link data is the path's last segment; 256 random bits need no guessing limit.
  api.post(`/${paths.forgotPasswordConfirmation('')}:linkData`, requireAccessToken(deps), async (c) => {
    await readJson(c, emptyBody, { optional: true });
    const linkData = c.req.param('linkData') ?? '';
    return reply(c, await confirmResetLink(deps, LINK_DATA_PATTERN.test(linkData) ? linkData : undefined));
  });

  api.post(`/${paths.resetPassword}`, requireAccessToken(deps), async (c) => {
    const body = await readJson(c, resetPasswordRequestSchema);
    await assertNewPassword(deps.db, c.get('access').category, body.newPassword, body.confirmPassword);
    return reply(c, await resetPassword(deps, body.linkData, body.newPassword));
  });

  api.post(`/${paths.changePassword}`, ...auth, async (c) => {
    const body = await readJson(c, changePasswordRequestSchema);
    const { user } = c.get('user');
    await assertNewPassword(deps.db, user.category, body.newPassword, body.confirmPassword, [user.login]);
    return reply(c, await changePassword(deps, c.get('user'), body));
  });

  api.post(`/${paths.endOtherSessions}`, ...auth, async (c) => {
    await readJson(c, emptyBody, { optional: true });
    const { sessionId, user } = c.get('user');
    const ended = await endOtherSessions(deps, sessionId, user.id);
    return ok(c, { ended } satisfies v.InferOutput<typeof endOtherSessionsDataSchema>);
  });
}
