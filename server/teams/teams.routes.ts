import type { Hono } from 'hono';
import * as paths from '../../src/api/contract/paths';
import {
  createTellerRequestSchema,
  onboardingListRequestSchema,
  teamListRequestSchema,
  tellerIdRequestSchema,
  tellerLimitRequestSchema,
  tellerStatusRequestSchema,
} from '../../src/api/contract/teams';
import type { Deps } from '../deps';
import { linkOrigin } from '../http/origins';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok, reply } from '../http/envelope';
import { createTeller, listOnboarded, listTeam, resetTellerPassword, setTellerEnabled, setTellerLimit } from './teams';

/** Issue 16 part 9: the team tables' calls, each about the signed-in user's own children. */
export function teamRoutes(api: Hono, deps: Deps): void {
  const signedIn = [requireAccessToken(deps), requireUserSession(deps)] as const;

  api.post(`/${paths.teamList}`, ...signedIn, async (c) => {
    const request = await readJson(c, teamListRequestSchema, { optional: true });
    return ok(c, await listTeam(deps, c.get('user').user, request.search));
  });
  api.post(`/${paths.teamCreateTeller}`, ...signedIn, async (c) => {
    const request = await readJson(c, createTellerRequestSchema);
    return reply(c, await createTeller(deps, c.get('user').user, request));
  });
  api.post(`/${paths.teamSetStatus}`, ...signedIn, async (c) => {
    const request = await readJson(c, tellerStatusRequestSchema);
    return ok(c, await setTellerEnabled(deps, c.get('user').user, request.id, request.enabled));
  });
  api.post(`/${paths.teamSetLimit}`, ...signedIn, async (c) => {
    const request = await readJson(c, tellerLimitRequestSchema);
    return ok(c, await setTellerLimit(deps, c.get('user').user, request.id, request.dailyLimit));
  });
  api.post(`/${paths.teamResetPassword}`, ...signedIn, async (c) => {
    const request = await readJson(c, tellerIdRequestSchema);
    return ok(c, await resetTellerPassword(deps, c.get('user').user, request.id, linkOrigin(c, deps.origins)));
  });
  api.post(`/${paths.onboardingList}`, ...signedIn, async (c) => {
    const request = await readJson(c, onboardingListRequestSchema, { optional: true });
    return ok(c, await listOnboarded(deps, c.get('user').user, request.search, request.kycState));
  });
}
