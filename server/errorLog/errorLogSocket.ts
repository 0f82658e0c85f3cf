import type { Server as HttpServer } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import { Server as SocketServer, type Socket } from 'socket.io';
import { ErrCode } from '../../src/api/contract/errCodes';
import {
  ERROR_LOG_ENTRY_EVENT,
  ERROR_LOG_EVENT,
  ERROR_LOG_VIEWERS_EVENT,
  MAX_ERROR_LOG_EVENT_BYTES,
} from '../../src/api/contract/errorLog';
import type { Deps } from '../deps';
import { isLoopback } from '../sandbox/guard';
import { timingSafeEqualText } from '../security/crypto';
import { acceptErrorLogEvent } from './errorLog';

/** The socket path the portal's `errorLog.path` names (requirements#error-log). */
export const ERROR_LOG_SOCKET_PATH = '/socket.io';
const VIEWERS_ROOM = 'errorLogViewers';

export interface ErrorLogSocketOptions {
  /** viewers (the sandbox's /sandbox/errors page) may join only with the sandbox tools on */
  sandboxTools: boolean;
  /** issue 19: watching the log is a sandbox tool — loopback viewers, or others with the key */
  sandboxKey?: string | undefined;
  /** events one connection may send at once, then one per `refillMs` */
  burst?: number;
  refillMs?: number;
  /** how many events over the limit a connection may try before it is disconnected */
  abuseLimit?: number;
}

type Ack = (answer: { responseCode: number; errCode: number; message: string }) => void;

/** A token bucket per connection: `burst` at once, then one every `refillMs`. */
function rateLimiter(now: () => number, burst: number, refillMs: number) {
  let tokens = burst;
  let at = now();
  return () => {
    const t = now();
    tokens = Math.min(burst, tokens + (t - at) / refillMs);
    at = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * The error-log host (spec 000 §7, a socket event logger host): socket.io on the sandbox's own
 * HTTP server. The portal emits `ErrorLog`; each event is validated, masked, stored and passed to
 * the live viewers. A browser on another origin is refused (no cross-site logging into our table).
 */
export function attachErrorLogSocket(
  server: HttpServer | Http2SecureServer,
  deps: Deps,
  options: ErrorLogSocketOptions,
): SocketServer {
  const io = new SocketServer(server, {
    path: ERROR_LOG_SOCKET_PATH,
    // an oversized frame is dropped by the transport before it is parsed
    maxHttpBufferSize: MAX_ERROR_LOG_EVENT_BYTES * 2,
    serveClient: options.sandboxTools,
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      if (origin === undefined) return callback(null, true);
      try {
        // HTTP/2 names the host in :authority (TLS_CERT_FILE), HTTP/1.1 in Host
        const host = req.headers.host ?? req.headers[':authority'];
        callback(null, new URL(origin).host === host);
      } catch {
        callback(null, false);
      }
    },
  });
  const burst = options.burst ?? 30;
  const refillMs = options.refillMs ?? 2000;
  const abuseLimit = options.abuseLimit ?? 100;

  io.on('connection', (socket: Socket) => {
    const allow = rateLimiter(() => Date.now(), burst, refillMs);
    let refused = 0;
    socket.on(ERROR_LOG_EVENT, (payload: unknown, ack?: unknown) => {
      const answer: Ack = typeof ack === 'function' ? (ack as Ack) : () => {};
      if (!allow()) {
        answer({ responseCode: 1, errCode: ErrCode.errorLogRateLimited, message: 'Too many events.' });
        if (++refused > abuseLimit) socket.disconnect(true);
        return;
      }
      acceptErrorLogEvent(deps, payload)
        .then((result) => {
          if (!result.ok) {
            deps.log.info(`error log: an event was refused (${result.message})`);
            answer({ responseCode: 1, errCode: result.errCode, message: result.message });
            return;
          }
          io.to(VIEWERS_ROOM).emit(ERROR_LOG_ENTRY_EVENT, result.entry);
          answer({ responseCode: 0, errCode: ErrCode.ok, message: 'Successfully' });
        })
        .catch((error: unknown) => {
          deps.log.error('error log: an event could not be stored', error);
          answer({ responseCode: 1, errCode: ErrCode.internal, message: 'Please try after sometime.' });
        });
    });
    socket.on(ERROR_LOG_VIEWERS_EVENT, (ack?: unknown) => {
      const answer = typeof ack === 'function' ? (ack as (joined: boolean) => void) : () => {};
      if (!options.sandboxTools || !mayWatch(socket.handshake.address, socket.handshake.auth, options.sandboxKey))
        return answer(false);
      void socket.join(VIEWERS_ROOM);
      answer(true);
    });
  });
  return io;
}

/** The live error log is a sandbox tool: this machine's viewers, or others with the sandbox key. */
function mayWatch(address: string, auth: Record<string, unknown>, sandboxKey: string | undefined): boolean {
  if (isLoopback(address.startsWith('::ffff:') ? address.slice(7) : address)) return true;
  const given = auth.sandboxKey;
  return sandboxKey !== undefined && typeof given === 'string' && timingSafeEqualText(given, sandboxKey);
}
