import {
  categoryCodes,
  userCategories,
  walletKinds,
  type UserCategory,
  type WalletKind,
} from '../../src/api/contract/categories';
import type { UserSummary } from '../../src/api/contract/schemas';
import type { Queryable } from '../db/types';
import {
  selectActiveUserByPhone,
  selectUserById,
  selectUserByLogin,
  type AccountLevel,
  type UserRow,
  type UserStatus,
} from './users.repository';

export type { AccountLevel, UserStatus } from './users.repository';

export interface UserRecord {
  id: string;
  userIdentifier: string;
  login: string;
  category: UserCategory;
  walletKind: WalletKind;
  subType: string | null;
  fullNameEn: string;
  fullNameAr: string;
  phone: string | null;
  email: string | null;
  locale: string | null;
  status: UserStatus;
  passwordHash: string;
  totpSecretEnc: string | null;
  totpEnabled: boolean;
  accountLevel: AccountLevel;
}

export function isUserCategory(value: string): value is UserCategory {
  return (userCategories as readonly string[]).includes(value);
}
function isWalletKind(value: string): value is WalletKind {
  return (walletKinds as readonly string[]).includes(value);
}

export function toRecord(row: UserRow): UserRecord {
  // The table's CHECK constraints guarantee these; a failure here means the schema and the contract drifted.
  if (!isUserCategory(row.category) || !isWalletKind(row.wallet_kind))
    throw new Error(`user ${row.id} has an unknown category or wallet kind`);
  return {
    id: row.id,
    userIdentifier: row.user_identifier,
    login: row.login,
    category: row.category,
    walletKind: row.wallet_kind,
    subType: row.sub_type,
    fullNameEn: row.full_name_en,
    fullNameAr: row.full_name_ar,
    phone: row.phone,
    email: row.email,
    locale: row.locale,
    status: row.status,
    passwordHash: row.password_hash,
    totpSecretEnc: row.totp_secret_enc,
    totpEnabled: row.totp_enabled,
    accountLevel: row.account_level,
  };
}

/** Logins are stored lower-case; matching is case-insensitive and ignores Unicode compatibility forms. */
export function normalizeLogin(login: string): string {
  return login.normalize('NFKC').trim().toLowerCase();
}

export async function findUserByLogin(q: Queryable, login: string): Promise<UserRecord | undefined> {
  // PostgreSQL text cannot hold NUL; no stored login contains one, so there is nothing to look up.
  if (login.includes('\u0000')) return undefined;
  const row = await selectUserByLogin(q, normalizeLogin(login));
  return row === undefined ? undefined : toRecord(row);
}

/** The active user of a 10-digit phone number (the oldest account when several share it). */
export async function findActiveUserByPhone(q: Queryable, phone: string): Promise<UserRecord | undefined> {
  const row = await selectActiveUserByPhone(q, phone);
  return row === undefined ? undefined : toRecord(row);
}

export async function findUserById(q: Queryable, id: string): Promise<UserRecord | undefined> {
  const row = await selectUserById(q, id);
  return row === undefined ? undefined : toRecord(row);
}

/** The user as the portal sees it; userType is the category code (requirements#user-type). */
export function toUserSummary(user: UserRecord): UserSummary {
  return {
    userIdentifier: user.userIdentifier,
    userType: categoryCodes[user.category],
    category: user.category,
    walletKind: user.walletKind,
    subType: user.subType,
    displayName: user.fullNameEn,
    displayNameAr: user.fullNameAr || null,
    locale: user.locale,
    accountLevel: user.accountLevel,
  };
}
