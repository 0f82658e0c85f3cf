import { createHash, randomBytes, scrypt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { importMaskKey } from '../../../src/api/contract/requestSecurity';
import { DEFAULT_MASK_KEY } from '../../../server/config';
import { migrate } from '../../../server/db/migrate';
import { wrapPglite } from '../../../server/db/pglite';
import { openPostgres } from '../../../server/db/postgres';
import type { Db } from '../../../server/db/types';
import { deriveKeys } from '../../../server/security/crypto';
import type { PasswordHasher } from '../../../server/security/password';
import { seedIfNeeded } from '../../../server/seed';

/** Every test server and template uses this secret, so sealed TOTP secrets open everywhere. */
export const TEST_SECRET = 'test-only-server-secret-0123456789abcdef';
export const testKeys = deriveKeys(TEST_SECRET);
/** The sandbox's default mask key (MASK_KEY = the portal's maskKey), imported. */
export const testMaskKey = await importMaskKey(DEFAULT_MASK_KEY);

/**
 * Test databases are seeded through the seed's injectable hasher with a cheaper scrypt cost
 * (N=2^12): the suite signs in a few hundred times and vitest runs one file at a time on two
 * cores, where each OWASP-cost check takes ~0.5 s. The hashes have the production format and are
 * checked by the production verifyPassword, which reads the cost from the hash. Production
 * parameters are covered where they matter: test/server/security/password.test.ts (the hasher) and
 * test/server/app/boot.test.ts (the real first boot seeds OWASP-cost hashes and signs in against one).
 * Unknown logins still cost a full OWASP check (the dummy hash), as in production.
 */
const TEST_SCRYPT = { N: 2 ** 12, r: 8, p: 1 } as const;
const hashes = new Map<string, Promise<string>>();
export const fastTestHasher: PasswordHasher = (password) => {
  let hash = hashes.get(password);
  if (hash === undefined) {
    const salt = randomBytes(16);
    hash = new Promise<string>((resolve, reject) =>
      scrypt(password.normalize('NFC'), salt, 32, TEST_SCRYPT, (error, key) =>
        error
          ? reject(error)
          : resolve(
              [
                'scrypt',
                TEST_SCRYPT.N,
                TEST_SCRYPT.r,
                TEST_SCRYPT.p,
                salt.toString('base64'),
                key.toString('base64'),
              ].join('$'),
            ),
      ),
    );
    hashes.set(password, hash);
  }
  return hash;
};

export interface TestDatabase {
  db: Db;
  dispose(): Promise<void>;
}

export interface TestBackend {
  name: 'pglite' | 'postgresql';
  /** A fresh, migrated and seeded database owned by the caller. */
  open(): Promise<TestDatabase>;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  );
  return nested.flat().sort();
}

/** Changes whenever anything that shapes the seeded database changes. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256').update(TEST_SECRET);
  const dirs = ['server', 'src/api/contract', 'test/server/support'];
  const files = (await Promise.all(dirs.map((dir) => listFiles(join(repoRoot, dir))))).flat();
  for (const file of files) hash.update(file).update(await readFile(file));
  const pkg = JSON.parse(await readFile(join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  };
  return hash.update(pkg.version).digest('hex').slice(0, 24);
}

/**
 * A fresh in-memory PGlite takes ~4 s (initdb) plus migrations and seed; loading a data-dir dump
 * takes ~1.5 s (what `clone()` does inside). Vitest runs each test file in its own process, so a
 * per-process template would still be built once per file: instead the template is built once,
 * dumped to the OS temp dir (keyed by the sources that shape it), and every test database of
 * every file is loaded from that dump. Stale dumps of older sources are removed.
 */
let templateDump: Promise<Blob> | undefined;
async function buildOrLoadTemplate(): Promise<Blob> {
  const dir = join(tmpdir(), 'wallet-portal-test-templates');
  const file = join(dir, `${await templateKey()}.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const raw = await PGlite.create();
  const template = wrapPglite(raw, 'template');
  try {
    await migrate(template);
    await seedIfNeeded(template, { keys: testKeys, nowMs: Date.now(), hashPassword: fastTestHasher });
    const dump = await raw.dumpDataDir('none');
    await mkdir(dir, { recursive: true });
    // Written under a unique name, then renamed: parallel workers never read half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    for (const name of await readdir(dir)) {
      if (name.endsWith('.tar') && join(dir, name) !== file) await rm(join(dir, name), { force: true });
    }
    return dump;
  } finally {
    await template.close();
  }
}

export const pgliteBackend: TestBackend = {
  name: 'pglite',
  async open() {
    templateDump ??= buildOrLoadTemplate();
    const pglite = await PGlite.create({ loadDataDir: await templateDump });
    const db = wrapPglite(pglite, 'pglite in memory (test)');
    return { db, dispose: () => db.close() };
  },
};

/** A fresh schema per database on the machine's PostgreSQL, dropped again by dispose(). */
function postgresBackend(url: string): TestBackend {
  return {
    name: 'postgresql',
    async open() {
      const schema = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA ${schema}`);
      } finally {
        await admin.end();
      }
      const db = openPostgres(url, { schema, max: 5 });
      const dispose = async () => {
        await db.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        try {
          await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
        } finally {
          await cleanup.end();
        }
      };
      try {
        await migrate(db);
        await seedIfNeeded(db, { keys: testKeys, nowMs: Date.now(), hashPassword: fastTestHasher });
      } catch (error) {
        await dispose();
        throw error;
      }
      return { db, dispose };
    },
  };
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const backends: readonly TestBackend[] = [
  pgliteBackend,
  ...(testDatabaseUrl === undefined ? [] : [postgresBackend(testDatabaseUrl)]),
];
