import type { Hono } from 'hono';
import {
  bankAccountDetailsRequestSchema,
  bankAccountListRequestSchema,
  unlinkBankAccountRequestSchema,
} from '../../src/api/contract/bankAccounts';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import { bankAccountDetails, listBankAccounts, unlinkWithPin } from './bankAccounts';

/** requirements#bank-linking: the linked bank accounts screens' calls, each about the signed-in user's own. */
export function bankAccountRoutes(api: Hono, deps: Deps): void {
  const signedIn = [requireAccessToken(deps), requireUserSession(deps)] as const;

  api.post(`/${paths.bankAccountList}`, ...signedIn, async (c) => {
    await readJson(c, bankAccountListRequestSchema, { optional: true });
    return ok(c, await listBankAccounts(deps, c.get('user').user.id));
  });

  api.post(`/${paths.bankAccountDetails}`, ...signedIn, async (c) => {
    const request = await readJson(c, bankAccountDetailsRequestSchema);
    return ok(c, await bankAccountDetails(deps, c.get('user').user.id, request.id));
  });

  api.post(`/${paths.bankAccountUnlink}`, ...signedIn, async (c) => {
    const request = await readJson(c, unlinkBankAccountRequestSchema);
    return ok(c, await unlinkWithPin(deps, c.get('user').user, request));
  });
}
