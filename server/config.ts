import * as v from 'valibot';
import { DEFAULT_DRAFT_TTL_HOURS } from '../src/api/contract/wizardDrafts';

/** Limits of the abuse controls; every knob is a number so tests can shrink them. */
export interface RateLimitConfig {
  loginFailuresPerAccount: number;
  loginFailuresPerIp: number;
  loginWindowSeconds: number;
  twoFactorFailuresPerUser: number;
  twoFactorWindowSeconds: number;
  appLoginsPerIp: number;
  appLoginWindowSeconds: number;
  /** OTP messages (activation, PIN reset) sent per account per hour, resends included */
  otpSendsPerAccountPerHour: number;
  /** OTP and reset-link requests per IP per hour (sign-up, forgot password, forgot PIN) */
  recoveryRequestsPerIpPerHour: number;
  /** password-reset e-mails per account per hour */
  resetLinksPerAccountPerHour: number;
  /** isUserExist checks per IP per minute: the check says whether a login is taken */
  userExistChecksPerIpPerMinute: number;
  /** wrong current passwords or PINs per user before the change calls are refused for the window */
  credentialChangeFailuresPerUser: number;
  /** transaction submits per user per minute (payment services) */
  transactionSubmitsPerUserPerMinute: number;
  /** transaction codes a user may have sent (to their customers) per hour */
  transactionOtpsPerUserPerHour: number;
  /** recipient look-ups (getchilduserinfo) per user per hour: names behind numbers are personal data */
  recipientLookupsPerUserPerHour: number;
  /** file uploads per user per hour */
  fileUploadsPerUserPerHour: number;
  /** configuration/getConfigDetails per IP per minute: public, read on the account-help screens */
  configDetailsPerIpPerMinute: number;
  /** requirements#contact-us: contact messages sent (right or wrong captcha) per IP per hour */
  contactMessagesPerIpPerHour: number;
  /** requirements#contact-us: captchas made per IP per hour */
  captchasPerIpPerHour: number;
  /** self-onboarding applications and KYC documents per IP per hour (public calls, requirements#onboarding) */
  selfOnboardingsPerIpPerHour: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** A directory, or `memory://` for a throw-away in-memory database. */
  dataDir: string;
  /** When set, a real PostgreSQL replaces the embedded PGlite. */
  databaseUrl: string | undefined;
  staticDir: string;
  /**
   * TLS_CERT_FILE and TLS_KEY_FILE (PEM files, both or neither): the server speaks HTTPS with
   * HTTP/2 (HTTP/1.1 still answered, for old clients and the error log's WebSocket upgrade). A
   * cold visit loads a page's code in ~30 files; over HTTP/1.1 a browser fetches six at a time
   * (issue 20), over HTTP/2 all at once on one connection.
   */
  tls?: { certFile: string; keyFile: string } | undefined;
  /** where the machines' path tests write their coverage (read by the flow atlas, sandbox only) */
  coverageDir: string;
  /** issue 22: where the model paths write the storyboard (screens and manifest) and their browser coverage */
  storyboardDir: string;
  browserCoverageDir: string;
  /** Root secret for every derived key; resolved from DATA_DIR/secret.key when absent. */
  serverSecret: string | undefined;
  sandboxTools: boolean;
  /**
   * MODE: `sandbox` (default) or `production`. Production turns the sandbox tools off for good
   * and requires PUBLIC_URL (issue 19: a deployment must not depend on sandbox defaults).
   */
  mode: 'sandbox' | 'production';
  /**
   * SANDBOX_KEY: with it, the sandbox tools also answer requests from other machines that send it
   * (`X-Sandbox-Key`); without it they answer loopback clients only.
   */
  sandboxKey?: string | undefined;
  /** SESSION_IDLE_TIMEOUT_SECONDS: the one idle timeout, enforced by the server and read by the portal */
  sessionIdleTimeoutSeconds: number;
  logLevel: 'info' | 'silent';
  /** requirements#reports: seed the demo accounts' 18 months of history on a fresh database (SEED_HISTORY, on by default) */
  seedHistory: boolean;
  /** PASSWORD_SCRYPT_LOG2N: scrypt's N as a power of two for new password hashes (17, OWASP's, by default; 17–20 with MODE=production) */
  passwordScryptLog2N?: number | undefined;
  /** issue 16: how often the scheduled payments runner looks for due runs (SCHEDULE_POLL_MS, 30 s by default) */
  schedulePollMs?: number | undefined;
  /**
   * issue 19, slow clients: REQUEST_HEADERS_TIMEOUT_MS (all headers within, 10 s by default) and
   * REQUEST_TIMEOUT_MS (the whole request, body included, 30 s by default). A client that sends
   * less in that time gets 408 and its connection closed; the handler's own time does not count.
   */
  requestHeadersTimeoutMs?: number | undefined;
  requestTimeoutMs?: number | undefined;
  /** requirements#wizard-drafts: WIZARD_DRAFT_TTL_HOURS, how long a wizard's draft is kept (7 days by default) */
  wizardDraftTtlHours?: number | undefined;
  limits: RateLimitConfig;
  /**
   * The portal's public origin, for links in e-mails. Without it the server's own configured
   * host and port (never the request's Host header, which any client picks).
   */
  publicUrl?: string | undefined;
  /**
   * PUBLIC_ORIGINS: further origins the portal is served under (an allow-list); a link goes out
   * with the configured origin the request came to, and a request to any other host gets no link.
   */
  publicOrigins?: readonly string[];
  /**
   * Other origins the portal's CSP admits scripts from (and connections to): where a category's
   * chat widget (site settings' `chatscript`) is hosted. Empty: scripts from our own origin only.
   */
  cspScriptOrigins: readonly string[];
  /**
   * MASK_KEY: the AES-256 key (32 bytes, base64) of the maskRequestParam fields
   * (requirements#request-masking). The portal ships the same key in portal-config.json
   * (`maskKey`): obfuscation, not a secret.
   */
  maskKey: string;
  /**
   * issue 19: PIN_PEPPER_KEYS, the transaction PINs' HMAC keys, newest first (security/pinHash.ts);
   * empty = the key derived from SERVER_SECRET (id v1) alone.
   */
  pinPepperKeys?: ReadonlyArray<{ id: string; secret: string }> | undefined;
}

