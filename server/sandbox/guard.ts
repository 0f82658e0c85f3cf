import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ErrCode } from '../../src/api/contract/errCodes';
import { clientIp } from '../http/clientIp';
import { ApiError, ok } from '../http/envelope';
import { issueCsrfToken, isValidCsrfToken } from '../security/csrf';
import { timingSafeEqualText } from '../security/crypto';

/**
 * Issue 19 defect 6: the sandbox tools read every SMS code and reset link (the outbox) and change
 * what every user sees (maintenance, content). They answer loopback clients, or anyone sending
 * the sandbox key; their state-changing calls need a CSRF pair of their own (or the key); with
 * MODE=production they are not mounted at all.
 */
export const SANDBOX_KEY_HEADER = 'X-Sandbox-Key';
export const SANDBOX_CSRF_COOKIE = 'SANDBOX-XSRF';
export const SANDBOX_CSRF_HEADER = 'X-Sandbox-CSRF';
/** Signed apart from the API's pairs: a portal pair is no sandbox pair, and the reverse. */
const SANDBOX_BINDING = 'sandbox-tools';

/**
 * What the portal itself loads from /sandbox (map tiles, the demo chat widget, the web-view host
 * simulator, the atlas's coverage figures, path tests' and browser's): no personal data, no state
 * changed, served to anyone. (The storyboard's screens show demo accounts' pages: not here.)
 */
const PUBLIC_ASSETS = [
  /^\/tiles\//,
  /^\/chat-widget\.js$/,
  /^\/webview(\.js)?$/,
  /^\/atlas\/coverage$/,
  /^\/atlas\/browser-coverage$/,
];

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** 127.0.0.0/8 and ::1 (IPv4-mapped addresses arrive unwrapped from clientIp). */
export function isLoopback(address: string): boolean {
  return /^127(\.\d{1,3}){3}$/.test(address) || address === '::1';
}

export interface SandboxGuardOptions {
  csrfKey: Buffer;
  sandboxKey?: string | undefined;
}

function hasKey(c: Context, sandboxKey: string | undefined): boolean {
  const given = c.req.header(SANDBOX_KEY_HEADER);
  return sandboxKey !== undefined && given !== undefined && timingSafeEqualText(given, sandboxKey);
}

/** Mounted first on /sandbox; the path here is relative to it. */
export function sandboxGuard(options: SandboxGuardOptions): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path.replace(/^\/sandbox/, '');
    const safe = !UNSAFE_METHODS.has(c.req.method);
    // (any method: they have GET handlers only, so the router answers the others with 405)
    if (PUBLIC_ASSETS.some((pattern) => pattern.test(path))) return next();
    const keyed = hasKey(c, options.sandboxKey);
    if (!keyed && !isLoopback(clientIp(c))) {
      throw new ApiError(
        403,
        ErrCode.sandboxToolsForbidden,
        'The sandbox tools answer this machine only, or a request with the sandbox key.',
      );
    }
    if (path === '/v1/csrf' && c.req.method === 'GET') {
      const token = issueCsrfToken(options.csrfKey, SANDBOX_BINDING);
      setCookie(c, SANDBOX_CSRF_COOKIE, token, { path: '/sandbox', sameSite: 'Strict', httpOnly: false });
      return ok(c, { token, header: SANDBOX_CSRF_HEADER });
    }
    if (!safe && !keyed) {
      // the key is a header no other site can send; without it, the double-submit pair
      const cookie = getCookie(c, SANDBOX_CSRF_COOKIE);
      const header = c.req.header(SANDBOX_CSRF_HEADER);
      if (
        !isValidCsrfToken(options.csrfKey, cookie, SANDBOX_BINDING) ||
        header === undefined ||
        !timingSafeEqualText(header, cookie)
      ) {
        throw new ApiError(
          403,
          ErrCode.csrfInvalid,
          'The request could not be verified: take a pair from GET /sandbox/v1/csrf and send it back.',
        );
      }
    }
    return next();
  };
}
