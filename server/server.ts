import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { importMaskKey } from '../src/api/contract/requestSecurity';
import { createApp } from './app';
import { portalOrigins } from './http/origins';
import { attachErrorLogSocket } from './errorLog/errorLogSocket';
import { DEFAULT_REQUEST_HEADERS_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS, type ServerConfig } from './config';
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import type { Db } from './db/types';
import type { Deps } from './deps';
import { createLogger, type Logger } from './log';
import { resolveServerSecret } from './secret';
import { deriveKeys } from './security/crypto';
import type { PasswordHasher } from './security/password';
import { pepperRing } from './security/pinHash';
import { faultableDb } from './db/faultable';
import { SandboxFaults } from './sandbox/faults';
import { seedIfNeeded } from './seed';
import { createScheduleRunner } from './schedules/runner';
import { purgeExpired } from './sessions/sessions';
import { foldCredits } from './ledger/ledger';

export interface StartServerOptions {
  config: ServerConfig;
  /** An already open database (tests); the caller keeps ownership and closes it. */
  db?: Db;
  /** Clock in ms since the epoch (tests step over expiries). */
  now?: () => number;
  /** Seeding and password changes (tests memoize a cheaper hash; production uses the OWASP cost). */
  hashPassword?: PasswordHasher;
  log?: Logger;
  /** Seed the demo accounts' transaction history (seed/history.ts): the real server does, tests mostly not. */
  seedHistory?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  close(): Promise<void>;
}

const HOUR = 60 * 60 * 1000;
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** how often pending credits are folded into their accounts (issue 19, migration 031) */
const FOLD_CREDITS_MS = 5_000;

/**
 * issue 19, slow clients: Node answers 408 and closes a connection whose headers (or whole
 * request) have not arrived in time. It looks for such connections every
 * connectionsCheckingInterval (30 s by default, which would double a 30 s limit), so the check
 * runs at a quarter of the shorter limit.
 */
function slowClientLimits(config: ServerConfig) {
  const requestTimeout = config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(config.requestHeadersTimeoutMs ?? DEFAULT_REQUEST_HEADERS_TIMEOUT_MS, requestTimeout);
  return {
    headersTimeout,
    requestTimeout,
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 4))),
  };
}

/** open db → migrate → seed once → serve. Port 0 picks a free port (tests). */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config } = options;
  const log = options.log ?? createLogger(config.logLevel);
  const now = options.now ?? Date.now;
  const secret = await resolveServerSecret(config);
  const keys = deriveKeys(secret);
  const maskKey = await importMaskKey(config.maskKey);
  const ownsDb = options.db === undefined;
  const db = options.db ?? (await openDatabase(config, log));
  try {
    await migrate(db);
    await seedIfNeeded(db, {
      keys,
      nowMs: now(),
      history: options.seedHistory === true,
      ...(options.hashPassword ? { hashPassword: options.hashPassword } : {}),
    });
  } catch (error) {
    if (ownsDb) await db.close();
    throw error;
  }

  // issue 19: with the sandbox tools on, testers can stop the database (as the routes see it) and start it again
  const faults = config.sandboxTools ? new SandboxFaults() : undefined;
  const deps: Deps = {
    db: faults === undefined ? db : faultableDb(db, () => faults.databaseDown),
    faults,
    keys,
    limits: config.limits,
    now,
    log,
    hashPassword: options.hashPassword,
    sessionIdleMs: config.sessionIdleTimeoutSeconds * 1000,
    wizardDraftTtlMs: config.wizardDraftTtlHours === undefined ? undefined : config.wizardDraftTtlHours * 3_600_000,
    maskKey,
    pinPeppers: pepperRing(keys.pinPepper, config.pinPepperKeys),
  };
  const app = createApp(deps, {
    staticDir: config.staticDir,
    sandboxTools: config.sandboxTools,
    sandboxKey: config.sandboxKey,
    sessionIdleTimeoutSeconds: config.sessionIdleTimeoutSeconds,
    coverageDir: config.coverageDir,
    storyboardDir: config.storyboardDir,
    browserCoverageDir: config.browserCoverageDir,
    cspScriptOrigins: config.cspScriptOrigins,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve(
      { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: slowClientLimits(config) },
      () => resolve(s),
    );
    s.once('error', reject);
  });
  // An idle keep-alive connection is closed after 65 s, not Node's 5 s: a client that sends its
  // next request on the connection at the moment the server closes it gets ECONNRESET (Node 20's
  // client agent does not read the server's Keep-Alive hint), as a browser test's request did in CI.
  // Proxies and load balancers close idle connections at 60 s: the server should not close first.
  (server as HttpServer).keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  const port = (server.address() as AddressInfo).port;
  deps.origins = portalOrigins({
    publicUrl: config.publicUrl,
    publicOrigins: config.publicOrigins,
    host: config.host,
    port,
  });
  // requirements#error-log: the socket event logger host shares the HTTP server (and its port)
  const errorLogSocket = attachErrorLogSocket(server as HttpServer, deps, {
    sandboxTools: config.sandboxTools,
    sandboxKey: config.sandboxKey,
  });
  const housekeeping = setInterval(() => {
    purgeExpired(db, now()).catch((error: unknown) => log.error('housekeeping failed', error));
  }, HOUR);
  housekeeping.unref();
  // issue 19 (migration 031): credits wait as pending until folded into their account's row
  let folding: Promise<unknown> = Promise.resolve();
  const fold = () =>
    (folding = foldCredits(db).catch((error: unknown) => log.error('folding pending credits failed', error)));
  fold();
  const creditFolding = setInterval(fold, FOLD_CREDITS_MS);
  creditFolding.unref();
  // issue 16: due scheduled payments run while the server runs (stopped before the database closes)
  const scheduleRunner = createScheduleRunner(deps, { pollMs: config.schedulePollMs });
  scheduleRunner.start();

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      clearInterval(housekeeping);
      clearInterval(creditFolding);
      await folding;
      await scheduleRunner.stop();
      await new Promise<void>((resolve) => {
        // disconnects the error log's sockets and closes the HTTP server; the callback below waits for it
        void errorLogSocket.close();
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open; in-flight requests get a moment to finish.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
        setTimeout(() => 'closeAllConnections' in server && server.closeAllConnections(), 2000).unref();
      });
      if (ownsDb) await db.close();
    })());

  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return { url: `http://${host}:${port}`, port, db, close };
}
