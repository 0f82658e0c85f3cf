import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * OWASP password storage cheat sheet: scrypt with N=2^17, r=8, p=1. The parameters travel in
 * the stored string (`scrypt$N$r$p$salt$hash`, base64 parts) so they can be raised later while
 * old hashes keep verifying.
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Upper bounds for parameters read back from storage, so a corrupt row cannot pin the CPU. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; leave headroom over Node's 32 MB default.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * A hasher at another cost (PASSWORD_SCRYPT_LOG2N): a throw-away sandbox such as the browser
 * tests' may hash with a cheaper N; the parameters travel in the stored string, so each hash is
 * verified at the cost it was made with. MODE=production never goes below the OWASP figure.
 */
export function scryptHasher(N: number): (password: string) => Promise<string> {
  const params = { ...SCRYPT_PARAMS, N };
  return async (password) => {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, params);
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
  };
}

export const hashPassword = scryptHasher(SCRYPT_PARAMS.N);

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const valid =
    Number.isInteger(N) &&
    N > 1 &&
    N <= MAX_N &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= MAX_R &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= MAX_P;
  if (!valid) return undefined;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < 16 || key.length !== KEY_BYTES) return undefined;
  return { N, r, p, salt, key };
}

/**
 * Verifies in constant time. An unknown login is verified against DUMMY_HASH (same cost) so the
 * response time does not reveal whether the account exists.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (parsed === undefined) return false; // not one of ours: nothing can match it
  const key = await derive(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.key) && stored !== DUMMY_HASH;
}

/**
 * A well-formed hash at the production cost that no password matches (its key is all zeros,
 * which scrypt never outputs in practice). Verifying against it costs exactly a real check.
 */
export const DUMMY_HASH = [
  'scrypt',
  SCRYPT_PARAMS.N,
  SCRYPT_PARAMS.r,
  SCRYPT_PARAMS.p,
  Buffer.alloc(SALT_BYTES, 7).toString('base64'),
  Buffer.alloc(KEY_BYTES).toString('base64'),
].join('$');

export type PasswordHasher = (password: string) => Promise<string>;
