import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any fixed 64-bit number; every process migrating this database agrees on it. */
const MIGRATION_LOCK_KEY = 7_402_113_551;

export interface Migration {
  version: string;
  sql: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({ version: name.replace(/\.sql$/, ''), sql: await readFile(`${dir}/${name}`, 'utf8') })),
  );
}

/**
 * Applies pending migrations in order, each in its own transaction. On PostgreSQL an advisory
 * transaction lock makes a second process wait and then see the migration as applied, instead
 * of both racing to create the same tables. Returns the versions applied by this call.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const pending = migrations ?? (await loadMigrations());
  const applied: string[] = [];
  for (const migration of pending) {
    const didApply = await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await tx.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const existing = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (existing.rowCount > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}
