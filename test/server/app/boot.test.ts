import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as paths from '../../../src/api/contract/paths';
import { loadConfig } from '../../../server/config';
import { startServer } from '../../../server/server';
import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { ApiClient } from '../support/client';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = join(repoRoot, 'node_modules/.bin/tsx');

interface Running {
  url: Promise<string>;
  output: () => string;
  exit: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
}

/** `tsx server/main.ts`, exactly as `npm run serve` starts it. */
function serve(env: Record<string, string>): Running {
  const child = spawn(tsx, ['server/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let announce: (url: string) => void = () => {};
  const url = new Promise<string>((resolve) => (announce = resolve));
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    const match = /Wallet portal sandbox on (http:\/\/\S+) \(database: (.+)\)/.exec(output);
    if (match?.[1] !== undefined) announce(match[1]);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { url, output: () => output, exit, kill: (signal) => child.kill(signal) };
}

describe('starting the sandbox from the command line', () => {
  it('refuses a bad environment with a clear message and exit code 1', async () => {
    const run = serve({ PORT: 'eighty', LOG_LEVEL: 'loud', CSP_SCRIPT_ORIGINS: 'https://chat.example.com/x.js' });
    expect(await run.exit).toBe(1);
    expect(run.output()).toContain('Invalid environment');
    expect(run.output()).toContain('PORT: must be a whole number');
    expect(run.output()).toContain('LOG_LEVEL: must be info or silent');
    expect(run.output()).toContain(
      'CSP_SCRIPT_ORIGINS: "https://chat.example.com/x.js" is not an https origin such as https://chat.example.com',
    );
  });

  describe('with a file-backed PGlite under DATA_DIR', () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'wallet-boot-'));
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    it('boots, migrates, seeds, serves, logs safely and stops cleanly on SIGTERM', async () => {
      // the history seed has its own tests (test/server/seed): a boot without it is quicker
      const run = serve({ PORT: '0', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-build'), SEED_HISTORY: 'off' });
      const url = await run.url;
      expect(run.output()).toContain(`(database: pglite at ${join(dataDir, 'pglite')})`);
      expect(run.output()).toContain('npm run build');
      expect(await (await fetch(`${url}/healthz`)).text()).toBe('ok');

      const portal = await ApiClient.connect(url, 'consumer');
      const token = await portal.signInToken('consumer');
      expect((await portal.call('POST', paths.getBalance, { userToken: token })).status).toBe(200);
      expect((await stat(join(dataDir, 'secret.key'))).mode & 0o777).toBe(0o600);

      run.kill('SIGTERM');
      expect(await run.exit).toBe(0);
      const log = run.output();
      expect(log).toMatch(/^POST \/api\/demo\/v1\/front_users_validateLogin 200 \d+ms$/m);
      for (const secret of [token, portal.accessToken, portal.csrfToken, DEMO_PASSWORD])
        expect(log).not.toContain(secret);
      // a real first boot hashes thirteen passwords at the OWASP cost: ~6 s alone, far more on busy cores
    }, 120_000);

    it('restarts on the same data without seeding again, with the same secret', async () => {
      const before = await stat(join(dataDir, 'secret.key'));
      const server = await startServer({
        config: {
          ...loadConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
          staticDir: join(dataDir, 'no-build'),
        },
      });
      try {
        const { rows } = await server.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM sandbox_meta WHERE key = 'seeded_at'",
        );
        expect(rows[0]?.n).toBe(1);
        const sessions = await server.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM sessions WHERE kind = 'user'",
        );
        expect(sessions.rows[0]?.n).toBe(1); // the session of the first run survived the restart
        expect((await stat(join(dataDir, 'secret.key'))).mtimeMs).toBe(before.mtimeMs);
        // The real seed hashes every demo password at the OWASP cost, each with its own salt.
        const hashes = await server.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
        expect(hashes.rows).toHaveLength(12);
        for (const { password_hash } of hashes.rows) expect(password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
        expect(new Set(hashes.rows.map((r) => r.password_hash.split('$')[4])).size).toBe(12);
      } finally {
        await server.close();
      }
    });
  });
});
