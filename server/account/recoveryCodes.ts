import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../src/api/contract/account';
import type { Queryable } from '../db/types';
import { hmacSha256 } from '../security/crypto';
import {
  countUnusedRecoveryCodes,
  deleteUserRecoveryCodes,
  insertRecoveryCode,
  useRecoveryCode,
} from './recoveryCodes.repository';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 10 characters from a CSPRNG (50 bits) shown as `xxxxx-xxxxx`; randomInt has no modulo bias. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => BASE32[randomInt(BASE32.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Stored as an HMAC under a server-derived key, bound to the user: without the key a copy of the
 * table cannot be tested offline against the 2^50 possible codes. The dash and case are
 * presentation only, so `ABCDE-FGHIJ`, `abcdefghij` and `abcde-fghij` are one code.
 */
export function recoveryCodeHash(key: Buffer, userId: string, code: string): string {
  const canonical = code.trim().toLowerCase().replace('-', '');
  return hmacSha256(key, `recovery:${userId}:${canonical}`).toString('hex');
}

/** Replaces the user's codes with a fresh set; the plain codes are returned once, never stored or logged. */
export async function replaceRecoveryCodes(q: Queryable, key: Buffer, userId: string): Promise<string[]> {
  await deleteRecoveryCodes(q, userId);
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  for (const code of codes) {
    await insertRecoveryCode(q, userId, recoveryCodeHash(key, userId, code));
  }
  return [...codes];
}

export async function deleteRecoveryCodes(q: Queryable, userId: string): Promise<void> {
  await deleteUserRecoveryCodes(q, userId);
}

/**
 * Uses the code if it is the user's and unused, in one conditional UPDATE: two concurrent
 * sign-ins with the same code cannot both succeed. Returns whether this call used it.
 */
export async function consumeRecoveryCode(
  q: Queryable,
  key: Buffer,
  userId: string,
  code: string,
  nowMs: number,
): Promise<boolean> {
  return useRecoveryCode(q, userId, recoveryCodeHash(key, userId, code), nowMs);
}

export async function countRecoveryCodesLeft(q: Queryable, userId: string): Promise<number> {
  return countUnusedRecoveryCodes(q, userId);
}
