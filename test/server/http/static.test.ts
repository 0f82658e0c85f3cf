import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, pgliteBackend } from '../support/backends';
import { startTestServer, type TestServer } from '../support/server';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, not fetch: fetch would decompress and hide what went over the wire. */
function get(url: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const indexHtml = `<!doctype html><html><head><title>Wallet Portal</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(60)}</body></html>`;
const appJs = `console.log("portal");${' '.repeat(2000)}`;

const expectedCsp =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
  "connect-src 'self'; worker-src 'self' blob:; manifest-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'";

function expectPageHeaders(response: RawResponse): void {
  expect(response.headers['content-security-policy']).toBe(expectedCsp);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(self)');
}

describe.each(backends)('serving the built portal on $name', (backend) => {
  let parent: string;
  let dir: string;
  let server: TestServer;
  beforeAll(async () => {
    // The build directory has a secret sibling that must never be reachable.
    parent = await mkdtemp(join(tmpdir(), 'wallet-static-'));
    await writeFile(join(parent, 'secret.txt'), 'TOP-SECRET');
    dir = join(parent, 'dist');
    await mkdir(dir);
    await mkdir(join(dir, 'assets'));
    await mkdir(join(dir, 'brand'));
    const files: Record<string, string> = {
      'index.html': indexHtml,
      'assets/index-4f3a2b1c.js': appJs,
      'portal-config.json': '{"bffBaseUrl":"/api/"}',
      'brand/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    };
    for (const [name, content] of Object.entries(files)) {
      await writeFile(join(dir, name), content);
      if (name.endsWith('.html') || name.endsWith('.js')) {
        await writeFile(join(dir, `${name}.br`), brotliCompressSync(content));
        await writeFile(join(dir, `${name}.gz`), gzipSync(content));
      }
    }
    server = await startTestServer(backend, { staticDir: dir });
  });
  afterAll(async () => {
    await server?.close();
    await rm(parent, { recursive: true, force: true });
  });

  it('serves index.html with the security headers and no long-term caching', async () => {
    const response = await get(server.url, '/');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(indexHtml);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expectPageHeaders(response);
  });

  it.each(['/signin', '/app/dashboard', '/app/services/send-money', '/app/report-full/passbook'])(
    'answers the client-side route %s with index.html and the same headers',
    async (path) => {
      const response = await get(server.url, path);
      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
      expectPageHeaders(response);
    },
  );

  it('sends the precompressed brotli file when the browser accepts it, gzip otherwise', async () => {
    const br = await get(server.url, '/assets/index-4f3a2b1c.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body).toString()).toBe(appJs);
    expect(br.body.length).toBeLessThan(appJs.length / 4);

    const gz = await get(server.url, '/assets/index-4f3a2b1c.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(appJs);

    const plain = await get(server.url, '/assets/index-4f3a2b1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(appJs);

    const page = await get(server.url, '/app/dashboard', { 'Accept-Encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toBe(indexHtml);
  });

  it('caches hashed assets for a year, immutable; the runtime configuration not at all', async () => {
    const asset = await get(server.url, '/assets/index-4f3a2b1c.js', { 'Accept-Encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const config = await get(server.url, '/portal-config.json');
    expect(config.status).toBe(200);
    expect(config.headers['cache-control']).toBe('no-cache');
    expect((await get(server.url, '/brand/logo.svg')).headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('answers a missing file with 404, never with index.html or an immutable header', async () => {
    for (const path of ['/assets/index-00000000.js', '/favicon.ico', '/brand/missing.svg']) {
      const response = await get(server.url, path);
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toContain('<div id="root">');
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });

  it('does not serve files outside the build directory', async () => {
    for (const path of [
      '/../secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e%5c..%5csecret.txt',
      '//secret.txt',
    ]) {
      const response = await get(server.url, path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString()).not.toContain('TOP-SECRET');
    }
  });

  it('keeps the API and the health check apart from the portal', async () => {
    const api = await get(server.url, '/api/adapter/v1/unknown');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toMatchObject({ responseCode: 1, errCode: 1404 });
    expect(api.headers['content-security-policy']).toBeUndefined();
    const health = await get(server.url, '/healthz');
    expect([health.status, health.body.toString()]).toEqual([200, 'ok']);
  });

  it('answers HEAD for pages like GET, without a body', async () => {
    const head = await get(server.url, '/app/dashboard', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expectPageHeaders(head);
  });
});

// The headers do not depend on the database: one backend is enough.
describe('the CSP with CSP_SCRIPT_ORIGINS', () => {
  let dir: string;
  let server: TestServer;
  const origins = ['https://chat.example.com', 'https://widget.example.org:8443'];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wallet-static-csp-'));
    await writeFile(join(dir, 'index.html'), indexHtml);
    server = await startTestServer(pgliteBackend, { staticDir: dir, cspScriptOrigins: origins });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('admits scripts from, and connections to, the configured origins and nothing else', async () => {
    for (const path of ['/', '/app/dashboard']) {
      const response = await get(server.url, path);
      expect(response.status).toBe(200);
      const csp = response.headers['content-security-policy'];
      expect(csp).toBe(
        expectedCsp
          .replace("script-src 'self'", `script-src 'self' ${origins.join(' ')}`)
          .replace("connect-src 'self'", `connect-src 'self' ${origins.join(' ')}`),
      );
      // still no framing, plugins, <base> rewriting, or scripts from anywhere else
      for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "default-src 'self'"])
        expect(csp).toContain(directive);
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends no page CSP with the API or the sandbox widget, which are not pages', async () => {
    const widget = await get(server.url, '/sandbox/chat-widget.js');
    expect(widget.status).toBe(200);
    expect(widget.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(widget.headers['content-security-policy']).toBeUndefined();
    expect((await get(server.url, '/api/adapter/v1/unknown')).headers['content-security-policy']).toBeUndefined();
  });
});

describe('a page names its route’s code (issue 20: route-preloads.json)', () => {
  let dir: string;
  let server: TestServer;
  const html =
    '<!doctype html><html><head><title>Wallet Portal</title><script src="/boot.js"></script></head><body><div id="root"></div></body></html>';
  const preloads = {
    routes: [
      {
        pattern: '^/signin/?$',
        kind: 'leaf',
        files: ['/assets/PasswordInput-6.css', '/assets/signin-1.js', '/assets/use-form-2.js'],
      },
      { pattern: '^/app(/.*)?$', kind: 'layout', files: ['/assets/app-3.js'] },
      { pattern: '^/app/dashboard/?$', kind: 'leaf', files: ['/assets/dashboard-4.js'] },
      { pattern: '^/app/.*$', kind: 'splat', files: ['/assets/NotAvailable-5.js'] },
    ],
    parts: {
      '/assets/signin-1.js': { en: '/assets/messages-en-a.js', ar: '/assets/messages-ar-b.js' },
      '/assets/dashboard-4.js': { en: '/assets/messages-en-c.js' },
    },
  };
  const preloaded = (body: string) =>
    [...body.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1]);
  const stylesheets = (body: string) =>
    [...body.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wallet-preloads-'));
    await writeFile(join(dir, 'index.html'), html);
    await writeFile(join(dir, 'index.html.br'), brotliCompressSync(html));
    await writeFile(join(dir, 'route-preloads.json'), JSON.stringify(preloads));
    server = await startTestServer(pgliteBackend, { staticDir: dir });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('puts the route’s chunks, their stylesheets and their catalog parts in the head, compressed as the browser accepts', async () => {
    const br = await get(server.url, '/signin', { 'Accept-Encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expectPageHeaders(br);
    const page = brotliDecompressSync(br.body).toString();
    expect(preloaded(page)).toEqual(['/assets/signin-1.js', '/assets/use-form-2.js']);
    // the route's stylesheets (its components' styles, scripts/mantineStyles.ts) load beside its code,
    // as the chunk's loader adds them (CORS mode), so it finds them and fetches nothing again
    expect(stylesheets(page)).toEqual(['/assets/PasswordInput-6.css']);
    const parts = /<meta name="route-parts" content="([^"]+)">/.exec(page)?.[1]?.replace(/&quot;/g, '"');
    expect(JSON.parse(parts ?? 'null')).toEqual({ en: ['/assets/messages-en-a.js'], ar: ['/assets/messages-ar-b.js'] });
    // public/boot.js reads the parts while the page is parsed: the meta opens the head, before it
    expect(page.indexOf('<meta name="route-parts"')).toBeLessThan(page.indexOf('<script src="/boot.js">'));
    expect(page).toMatch(/^<!doctype html><html><head><meta name="route-parts"/);
    // the links close the head; the page is otherwise index.html
    expect(page.replace(/<link[^>]+>|<meta name="route-parts"[^>]+>/g, '')).toBe(html);
    const gz = await get(server.url, '/signin', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toBe(page);
    expect((await get(server.url, '/signin')).body.toString()).toBe(page);
  });

  it('joins a layout’s code to its child’s, and the catch-all’s only where no route of its own answers', async () => {
    expect(preloaded((await get(server.url, '/app/dashboard')).body.toString())).toEqual([
      '/assets/app-3.js',
      '/assets/dashboard-4.js',
    ]);
    expect(preloaded((await get(server.url, '/app/no-such-page')).body.toString())).toEqual([
      '/assets/app-3.js',
      '/assets/NotAvailable-5.js',
    ]);
  });

  it('serves index.html as it is where no route matches', async () => {
    const response = await get(server.url, '/pages/about', { 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(response.body).toString()).toBe(html);
  });
});
