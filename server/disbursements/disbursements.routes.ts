import type { Hono } from 'hono';
import {
  checkDisbursementRequestSchema,
  disbursementBatchRequestSchema,
  submitDisbursementRequestSchema,
} from '../../src/api/contract/disbursement';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import { countSubmit } from '../payments/transactions';
import { checkBatch, getBatch, listBatches, submitBatch } from './disbursements';

/** requirements#bulk-disbursement: the batch screen's calls, each about the signed-in user's own batches. */
export function disbursementRoutes(api: Hono, deps: Deps): void {
  const signedIn = [requireAccessToken(deps), requireUserSession(deps)] as const;

  api.post(`/${paths.disbursementCheck}`, ...signedIn, async (c) => {
    const request = await readJson(c, checkDisbursementRequestSchema);
    return ok(c, await checkBatch(deps, c.get('user').user, request));
  });

  api.post(`/${paths.disbursementSubmit}`, ...signedIn, async (c) => {
    const { user } = c.get('user');
    await countSubmit(deps, user.id);
    const request = await readJson(c, submitDisbursementRequestSchema);
    return ok(c, await submitBatch(deps, user, request));
  });

  api.post(`/${paths.disbursementBatches}`, ...signedIn, async (c) =>
    ok(c, await listBatches(deps, c.get('user').user)),
  );

  api.post(`/${paths.disbursementBatch}`, ...signedIn, async (c) => {
    const request = await readJson(c, disbursementBatchRequestSchema);
    return ok(c, await getBatch(deps, c.get('user').user, request.batchId));
  });
}
