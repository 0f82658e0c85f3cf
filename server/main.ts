/**
 * The sandbox back end: `tsx server/main.ts` (npm run serve). Configuration comes from the
 * environment only; see server/config.ts for every variable and its default.
 */
import { ConfigError, loadConfig } from './config';
import { createLogger } from './log';
import { SCRYPT_PARAMS, scryptHasher } from './security/password';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const log = createLogger(config.logLevel);
  // requirements#reports: the demo accounts come with a history to report on (SEED_HISTORY=off: without)
  const log2N = config.passwordScryptLog2N ?? 17;
  const server = await startServer({
    config,
    log,
    seedHistory: config.seedHistory,
    ...(2 ** log2N !== SCRYPT_PARAMS.N ? { hashPassword: scryptHasher(2 ** log2N) } : {}),
  });
  log.info(`Wallet portal sandbox on ${server.url} (database: ${server.db.description})`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
