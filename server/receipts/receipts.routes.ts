import type { Hono } from 'hono';
import * as paths from '../../src/api/contract/paths';
import { receiptRequestSchema, statementRequestSchema } from '../../src/api/contract/receipts';
import type { Deps } from '../deps';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import { issueReceipt, monthlyStatement, verifyReceipt } from './receipts';

/** requirements#receipt-pdf, #receipt-verification: a receipt, a statement, and the public check. */
export function receiptRoutes(api: Hono, deps: Deps): void {
  api.post(`/${paths.receipt}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    const body = await readJson(c, receiptRequestSchema);
    return ok(c, await issueReceipt(deps.db, deps.keys.receipt, c.get('user').user, body));
  });
  api.post(`/${paths.statement}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    const body = await readJson(c, statementRequestSchema);
    return ok(c, await monthlyStatement(deps.db, c.get('user').user, body));
  });
  // public: whoever holds the address may read the receipt's status, and nothing more
  api.get(`/${paths.receiptVerification(':token')}`, async (c) =>
    ok(c, await verifyReceipt(deps.db, deps.keys.receipt, c.req.param('token') ?? '')),
  );
}
