import { Secret, TOTP } from 'otpauth';
import type { Queryable } from '../db/types';

/** RFC 6238 as authenticator apps implement it: HMAC-SHA1, 6 digits, 30 s steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** One step either side absorbs clock drift and the time the user takes to type. */
export const TOTP_WINDOW = 1;

function totp(secretBase32: string, digits: number): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits, period: TOTP_PERIOD_SECONDS });
}

/** The AES-GCM context binding a sealed TOTP secret to its user's row. */
export function totpContext(userIdentifier: string): string {
  return `totp:${userIdentifier}`;
}

export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code for the step containing `nowMs` (tests and the sandbox's own tooling). */
export function totpCode(secretBase32: string, nowMs: number, digits = TOTP_DIGITS): string {
  return totp(secretBase32, digits).generate({ timestamp: nowMs });
}

/**
 * The time step a code belongs to (within ±TOTP_WINDOW of now), or null. Callers must still
 * claim the step with `claimTotpStep`: a valid code is accepted only once.
 */
export function matchTotpStep(secretBase32: string, code: string, nowMs: number, digits = TOTP_DIGITS): number | null {
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return null;
  const delta = totp(secretBase32, digits).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  return delta === null ? null : totpStep(nowMs) + delta;
}

/**
 * Replay protection: records `step` as the user's last accepted step only if it is newer than the
 * last one. A single conditional UPDATE, so two concurrent requests with the same code cannot
 * both win, even on PostgreSQL with many connections. Returns whether this call won.
 */
export async function claimTotpStep(q: Queryable, userId: string, step: number): Promise<boolean> {
  const result = await q.query(
    `UPDATE users SET totp_last_step = $2::bigint
      WHERE id = $1::bigint AND (totp_last_step IS NULL OR totp_last_step < $2::bigint)`,
    [userId, String(step)],
  );
  return result.rowCount === 1;
}
