import type { RateLimitConfig } from './config';
import type { Db } from './db/types';
import type { PortalOrigins } from './http/origins';
import type { Logger } from './log';
import type { DerivedKeys } from './security/crypto';
import type { PasswordHasher } from './security/password';
import type { SandboxFaults } from './sandbox/faults';
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
  /**
   * Where links in e-mails and SMS may point (PUBLIC_URL, PUBLIC_ORIGINS, else the server's own
   * address): filled in once the server listens. Absent: no link can be built (refused).
   */
  origins?: PortalOrigins | undefined;
  /** SESSION_IDLE_TIMEOUT_SECONDS in ms (requirements#inactivity-timeout); absent = 600 s */
  sessionIdleMs?: number | undefined;
  /** WIZARD_DRAFT_TTL_HOURS in ms (requirements#wizard-drafts); absent = 7 days */
  wizardDraftTtlMs?: number | undefined;
  /** MASK_KEY, imported: opens the maskRequestParam values (AES-256-GCM, requirements#request-masking). */
  maskKey: CryptoKey;
  /** PIN_PEPPER_KEYS over the key derived from SERVER_SECRET; absent = the derived key alone (security/pinHash.ts). */
  pinPeppers?: PepperRing | undefined;
  /** The sandbox's fault switch (issue 19), with the sandbox tools on; `db` then fails while it says so. */
  faults?: SandboxFaults | undefined;
}
