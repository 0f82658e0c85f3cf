import type { Queryable } from '../../db/types';
import { ensureSystemAccounts } from '../../payments/accounts';
import type { BankCode } from '../../payments/partners';
import { grantPointsToLogin, hasMarker, linkBankOfLogin, saveFavouriteOfLogin, setMarker } from '../seed.repository';

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
  if (await hasMarker(tx, SERVICES_MARKER)) return false;
  await ensureSystemAccounts(tx);
  const now = new Date(nowMs).toISOString();
  for (const bank of seededLinkedBanks) await linkBankOfLogin(tx, bank, now);
  for (const favourite of seededFavourites) await saveFavouriteOfLogin(tx, favourite, now);
  for (const entry of seededLoyaltyPoints) await grantPointsToLogin(tx, entry);
  await setMarker(tx, SERVICES_MARKER, now);
  return true;
}
