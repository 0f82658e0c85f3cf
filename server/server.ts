import { importMaskKey } from '../src/api/contract/requestSecurity';
import { createApp } from './app';
import { portalOrigins } from './http/origins';
import { attachErrorLogSocket } from './errorLog/errorLogSocket';
import type { ServerConfig } from './config';
import { listen, readTlsFiles } from './http/listen';
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
/** how often pending credits are folded into their accounts (issue 19, migration 031) */
const FOLD_CREDITS_MS = 5_000;

/** open db → migrate → seed once → serve. Port 0 picks a free port (tests). */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config } = options;
  // read first: a wrong path stops the start before the database is opened
  const tls = readTlsFiles(config.tls);
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
    hsts: config.mode === 'production' && tls !== undefined,
  });
  const listening = await listen(app, config, tls);
  const { server, port } = listening;
  deps.origins = portalOrigins({
    publicUrl: config.publicUrl,
    publicOrigins: config.publicOrigins,
    host: config.host,
    port,
    scheme: listening.scheme,
  });
  // requirements#error-log: the socket event logger host shares the HTTP server (and its port)
  const errorLogSocket = attachErrorLogSocket(server, deps, {
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
      // disconnects the error log's sockets, then the server's connections
      void errorLogSocket.close();
      await listening.close();
      if (ownsDb) await db.close();
    })());

  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return { url: `${listening.scheme}://${host}:${port}`, port, db, close };
}
