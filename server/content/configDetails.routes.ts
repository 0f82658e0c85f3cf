import type { Hono } from 'hono';
import * as v from 'valibot';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken } from '../http/auth';
import { readJson } from '../http/body';
import { clientIp } from '../http/clientIp';
import { ok } from '../http/envelope';
import { configDetails } from './configDetails';

/**
 * requirements#config-details: configuration/getConfigDetails takes an empty payload and is not a
 * signed-in call: the front access token (its category) is enough.
 */
export function configDetailsRoutes(api: Hono, deps: Deps): void {
  api.post(`/${paths.getConfigDetails}`, requireAccessToken(deps), async (c) => {
    await readJson(c, v.looseObject({}), { optional: true });
    return ok(c, await configDetails(deps, clientIp(c), c.get('access').category));
  });
}
