import type { Hono } from 'hono';
import * as v from 'valibot';
import * as paths from '../../src/api/contract/paths';
import { transactionDetailRequestSchema } from '../../src/api/contract/reports';
import type { Deps } from '../deps';
import { notTheSignedInUser, requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import { transactionDetail } from './transactionDetail';

const requestSchema = v.object({
  ...transactionDetailRequestSchema.entries,
  userIdentifier: v.optional(v.nullable(v.string())),
});

/** One transaction of the signed-in user's (customer service: of a customer's), for the view screens. */
export function transactionDetailRoutes(api: Hono, deps: Deps): void {
  api.post(`/${paths.transactionDetail}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    const body = await readJson(c, requestSchema);
    const { user } = c.get('user');
    if (body.userIdentifier != null && body.userIdentifier !== '' && body.userIdentifier !== user.userIdentifier) {
      throw notTheSignedInUser();
    }
    return ok(c, await transactionDetail(deps.db, user, body));
  });
}
