import fc from 'fast-check';
import type { Hono } from 'hono';
import type * as v from 'valibot';
import { csrfCookieName, headerNames } from '../../../src/api/contract/headers';
import * as paths from '../../../src/api/contract/paths';
import { createApp } from '../../../server/app';
import { defaultRateLimits, type RateLimitConfig } from '../../../server/config';
import { isStorableText, parseJsonBody, schemaObserver } from '../../../server/http/body';
import { ApiError } from '../../../server/http/envelope';
import { parseQuery } from '../../../server/http/query';
import { createLogger } from '../../../server/log';
import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { fastTestHasher, testKeys, testMaskKey, type TestBackend } from '../support/backends';
import { credentialsOf } from '../support/client';

/**
 * issue 19: every /api endpoint fed hostile input in-process (app.request, no network): wrong
 * types, huge strings, invalid Unicode (lone surrogates, NUL), deep nesting, 1e308 / 1e400
 * (Infinity) / -1 / NaN, SQL and HTML. Bodies are built from the endpoint's own schema (its keys
 * and types, each value sometimes swapped for a hostile one), so inputs get past the first missing
 * field; whole-body junk and broken JSON come in between. Each answer must be below 500 and a
 * refusal must not quote the input (every hostile string carries a marker to look for).
 */

export interface Endpoint {
  method: string;
  path: string;
  /** the schema readJson/readQuery validated the probe against; undefined: the route reads none */
  schema: v.GenericSchema | undefined;
}

export interface FuzzTarget {
  app: Hono;
  endpoints: Endpoint[];
  /** the portal's headers for a signed-in consumer (signed in again when a call ended the session) */
  headers(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

const ORIGIN = 'http://fuzz.test';
const unlimited = Object.fromEntries(
  Object.keys(defaultRateLimits).map((k) => [k, 1_000_000]),
) as unknown as RateLimitConfig;

export async function openFuzzTarget(backend: TestBackend): Promise<FuzzTarget> {
  const database = await backend.open();
  const app = createApp(
    {
      db: database.db,
      keys: testKeys,
      // hostile input, not the rate limits, is what is measured
      limits: { ...unlimited, loginWindowSeconds: 900, twoFactorWindowSeconds: 900, appLoginWindowSeconds: 60 },
      now: Date.now,
      log: createLogger('silent'),
      hashPassword: fastTestHasher,
      maskKey: testMaskKey,
    },
    // the sandbox tools (outbox, maintenance) are not API endpoints; sandboxTools off keeps a
    // fuzzed maintenance call from resetting the database under the run
    { staticDir: '/nonexistent/wallet-portal-static', sandboxTools: false },
  );
  let headers = await signIn(app);
  const alive = async () =>
    (await app.request(`${ORIGIN}/api/${paths.getBalance}`, { method: 'POST', headers, body: '{}' })).status === 200;
  const seen = new Set<string>();
  const endpoints: Endpoint[] = [];
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.includes('*')) continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // the probe: which schema does this route read?
    let schema: v.GenericSchema | undefined;
    schemaObserver.seen = (s) => (schema ??= s);
    try {
      await app.request(`${ORIGIN}${fillParams(route.path, 'probe')}`, {
        method: route.method,
        headers,
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { body: '{}' }),
      });
    } finally {
      delete schemaObserver.seen;
    }
    endpoints.push({ method: route.method, path: route.path, schema });
    if (!(await alive())) headers = await signIn(app);
  }
  return {
    app,
    endpoints,
    async headers() {
      if (!(await alive())) headers = await signIn(app);
      return headers;
    },
    close: () => database.dispose(),
  };
}

