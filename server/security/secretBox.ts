import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for small secrets at rest (TOTP seeds). `context` is authenticated but not stored
 * (the user's identifier): a ciphertext copied onto another user's row fails to open.
 * Format: `v1.<iv>.<ciphertext>.<tag>`, base64url parts.
 */
export function seal(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws when the box was tampered with, sealed under another key, or for another context. */
export function open(key: Buffer, sealed: string, context: string): string {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || iv === undefined || body === undefined || tag === undefined) {
    throw new Error('unsupported sealed secret format');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
