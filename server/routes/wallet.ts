import type { Context, Hono } from 'hono';
import { paths } from '../../src/api/contract/paths';
import { walletRequestSchema, type BalanceData, type UserAccountData } from '../../src/api/contract/schemas';
import { requireAccessToken, requireUserSession, type UserPrincipal } from '../http/auth';
import { readJson } from '../http/body';
import { ok, validationError } from '../http/envelope';
import type { AppServices } from '../http/services';
import { balancesForUser } from '../ledger/ledger';
import { loadUserAccount } from '../users/profile';

/**
 * seed 000 §7: the balance payload is configuration-built and may carry the stored user's
 * userIdentifier; other fields are ignored. Naming another user is refused, never answered.
 */
async function readWalletRequest(c: Context, principal: UserPrincipal): Promise<void> {
  const body = await readJson(c, walletRequestSchema, { optional: true });
  if (body.userIdentifier !== undefined && body.userIdentifier !== principal.user.userIdentifier) {
    throw validationError([
      { field: 'userIdentifier', code: 'mismatch', message: 'userIdentifier is not the signed-in user.' },
    ]);
  }
}

export function walletRoutes(api: Hono, svc: AppServices): void {
  const auth = [requireAccessToken(svc), requireUserSession(svc)] as const;

  api.post(`/${paths.getBalance}`, ...auth, async (c) => {
    const principal = c.get('user');
    await readWalletRequest(c, principal);
    // Balances come from the ledger (sums of postings), never from a stored number.
    const data: BalanceData = {
      userIdentifier: principal.user.userIdentifier,
      balances: await balancesForUser(svc.db, principal.user.id),
      asOf: new Date(svc.now()).toISOString(),
    };
    return ok(c, data);
  });

  api.post(`/${paths.getUserAccount}`, ...auth, async (c) => {
    const principal = c.get('user');
    await readWalletRequest(c, principal);
    const data: UserAccountData = await loadUserAccount(svc.db, principal.user);
    return ok(c, data);
  });
}