async function signIn(app: Hono): Promise<Record<string, string>> {
  const csrfAnswer = await app.request(`${ORIGIN}/api/${paths.csrf}`);
  const csrf = new RegExp(`${csrfCookieName}=([^;]+)`).exec(csrfAnswer.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [headerNames.accessChannel]: 'WEBSITE_APP',
    Cookie: `${csrfCookieName}=${csrf}`,
    [headerNames.csrf]: csrf,
  };
  const basic = `Basic ${credentialsOf('consumer').login}`;
  const post = async (path: string, body: unknown) =>
    (await (
      await app.request(`${ORIGIN}/api/${path}`, {
        method: 'POST',
        headers: { ...headers, Authorization: basic },
        body: JSON.stringify(body),
      })
    ).json()) as { data: { access_token?: string; info?: { auth_token: string } } };
  const access = await post(paths.appLogin, { grant_type: 'client_credentials' });
  headers[headerNames.accessToken] = `Bearer ${access.data.access_token ?? ''}`;
  const user = await post(paths.validateLogin, {
    userName: 'consumer',
    password: DEMO_PASSWORD,
    grant_type: 'password',
  });
  headers[headerNames.authorizedToken] = `Bearer ${user.data.info?.auth_token ?? ''}`;
  // issue 19: the CSRF pair is bound to the session it is used with
  const bound = await app.request(`${ORIGIN}/api/${paths.csrf}`, {
    headers: { [headerNames.authorizedToken]: headers[headerNames.authorizedToken] ?? '' },
  });
  const pair = new RegExp(`${csrfCookieName}=([^;]+)`).exec(bound.headers.get('set-cookie') ?? '')?.[1] ?? '';
  headers.Cookie = `${csrfCookieName}=${pair}`;
  headers[headerNames.csrf] = pair;
  return headers;
}

function fillParams(path: string, value: string): string {
  // a lone surrogate has no UTF-8: it goes as the bytes a careless client would send
  const encoded = encodeURIComponent(safe(value)).replace(/%EF%BF%BD/g, '%ED%A0%80');
  return path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, encoded);
}

// ── inputs ────────────────────────────────────────────────────────────────────────────────

/** Hostile strings carry FZ + 8 hex digits, so an answer quoting them is found. */
const marker = fc.stringMatching(/^[0-9a-f]{8}$/).map((hex) => `FZ${hex}`);
export const MARKER = /FZ[0-9a-f]{8}/g;

const freshHostileString: fc.Arbitrary<string> = fc.oneof(
  marker.map((m) => `${m}\ud800`),
  marker.map((m) => `\udc00${m}`),
  marker.map((m) => `${m}\u0000x`),
  marker.map((m) => `' OR 1=1; DROP TABLE users; --${m}`),
  marker.map((m) => `<img src=x onerror=alert(1)>${m}`),
  marker.map((m) => `<script>alert('${m}')</script>`),
  marker.map((m) => `${m}${'A'.repeat(10_000)}`),
  marker.map((m) => `${m}\u202e\u200b\ufeff𝕏`),
  fc.constantFrom(
    '',
    ' ',
    'NaN',
    'Infinity',
    '-1',
    '1e308',
    '1e17',
    '0x10',
    '9'.repeat(400),
    '../../etc/passwd',
    '%00',
    '{}',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }).chain((s) => marker.map((m) => `${m}${s}`)),
);

const hostileString: fc.Arbitrary<string> = fc.constantFrom(
  ...fc.sample(freshHostileString, { numRuns: 300, seed: 19 }),
);

const hostileNumber = fc.constantFrom(
  1e308,
  -1e308,
  1e17,
  -1e17,
  2 ** 53,
  -1,
  0,
  -0,
  0.5,
  1e-300,
  Number.MAX_SAFE_INTEGER,
);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/**
 * Drawn once from a fixed seed and then picked from: building a fresh 10,000-character string or
 * random JSON document for every input made generation, not the server, the fuzz's cost.
 */
const hostilePool: unknown[] = fc.sample(
  fc.oneof(
    freshHostileString,
    hostileNumber,
    fc.constantFrom(null, true, false, [], {}, [1, 2, 3], { $gt: '' }, nested(40), nested(2000)),
    fc.jsonValue({ maxDepth: 3 }),
  ),
  { numRuns: 500, seed: 19 },
);
const hostileValue: fc.Arbitrary<unknown> = fc.constantFrom(...hostilePool);

type SchemaNode = v.GenericSchema & {
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  options?: unknown[];
  item?: SchemaNode;
  value?: SchemaNode;
  literal?: unknown;
};

