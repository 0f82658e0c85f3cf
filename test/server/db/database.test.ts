import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { loadMigrations, migrate } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open';
import { createLogger } from '../../../server/log';
import { openPostgres } from '../../../server/db/postgres';
import type { Db } from '../../../server/db/types';
import { DEMO_TOTP_SECRET } from '../../../server/seed/demoUsers';
import { seedIfNeeded } from '../../../server/seed';
import { sha256Hex } from '../../../server/security/crypto';
import { open } from '../../../server/security/secretBox';
import { createSession, purgeExpired } from '../../../server/sessions/sessions';
import { claimTotpStep } from '../../../server/account/twoFactor.repository';
import { totpContext } from '../../../server/security/totp';
import { backends, fastTestHasher, testDatabaseUrl, testKeys, type TestDatabase } from '../support/backends';

describe.each(backends)('schema, seed and secrets at rest on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await backend.open();
    db = database.db;
  });
  afterAll(() => database?.dispose());

  const count = async (table: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

  it('applies each migration once', async () => {
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
    expect(rows.map((r) => r.version).sort()).toEqual((await loadMigrations()).map((m) => m.version));
  });

  it('seeds once: a second run changes nothing', async () => {
    const tables = [
      'users',
      'api_clients',
      'languages',
      'site_settings',
      'postings',
      'content_configs',
      'cms_pages',
      'linked_bank_accounts',
      'beneficiaries',
      'loyalty_points',
    ];
    const before = await Promise.all(tables.map(count));
    expect(await seedIfNeeded(db, { keys: testKeys, nowMs: Date.now(), hashPassword: fastTestHasher })).toBe(false);
    expect(await Promise.all(tables.map(count))).toEqual(before);
    // postings: 11 opening balances and the loyalty pool's funding, two each
    // content_configs: menu, theme, route map, report configurations, dashboard, balance layout and
    // ads banners of 7 categories, and the chain-store's and mini-houston's own menus
    expect(before).toEqual([12, 14, 16, 7, 24, 51, 11, 10, 3, 2]);
    expect(await count('content_changes')).toBe(0); // seeding announces nothing
  });

  it('adds missing menus, themes, route maps and pages to an already seeded database, keeping stored ones', async () => {
    // what a database seeded before migration 004 lacks, one seeded before 003, and one before 013
    await db.query("DELETE FROM content_configs WHERE module IN ('theme', 'routes', 'dashboard')");
    await db.query("DELETE FROM cms_pages WHERE page_id <> 'about-us'");
    await db.query(
      `UPDATE content_configs SET data = '{"kept": true}'::jsonb WHERE module = 'menu' AND category_code = 'AGENT_CATEGORY'`,
    );
    await db.query(`UPDATE cms_pages SET title = '{"en": "kept"}'::jsonb WHERE page_id = 'about-us'`);
    expect(await seedIfNeeded(db, { keys: testKeys, nowMs: Date.now(), hashPassword: fastTestHasher })).toBe(false);
    expect([await count('content_configs'), await count('cms_pages')]).toEqual([51, 11]);
    const { rows } = await db.query<{ data: unknown }>(
      "SELECT data FROM content_configs WHERE module = 'menu' AND category_code = 'AGENT_CATEGORY'",
    );
    expect(rows[0]?.data).toEqual({ kept: true });
    const page = await db.query<{ title: unknown }>("SELECT title FROM cms_pages WHERE page_id = 'about-us'");
    expect(page.rows[0]?.title).toEqual({ en: 'kept' });
  });

  it('gives a database seeded before the payment services their accounts and data, once', async () => {
    // what a database seeded before migration 006 lacks (its ledger keeps every posting)
    await db.query("DELETE FROM sandbox_meta WHERE key = 'services_seeded_at'");
    await db.query("DELETE FROM beneficiaries WHERE nickname = 'Omar'");
    const postings = await count('postings');
    expect(await seedIfNeeded(db, { keys: testKeys, nowMs: Date.now(), hashPassword: fastTestHasher })).toBe(false);
    expect(await count('beneficiaries')).toBe(3);
    expect(await count('postings')).toBe(postings); // the loyalty pool is funded once, whatever happens
    await db.query("DELETE FROM beneficiaries WHERE nickname = 'Omar'");
    expect(await seedIfNeeded(db, { keys: testKeys, nowMs: Date.now(), hashPassword: fastTestHasher })).toBe(false);
    expect(await count('beneficiaries')).toBe(2); // a removed favourite stays removed
  });

  it('stores passwords as self-describing scrypt hashes, and client secrets as SHA-256 only', async () => {
    // (Test databases use a cheaper cost; boot.test.ts checks the OWASP cost of a real seed.)
    const users = await db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(users.rows).toHaveLength(12);
    for (const { password_hash } of users.rows)
      expect(password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    const client = await db.query<{ secret_hash: string }>(
      "SELECT secret_hash FROM api_clients WHERE client_id = 'portal-consumer'",
    );
    expect(client.rows[0]?.secret_hash).toBe(sha256Hex('sandbox-consumer-login'));
  });

  it('keeps the TOTP secret sealed with AES-GCM, bound to its user', async () => {
    const { rows } = await db.query<{ totp_secret_enc: string }>(
      "SELECT totp_secret_enc FROM users WHERE login = 'consumer2fa'",
    );
    const sealed = rows[0]?.totp_secret_enc ?? '';
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(DEMO_TOTP_SECRET);
    expect(open(testKeys.totpSecrets, sealed, totpContext('1000000002'))).toBe(DEMO_TOTP_SECRET);
    expect(() => open(testKeys.totpSecrets, sealed, totpContext('1000000001'))).toThrow();
  });

  it('stores only the SHA-256 of session tokens', async () => {
    const { token } = await createSession(
      db,
      { kind: 'access', userId: null, category: 'consumer', ip: '127.0.0.1', userAgent: 'test' },
      Date.now(),
    );
    const { rows } = await db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.map((r) => r.token_hash)).toContain(sha256Hex(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('purges sessions and counters that expired over a day ago, and nothing else', async () => {
    const now = Date.now();
    const day = 24 * 3600_000;
    const old = await createSession(
      db,
      { kind: 'access', userId: null, category: 'consumer', ip: '127.0.0.1', userAgent: undefined },
      now - 31 * day - day,
    );
    const live = await createSession(
      db,
      { kind: 'access', userId: null, category: 'consumer', ip: '127.0.0.1', userAgent: undefined },
      now,
    );
    await db.query("INSERT INTO rate_limits (key, window_started_at, count) VALUES ('old', $1, 3), ('live', $2, 1)", [
      new Date(now - 2 * day).toISOString(),
      new Date(now).toISOString(),
    ]);
    await purgeExpired(db, now);
    const hashes = (await db.query<{ token_hash: string }>('SELECT token_hash FROM sessions')).rows.map(
      (r) => r.token_hash,
    );
    expect(hashes).not.toContain(sha256Hex(old.token));
    expect(hashes).toContain(sha256Hex(live.token));
    const keys = (await db.query<{ key: string }>("SELECT key FROM rate_limits WHERE key IN ('old', 'live')")).rows.map(
      (r) => r.key,
    );
    expect(keys).toEqual(['live']);
  });

  it('accepts each TOTP step once and never an older one (replay protection)', async () => {
    const { rows } = await db.query<{ id: string }>("SELECT id::text AS id FROM users WHERE login = 'consumer2fa'");
    const userId = rows[0]?.id ?? '';
    const step = 60_000_000 + Math.floor(Math.random() * 1000);
    expect(await claimTotpStep(db, userId, step)).toBe(true);
    expect(await claimTotpStep(db, userId, step)).toBe(false);
    expect(await claimTotpStep(db, userId, step - 1)).toBe(false);
    // Concurrent claims of the next step: exactly one wins, on any number of connections.
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimTotpStep(db, userId, step + 1)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('upgrades a database from before migration 005: accounts FULL, stored site settings kept', async () => {
    // Back to what an older sandbox had: no account levels, the dialog off for every category.
    await db.query('ALTER TABLE users DROP COLUMN account_level');
    await db.query("DELETE FROM schema_migrations WHERE version = '005_account_level'");
    await db.query(
      `UPDATE site_settings SET data = jsonb_set(data, '{extraOptions,showTempAccDialog,enabled}', 'false'::jsonb)`,
    );
    expect(await migrate(db)).toEqual(['005_account_level']);
    expect(await seedIfNeeded(db, { keys: testKeys, nowMs: Date.now(), hashPassword: fastTestHasher })).toBe(false);

    const levels = await db.query<{ account_level: string; n: number }>(
      'SELECT account_level, count(*)::int AS n FROM users GROUP BY account_level',
    );
    expect(levels.rows).toEqual([{ account_level: 'FULL', n: 12 }]);
    // A restart never rewrites stored settings: the consumer dialog stays off until a reset.
    const dialog = await db.query<{ enabled: boolean }>(
      `SELECT (data #>> '{extraOptions,showTempAccDialog,enabled}')::boolean AS enabled
         FROM site_settings WHERE category_code = 'CONSUMER_CATEGORY'`,
    );
    expect(dialog.rows).toEqual([{ enabled: false }]);
  });
});

// Two processes starting against one empty PostgreSQL: the advisory locks make them take turns.
describe.each(testDatabaseUrl === undefined ? [] : [testDatabaseUrl])('concurrent start-up on PostgreSQL', (url) => {
  const schema = `test_race_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  });
  afterAll(async () => {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });

  it('opens DATABASE_URL as PostgreSQL (here confined to the schema by a URL option)', async () => {
    const config = {
      ...loadConfig({}),
      databaseUrl: `${url}${url.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}`,
    };
    const db = await openDatabase(config, createLogger('silent'));
    try {
      expect(db.kind).toBe('postgres');
      expect(db.description).toBe('postgresql');
      expect((await db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]?.s).toBe(schema);
    } finally {
      await db.close();
    }
  });

  it('migrates and seeds exactly once when two servers start together', async () => {
    const [a, b] = [openPostgres(url, { schema }), openPostgres(url, { schema })];
    try {
      const migrated = await Promise.all([migrate(a), migrate(b)]);
      // every migration applied exactly once between the two
      expect(migrated.flat().sort()).toEqual((await loadMigrations()).map((m) => m.version));
      const options = { keys: testKeys, nowMs: Date.now(), hashPassword: fastTestHasher };
      const seeded = await Promise.all([seedIfNeeded(a, options), seedIfNeeded(b, options)]);
      expect(seeded.filter(Boolean)).toHaveLength(1);
      expect((await a.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]?.n).toBe(12);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
