/**
 * `npm run load`: the sandbox under load (issue 19), printed next to a bare Hono app measured in
 * the same run. Figures to read, not a pass/fail test; the targets are printed beside them.
 *
 *   reads    authenticated getBalance with autocannon (LOAD_CONNECTIONS, default 100, for
 *            LOAD_SECONDS, default 10; the figure is 30) on PGlite (in memory) and, when
 *            DATABASE_URL is set, on PostgreSQL; the bare Hono reference answers the same POST.
 *   payments LOAD_TRANSFERS (default 1,000) transfers fired at once on PostgreSQL among three agents:
 *            every pair both ways, a good part overdrawing, every 25th a retry of an earlier
 *            requestId; accepted/s, p50/p99 from the burst's start, then the ledger's invariants
 *            (postings sum 0, no negative wallet, every wallet's kept balance the sum of its
 *            postings, no duplicate requestId, every accepted transfer booked with its two postings).
 *
 * LOAD_PART=reads|payments|all (default all); LOAD_PROFILE=<dir> writes each server's CPU profile there;
 * LOAD_TRACE_SQL=1 prints every statement's start (with LOAD_TRANSFERS=1: what one submit sends). Each server runs in its own process
 * (scripts/loadServer.ts) on LOAD_PORT (default 4401), one after the other.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { csrfCookieName, headerNames } from '../src/api/contract/headers';
import * as paths from '../src/api/contract/paths';
import { importMaskKey, maskValue } from '../src/api/contract/requestSecurity';
import { DEFAULT_MASK_KEY } from '../server/config';
import { keptBalanceDrift } from '../server/ledger/ledger';
import { DEMO_PASSWORD, DEMO_PIN } from '../server/seed/demoUsers';
import { printTable } from './table';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const TRANSFERS = Number(process.env.LOAD_TRANSFERS ?? 1000);
const PART = process.env.LOAD_PART ?? 'all';
const BASE_PORT = Number(process.env.LOAD_PORT ?? 4401);
const databaseUrl = process.env.DATABASE_URL || undefined;
const root = fileURLToPath(new URL('../', import.meta.url));
/** LOAD_PROFILE=<dir>: each server writes a V8 CPU profile there when it stops (where the time goes) */
const profileArgs = process.env.LOAD_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_PROFILE}`] : [];

interface Started {
  url: string;
  schema: string | undefined;
  pid: number | undefined;
  /** SQL statements the server has sent so far (its database handle counts them) */
  statements(): Promise<number>;
  stop(): Promise<void>;
}

async function startChild(
  kind: 'wallet' | 'bare',
  port: number,
  env: Record<string, string | undefined>,
): Promise<Started> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...profileArgs, '--import', 'tsx', 'scripts/loadServer.ts', kind, String(port)],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const line = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /ready(?: (\S+))?\n/.exec(buffer);
      if (match) resolve(match[1] ?? '');
    });
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    schema: line === '' ? undefined : line,
    pid: child.pid,
    statements: () =>
      new Promise<number>((resolve) => {
        let buffer = '';
        const listen = (chunk: Buffer) => {
          buffer += chunk.toString();
          const match = /statements (\d+)\n/.exec(buffer);
          if (match === null) return;
          child.stdout?.off('data', listen);
          resolve(Number(match[1]));
        };
        child.stdout?.on('data', listen);
        child.kill('SIGUSR2');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface Portal {
  headers: Record<string, string>;
}

/** CSRF pair, client-credentials login and a user's sign-in, as the portal does them. */
async function signIn(url: string, login: string, category: string): Promise<Portal> {
  const config = JSON.parse(readFileSync(`${root}public/portal-config.json`, 'utf8')) as {
    categories: Record<string, { loginCredential: string }>;
  };
  const basic = `Basic ${config.categories[category]?.loginCredential ?? ''}`;
  const csrfAnswer = await fetch(`${url}/api/${paths.csrf}`);
  const csrf = new RegExp(`${csrfCookieName}=([^;]+)`).exec(csrfAnswer.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [headerNames.accessChannel]: 'WEBSITE_APP',
    Cookie: `${csrfCookieName}=${csrf}`,
    [headerNames.csrf]: csrf,
  };
  const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
    const answer = await fetch(`${url}/api/${path}`, {
      method: 'POST',
      headers: { ...headers, ...extra },
      body: JSON.stringify(body),
    });
    // the CSRF pair is bound to the session (issue 19 defect 12): a sign-in's answer carries the
    // new one, as the portal picks it up from its cookie
    const renewed = new RegExp(`${csrfCookieName}=([^;]+)`).exec(answer.headers.get('set-cookie') ?? '')?.[1];
    if (renewed !== undefined) {
      headers.Cookie = `${csrfCookieName}=${renewed}`;
      headers[headerNames.csrf] = renewed;
    }
    return (await answer.json()) as { responseCode: number; message: string; data: Record<string, unknown> };
  };
  const app = await post(paths.appLogin, { grant_type: 'client_credentials' }, { Authorization: basic });
  headers[headerNames.accessToken] = `Bearer ${String(app.data.access_token)}`;
  const user = await post(
    paths.validateLogin,
    { userName: login, password: DEMO_PASSWORD, grant_type: 'password' },
    { Authorization: basic },
  );
  if (user.responseCode !== 0) throw new Error(`sign-in of ${login}: ${user.message}`);
  const info = user.data.info as { auth_token: string };
  headers[headerNames.authorizedToken] = `Bearer ${info.auth_token}`;
  return { headers };
}

interface ReadFigures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU per request (ms) of the server process and of every PostgreSQL process: unlike req/s,
   * barely moved by other work on the machine, so a change can be compared on a busy one */
  serverCpuMs?: number;
  postgresCpuMs?: number;
  statementsPerRequest?: number;
}

const TICKS_PER_SECOND = 100;
/** user + system CPU of a process in ms (Linux /proc), 0 when it is gone */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

async function cannon(name: string, url: string, headers: Record<string, string>): Promise<ReadFigures> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers,
    body: '{}',
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function reads(): Promise<ReadFigures[]> {
  const figures: ReadFigures[] = [];
  const bare = await startChild('bare', BASE_PORT, {});
  try {
    figures.push(
      await cannon('bare Hono (reference)', `${bare.url}/api/balance`, { 'Content-Type': 'application/json' }),
    );
  } finally {
    await bare.stop();
  }
  const backends: Array<[string, Record<string, string | undefined>]> = [['PGlite', { DATABASE_URL: '' }]];
  if (databaseUrl !== undefined) backends.push(['PostgreSQL', { DATABASE_URL: databaseUrl }]);
  for (const [name, env] of backends) {
    const server = await startChild('wallet', BASE_PORT, env);
    try {
      const portal = await signIn(server.url, 'consumer', 'consumer');
      // one read first: a figure of refusals (a stale CSRF pair, say) is not a read figure
      const probe = await fetch(`${server.url}/api/${paths.getBalance}`, {
        method: 'POST',
        headers: portal.headers,
        body: '{}',
      });
      if (!probe.ok) throw new Error(`getBalance answered ${probe.status}: ${await probe.text()}`);
      // a short warm-up so the JIT and the pool are not part of the figure
      await autocannon({
        url: `${server.url}/api/${paths.getBalance}`,
        method: 'POST',
        headers: portal.headers,
        body: '{}',
        connections: 10,
        amount: 500,
      });
      const pid = server.pid ?? 0;
      const before = { server: cpuMs(pid), postgres: postgresCpuMs(), statements: await server.statements() };
      const figure = await cannon(`getBalance, ${name}`, `${server.url}/api/${paths.getBalance}`, portal.headers);
      const served = figure.rps * SECONDS;
      figure.serverCpuMs = (cpuMs(pid) - before.server) / served;
      if (name === 'PostgreSQL') figure.postgresCpuMs = (postgresCpuMs() - before.postgres) / served;
      // the load server counts PostgreSQL's statements (PGlite's handle is the server's own)
      if (name === 'PostgreSQL')
        figure.statementsPerRequest = ((await server.statements()) - before.statements) / served;
      figures.push(figure);
    } finally {
      await server.stop();
    }
  }
  return figures;
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function payments(): Promise<void> {
  if (databaseUrl === undefined) {
    console.log('\npayments: skipped (set DATABASE_URL=postgres://… to run them on PostgreSQL)');
    return;
  }
  const server = await startChild('wallet', BASE_PORT, { DATABASE_URL: databaseUrl });
  try {
    const agents = [
      { login: 'agent', phone: '7701000003' },
      { login: 'chainstore', phone: '7701000004' },
      { login: 'minihouston', phone: '7701000005' },
    ];
    const portals = await Promise.all(agents.map((a) => signIn(server.url, a.login, 'agent')));
    const maskKey = await importMaskKey(DEFAULT_MASK_KEY);
    const pin = await maskValue(maskKey, DEMO_PIN);
    const run = Date.now().toString(36);
    const bodies = Array.from({ length: TRANSFERS }, (_, i) => {
      // every 25th repeats the request before it (same payer, same body): a retry, posted once
      const n = i % 25 === 24 ? i - 1 : i;
      const from = n % 3;
      const to = (n + 1 + (n % 2)) % 3;
      const amount = 10_000 + ((n * 7919) % 89) * 10_000; // 10,000 … 890,000 IQD
      return {
        from,
        body: {
          requestId: `load-${run}-${n}`,
          serviceCode: 'AGENT_TO_AGENT_TRANSFER',
          recipientMobile: agents[to]?.phone,
          amount: String(amount),
          pin,
        },
      };
    });
    const cpuBefore = {
      server: cpuMs(server.pid ?? 0),
      postgres: postgresCpuMs(),
      statements: await server.statements(),
    };
    const started = performance.now();
    const results = await Promise.all(
      bodies.map(async ({ from, body }) => {
        const answer = await fetch(`${server.url}/api/${paths.transactionSubmit}`, {
          method: 'POST',
          headers: portals[from]?.headers,
          body: JSON.stringify(body),
        });
        const envelope = (await answer.json()) as {
          responseCode: number;
          errCode: number;
          data: { transactionId?: string };
        };
        return { status: answer.status, envelope, ms: performance.now() - started };
      }),
    );
    const wall = (performance.now() - started) / 1000;
    const cpuPerSubmit = {
      server: (cpuMs(server.pid ?? 0) - cpuBefore.server) / TRANSFERS,
      postgres: (postgresCpuMs() - cpuBefore.postgres) / TRANSFERS,
      statements: ((await server.statements()) - cpuBefore.statements) / TRANSFERS,
    };
    const accepted = results.filter((r) => r.envelope.responseCode === 0);
    const http5xx = results.filter((r) => r.status >= 500).length;
    const refusedBy = new Map<number, number>();
    for (const r of results)
      if (r.envelope.responseCode !== 0)
        refusedBy.set(r.envelope.errCode, (refusedBy.get(r.envelope.errCode) ?? 0) + 1);
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const ids = [...new Set(accepted.map((r) => r.envelope.data.transactionId ?? ''))];

    const client = new pg.Client({
      connectionString: databaseUrl,
      options: `-c search_path=${server.schema ?? 'public'}`,
    });
    await client.connect();
    const one = async (sql: string, params: unknown[] = []) =>
      (await client.query(sql, params)).rows[0] as Record<string, string>;
    const sum = await one('SELECT COALESCE(SUM(amount_minor), 0)::text AS v FROM postings');
    const drift = await keptBalanceDrift(client);
    const negative = await one(
      `SELECT count(*)::text AS v FROM (SELECT a.id FROM ledger_accounts a JOIN postings p ON p.account_id = a.id
        WHERE a.user_id IS NOT NULL GROUP BY a.id HAVING SUM(p.amount_minor) < 0) n`,
    );
    const duplicates = await one(
      `SELECT count(*)::text AS v FROM (SELECT 1 FROM transactions GROUP BY initiator_user_id, request_id HAVING count(*) > 1) d`,
    );
    const booked = await one(
      `SELECT count(*)::text AS v FROM (SELECT t.public_id FROM transactions t JOIN postings p ON p.entry_id = t.entry_id
        WHERE t.public_id = ANY($1) GROUP BY t.public_id HAVING count(p.id) = 2) b`,
      [ids],
    );
    await client.end();

    console.log(`\npayments: ${TRANSFERS} concurrent AGENT_TO_AGENT_TRANSFER submits on PostgreSQL`);
    printTable([
      ['figure', 'value', 'target'],
      ['accepted', String(accepted.length), ''],
      ['refused (errCode: count)', [...refusedBy].map(([code, n]) => `${code}: ${n}`).join(', ') || '0', ''],
      ['HTTP 5xx', String(http5xx), '0'],
      ['wall time, s', wall.toFixed(2), ''],
      ['requests/s', (TRANSFERS / wall).toFixed(1), ''],
      [
        'CPU ms per submit: server, PostgreSQL',
        `${cpuPerSubmit.server.toFixed(2)}, ${cpuPerSubmit.postgres.toFixed(2)}`,
        '',
      ],
      ['SQL statements per submit', cpuPerSubmit.statements.toFixed(1), ''],
      ['accepted/s', (accepted.length / wall).toFixed(1), '≥ 100'],
      ['p50, ms', quantile(latencies, 0.5).toFixed(0), ''],
      ['p99, ms', quantile(latencies, 0.99).toFixed(0), '≤ 5000'],
      ['postings sum (minor units)', sum.v ?? '?', '0'],
      ['wallets below zero', negative.v ?? '?', '0'],
      ['wallets whose kept balance is not the sum of their postings', String(drift.length), '0'],
      ['duplicate (initiator, requestId)', duplicates.v ?? '?', '0'],
      ['accepted transfers booked (2 postings)', `${booked.v ?? '?'} of ${ids.length} distinct`, 'all'],
    ]);
  } finally {
    await server.stop();
  }
}

console.log(
  `load: ${new Date().toISOString()}, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
if (PART === 'reads' || PART === 'all') {
  const figures = await reads();
  const bare = figures[0]?.rps ?? NaN;
  console.log(`\nreads: POST ${CONNECTIONS} connections, ${SECONDS} s each`);
  printTable([
    ['server', 'req/s', '% of bare', 'p50 ms', 'p99 ms', 'errors', 'CPU ms/req: server', 'PostgreSQL', 'SQL/req'],
    ...figures.map((f) => [
      f.name,
      f.rps.toFixed(0),
      ((100 * f.rps) / bare).toFixed(1),
      String(f.p50),
      String(f.p99),
      String(f.errors),
      f.serverCpuMs === undefined ? '' : f.serverCpuMs.toFixed(3),
      f.postgresCpuMs === undefined ? '' : f.postgresCpuMs.toFixed(3),
      f.statementsPerRequest === undefined ? '' : f.statementsPerRequest.toFixed(2),
    ]),
  ]);
  console.log('targets (PostgreSQL): ≥ 4,000 req/s, p99 ≤ 50 ms, 0 errors');
}
if (PART === 'payments' || PART === 'all') await payments();
console.log(
  `\nload average at the end ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
