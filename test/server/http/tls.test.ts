import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerNames } from '../../../src/api/contract/headers';
import * as paths from '../../../src/api/contract/paths';
import { ERROR_LOG_SOCKET_PATH } from '../../../server/errorLog/errorLogSocket';
import { pgliteBackend } from '../support/backends';
import { startTestServer, type TestServer } from '../support/server';
import { loopbackCertificate, type TlsFiles } from '../../support/tlsCertificate';

/**
 * Issue 20: with TLS_CERT_FILE and TLS_KEY_FILE the server speaks HTTPS with HTTP/2, so a cold
 * visit's ~30 files come over one connection at once instead of six at a time; HTTP/1.1 is still
 * answered on the same port. The transport is the database's business nowhere: PGlite only.
 */
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function h2Request(session: ClientHttp2Session, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path, ...headers });
    let responseHeaders: IncomingHttpHeaders = {};
    let body = '';
    stream.setEncoding('utf8');
    stream.on('response', (h) => (responseHeaders = h));
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => resolve({ status: Number(responseHeaders[':status']), headers: responseHeaders, body }));
    stream.on('error', reject);
    stream.end();
  });
}

/** A built portal of one page: the pages' security headers are the static handler's. */
function onePagePortal(): string {
  const staticDir = mkdtempSync(join(tmpdir(), 'wallet-tls-static-'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><title>Portal</title></head><body></body></html>',
  );
  return staticDir;
}

function openSession(url: string, tls: TlsFiles): Promise<ClientHttp2Session> {
  return new Promise((resolve, reject) => {
    const session = connect(url, { ca: tls.cert });
    session.once('connect', () => resolve(session));
    session.once('error', reject);
  });
}

describe('the server over HTTPS with HTTP/2', () => {
  let tls: TlsFiles;
  let server: TestServer;
  let session: ClientHttp2Session;
  let closed = false;

  beforeAll(async () => {
    tls = await loopbackCertificate();
    server = await startTestServer(pgliteBackend, { tls, staticDir: onePagePortal() });
    session = await openSession(server.url, tls);
  });
  afterAll(async () => {
    if (session && !session.closed) session.destroy();
    if (!closed) await server?.close();
  });

  it('announces an https address and agrees on HTTP/2', () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(session.alpnProtocol).toBe('h2');
  });

  it('serves pages with their security headers, and the API with its envelope, over HTTP/2', async () => {
    const page = await h2Request(session, '/signin');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Portal</title>');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    // the sandbox's self-signed origin is not pinned to HTTPS in browsers
    expect(page.headers['strict-transport-security']).toBeUndefined();

    const call = await h2Request(session, `/api/${paths.csrf}`, { [headerNames.accessChannel]: 'WEBSITE_APP' });
    expect(call.status).toBe(200);
    expect(JSON.parse(call.body)).toMatchObject({ responseCode: 0 });
    // the CSRF cookie is marked Secure on an https origin
    expect(String(call.headers['set-cookie'])).toMatch(/; Secure/i);

    // bad input is still a 4xx envelope, never a 5xx
    const wrong = await h2Request(session, `/api/${paths.appLogin}`);
    expect(wrong.status).toBe(405);
    expect(JSON.parse(wrong.body)).toMatchObject({ responseCode: 1 });
  });

  it('answers HTTP/1.1 clients on the same port', async () => {
    const answer = await new Promise<{ status: number; protocol: string | false | null; body: string }>(
      (resolve, reject) => {
        const req = httpsRequest(
          `${server.url}/healthz`,
          { ca: tls.cert, ALPNProtocols: ['http/1.1'] } as RequestOptions,
          (res) => {
            const protocol = (res.socket as TLSSocket).alpnProtocol;
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, protocol, body }));
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(answer).toEqual({ status: 200, protocol: 'http/1.1', body: 'ok' });
  });

  it("opens the error log's socket from the portal's own origin over HTTP/2, which names the host in :authority", async () => {
    const handshake = await h2Request(session, `${ERROR_LOG_SOCKET_PATH}/?EIO=4&transport=polling`, {
      origin: server.url,
    });
    expect(handshake.status).toBe(200);
    expect(handshake.body).toMatch(/^0\{"sid":"/);
    // another site's page still may not
    const foreign = await h2Request(session, `${ERROR_LOG_SOCKET_PATH}/?EIO=4&transport=polling`, {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
  });

  it('closes with an HTTP/2 connection still open, ending that connection', async () => {
    const idle = await openSession(server.url, tls);
    const ended = new Promise<void>((resolve) => idle.once('close', () => resolve()));
    const started = Date.now();
    closed = true;
    await server.close();
    await ended;
    // the open sessions are told to go away at once; only a stuck stream waits for the 2 s cut-off
    expect(Date.now() - started).toBeLessThan(2000);
    expect(idle.closed || idle.destroyed).toBe(true);
  });
});

describe('a production server over HTTPS', () => {
  it('pins its pages to HTTPS (Strict-Transport-Security)', async () => {
    const tls = await loopbackCertificate();
    const server = await startTestServer(pgliteBackend, {
      tls,
      staticDir: onePagePortal(),
      mode: 'production',
      sandboxTools: false,
    });
    const session = await openSession(server.url, tls);
    try {
      const page = await h2Request(session, '/signin');
      expect(page.status).toBe(200);
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      session.destroy();
      await server.close();
    }
  });
});
