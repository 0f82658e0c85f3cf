import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MASK_KEY, defaultRateLimits, loadConfig } from '../../../server/config';
import { resolveServerSecret } from '../../../server/secret';

describe('environment configuration', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '.data',
      databaseUrl: undefined,
      staticDir: 'dist',
      coverageDir: 'test-results/machine-coverage',
      storyboardDir: 'test-results/storyboard',
      browserCoverageDir: 'test-results/browser-coverage',
      serverSecret: undefined,
      sandboxTools: true,
      mode: 'sandbox',
      sandboxKey: undefined,
      // issue 19: the one idle timeout, the specification's 600 s (requirements#inactivity-timeout)
      sessionIdleTimeoutSeconds: 600,
      publicOrigins: [],
      logLevel: 'info',
      seedHistory: true,
      // OWASP's scrypt N = 2^17 for new password hashes
      passwordScryptLog2N: 17,
      schedulePollMs: 30000,
      // issue 19, slow clients: both within 30 s
      requestHeadersTimeoutMs: 10000,
      requestTimeoutMs: 30000,
      // requirements#wizard-drafts: a week
      wizardDraftTtlHours: 168,
      limits: defaultRateLimits,
      cspScriptOrigins: [],
      maskKey: DEFAULT_MASK_KEY,
      // issue 19: the PIN pepper's key v1 is derived from the server secret unless keys are given
      pinPepperKeys: [],
    });
    // issue 16: the scheduled payments runner's poll, bounded
    expect(loadConfig({ SCHEDULE_POLL_MS: '1000' }).schedulePollMs).toBe(1000);
    expect(() => loadConfig({ SCHEDULE_POLL_MS: '10' })).toThrow(/SCHEDULE_POLL_MS/);
    expect(loadConfig({ WIZARD_DRAFT_TTL_HOURS: '24' }).wizardDraftTtlHours).toBe(24);
    expect(() => loadConfig({ WIZARD_DRAFT_TTL_HOURS: '0' })).toThrow(/WIZARD_DRAFT_TTL_HOURS/);
    // a throw-away sandbox may hash cheaper, never below 2^12, and production never below 2^17
    expect(loadConfig({ PASSWORD_SCRYPT_LOG2N: '12' }).passwordScryptLog2N).toBe(12);
    expect(() => loadConfig({ PASSWORD_SCRYPT_LOG2N: '10' })).toThrow(/PASSWORD_SCRYPT_LOG2N/);
    expect(() =>
      loadConfig({ PASSWORD_SCRYPT_LOG2N: '12', MODE: 'production', PUBLIC_URL: 'https://wallet.example.com' }),
    ).toThrow('PASSWORD_SCRYPT_LOG2N: must be at least 17 with MODE=production');
  });

  it("defaults MASK_KEY to the portal's maskKey, and refuses a key that is not 32 bytes", () => {
    const portalConfig = JSON.parse(
      readFileSync(fileURLToPath(new URL('../../../public/portal-config.json', import.meta.url)), 'utf8'),
    ) as { maskKey: string };
    expect(DEFAULT_MASK_KEY).toBe(portalConfig.maskKey);
    const other = Buffer.alloc(32, 9).toString('base64');
    expect(loadConfig({ MASK_KEY: other }).maskKey).toBe(other);
    expect(() => loadConfig({ MASK_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/MASK_KEY/);
    expect(() => loadConfig({ MASK_KEY: 'not base64 at all, not at all!!!!!!!!!!!!!!' })).toThrow(/MASK_KEY/);
  });

  it('reads every variable, and treats empty ones as unset', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: 'memory://',
      DATABASE_URL: 'postgres://u@db:5432/x',
      STATIC_DIR: 'build',
      SERVER_SECRET: 's'.repeat(32),
      SANDBOX_TOOLS: 'off',
      LOG_LEVEL: 'silent',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_MAX_FAILURES_PER_IP: '20',
      LOGIN_FAILURE_WINDOW_SECONDS: '60',
      TWO_FACTOR_MAX_FAILURES_PER_USER: '4',
      APP_LOGIN_MAX_PER_IP_PER_MINUTE: '7',
      USER_EXIST_MAX_PER_IP_PER_MINUTE: '90',
      TRANSACTION_MAX_SUBMITS_PER_USER_PER_MINUTE: '500',
      CONTACT_MAX_PER_IP_PER_HOUR: '40',
      CAPTCHA_MAX_PER_IP_PER_HOUR: '900',
      REQUEST_HEADERS_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '2000',
      CSP_SCRIPT_ORIGINS: 'https://chat.example.com',
      UNRELATED: 'x',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: 'memory://',
      databaseUrl: 'postgres://u@db:5432/x',
      sandboxTools: false,
      logLevel: 'silent',
      cspScriptOrigins: ['https://chat.example.com'],
      requestHeadersTimeoutMs: 1000,
      requestTimeoutMs: 2000,
    });
    expect(config.limits).toMatchObject({
      transactionSubmitsPerUserPerMinute: 500,
      loginFailuresPerAccount: 3,
      loginFailuresPerIp: 20,
      loginWindowSeconds: 60,
      twoFactorFailuresPerUser: 4,
      appLoginsPerIp: 7,
      userExistChecksPerIpPerMinute: 90,
      contactMessagesPerIpPerHour: 40,
      captchasPerIpPerHour: 900,
    });
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });

  it('stops with every problem named', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: '80a',
        SANDBOX_TOOLS: 'yes',
        SERVER_SECRET: 'short',
        DATABASE_URL: 'mysql://x',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '0',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const text of [
      'PORT: must be a whole number',
      'SANDBOX_TOOLS: must be on or off',
      'SERVER_SECRET: must be at least 32',
      'DATABASE_URL: must be a postgres',
      'LOGIN_MAX_FAILURES_PER_ACCOUNT: must be at least 1',
    ]) {
      expect(message).toContain(text);
    }
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be at most 65535/);
    // issue 19: a partial request is closed within 30 s at most
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '30001' })).toThrow(/REQUEST_TIMEOUT_MS: must be at most 30000/);
    expect(() => loadConfig({ REQUEST_HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '4000' })).toThrow(
      /REQUEST_HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
    );
  });

  it('serves HTTPS with HTTP/2 only with both TLS_CERT_FILE and TLS_KEY_FILE (issue 20)', () => {
    expect(loadConfig({}).tls).toBeUndefined();
    expect(loadConfig({ TLS_CERT_FILE: '/etc/portal/cert.pem', TLS_KEY_FILE: '/etc/portal/key.pem' }).tls).toEqual({
      certFile: '/etc/portal/cert.pem',
      keyFile: '/etc/portal/key.pem',
    });
    expect(() => loadConfig({ TLS_CERT_FILE: '/etc/portal/cert.pem' })).toThrow(
      /TLS_CERT_FILE, TLS_KEY_FILE: set both \(HTTPS\) or neither \(HTTP\)/,
    );
    expect(() => loadConfig({ TLS_KEY_FILE: '/etc/portal/key.pem' })).toThrow(/set both/);
  });

  it('reads CSP_SCRIPT_ORIGINS as a list of https origins, written as the URL standard writes them', () => {
    const origins = (value: string) => loadConfig({ CSP_SCRIPT_ORIGINS: value }).cspScriptOrigins;
    expect(
      origins(' https://chat.example.com , https://Widget.Example.org:8443/,https://cdn.example.net:443,,'),
    ).toEqual(['https://chat.example.com', 'https://widget.example.org:8443', 'https://cdn.example.net']);
    expect(origins('https://chat.example.com,https://CHAT.example.com/')).toEqual(['https://chat.example.com']);
    expect(origins(' , ')).toEqual([]);
    expect(loadConfig({ CSP_SCRIPT_ORIGINS: '' }).cspScriptOrigins).toEqual([]);
  });

  it.each([
    'http://chat.example.com',
    'https://chat.example.com/widget.js',
    'https://*.example.com',
    'chat.example.com',
    "'unsafe-inline'",
    "https://chat.example.com; script-src 'unsafe-eval'",
    'https://chat.example.com https://other.example.com',
    'https://user@chat.example.com',
    'https://chat.example.com:99999',
    'https://[::1]',
    'https://chat.example.com?x=1',
  ])('refuses CSP_SCRIPT_ORIGINS=%j, naming the bad item', (value) => {
    expect(() => loadConfig({ CSP_SCRIPT_ORIGINS: `https://ok.example.com,${value}` })).toThrow(ConfigError);
    expect(() => loadConfig({ CSP_SCRIPT_ORIGINS: `https://ok.example.com,${value}` })).toThrow(
      `CSP_SCRIPT_ORIGINS: ${JSON.stringify(value.trim())} is not an https origin such as https://chat.example.com`,
    );
  });
});

