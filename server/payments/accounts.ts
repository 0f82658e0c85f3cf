import type { Queryable } from '../db/types';
import { emoneyAccountOf, openAccount, parseMajor, postEntry } from '../ledger/ledger';
import { DEMO_CURRENCY } from '../seed/demoUsers';
import { settlementPartners } from './partners';

/**
 * The ledger accounts the services post to besides users' wallets. System accounts may go below
 * zero (a settlement account owes or is owed by its partner); users' wallets and the loyalty
 * pool never do: their rows are locked and their balance checked inside the transaction.
 */
export const CURRENCY = DEMO_CURRENCY;
export const FEES_ACCOUNT = `SYSTEM:FEES:${CURRENCY}`;
export const SUSPENSE_ACCOUNT = `SYSTEM:SUSPENSE:${CURRENCY}`;
export const LOYALTY_POOL_ACCOUNT = `SYSTEM:LOYALTY:${CURRENCY}`;
export const ISSUANCE_ACCOUNT = `SYSTEM:ISSUANCE:${CURRENCY}`;
export const LOYALTY_POOL_FUNDING = parseMajor('50000000');

export function settlementAccount(partner: string): string {
  return `SYSTEM:SETTLEMENT:${partner}:${CURRENCY}`;
}

/** Opens every system account, and funds the loyalty pool once (idempotent: safe on each start). */
export async function ensureSystemAccounts(tx: Queryable): Promise<void> {
  const system = (code: string, pouchType: string) =>
    openAccount(tx, { userId: null, code, pouchType, currency: CURRENCY });
  const issuance = await system(ISSUANCE_ACCOUNT, 'ISSUANCE');
  await system(FEES_ACCOUNT, 'FEE_INCOME');
  await system(SUSPENSE_ACCOUNT, 'SUSPENSE');
  const pool = await system(LOYALTY_POOL_ACCOUNT, 'LOYALTY_POOL');
  for (const partner of settlementPartners) await system(settlementAccount(partner), 'SETTLEMENT');
  await postEntry(tx, {
    kind: 'loyalty_funding',
    description: 'Loyalty pool funding',
    idempotencyKey: 'loyalty-pool-funding',
    postings: [
      { accountId: issuance, amountMinor: -LOYALTY_POOL_FUNDING },
      { accountId: pool, amountMinor: LOYALTY_POOL_FUNDING },
    ],
  });
}

/** A user's main wallet (EMONEY in IQD), or undefined for a user without one (customer service). */
export async function walletOf(q: Queryable, userId: string): Promise<string | undefined> {
  return emoneyAccountOf(q, userId, CURRENCY);
}
