import { join } from 'node:path';
import { MEMORY_DATA_DIR, type ServerConfig } from '../config';
import type { Logger } from '../log';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

/** DATABASE_URL wins; otherwise PGlite under DATA_DIR/pglite, or in memory for `memory://`. */
export async function openDatabase(config: ServerConfig, log: Logger): Promise<Db> {
  if (config.databaseUrl !== undefined) return openPostgres(config.databaseUrl, { log });
  return openPglite(config.dataDir === MEMORY_DATA_DIR ? undefined : join(config.dataDir, 'pglite'));
}
