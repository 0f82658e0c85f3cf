import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The peer address of the TCP connection. Forwarding headers are deliberately ignored: the
 * sandbox is reached directly, and trusting X-Forwarded-For would let anyone pick their own
 * rate-limit bucket. A deployment behind a proxy would need an explicit trusted-proxy setting.
 */
export function clientIp(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address ?? 'unknown';
    return address.startsWith('::ffff:') ? address.slice(7) : address;
  } catch {
    return 'unknown'; // app.request() in-process: no socket
  }
}
