import type { WalletKind } from '../../src/api/contract/categories';
import type { Queryable } from '../db/types';
import { findActiveUserByPhone, findUserById, type UserRecord } from '../account/users';
import { selectUserIdByIdentifier } from '../account/users.repository';
import { walletOf } from './accounts';

/**
 * requirements#validation-mobile: a mobile number has 10 digits once the prefix is off: 964 or +964
 * (the form's mobile prefix), a national leading 0, or both (a prefix added to a number typed with
 * its 0).
 */
export const MOBILE_INPUT = /^(?:\+?964|00964)?0?(\d{10})$/;

export function normalizeMobile(value: string): string | undefined {
  return value.replace(/[\s-]/g, '').match(MOBILE_INPUT)?.[1];
}

/** A holder as others see them: a person's family name shortened (Layla H.); a business in full. */
export function displayNameOf(user: Pick<UserRecord, 'fullNameEn' | 'walletKind'>): string {
  if (user.walletKind !== 'CUSTOMER') return user.fullNameEn;
  const [first, ...rest] = user.fullNameEn.trim().split(/\s+/);
  const last = rest.at(-1);
  return last === undefined ? (first ?? '') : `${first} ${last.charAt(0)}.`;
}

export interface WalletHolder {
  user: UserRecord;
  walletId: string;
  name: string;
}

async function holderOf(q: Queryable, userId: string | undefined): Promise<WalletHolder | undefined> {
  if (userId === undefined) return undefined;
  return holderIf(q, await findUserById(q, userId));
}

async function holderIf(q: Queryable, user: UserRecord | undefined): Promise<WalletHolder | undefined> {
  if (user?.status !== 'active') return undefined;
  const walletId = await walletOf(q, user.id);
  return walletId === undefined ? undefined : { user, walletId, name: displayNameOf(user) };
}

/** The active wallet holder of a 10-digit mobile number. */
export async function holderByMobile(q: Queryable, mobile: string): Promise<WalletHolder | undefined> {
  return holderIf(q, await findActiveUserByPhone(q, mobile));
}

/** The active wallet holder of a wallet (user) identifier. */
export async function holderByIdentifier(q: Queryable, identifier: string): Promise<WalletHolder | undefined> {
  return holderOf(q, await selectUserIdByIdentifier(q, identifier));
}

export function isKindAllowed(holder: WalletHolder, kinds: readonly WalletKind[]): boolean {
  return kinds.length === 0 || kinds.includes(holder.user.walletKind);
}
