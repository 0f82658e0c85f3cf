import type { RateLimitConfig } from './config';
import type { Db } from './db/types';
import type { Logger } from './log';
import type { DerivedKeys } from './security/crypto';
import type { PasswordHasher } from './security/password';
import type { PepperRing } from './security/pinHash';

/** Everything a route needs, passed explicitly (no globals), so tests can run many servers at once. */
export interface Deps {
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
  /** MASK_KEY, imported: opens the maskRequestParam values (AES-256-GCM, requirements#request-masking). */
  maskKey: CryptoKey;
  /** PIN_PEPPER_KEYS over the key derived from SERVER_SECRET; absent = the derived key alone (security/pinHash.ts). */
  pinPeppers?: PepperRing | undefined;
}