/** A value shaped by the schema (so the input gets past its first check), or a hostile one. */
function valueFor(schema: SchemaNode | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || depth > 6) return hostileValue;
  let shaped: fc.Arbitrary<unknown>;
  switch (schema.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
      shaped = objectFor(schema, depth);
      break;
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
      shaped = fc.oneof(valueFor(schema.wrapped, depth + 1), fc.constant(undefined), fc.constant(null));
      break;
    case 'union':
    case 'variant':
      shaped = fc.oneof(...((schema.options ?? []) as SchemaNode[]).map((o) => valueFor(o, depth + 1)), hostileValue);
      break;
    case 'picklist':
      shaped = fc.constantFrom(...((schema.options ?? ['x']) as unknown[]));
      break;
    case 'literal':
      shaped = fc.constant(schema.literal);
      break;
    case 'array':
      shaped = fc.array(valueFor(schema.item, depth + 1), { maxLength: 5 });
      break;
    case 'record':
      shaped = fc.dictionary(hostileString, valueFor(schema.value, depth + 1), { maxKeys: 3 });
      break;
    case 'number':
      shaped = fc.oneof(fc.integer({ min: -10, max: 1_000_000 }), hostileNumber);
      break;
    case 'boolean':
      shaped = fc.boolean();
      break;
    case 'string':
      shaped = fc.oneof(fc.string({ maxLength: 12 }), fc.stringMatching(/^\d{1,10}$/), hostileString);
      break;
    default:
      shaped = fc.jsonValue({ maxDepth: 2 });
  }
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

function objectFor(schema: SchemaNode, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.entries ?? {});
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of entries) record[key] = valueFor(child, depth + 1);
  // one in six: an unknown extra key, and an invalid one
  return fc
    .tuple(fc.record(record, { requiredKeys: [] }), fc.nat(5), hostileValue)
    .map(([value, roll, extra]) => (roll === 0 ? { ...value, ['extra\ud800']: extra, extra } : value));
}

