import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers as lint rules (eslint.config.js, "server layers"): SQL only in
 * *.repository.ts and server/db/, and routes that import no repository and no database. Each
 * rule is shown failing on a snippet that breaks it, and quiet on one that keeps it.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../', import.meta.url)) });

async function complaints(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

const layerRules = (messages: string[]) =>
  messages.filter((m) => m.startsWith('no-restricted-syntax') || m.startsWith('no-restricted-imports'));

describe('SQL lives in repositories', () => {
  it('reports a query() call and its SQL text in a domain file', async () => {
    const code = `import type { Queryable } from '../db/types';
export async function bad(q: Queryable): Promise<number> {
  const { rowCount } = await q.query('SELECT 1 FROM users');
  return rowCount;
}
`;
    const found = layerRules(await complaints(code, 'server/account/bad.ts'));
    expect(found).toEqual([
      expect.stringContaining('SQL runs in a *.repository.ts'),
      expect.stringContaining('SQL text belongs in a *.repository.ts'),
    ]);
  });

  it('reports SQL in a template literal, whatever its case and leading whitespace', async () => {
    const code = 'export const statement = `\n   update users set locale = $1`;\n';
    expect(layerRules(await complaints(code, 'server/content/bad.ts'))).toEqual([
      expect.stringContaining('SQL text belongs in a *.repository.ts'),
    ]);
  });

  it('reports an exec() call in a route file', async () => {
    const code = `import type { Db } from '../db/types';
export const run = (db: Db) => db.exec('CREATE TABLE t (id int)');
`;
    const found = layerRules(await complaints(code, 'server/payments/bad.routes.ts'));
    expect(found).toContain(
      'no-restricted-syntax: SQL runs in a *.repository.ts: call a repository function (for a named RegExp use String#match).',
    );
  });

  it('accepts the same SQL in a repository and in server/db/', async () => {
    const code = `import type { Queryable } from '../db/types';
export async function good(q: Queryable): Promise<number> {
  const { rowCount } = await q.query(\`SELECT 1 FROM users\`);
  return rowCount;
}
`;
    expect(await complaints(code, 'server/account/good.repository.ts')).toEqual([]);
    expect(await complaints(code.replace("'../db/types'", "'./types'"), 'server/db/good.ts')).toEqual([]);
  });

  it("accepts Hono's c.req.query(), a regular expression's exec() and words that are not SQL", async () => {
    const code = `import type { Context } from 'hono';
export function good(c: Context): string {
  const kind = { type: 'select' };
  const method = 'DELETE';
  const match = /^(\\d+)$/.exec(c.req.query('id') ?? '');
  return \`\${kind.type} \${method} \${match?.[1] ?? ''}\`;
}
`;
    expect(await complaints(code, 'server/account/good.ts')).toEqual([]);
  });
});

describe('routes talk to the domain only', () => {
  it('reports a route file importing a repository', async () => {
    const code = `import { selectUserById } from './users.repository';
export const lookup = selectUserById;
`;
    expect(layerRules(await complaints(code, 'server/account/bad.routes.ts'))).toEqual([
      expect.stringContaining('Routes call the domain (<name>.ts), never a repository.'),
    ]);
  });

  it('reports a route file importing server/db', async () => {
    const code = `import { isoTime } from '../db/types';
export const now = () => isoTime(Date.now());
`;
    expect(layerRules(await complaints(code, 'server/account/bad.routes.ts'))).toEqual([
      expect.stringContaining('never the database (server/db/)'),
    ]);
  });

  it('accepts a route file importing its domain and the shared floors', async () => {
    const code = `import type { Hono } from 'hono';
import type { Deps } from '../deps';
import { ok } from '../http/envelope';
import { findUserById } from './users';
export function goodRoutes(api: Hono, deps: Deps): void {
  api.get('/user/:id', async (c) => ok(c, await findUserById(deps.db, c.req.param('id'))));
}
`;
    expect(await complaints(code, 'server/account/good.routes.ts')).toEqual([]);
  });
});
