import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ErrCode } from '../../src/api/contract/errCodes';
import { csrfCookieName, headerNames } from '../../src/api/contract/headers';
import { userToken } from '../http/auth';
import { ApiError } from '../http/envelope';
import { hmacSha256, randomToken, sha256Hex, timingSafeEqualText } from './crypto';

/**
 * Signed double-submit cookie, bound to the session (issue 19 defect 12). The cookie is readable
 * by the portal's script (not HttpOnly) and echoed in a header; another site can neither read it
 * nor set it with a valid signature, and SameSite=Strict keeps it off cross-site requests.
 * Token: `<nonce>.<HMAC(nonce.binding)>`, base64url, where the binding is the SHA-256 of the
 * session token the request carries (X-Authorized-Token), or empty before sign-in. Another user's
 * valid pair is therefore refused: it was signed for their session, not this one.
 */
export function issueCsrfToken(key: Buffer, sessionToken?: string): string {
  const nonce = randomToken();
  return `${nonce}.${signature(key, nonce, sessionToken)}`;
}

function signature(key: Buffer, nonce: string, sessionToken: string | undefined): string {
  const binding = sessionToken === undefined ? '' : sha256Hex(sessionToken);
  return hmacSha256(key, `${nonce}.${binding}`).toString('base64url');
}

export function isValidCsrfToken(key: Buffer, token: string | undefined, sessionToken?: string): token is string {
  if (token === undefined || token.length > 200) return false;
  const [nonce, given, ...rest] = token.split('.');
  if (nonce === undefined || given === undefined || rest.length > 0) return false;
  return timingSafeEqualText(given, signature(key, nonce, sessionToken));
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function setCsrfCookie(c: Context, token: string): void {
  setCookie(c, csrfCookieName, token, {
    path: '/',
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:',
    httpOnly: false,
  });
}

/**
 * A sign-in (or a second-factor step) hands out a new session token: the answer carries a cookie
 * bound to it, so the client's next state-changing call has a valid pair without a round trip.
 */
export function bindCsrfToSession(c: Context, key: Buffer, sessionToken: string | undefined): void {
  if (sessionToken !== undefined) setCsrfCookie(c, issueCsrfToken(key, sessionToken));
}

/** The session token in a sign-in answer (`data.info.auth_token`), when there is one. */
export function issuedSessionToken(outcome: unknown): string | undefined {
  const info = (outcome as { info?: { auth_token?: unknown } } | null)?.info;
  return typeof info?.auth_token === 'string' ? info.auth_token : undefined;
}

/**
 * Issues the cookie on any response of a client that lacks one valid for its session, and
 * requires the header/cookie pair on every state-changing method — before routing, so no route
 * can forget it.
 */
export function csrfProtection(key: Buffer): MiddlewareHandler {
  return async (c, next) => {
    const session = userToken(c);
    const cookie = getCookie(c, csrfCookieName);
    const cookieValid = isValidCsrfToken(key, cookie, session);
    // Set before the check so even the 403 hands the client a fresh token to retry with.
    if (!cookieValid) setCsrfCookie(c, issueCsrfToken(key, session));
    if (UNSAFE_METHODS.has(c.req.method)) {
      const header = c.req.header(headerNames.csrf);
      if (!cookieValid || header === undefined || !timingSafeEqualText(header, cookie)) {
        throw new ApiError(
          403,
          ErrCode.csrfInvalid,
          'The request could not be verified. Reload the page and try again.',
        );
      }
    }
    await next();
  };
}
