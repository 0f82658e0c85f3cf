import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { RateLimitConfig } from '../config';
import type { Db } from '../db/types';
import type { Logger } from '../log';
import type { DerivedKeys } from '../security/crypto';
import type { PasswordHasher } from '../security/password';

/** Everything a route needs, passed explicitly (no globals), so tests can run many servers at once. */
export interface AppServices {
  db: Db;
  keys: DerivedKeys;
  limits: RateLimitConfig;
  /** The clock, in ms: injectable so tests can step over expiries and TOTP windows. */
  now: () => number;
  log: Logger;
  /** New password hashes; absent = scrypt at the OWASP cost. Tests inject a cheaper one (same format). */
  hashPassword?: PasswordHasher | undefined;
  /** PUBLIC_URL: the portal's origin for links in e-mails; unset = the request's own origin. */
  publicUrl?: string | undefined;
  /** MASK_KEY, imported: opens seed 001 §7.1 maskRequestParam values (AES-256-GCM). */
  maskKey: CryptoKey;
}

/**
 * The peer address of the TCP connection. Forwarding headers are deliberately ignored: the
 * sandbox is reached directly, and trusting X-Forwarded-For would let anyone pick their own
 * rate-limit bucket. A deployment behind a proxy would need an explicit trusted-proxy setting.
 */
export function clientIp(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address ?? 'unknown';
    return address.startsWith('::ffff:') ? address.slice(7) : address;
  } catch {
    return 'unknown'; // app.request() in-process: no socket
  }
}
