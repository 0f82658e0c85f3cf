import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { csrfCookieName, headerNames } from '../../../src/api/contract/headers';
import * as paths from '../../../src/api/contract/paths';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';

/**
 * Issue 19, slow clients: connections that send their headers or their body slowly (or never
 * finish them) must not hold the server: other users are answered as usual meanwhile, and the
 * partial requests are closed with 408 within the configured REQUEST_HEADERS_TIMEOUT_MS and
 * REQUEST_TIMEOUT_MS (here 2 s and 3 s; 10 s and 30 s by default).
 */
const HEADERS_TIMEOUT_MS = 2000;
const REQUEST_TIMEOUT_MS = 3000;
/**
 * Node looks for late connections every quarter of the shorter limit (at most 1 s, server/server.ts),
 * plus slack for a busy machine (its own default would look only every 30 s).
 */
const SLACK_MS = 500 + 1500;

interface Slow {
  kind: 'partialHeaders' | 'trickledHeaders' | 'partialBody';
  openedAt: number;
  closedAt?: number;
  answer: string;
}

/** `headers`: the lines that let the request through to its handler (which then waits for the body). */
function openSlow(url: string, kind: Slow['kind'], headers: string): Promise<Slow> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(Number(port), hostname);
    const slow: Slow = { kind, openedAt: 0, answer: '' };
    let trickle: ReturnType<typeof setInterval> | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (slow.answer += chunk));
    socket.on('error', () => undefined); // a reset after the 408 is a close like any other
    socket.on('close', () => {
      clearInterval(trickle);
      slow.closedAt = performance.now();
    });
    socket.once('error', reject);
    socket.on('connect', () => {
      slow.openedAt = performance.now();
      const start = `POST /api/${paths.getBalance} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`;
      if (kind === 'partialHeaders') socket.write(`${start}Content-Type: applic`);
      if (kind === 'partialBody')
        socket.write(`${start}${headers}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`);
      if (kind === 'trickledHeaders') {
        // slowloris: a byte of a never-ending header every 100 ms; the limit counts from the first byte
        socket.write(`${start}X-Slow: `);
        trickle = setInterval(() => socket.write('a'), 100);
      }
      resolve(slow);
    });
  });
}

const until = (check: () => boolean, ms: number) =>
  new Promise<void>((resolve, reject) => {
    const started = performance.now();
    const timer = setInterval(() => {
      if (check()) {
        clearInterval(timer);
        resolve();
      } else if (performance.now() - started > ms) {
        clearInterval(timer);
        reject(new Error(`still waiting after ${ms} ms`));
      }
    }, 20);
  });

describe.each(backends)('slow clients on $name', (backend) => {
  const env = withTestServer(backend, {
    requestHeadersTimeoutMs: HEADERS_TIMEOUT_MS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  });

  it('answers other users while partial requests hang, and closes those with 408 within the configured timeouts', async () => {
    const token = await env.portal.signInToken('consumer');
    const kinds: Slow['kind'][] = ['partialHeaders', 'trickledHeaders', 'partialBody'];
    const csrf = await env.portal.csrfFor(token);
    const headers = [
      `${headerNames.accessChannel}: WEBSITE_APP`,
      `${headerNames.accessToken}: Bearer ${env.portal.accessToken}`,
      `${headerNames.authorizedToken}: Bearer ${token}`,
      `${headerNames.csrf}: ${csrf}`,
      `Cookie: ${csrfCookieName}=${csrf}`,
    ]
      .map((line) => `${line}\r\n`)
      .join('');
    const slow = await Promise.all(
      Array.from({ length: 30 }, (_, i) => openSlow(env.server.url, kinds[i % 3] ?? 'partialBody', headers)),
    );

    // other users meanwhile: 10 balance reads at once, all answered while every slow request is still open
    const started = performance.now();
    const reads = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const result = await env.portal.call('POST', paths.getBalance, { userToken: token, json: {} });
        return { result, answeredAt: performance.now() };
      }),
    );
    for (const { result } of reads) {
      expect(result.status).toBe(200);
      expect(result.envelope.responseCode).toBe(0);
    }
    const lastRead = Math.max(...reads.map((r) => r.answeredAt));
    const latencies = reads.map((r) => r.answeredAt - started);
    const firstClose = Math.min(...slow.map((s) => s.closedAt ?? Infinity));
    // answered before any slow request was closed: they did not wait for them
    expect(firstClose).toBeGreaterThan(lastRead);

    await until(() => slow.every((s) => s.closedAt !== undefined), REQUEST_TIMEOUT_MS + SLACK_MS + 1000);
    const heldFor = (s: Slow) => (s.closedAt ?? Infinity) - s.openedAt;
    for (const s of slow) {
      expect(s.answer, s.kind).toMatch(/^HTTP\/1\.1 408 /);
      const limit = s.kind === 'partialBody' ? REQUEST_TIMEOUT_MS : HEADERS_TIMEOUT_MS;
      expect(heldFor(s), s.kind).toBeGreaterThanOrEqual(limit - 50);
      expect(heldFor(s), s.kind).toBeLessThanOrEqual(limit + SLACK_MS);
    }
    const most = (kind: Slow['kind']) => Math.max(...slow.filter((s) => s.kind === kind).map(heldFor)).toFixed(0);
    console.log(
      `slow clients (${backend.name}): 10 reads during 30 partial requests, all answered within ${Math.max(...latencies).toFixed(0)} ms; ` +
        `closed after at most ${most('partialHeaders')} ms (partial headers), ${most('trickledHeaders')} ms (trickled), ${most('partialBody')} ms (partial body)`,
    );

    // and the server still serves new connections afterwards
    const after = await env.portal.call('POST', paths.getBalance, { userToken: token, json: {} });
    expect(after.envelope.responseCode).toBe(0);
  });

  it('keeps an idle keep-alive connection past 5 s (and past the headers limit): the next request on it is answered', async () => {
    const { hostname, port } = new URL(env.server.url);
    const socket: Socket = connect(Number(port), hostname);
    let answer = '';
    let closed = false;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => (closed = true));
    await new Promise((resolve) => socket.once('connect', resolve));
    const ask = () =>
      socket.write(`GET /healthz HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`);
    const answers = () => answer.match(/HTTP\/1\.1 200 /g)?.length ?? 0;
    ask();
    await until(() => answers() === 1, 5000).catch((error: unknown) => {
      throw new Error(`${String(error)}; the connection answered: ${JSON.stringify(answer)}`);
    });
    // Node closes an idle connection after 5 s unless told otherwise: a client sending at that
    // moment gets ECONNRESET. Idle 6 s, three times the headers limit:
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(closed).toBe(false);
    ask();
    await until(() => answers() === 2, 5000).catch((error: unknown) => {
      throw new Error(`${String(error)}; the connection answered: ${JSON.stringify(answer)}`);
    });
    socket.destroy();
  }, 20_000);
});
