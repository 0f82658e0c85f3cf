import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import {
  ConfigError,
  DEFAULT_REQUEST_HEADERS_TIMEOUT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type ServerConfig,
} from '../config';

const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** how long in-flight requests may finish once the server closes */
const CLOSE_GRACE_MS = 2000;

export interface Listening {
  server: HttpServer | Http2SecureServer;
  scheme: 'http' | 'https';
  port: number;
  /** stops listening; resolves once every connection has ended (cut after CLOSE_GRACE_MS) */
  close(): Promise<void>;
}

/**
 * issue 19, slow clients: Node answers 408 and closes a connection whose headers (or whole
 * request) have not arrived in time. It looks for such connections every
 * connectionsCheckingInterval (30 s by default, which would double a 30 s limit), so the check
 * runs at a quarter of the shorter limit.
 */
function slowClientLimits(config: ServerConfig) {
  const requestTimeout = config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(config.requestHeadersTimeoutMs ?? DEFAULT_REQUEST_HEADERS_TIMEOUT_MS, requestTimeout);
  return {
    headersTimeout,
    requestTimeout,
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 4))),
  };
}

/** The TLS files named by the environment; a clear start-up error when one cannot be read. */
export function readTlsFiles(tls: ServerConfig['tls']): { cert: Buffer; key: Buffer } | undefined {
  const read = (file: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw new ConfigError(`TLS_CERT_FILE / TLS_KEY_FILE: cannot read ${file} (${(error as Error).message})`);
    }
  };
  return tls ? { cert: read(tls.certFile), key: read(tls.keyFile) } : undefined;
}

/** Plain HTTP/1.1, with the slow-client limits and a keep-alive longer than the proxies'. */
async function listenPlain(app: Hono, config: ServerConfig): Promise<Listening> {
  const server = await new Promise<HttpServer>((resolve, reject) => {
    const s = serve(
      { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: slowClientLimits(config) },
      () => resolve(s as HttpServer),
    );
    s.once('error', reject);
  });
  // An idle keep-alive connection is closed after 65 s, not Node's 5 s: a client that sends its
  // next request on the connection at the moment the server closes it gets ECONNRESET (Node 20's
  // client agent does not read the server's Keep-Alive hint), as a browser test's request did in CI.
  // Proxies and load balancers close idle connections at 60 s: the server should not close first.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return {
    server,
    scheme: 'http',
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open; in-flight requests get a moment to finish.
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref();
      }),
  };
}

/**
 * HTTPS with HTTP/2 (issue 20: a cold visit's ~30 files over one connection at once, not six at a
 * time), HTTP/1.1 still answered on the same port (old clients, the error log's WebSocket upgrade).
 * Node's HTTP/1.1 slow-client limits belong to the plain server: here a connection that says
 * nothing for the request timeout is closed. Node's close() waits for every open session and
 * connection, so they are kept: HTTP/2 sessions, and HTTP/1.1 connections with their requests in flight.
 */
async function listenSecure(app: Hono, config: ServerConfig, tls: { cert: Buffer; key: Buffer }): Promise<Listening> {
  const server = await new Promise<Http2SecureServer>((resolve, reject) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: config.port,
        hostname: config.host,
        createServer: createSecureServer,
        serverOptions: { ...tls, allowHTTP1: true },
      },
      () => resolve(s as Http2SecureServer),
    );
    s.once('error', reject);
  });
  server.setTimeout(config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
  let closing = false;
  const sessions = new Set<ServerHttp2Session>();
  const http1 = new Map<Socket, number>();
  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
    // a connection the server learns of while it closes is sent away at once
    if (closing) session.close();
  });
  server.on('request', (req: Http2ServerRequest | IncomingMessage, res: Http2ServerResponse | ServerResponse) => {
    if (req.httpVersionMajor !== 1) return;
    const socket = req.socket as Socket;
    if (!http1.has(socket)) socket.once('close', () => http1.delete(socket));
    http1.set(socket, (http1.get(socket) ?? 0) + 1);
    res.once('close', () => {
      if (http1.has(socket)) http1.set(socket, (http1.get(socket) ?? 1) - 1);
    });
  });
  return {
    server,
    scheme: 'https',
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        closing = true;
        server.close(() => resolve());
        // HTTP/2: no new streams, the open ones finish; HTTP/1.1: the idle connections go at once
        for (const session of sessions) session.close();
        for (const [socket, inFlight] of http1) if (inFlight === 0) socket.destroy();
        setTimeout(() => {
          for (const session of sessions) session.destroy();
          for (const socket of http1.keys()) socket.destroy();
        }, CLOSE_GRACE_MS).unref();
      }),
  };
}

/** Listens on HOST:PORT: HTTPS with HTTP/2 when TLS files are given, else plain HTTP. */
export function listen(app: Hono, config: ServerConfig, tls: { cert: Buffer; key: Buffer } | undefined) {
  return tls ? listenSecure(app, config, tls) : listenPlain(app, config);
}
