import { afterAll, beforeAll } from 'vitest';
import { DEFAULT_MASK_KEY, defaultRateLimits, type RateLimitConfig, type ServerConfig } from '../../../server/config';
import { createLogger, type Logger } from '../../../server/log';
import { startServer } from '../../../server/server';
import type { Db } from '../../../server/db/types';
import { fastTestHasher, TEST_SECRET, type TestBackend } from './backends';
import { ApiClient } from './client';

/** A controllable clock: tests step over idle timeouts, expiries and TOTP windows. */
export class TestClock {
  constructor(private current = Date.now()) {}
  readonly now = (): number => this.current;
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestServerOptions {
  limits?: Partial<RateLimitConfig>;
  staticDir?: string;
  sandboxTools?: boolean;
  /** CSP_SCRIPT_ORIGINS */
  cspScriptOrigins?: readonly string[];
  clock?: TestClock;
  /** where the atlas coverage route reads the path tests' coverage */
  coverageDir?: string;
  /** issue 22: the storyboard's folder and the browser coverage's */
  storyboardDir?: string;
  browserCoverageDir?: string;
  /** PUBLIC_URL and PUBLIC_ORIGINS (issue 19: the only origins links may carry) */
  publicUrl?: string;
  publicOrigins?: readonly string[];
  /** SANDBOX_KEY */
  sandboxKey?: string;
  /** SESSION_IDLE_TIMEOUT_SECONDS (1800 here; 600 in production) */
  sessionIdleTimeoutSeconds?: number;
  /** REQUEST_HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS (issue 19, slow clients) */
  requestHeadersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** Where the server logs (silent by default): tests that check what is logged capture it. */
  log?: Logger;
  /** MODE (sandbox by default); the sandbox tools stay as `sandboxTools` says */
  mode?: 'sandbox' | 'production';
  /** TLS_CERT_FILE and TLS_KEY_FILE: HTTPS with HTTP/2 (issue 20) */
  tls?: { certFile: string; keyFile: string };
}

export interface TestServer {
  url: string;
  db: Db;
  clock: TestClock;
  close(): Promise<void>;
}

/** The test servers' SANDBOX_KEY: tests drive the state-changing sandbox tools with it (no CSRF pair). */
export const TEST_SANDBOX_KEY = 'test-only-sandbox-key-0123456789abcdef';
export const sandboxKeyHeader: Readonly<Record<string, string>> = { 'X-Sandbox-Key': TEST_SANDBOX_KEY };

export function testConfig(options: TestServerOptions = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl: undefined,
    staticDir: options.staticDir ?? '/nonexistent/wallet-portal-static',
    coverageDir: options.coverageDir ?? '/nonexistent/wallet-portal-coverage',
    storyboardDir: options.storyboardDir ?? '/nonexistent/wallet-portal-storyboard',
    browserCoverageDir: options.browserCoverageDir ?? '/nonexistent/wallet-portal-browser-coverage',
    serverSecret: TEST_SECRET,
    sandboxTools: options.sandboxTools ?? true,
    mode: options.mode ?? 'sandbox',
    sandboxKey: options.sandboxKey ?? TEST_SANDBOX_KEY,
    // the suite keeps a 30-minute idle: many tests step 15 minutes over a rate-limit window with a
    // session open; test/server/sessions/idleTimeout.test.ts proves the production default (600 s)
    sessionIdleTimeoutSeconds: options.sessionIdleTimeoutSeconds ?? 1800,
    publicUrl: options.publicUrl,
    publicOrigins: options.publicOrigins ?? [],
    logLevel: 'silent',
    seedHistory: false,
    limits: { ...defaultRateLimits, ...options.limits },
    cspScriptOrigins: options.cspScriptOrigins ?? [],
    maskKey: DEFAULT_MASK_KEY,
    requestHeadersTimeoutMs: options.requestHeadersTimeoutMs,
    requestTimeoutMs: options.requestTimeoutMs,
    tls: options.tls,
  };
}

/** The real server (startServer on an ephemeral port) on a fresh database of `backend`. */
export async function startTestServer(backend: TestBackend, options: TestServerOptions = {}): Promise<TestServer> {
  const database = await backend.open();
  const clock = options.clock ?? new TestClock();
  try {
    const server = await startServer({
      config: testConfig(options),
      db: database.db,
      now: clock.now,
      hashPassword: fastTestHasher,
      log: options.log ?? createLogger('silent'),
    });
    return {
      url: server.url,
      db: database.db,
      clock,
      async close() {
        await server.close();
        await database.dispose();
      },
    };
  } catch (error) {
    await database.dispose();
    throw error;
  }
}

/**
 * A real server for the enclosing describe block, with a consumer portal client connected to it
 * (access token and CSRF cookie in hand). Read `server` and `portal` inside tests.
 */
export function withTestServer(
  backend: TestBackend,
  options: TestServerOptions = {},
): { server: TestServer; portal: ApiClient } {
  const env = {} as { server: TestServer; portal: ApiClient };
  beforeAll(async () => {
    env.server = await startTestServer(backend, options);
    env.portal = await ApiClient.connect(env.server.url, 'consumer');
  });
  afterAll(() => env.server?.close());
  return env;
}
