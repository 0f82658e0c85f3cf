import type { Hono } from 'hono';
import * as v from 'valibot';
import * as paths from '../../src/api/contract/paths';
import { reportQuerySchema } from '../../src/api/contract/reports';
import type { Deps } from '../deps';
import { notTheSignedInUser, requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import { transactionReport } from './report';

/** requirements#request-user-identifier: the portal may add the user's own identifier; another one is refused. */
const requestSchema = v.object({
  ...reportQuerySchema.entries,
  userIdentifier: v.optional(v.nullable(v.string())),
});

/**
 * requirements#reports: the signed-in user's transactions (the transaction report, the passbook,
 * the recent transactions), or for customer service a customer's; newest first by default.
 */
export function transactionReportRoutes(api: Hono, deps: Deps): void {
  api.post(`/${paths.transactionReport}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    const body = await readJson(c, requestSchema, { optional: true });
    const { user } = c.get('user');
    if (body.userIdentifier != null && body.userIdentifier !== '' && body.userIdentifier !== user.userIdentifier) {
      throw notTheSignedInUser();
    }
    return ok(c, await transactionReport(deps.db, user, body));
  });
}
