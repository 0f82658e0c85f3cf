import pg from 'pg';
import type { Db, Queryable, QueryResult, SqlParam } from './types';
import type { Logger } from '../log';

export interface PostgresOptions {
  /** Confines every connection to one schema (tests create a fresh one per file). */
  schema?: string;
  max?: number;
  log?: Logger;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<T>> {
      const result = await client.query(sql, [...params]);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

export function openPostgres(connectionString: string, options: PostgresOptions = {}): Db {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error('invalid schema name');
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // A startup parameter, so every pooled connection (not just the first) uses the schema.
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it kills the process.
  pool.on('error', (error) => options.log?.error('postgresql: idle connection failed', error));
  const base = queryable(pool);
  return {
    kind: 'postgres',
    description: schema === undefined ? 'postgresql' : `postgresql (schema ${schema})`,
    ...base,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A failed COMMIT has already ended the transaction; ROLLBACK then only warns.
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
