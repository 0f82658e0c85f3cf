/**
 * The server `npm run load` measures, in its own process so the load generator does not share
 * its event loop. `tsx scripts/loadServer.ts wallet|bare <port>`:
 *   wallet — the sandbox (server/server.ts) on PGlite (DATA_DIR, default in memory) or, with
 *            DATABASE_URL, on PostgreSQL in a fresh schema dropped again on exit; the
 *            per-user transaction-submit limit is raised so the 1,000-transfer burst measures the
 *            ledger, not the rate limit (30 a minute per user by default).
 *   bare   — a bare Hono app on the same @hono/node-server: the reference the figures compare to.
 * Prints `ready` on stdout once it listens; stops on SIGTERM.
 */
import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { openPostgres } from '../server/db/postgres';
import type { Db, Queryable } from '../server/db/types';
import { createLogger } from '../server/log';
import { startServer } from '../server/server';

const [kind = 'wallet', portText = '4401'] = process.argv.slice(2);
const port = Number(portText);

async function bare(): Promise<() => Promise<void>> {
  const app = new Hono();
  app.post('/api/balance', (c) => c.json({ responseCode: 0, errCode: 2034, message: 'Successfully', data: null }));
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return () => new Promise((resolve) => server.close(() => resolve()));
}

/** SQL statements sent (BEGIN/COMMIT included), printed on SIGUSR2 for `npm run load`'s per-request figure */
let statements = 0;
function countedQueryable(q: Queryable): Queryable {
  return {
    query: (sql, params) => {
      statements += 1;
      if (process.env.LOAD_TRACE_SQL) console.error(`sql: ${sql.replace(/\s+/g, ' ').slice(0, 110)}`);
      return q.query(sql, params);
    },
    exec: (sql) => {
      statements += 1;
      return q.exec(sql);
    },
  };
}
function counted(db: Db): Db {
  return {
    ...db,
    ...countedQueryable(db),
    transaction: (fn) => {
      statements += 2; // BEGIN and COMMIT (or ROLLBACK)
      return db.transaction((tx) => fn(countedQueryable(tx)));
    },
    close: () => db.close(),
  };
}
process.on('SIGUSR2', () => process.stdout.write(`statements ${statements}\n`));

let schemaName = '';

async function wallet(): Promise<() => Promise<void>> {
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_HISTORY: 'off', DATA_DIR: 'memory://', ...process.env });
  config.port = port;
  config.limits = { ...config.limits, transactionSubmitsPerUserPerMinute: 1_000_000 };
  const url = config.databaseUrl;
  let db: Db | undefined;
  let dropSchema = async () => {};
  if (url !== undefined) {
    const schema = `load_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    schemaName = schema;
    await admin.end();
    db = openPostgres(url, { schema, max: Number(process.env.PG_POOL_MAX ?? 10) });
    dropSchema = async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    };
  }
  const server = await startServer({
    config,
    ...(db === undefined ? {} : { db: counted(db) }),
    log: createLogger(config.logLevel),
    seedHistory: config.seedHistory,
  });
  return async () => {
    await server.close();
    await db?.close();
    await dropSchema();
  };
}

const stop = await (kind === 'bare' ? bare() : wallet());
process.stdout.write(schemaName === '' ? 'ready\n' : `ready ${schemaName}\n`);
let stopping = false;
process.on('SIGTERM', () => {
  if (stopping) return;
  stopping = true;
  stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