/** The sandbox's mask key, the same as public/portal-config.json's `maskKey`. */
export const DEFAULT_MASK_KEY = 'hMRSqUiiDjd6XYCkLK+6I2+23Lz4FPXUSdDcu1xcHFY=';

export const MEMORY_DATA_DIR = 'memory://';

/** issue 19: a slow client's partial request is closed within these (Node's own: 60 s and 300 s). */
export const DEFAULT_REQUEST_HEADERS_TIMEOUT_MS = 10_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export const defaultRateLimits: RateLimitConfig = {
  loginFailuresPerAccount: 5,
  loginFailuresPerIp: 50,
  loginWindowSeconds: 15 * 60,
  twoFactorFailuresPerUser: 10,
  twoFactorWindowSeconds: 15 * 60,
  appLoginsPerIp: 60,
  appLoginWindowSeconds: 60,
  otpSendsPerAccountPerHour: 6,
  recoveryRequestsPerIpPerHour: 60,
  resetLinksPerAccountPerHour: 5,
  userExistChecksPerIpPerMinute: 30,
  credentialChangeFailuresPerUser: 5,
  transactionSubmitsPerUserPerMinute: 30,
  transactionOtpsPerUserPerHour: 20,
  recipientLookupsPerUserPerHour: 120,
  fileUploadsPerUserPerHour: 30,
  configDetailsPerIpPerMinute: 120,
  contactMessagesPerIpPerHour: 10,
  captchasPerIpPerHour: 300,
  selfOnboardingsPerIpPerHour: 20,
};

const count = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.number(),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/**
 * `https://host` or `https://host:port` as the URL standard writes it (lower-case host, no default
 * port), or undefined. Deliberately narrow, as the value goes into a CSP header verbatim: no
 * paths, wildcards, keywords, credentials or IPv6 literals.
 */
export function toHttpsOrigin(value: string): string | undefined {
  if (!/^https:\/\/([a-z0-9-]+\.)*[a-z0-9-]+(:\d{1,5})?\/?$/i.test(value)) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined; // a port over 65535
  }
}

/** An http(s) origin as toHttpsOrigin reads one, plain http allowed (PUBLIC_ORIGINS: a local portal). */
export function toHttpOrigin(value: string): string | undefined {
  if (!/^https?:\/\/([a-z0-9-]+\.)*[a-z0-9-]+(:\d{1,5})?\/?$/i.test(value)) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined; // a port over 65535
  }
}

/** A comma-separated list of origins, each read by `toOrigin`; blanks around items and empty items are ignored. */
function originListOf(toOrigin: (value: string) => string | undefined, expected: string) {
  return v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const origins = new Set<string>();
      let valid = true;
      for (const item of dataset.value.split(',').map((part) => part.trim())) {
        if (item === '') continue;
        const origin = toOrigin(item);
        if (origin === undefined) {
          valid = false;
          addIssue({ message: `${JSON.stringify(item)} is not ${expected}` });
        } else {
          origins.add(origin);
        }
      }
      return valid ? [...origins] : NEVER;
    }),
  );
}

