import { hmacSha256, timingSafeEqualText } from '../security/crypto';

/**
 * requirements#receipt-verification: a receipt's token is its reference (base64url, 27
 * characters) and the HMAC of it under the receipt key (43 characters). It cannot be guessed
 * from a reference, and changing any character makes it another token that verifies nothing.
 */
const REFERENCE = /^TX[0-9]{18}$/;
const REFERENCE_CHARS = 27;

const macOf = (key: Buffer, reference: string) => hmacSha256(key, `receipt:${reference}`).toString('base64url');

export function receiptToken(key: Buffer, reference: string): string {
  return Buffer.from(reference, 'utf8').toString('base64url') + macOf(key, reference);
}

/** The reference a token vouches for; undefined for anything else (tampered, truncated, foreign). */
export function referenceOfToken(key: Buffer, token: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{70}$/.test(token)) return undefined;
  const reference = Buffer.from(token.slice(0, REFERENCE_CHARS), 'base64url').toString('utf8');
  if (!REFERENCE.test(reference)) return undefined;
  // the canonical encoding only: another spelling of the same bytes is not this token
  if (!timingSafeEqualText(token, receiptToken(key, reference))) return undefined;
  return reference;
}
