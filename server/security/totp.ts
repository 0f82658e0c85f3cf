import { Secret, TOTP } from 'otpauth';

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
 * claim the step with `claimTotpStep` (account/twoFactor.repository.ts): a valid code is
 * accepted only once.
 */
export function matchTotpStep(secretBase32: string, code: string, nowMs: number, digits = TOTP_DIGITS): number | null {
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return null;
  const delta = totp(secretBase32, digits).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  return delta === null ? null : totpStep(nowMs) + delta;
}
