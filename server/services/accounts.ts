import type { Queryable } from '../db/types';
import { openAccount, parseMajor, postEntry } from '../ledger/ledger';
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

export async function accountIdByCode(q: Queryable, code: string): Promise<string> {
  const { rows } = await q.query<{ id: string }>('SELECT id::text AS id FROM ledger_accounts WHERE code = $1', [code]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`ledger account ${code} is missing`);
  return id;
}

/** A user's main wallet (EMONEY in IQD), or undefined for a user without one (customer service). */
export async function walletOf(q: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT a.id::text AS id FROM ledger_accounts a
      WHERE a.user_id = $1::bigint AND a.pouch_type = 'EMONEY' AND a.currency = $2 ORDER BY a.id LIMIT 1`,
    [userId, CURRENCY],
  );
  return rows[0]?.id;
}

export async function balanceOf(q: Queryable, accountId: string): Promise<bigint> {
  const { rows } = await q.query<{ minor: string }>(
    'SELECT COALESCE(SUM(amount_minor), 0)::text AS minor FROM postings WHERE account_id = $1::bigint',
    [accountId],
  );
  return BigInt(rows[0]?.minor ?? '0');
}

/**
 * Locks the paying accounts for the rest of the transaction, always in ascending id order, so two
 * transactions locking overlapping sets never wait on each other in a cycle. FOR NO KEY UPDATE,
 * not FOR UPDATE: a posting's foreign key takes FOR KEY SHARE on the account it credits, which
 * FOR UPDATE would block, so A paying B while B pays A would deadlock; NO KEY UPDATE still
 * excludes every other payer of the same account, which is all the balance check needs.
 */
export async function lockAccounts(tx: Queryable, accountIds: readonly string[]): Promise<void> {
  const ids = [...new Set(accountIds)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
  for (const id of ids) {
    await tx.query('SELECT id FROM ledger_accounts WHERE id = $1::bigint FOR NO KEY UPDATE', [id]);
  }
}
