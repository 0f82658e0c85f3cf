import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult, SqlParam } from './types';

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number; rowCount?: number }>;
  exec(sql: string): Promise<unknown>;
}

function queryable(target: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, [...params]);
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * Wraps an open PGlite. PGlite is one backend behind a mutex: `transaction()` holds that mutex
 * for the whole callback and top-level queries queue behind it, so transactions serialize and
 * never interleave with other requests' statements.
 */
export function wrapPglite(pg: PGlite, description: string): Db {
  const base = queryable(pg);
  return {
    kind: 'pglite',
    description,
    ...base,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => pg.transaction((tx: Transaction) => fn(queryable(tx))),
    close: () => pg.close(),
  };
}

/** `dir` undefined = in memory (gone when the process ends). */
export async function openPglite(dir: string | undefined): Promise<Db> {
  if (dir === undefined) return wrapPglite(await PGlite.create(), 'pglite in memory');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return wrapPglite(await PGlite.create(dir), `pglite at ${dir}`);
}