/** One request to `endpoint`: a schema-shaped body (or query), whole-body junk, or broken JSON. */
export function requestFor(endpoint: Endpoint, headers: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  const isRead = endpoint.method === 'GET' || endpoint.method === 'HEAD';
  const param = fc.oneof(fc.constant('probe'), hostileString);
  const shaped = valueFor(endpoint.schema);
  const whole = hostileValue;
  const body: fc.Arbitrary<{ text: string; type?: string }> = fc.oneof(
    { weight: 6, arbitrary: shaped.map((value) => ({ text: JSON.stringify(value) ?? '' })) },
    { weight: 2, arbitrary: whole.map((value) => ({ text: JSON.stringify(value) ?? '' })) },
    {
      weight: 1,
      arbitrary: shaped.map((value) => ({
        // numbers JSON.stringify cannot write: 1e400 parses as Infinity, -0, huge exponents
        text: (JSON.stringify(value) ?? '{}').replace(/:(-?\d+(\.\d+)?)/, ':1e400'),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        marker.map((m) => ({ text: `{"a":"${m}` })),
        marker.map((m) => ({ text: `${m}`, type: 'text/plain' })),
        fc.constant({ text: '{"a":"\\ud800"}' }),
        fc.constant({ text: '\u0000' }),
        fc.constant({ text: `${'['.repeat(5000)}${']'.repeat(5000)}` }),
      ),
    },
  );
  return fc.tuple(param, body).map(([p, b]) => {
    const url = `${ORIGIN}${fillParams(endpoint.path, p)}`;
    if (isRead) {
      let query = '';
      try {
        const value = JSON.parse(b.text) as unknown;
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
          query = Object.entries(value)
            .map(
              ([k, x]) =>
                `${encodeURIComponent(safe(k))}=${encodeURIComponent(safe(typeof x === 'string' ? x : (JSON.stringify(x) ?? '')))}`,
            )
            .join('&');
        }
      } catch {
        query = 'a=%ED%A0%80&b=%00&c=%';
      }
      return { method: endpoint.method, url: query === '' ? url : `${url}?${query}`, headers, body: undefined };
    }
    return {
      method: endpoint.method,
      url,
      headers: b.type === undefined ? headers : { ...headers, 'Content-Type': b.type },
      body: b.text,
    };
  });
}

/** encodeURIComponent throws on a lone surrogate: those go as their raw UTF-8-invalid escape instead. */
function safe(text: string): string {
  return text.replace(/[\ud800-\udfff]/g, '\ufffd');
}

export interface Verdict {
  status: number;
  problem: string | undefined;
}

/** Sends one request; a problem is a 5xx, a non-envelope answer, or a refusal quoting the input. */
export async function send(app: Hono, request: FuzzRequest): Promise<Verdict> {
  const response = await app.request(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const text = await response.text();
  if (response.status >= 500)
    return { status: response.status, problem: `HTTP ${response.status}: ${text.slice(0, 200)}` };
  let envelope: { responseCode?: unknown } | undefined;
  try {
    envelope = JSON.parse(text) as { responseCode?: unknown };
  } catch {
    // downloads answer files; only a JSON answer is an envelope to judge
    if ((response.headers.get('Content-Type') ?? '').includes('json'))
      return { status: response.status, problem: 'not JSON' };
  }
  if (envelope !== undefined && envelope.responseCode !== 0) {
    const markers = `${request.url} ${request.body ?? ''}`.match(MARKER) ?? [];
    const echoed = markers.find((m) => text.includes(m));
    if (echoed !== undefined)
      return { status: response.status, problem: `refusal quotes the input (${echoed}): ${text.slice(0, 200)}` };
  }
  return { status: response.status, problem: undefined };
}

// ── the edge alone: the endpoint's own schema behind readJson/readQuery, no database ─────────

/** The largest number a request may carry into the service layer (pages, ids, radii, counts). */
export const MAX_ACCEPTED_NUMBER = 1e9;

/**
 * What is wrong with a value a schema accepted, at the places the schema declares: a number out of
 * bounds (or not finite), or text the database cannot store. Keys a loose object passes through
 * and `unknown` values are not the schema's inputs and are not judged.
 */
export function unboundedPart(schema: SchemaNode | undefined, value: unknown, path = ''): string | undefined {
  if (schema === undefined || value === undefined || value === null) return undefined;
  // what the schema leaves open, the route checks itself (a masked PIN: security of its own)
  if (schema.type === 'unknown' || schema.type === 'any') return undefined;
  const wrappers = ['optional', 'nullable', 'nullish', 'exact_optional', 'non_optional', 'non_nullable'];
  if (wrappers.includes(schema.type)) return unboundedPart(schema.wrapped, value, path);
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= MAX_ACCEPTED_NUMBER
      ? undefined
      : `${path || '(body)'} = ${value}`;
  }
  if (typeof value === 'string') return isStorableText(value) ? undefined : `${path}: unstorable text`;
  if (typeof value !== 'object') return undefined;
  const children: Array<[SchemaNode | undefined, unknown, string]> = [];
  switch (schema.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest':
      for (const [key, child] of Object.entries(schema.entries ?? {}))
        children.push([child, (value as Record<string, unknown>)[key], `${path}.${key}`]);
      break;
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
      children.push([schema.wrapped, value, path]);
      break;
    case 'union':
    case 'variant':
      for (const option of (schema.options ?? []) as SchemaNode[]) children.push([option, value, path]);
      break;
    case 'array':
      if (Array.isArray(value)) value.forEach((item, i) => children.push([schema.item, item, `${path}[${i}]`]));
      break;
    case 'record':
      for (const [key, child] of Object.entries(value)) children.push([schema.value, child, `${path}.${key}`]);
      break;
    default:
      return undefined;
  }
  for (const [child, childValue, childPath] of children) {
    const problem = unboundedPart(child, childValue, childPath);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/**
 * One fuzz request judged at the edge: readJson's (or readQuery's) checks and the endpoint's
 * schema, exactly as the route runs them. A problem: anything thrown but a 400, a 400 quoting
 * the input, or an accepted value with an unbounded number or unstorable text.
 */
export function judgeAtEdge(endpoint: Endpoint, request: FuzzRequest): string | undefined {
  if (endpoint.schema === undefined) return undefined;
  const isRead = endpoint.method === 'GET' || endpoint.method === 'HEAD';
  try {
    const output = isRead
      ? parseQuery(Object.fromEntries(new URL(request.url).searchParams), endpoint.schema)
      : parseJsonBody(request.body ?? '', request.headers['Content-Type'], endpoint.schema, { optional: true });
    const part = unboundedPart(endpoint.schema as SchemaNode, output);
    return part === undefined ? undefined : `accepted ${part}`;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) return `threw ${String(error)}`;
    const answer = JSON.stringify({ message: error.message, data: error.data });
    const markers = `${request.url} ${request.body ?? ''}`.match(MARKER) ?? [];
    const echoed = markers.find((m) => answer.includes(m));
    return echoed === undefined ? undefined : `refusal quotes the input (${echoed}): ${answer.slice(0, 200)}`;
  }
}
