import type { Context } from 'hono';
import { ErrCode } from '../../src/api/contract/errCodes';
import { ApiError } from './envelope';

/**
 * Issue 19 defect 5: the origins e-mailed and texted links may carry. Only configured ones:
 * PUBLIC_URL (first) and PUBLIC_ORIGINS, or — with neither set — the server's own listening
 * address (HOST and PORT). The request's Host header never becomes part of a link.
 */
export interface PortalOrigins {
  /** the origin links use when the request came to it or to no configured origin at all */
  primary: string;
  /** every configured origin, by host (`host:port` as the URL standard writes it) */
  byHost: ReadonlyMap<string, string>;
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** The configured origins once the server listens (the port may have been picked by the system). */
export function portalOrigins(options: {
  publicUrl?: string | undefined;
  publicOrigins?: readonly string[] | undefined;
  host: string;
  port: number;
  /** how the server itself is reached (https with TLS_CERT_FILE) */
  scheme?: 'http' | 'https';
}): PortalOrigins {
  const configured = [
    ...(options.publicUrl === undefined ? [] : [options.publicUrl]),
    ...(options.publicOrigins ?? []),
  ];
  let origins: string[];
  if (configured.length > 0) {
    origins = configured.map((origin) => new URL(origin).origin);
  } else {
    // The sandbox default: its own address. A wildcard listen address (0.0.0.0, ::) names no host
    // a browser could open, so loopback stands in for it; loopback names reach the same server.
    const wildcard = options.host === '0.0.0.0' || options.host === '::';
    const own = options.host.includes(':') ? `[${options.host}]` : options.host;
    const hosts = wildcard ? LOOPBACK_NAMES : [own, ...(LOOPBACK_NAMES.includes(own) ? LOOPBACK_NAMES : [])];
    origins = [...new Set(hosts)].map(
      (host) => new URL(`${options.scheme ?? 'http'}://${host}:${options.port}`).origin,
    );
  }
  return {
    primary: origins[0] ?? 'http://127.0.0.1',
    byHost: new Map(origins.map((origin) => [new URL(origin).host, origin])),
  };
}

/**
 * The origin for a link built while answering this request: the configured origin the request
 * came to (a portal served under two names keeps each user on theirs), else refused — a request
 * that names an unknown host is someone trying to have links point elsewhere.
 */
export function linkOrigin(c: Context, origins: PortalOrigins | undefined): string {
  const host = (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase();
  const origin = origins?.byHost.get(host);
  if (origin === undefined) {
    throw new ApiError(400, ErrCode.unknownHost, 'This address is not one the portal is served under.');
  }
  return origin;
}
