import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters, 256 bits (tokens, CSRF nonces). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function hmacSha256(key: Buffer, text: string): Buffer {
  return createHmac('sha256', key).update(text, 'utf8').digest();
}

/**
 * Constant-time comparison of two strings. Hashing both sides first makes the lengths equal, so
 * not even the length of the expected value leaks.
 */
export function timingSafeEqualText(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

/** One key per purpose, derived from SERVER_SECRET with HKDF, so no two features share a key. */
export interface DerivedKeys {
  /** AES-256-GCM key for TOTP secrets at rest. */
  totpSecrets: Buffer;
  /** HMAC key signing the CSRF cookie. */
  csrf: Buffer;
  /** HMAC key of the site-settings checksum. */
  siteSettings: Buffer;
  /** HMAC key of stored two-factor recovery codes (a leaked table cannot be brute-forced offline). */
  recoveryCodes: Buffer;
  /** HMAC key of stored one-time SMS/e-mail codes (6 digits are brute-forced offline in a blink). */
  otp: Buffer;
  /** HMAC key signing the users' QR codes (requirements#qr-code), so a scanned one can be verified. */
  qrCode: Buffer;
  /** HMAC key of stored captcha answers (requirements#contact-us). */
  captcha: Buffer;
  /** HMAC key signing the payment gateway's callbacks (requirements#payment-results). */
  paymentCallback: Buffer;
  /** HMAC key of receipt verification tokens (requirements#receipt-verification). */
  receipt: Buffer;
  /** HMAC pepper of transaction PINs, key id v1 (security/pinHash.ts; PIN_PEPPER_KEYS adds and rotates keys). */
  pinPepper: Buffer;
}

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'wallet-portal-sandbox', purpose, 32));
}

export function deriveKeys(serverSecret: string): DerivedKeys {
  return {
    totpSecrets: derive(serverSecret, 'totp-secret-encryption/v1'),
    csrf: derive(serverSecret, 'csrf-cookie/v1'),
    siteSettings: derive(serverSecret, 'site-settings-checksum/v1'),
    recoveryCodes: derive(serverSecret, 'recovery-code-hmac/v1'),
    otp: derive(serverSecret, 'otp-code/v1'),
    qrCode: derive(serverSecret, 'qr-code-signature/v1'),
    captcha: derive(serverSecret, 'captcha-answer/v1'),
    paymentCallback: derive(serverSecret, 'payment-callback-signature/v1'),
    receipt: derive(serverSecret, 'receipt-verification/v1'),
    pinPepper: derive(serverSecret, 'transaction-pin-pepper/v1'),
  };
}
