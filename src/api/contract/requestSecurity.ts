/**
 * requirements#request-masking: fields named in maskRequestParam are AES-encrypted; adapter paths
 * may carry a timestamp nonce and a checksum (requirements#request-nonce). Shared by the portal and
 * the sandbox; Web Crypto only, so it runs unchanged in browsers and Node 20.
 *
 * A key shipped to the browser is obfuscation, not security: it keeps PINs out of proxy logs and
 * casual inspection, while TLS and the server's own checks are what protect them.
 */

const MASK_PREFIX = 'enc:v1:';
const IV_BYTES = 12;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The mask key: 32 bytes, base64 (runtime configuration maskKey / the sandbox's MASK_KEY). */
export async function importMaskKey(base64Key: string): Promise<CryptoKey> {
  const raw = fromBase64(base64Key);
  if (raw.length !== 32) throw new RangeError('the mask key must be 32 bytes (base64)');
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** AES-256-GCM with a fresh 96-bit IV: `enc:v1:` + base64(iv ‖ ciphertext ‖ tag). */
export async function maskValue(key: CryptoKey, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain)),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return MASK_PREFIX + toBase64(out);
}

export function isMasked(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(MASK_PREFIX);
}

/** Throws when the value was not masked with this key (tampered, wrong key, not masked). */
export async function unmaskValue(key: CryptoKey, masked: string): Promise<string> {
  if (!isMasked(masked)) throw new RangeError('not a masked value');
  const bytes = fromBase64(masked.slice(MASK_PREFIX.length));
  if (bytes.length < IV_BYTES + 16) throw new RangeError('masked value too short');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
    key,
    bytes.subarray(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}

/** JSON with object keys sorted at every level: the same body hashes the same on both sides. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, item]) => `${JSON.stringify(k)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const NONCE_KEY = 'ts';
export const CHECKSUM_KEY = 'checksum';

/** hex SHA-256 of `ts.canonicalJson(body without ts and checksum)` */
export async function requestChecksum(body: Record<string, unknown>, ts: string): Promise<string> {
  const rest = Object.fromEntries(Object.entries(body).filter(([k]) => k !== NONCE_KEY && k !== CHECKSUM_KEY));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${ts}.${canonicalJson(rest)}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A nonce older or newer than this is refused by the server (replayed or clock far off). */
export const NONCE_WINDOW_MS = 5 * 60 * 1000;