/** https origins only (CSP_SCRIPT_ORIGINS). */
const originList = originListOf(toHttpsOrigin, 'an https origin such as https://chat.example.com');
/** http(s) origins (PUBLIC_ORIGINS). */
const httpOriginList = originListOf(toHttpOrigin, 'an origin such as https://wallet.example.com');

/** issue 19: `id:secret,…` (ids of [a-z0-9], 1–16, distinct; secrets ≥ 32 characters without commas). */
const pepperList = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const keys: Array<{ id: string; secret: string }> = [];
    for (const item of dataset.value.split(',').map((part) => part.trim())) {
      if (item === '') continue;
      const colon = item.indexOf(':');
      const id = colon < 0 ? '' : item.slice(0, colon);
      const secret = colon < 0 ? '' : item.slice(colon + 1);
      // the secret is never quoted back: it would land in a log
      if (!/^[a-z0-9]{1,16}$/.test(id) || secret.length < 32 || keys.some((k) => k.id === id)) {
        addIssue({
          message: `key ${keys.length + 1} must be id:secret with a distinct id of [a-z0-9] (1–16) and a secret of ≥ 32 characters`,
        });
        return NEVER;
      }
      keys.push({ id, secret });
    }
    return keys;
  }),
);

const envSchema = v.object({
  MODE: v.optional(v.picklist(['sandbox', 'production'], 'must be sandbox or production'), 'sandbox'),
  SANDBOX_KEY: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters long'))),
  PUBLIC_ORIGINS: v.optional(httpOriginList, ''),
  // requirements#inactivity-timeout: 600 s
  SESSION_IDLE_TIMEOUT_SECONDS: v.optional(count(60, 86_400), '600'),
  PORT: v.optional(count(0, 65535), '8080'),
  HOST: v.optional(v.pipe(v.string(), v.regex(/^[\w.:-]+$/, 'must be a host name or IP address')), '127.0.0.1'),
  DATA_DIR: v.optional(v.string(), '.data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')),
  ),
  STATIC_DIR: v.optional(v.string(), 'dist'),
  TLS_CERT_FILE: v.optional(v.string()),
  TLS_KEY_FILE: v.optional(v.string()),
  COVERAGE_DIR: v.optional(v.string(), 'test-results/machine-coverage'),
  STORYBOARD_DIR: v.optional(v.string(), 'test-results/storyboard'),
  BROWSER_COVERAGE_DIR: v.optional(v.string(), 'test-results/browser-coverage'),
  PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/[^/?#\s]+\/?$/, 'must be an origin such as https://wallet.example.com'),
      v.transform((url) => url.replace(/\/$/, '')),
    ),
  ),
  SERVER_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters long'))),
  SANDBOX_TOOLS: v.optional(v.picklist(['on', 'off'], 'must be on or off')),
  LOG_LEVEL: v.optional(v.picklist(['info', 'silent'], 'must be info or silent'), 'info'),
  SEED_HISTORY: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
  // a throw-away sandbox (the browser tests') may hash cheaper: 2^12 takes ~3 ms instead of ~350
  PASSWORD_SCRYPT_LOG2N: v.optional(count(12, 20), '17'),
  SCHEDULE_POLL_MS: v.optional(count(100, 86_400_000), '30000'),
  REQUEST_HEADERS_TIMEOUT_MS: v.optional(count(100, 30_000), String(DEFAULT_REQUEST_HEADERS_TIMEOUT_MS)),
  REQUEST_TIMEOUT_MS: v.optional(count(100, 30_000), String(DEFAULT_REQUEST_TIMEOUT_MS)),
  // requirements#wizard-drafts: a week by default, at most a year
  WIZARD_DRAFT_TTL_HOURS: v.optional(count(1, 8_760), String(DEFAULT_DRAFT_TTL_HOURS)),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: v.optional(count(1, 1000), String(defaultRateLimits.loginFailuresPerAccount)),
  LOGIN_MAX_FAILURES_PER_IP: v.optional(count(1, 100000), String(defaultRateLimits.loginFailuresPerIp)),
  LOGIN_FAILURE_WINDOW_SECONDS: v.optional(count(1, 86400), String(defaultRateLimits.loginWindowSeconds)),
  TWO_FACTOR_MAX_FAILURES_PER_USER: v.optional(count(1, 1000), String(defaultRateLimits.twoFactorFailuresPerUser)),
  APP_LOGIN_MAX_PER_IP_PER_MINUTE: v.optional(count(1, 100000), String(defaultRateLimits.appLoginsPerIp)),
  RECOVERY_MAX_PER_IP_PER_HOUR: v.optional(count(1, 100000), String(defaultRateLimits.recoveryRequestsPerIpPerHour)),
  USER_EXIST_MAX_PER_IP_PER_MINUTE: v.optional(
    count(1, 100000),
    String(defaultRateLimits.userExistChecksPerIpPerMinute),
  ),
  TRANSACTION_MAX_SUBMITS_PER_USER_PER_MINUTE: v.optional(
    count(1, 1_000_000),
    String(defaultRateLimits.transactionSubmitsPerUserPerMinute),
  ),
  // requirements#contact-us: messages sent and captchas made per IP per hour
  CONTACT_MAX_PER_IP_PER_HOUR: v.optional(count(1, 100000), String(defaultRateLimits.contactMessagesPerIpPerHour)),
  CAPTCHA_MAX_PER_IP_PER_HOUR: v.optional(count(1, 100000), String(defaultRateLimits.captchasPerIpPerHour)),
  CSP_SCRIPT_ORIGINS: v.optional(originList, ''),
  MASK_KEY: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (key) => /^[A-Za-z0-9+/]{43}=$/.test(key) && Buffer.from(key, 'base64').length === 32,
        'must be 32 bytes in base64 (44 characters)',
      ),
    ),
    DEFAULT_MASK_KEY,
  ),
  PIN_PEPPER_KEYS: v.optional(pepperList, ''),
});

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the environment once at start-up; a bad value stops the process with every problem listed. */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most shells' defaults.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(envSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '(environment)'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.output;
  const production = e.MODE === 'production';
  const problems: string[] = [];
  if (production && e.SANDBOX_TOOLS === 'on')
    problems.push('  SANDBOX_TOOLS: must be off (or unset) with MODE=production');
  if (production && e.PUBLIC_URL === undefined) problems.push('  PUBLIC_URL: is required with MODE=production');
  if (production && e.PASSWORD_SCRYPT_LOG2N < 17)
    problems.push('  PASSWORD_SCRYPT_LOG2N: must be at least 17 with MODE=production');
  if (e.REQUEST_HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS)
    problems.push('  REQUEST_HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS');
  if ((e.TLS_CERT_FILE === undefined) !== (e.TLS_KEY_FILE === undefined))
    problems.push('  TLS_CERT_FILE, TLS_KEY_FILE: set both (HTTPS) or neither (HTTP)');
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    staticDir: e.STATIC_DIR,
    tls:
      e.TLS_CERT_FILE !== undefined && e.TLS_KEY_FILE !== undefined
        ? { certFile: e.TLS_CERT_FILE, keyFile: e.TLS_KEY_FILE }
        : undefined,
    coverageDir: e.COVERAGE_DIR,
    storyboardDir: e.STORYBOARD_DIR,
    browserCoverageDir: e.BROWSER_COVERAGE_DIR,
    serverSecret: e.SERVER_SECRET,
    sandboxTools: !production && e.SANDBOX_TOOLS !== 'off',
    mode: e.MODE,
    sandboxKey: e.SANDBOX_KEY,
    sessionIdleTimeoutSeconds: e.SESSION_IDLE_TIMEOUT_SECONDS,
    publicOrigins: e.PUBLIC_ORIGINS,
    logLevel: e.LOG_LEVEL,
    seedHistory: e.SEED_HISTORY === 'on',
    passwordScryptLog2N: e.PASSWORD_SCRYPT_LOG2N,
    schedulePollMs: e.SCHEDULE_POLL_MS,
    requestHeadersTimeoutMs: e.REQUEST_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    wizardDraftTtlHours: e.WIZARD_DRAFT_TTL_HOURS,
    publicUrl: e.PUBLIC_URL,
    cspScriptOrigins: e.CSP_SCRIPT_ORIGINS,
    maskKey: e.MASK_KEY,
    pinPepperKeys: e.PIN_PEPPER_KEYS,
    limits: {
      ...defaultRateLimits,
      loginFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      loginFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      loginWindowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
      twoFactorFailuresPerUser: e.TWO_FACTOR_MAX_FAILURES_PER_USER,
      twoFactorWindowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
      appLoginsPerIp: e.APP_LOGIN_MAX_PER_IP_PER_MINUTE,
      recoveryRequestsPerIpPerHour: e.RECOVERY_MAX_PER_IP_PER_HOUR,
      userExistChecksPerIpPerMinute: e.USER_EXIST_MAX_PER_IP_PER_MINUTE,
      transactionSubmitsPerUserPerMinute: e.TRANSACTION_MAX_SUBMITS_PER_USER_PER_MINUTE,
      contactMessagesPerIpPerHour: e.CONTACT_MAX_PER_IP_PER_HOUR,
      captchasPerIpPerHour: e.CAPTCHA_MAX_PER_IP_PER_HOUR,
    },
  };
}
