import type { Hono } from 'hono';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireClient } from '../http/auth';
import { ok } from '../http/envelope';
import { loadLandingBlocks } from './landing';

/**
 * requirements#landing: the landing page's blocks. A public content-service call with an empty
 * payload: it carries the content-service credential and no access token; a body is ignored.
 */
export function landingRoutes(api: Hono, deps: Deps): void {
  const contentClient = requireClient(deps, 'cms');
  api.get(`/${paths.landingBlocks}`, contentClient, async (c) => ok(c, await loadLandingBlocks(deps.db)));
}
