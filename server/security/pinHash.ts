import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from './password';

/**
 * Transaction PINs (issue 19, defect 1): HMAC-SHA256 under a server-held pepper key, not scrypt.
 * A 4-digit PIN has 10⁴ values: a slow hash cannot protect it against anyone holding the table
 * (10⁴ scrypt runs take an hour of one core), it only made every payment wait ~0.4 s and 128 MiB.
 * What protects a PIN is a key the database never holds (a stolen table is useless without it)
 * and the attempt lockout (payments/pinCheck.ts). Passwords stay on scrypt (security/password.ts).
 *
 * Stored: `pin-hmac$<keyId>$<salt>$<mac>` (base64), mac = HMAC-SHA256(key, salt ‖ NFC(pin)). The
 * key id travels with the hash so keys rotate: a hash under an older key still verifies and is
 * rewritten under the current key on the next right PIN; so is a legacy scrypt hash (seeded or
 * older databases, `scrypt$…`).
 */
export const PIN_HASH_PREFIX = 'pin-hmac';
const SALT_BYTES = 16;
const MAC_BYTES = 32;
export const PEPPER_KEY_ID = /^[a-z0-9]{1,16}$/;
/** The key derived from SERVER_SECRET (security/crypto.ts) goes by this id. */
export const DERIVED_PEPPER_ID = 'v1';

/** The pepper keys by id; `current` hashes new PINs, every key verifies. */
export interface PepperRing {
  current: string;
  keys: ReadonlyMap<string, Buffer>;
}

/**
 * PIN_PEPPER_KEYS (`id:secret,…`, the first is current) over the key derived from SERVER_SECRET,
 * which keeps verifying as `v1` unless the list names its own `v1`. Without the variable the
 * derived key is the only one: generated with DATA_DIR/secret.key and persisted with it.
 */
export function pepperRing(
  derived: Buffer,
  configured: ReadonlyArray<{ id: string; secret: string }> = [],
): PepperRing {
  const keys = new Map<string, Buffer>([[DERIVED_PEPPER_ID, derived]]);
  for (const { id, secret } of configured) keys.set(id, Buffer.from(secret, 'utf8'));
  return { current: configured[0]?.id ?? DERIVED_PEPPER_ID, keys };
}

/** The server's ring: PIN_PEPPER_KEYS when configured (server.ts), else the derived key alone. */
export function pinRingOf(deps: { keys: { pinPepper: Buffer }; pinPeppers?: PepperRing | undefined }): PepperRing {
  return deps.pinPeppers ?? pepperRing(deps.keys.pinPepper);
}

function mac(key: Buffer, salt: Buffer, pin: string): Buffer {
  return createHmac('sha256', key).update(salt).update(pin.normalize('NFC'), 'utf8').digest();
}

export function hashPin(ring: PepperRing, pin: string): string {
  const key = ring.keys.get(ring.current);
  if (key === undefined) throw new Error(`PIN pepper key ${ring.current} is missing`);
  const salt = randomBytes(SALT_BYTES);
  return [PIN_HASH_PREFIX, ring.current, salt.toString('base64'), mac(key, salt, pin).toString('base64')].join('$');
}

export interface PinVerdict {
  ok: boolean;
  /** Set on a right PIN whose hash is not under the current key (or is legacy scrypt): store it. */
  rehash?: string;
}

/**
 * Constant time for a given stored hash. A hash under a key this server does not hold (removed
 * from PIN_PEPPER_KEYS too early) matches nothing: the user resets the PIN with an SMS code.
 */
export async function verifyPin(ring: PepperRing, pin: string, stored: string): Promise<PinVerdict> {
  if (stored.startsWith('scrypt$')) {
    const ok = await verifyPassword(pin, stored);
    return ok ? { ok, rehash: hashPin(ring, pin) } : { ok };
  }
  const parts = stored.split('$');
  if (parts.length !== 4 || parts[0] !== PIN_HASH_PREFIX) return { ok: false };
  const key = ring.keys.get(parts[1] ?? '');
  const salt = Buffer.from(parts[2] ?? '', 'base64');
  const expected = Buffer.from(parts[3] ?? '', 'base64');
  if (key === undefined || salt.length !== SALT_BYTES || expected.length !== MAC_BYTES) return { ok: false };
  const ok = timingSafeEqual(mac(key, salt, pin), expected);
  return ok && parts[1] !== ring.current ? { ok, rehash: hashPin(ring, pin) } : { ok };
}

/** A well-formed hash no PIN matches (an all-zero MAC): a user without a PIN costs what a wrong PIN costs. */
export const DUMMY_PIN_HASH = [
  PIN_HASH_PREFIX,
  DERIVED_PEPPER_ID,
  Buffer.alloc(SALT_BYTES, 7).toString('base64'),
  Buffer.alloc(MAC_BYTES).toString('base64'),
].join('$');
