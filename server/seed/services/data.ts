import type { Queryable } from '../../db/types';
import { ensureSystemAccounts } from '../../services/accounts';
import type { BankCode } from '../../services/partners';

/**
 * What the payment services need besides users and wallets: the system accounts (fees, suspense,
 * loyalty pool, partner settlement), linked bank accounts, favourites and loyalty points of the
 * demo users. `consumer2fa` and `minihouston` have no bank on purpose (noLinkedBank); the
 * consumer's Rasheed account ends in 9999, an account with no money at its bank (pulling fails).
 */
export const seededLinkedBanks: ReadonlyArray<{ login: string; bank: BankCode; account: string; name: string }> = [
  { login: 'consumer', bank: 'RAFB', account: '100200301234', name: 'Layla Hassan' },
  { login: 'consumer', bank: 'RSHB', account: '100200309999', name: 'Layla Hassan' },
  { login: 'agent', bank: 'TBIQ', account: '200300401111', name: 'Ahmed Kareem' },
  { login: 'chainstore', bank: 'RAFB', account: '200300402222', name: 'Noor Chain Stores' },
  { login: 'superagent', bank: 'TBIQ', account: '300400503333', name: 'Mustafa Jabbar' },
  { login: 'merchant', bank: 'KIBI', account: '400500604444', name: 'Basra Dates Co' },
  { login: 'enterprise', bank: 'RAFB', account: '500600705555', name: 'Rafidain Logistics' },
  { login: 'branch', bank: 'RAFB', account: '500600706666', name: 'Rafidain Logistics' },
  { login: 'teller', bank: 'RSHB', account: '500600707777', name: 'Yusuf Nadim' },
  { login: 'vendor', bank: 'RSHB', account: '600700808888', name: 'Tigris Supplies' },
];

export const seededFavourites: ReadonlyArray<{ login: string; mobile: string; nickname: string }> = [
  { login: 'consumer', mobile: '7701000002', nickname: 'Omar' },
  { login: 'consumer2fa', mobile: '7701000001', nickname: 'Layla' },
  { login: 'agent', mobile: '7701000001', nickname: 'Layla (regular)' },
];

export const seededLoyaltyPoints: ReadonlyArray<{ login: string; points: number }> = [
  { login: 'consumer', points: 12_500 },
  { login: 'consumer2fa', points: 3_000 },
];

const SERVICES_MARKER = 'services_seeded_at';

/** Once per database (a marker in sandbox_meta): later starts never re-add what a tester removed. */
export async function seedServiceData(tx: Queryable, nowMs: number): Promise<boolean> {
  const { rowCount } = await tx.query('SELECT 1 FROM sandbox_meta WHERE key = $1', [SERVICES_MARKER]);
  if (rowCount > 0) return false;
  await ensureSystemAccounts(tx);
  const now = new Date(nowMs).toISOString();
  for (const bank of seededLinkedBanks) {
    await tx.query(
      `INSERT INTO linked_bank_accounts (user_id, bank_code, account_number, account_name, created_at)
       SELECT id, $2, $3, $4, $5 FROM users WHERE login = $1 ON CONFLICT DO NOTHING`,
      [bank.login, bank.bank, bank.account, bank.name, now],
    );
  }
  for (const favourite of seededFavourites) {
    await tx.query(
      `INSERT INTO beneficiaries (user_id, kind, nickname, mobile, created_at)
       SELECT id, 'favourite', $2, $3, $4 FROM users WHERE login = $1 ON CONFLICT DO NOTHING`,
      [favourite.login, favourite.nickname, favourite.mobile, now],
    );
  }
  for (const entry of seededLoyaltyPoints) {
    await tx.query(
      `INSERT INTO loyalty_points (user_id, points) SELECT id, $2::bigint FROM users WHERE login = $1
       ON CONFLICT DO NOTHING`,
      [entry.login, entry.points],
    );
  }
  await tx.query('INSERT INTO sandbox_meta (key, value) VALUES ($1, $2)', [SERVICES_MARKER, now]);
  return true;
}
