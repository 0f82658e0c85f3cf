import type { Hono } from 'hono';
import * as paths from '../../src/api/contract/paths';
import { chartRequestSchema } from '../../src/api/contract/spendingChart';
import type { Deps } from '../deps';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import { spendingChart } from './chart';

/**
 * requirements#spending-chart: the GraphWidget's figures, always the session's own ledger (the
 * body names no user). A period other than 3, 6 or 12 is a 400 with a field error.
 */
export function chartRoutes(api: Hono, deps: Deps): void {
  api.post(`/${paths.getChart}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    const { period } = await readJson(c, chartRequestSchema);
    return ok(c, await spendingChart(deps, c.get('user').user.id, period));
  });
}