describe('PUBLIC_ORIGINS', () => {
  it('keeps http and https origins, without their trailing slash', () => {
    expect(loadConfig({ PUBLIC_ORIGINS: 'http://localhost:5173/, https://wallet.example.com' }).publicOrigins).toEqual([
      'http://localhost:5173',
      'https://wallet.example.com',
    ]);
  });

  it.each(['https://wallet.example.com:99999', 'ftp://wallet.example.com', 'https://wallet.example.com/path'])(
    'refuses %j as a configuration error naming it (not a crash)',
    (value) => {
      expect(() => loadConfig({ PUBLIC_ORIGINS: value })).toThrow(
        `PUBLIC_ORIGINS: ${JSON.stringify(value)} is not an origin such as https://wallet.example.com`,
      );
    },
  );
});

describe('server secret', () => {
  const base = loadConfig({});

  it('uses SERVER_SECRET when given', async () => {
    expect(await resolveServerSecret({ ...base, serverSecret: 'x'.repeat(40) })).toBe('x'.repeat(40));
  });

  it('generates 32 random bytes once, keeps them in DATA_DIR/secret.key (0600) and reuses them', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'wallet-secret-')), 'data');
    const first = await resolveServerSecret({ ...base, dataDir });
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect((await stat(join(dataDir, 'secret.key'))).mode & 0o777).toBe(0o600);
    expect(await resolveServerSecret({ ...base, dataDir })).toBe(first);
    expect((await readFile(join(dataDir, 'secret.key'), 'utf8')).trim()).toBe(first);
  });

  it('refuses a truncated secret file instead of running with a weak key', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'wallet-secret-'));
    await writeFile(join(dataDir, 'secret.key'), 'short\n');
    await expect(resolveServerSecret({ ...base, dataDir })).rejects.toThrow(ConfigError);
  });

  it('uses a fresh random secret per process for an in-memory database', async () => {
    const [a, b] = await Promise.all([
      resolveServerSecret({ ...base, dataDir: 'memory://' }),
      resolveServerSecret({ ...base, dataDir: 'memory://' }),
    ]);
    expect(a).not.toBe(b);
  });
});
