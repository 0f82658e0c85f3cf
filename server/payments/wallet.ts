import type { BalanceData } from '../../src/api/contract/schemas';
import type { UserRecord } from '../account/users';
import type { Deps } from '../deps';
import { balancesForUser } from '../ledger/ledger';

/** The wallet balance: from the ledger (sums of postings), never from a stored number. */
export async function walletBalance(deps: Deps, user: UserRecord): Promise<BalanceData> {
  return {
    userIdentifier: user.userIdentifier,
    balances: await balancesForUser(deps.db, user.id),
    asOf: new Date(deps.now()).toISOString(),
  };
}
