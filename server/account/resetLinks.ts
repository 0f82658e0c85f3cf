import { toDate, type Queryable } from '../db/types';
import { randomToken, sha256Hex } from '../security/crypto';
import { expireUserLinks, insertResetLink, selectResetLink, useResetLink } from './resetLinks.repository';

/**
 * Password-reset links (requirements#security-policy: valid 60 minutes by default). The link data
 * goes out in the e-mail once; the database keeps only its SHA-256, like session tokens, so a copy
 * of the table resets nobody's password.
 */
export interface ResetLink {
  id: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export type LinkState = 'invalid' | 'expired' | 'used' | 'valid';

export async function createResetLink(
  q: Queryable,
  userId: string,
  validityMinutes: number,
  nowMs: number,
): Promise<{ linkData: string; expiresAt: Date }> {
  // A newer link supersedes the older ones: only the latest e-mail works.
  await expireOpenLinks(q, userId, nowMs);
  const linkData = randomToken();
  const expiresAt = new Date(nowMs + validityMinutes * 60_000);
  await insertResetLink(q, sha256Hex(linkData), userId, nowMs, expiresAt);
  return { linkData, expiresAt };
}

export async function findResetLink(q: Queryable, linkData: string): Promise<ResetLink | undefined> {
  const row = await selectResetLink(q, sha256Hex(linkData));
  if (row === undefined) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    expiresAt: toDate(row.expires_at),
    usedAt: row.used_at === null ? null : toDate(row.used_at),
  };
}

/** A used link says so even after it would have expired: "used" tells the user more. */
export function linkState(link: ResetLink | undefined, nowMs: number): LinkState {
  if (link === undefined) return 'invalid';
  if (link.usedAt !== null) return 'used';
  if (link.expiresAt.getTime() <= nowMs) return 'expired';
  return 'valid';
}

/**
 * Marks the link used if it still works, in one conditional statement: of two concurrent resets
 * with the same link exactly one gets the user id back.
 */
export async function consumeResetLink(q: Queryable, linkId: string, nowMs: number): Promise<string | undefined> {
  return useResetLink(q, linkId, nowMs);
}

/** Ends every still-working link of the user (a new link, a reset or a change made them stale). */
export async function expireOpenLinks(q: Queryable, userId: string, nowMs: number): Promise<void> {
  await expireUserLinks(q, userId, nowMs);
}

/** For the confirmation page: enough of the login to recognise it, too little to harvest it. */
export function maskLogin(login: string): string {
  const chars = [...login];
  if (chars.length <= 2) return `${chars[0] ?? ''}•••`;
  return `${chars[0]}${'•'.repeat(Math.max(3, chars.length - 2))}${chars[chars.length - 1]}`;
}
