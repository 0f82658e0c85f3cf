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
 * Token: `<nonce>.<binding>.<HMAC(nonce.binding)>`, where the binding is the first 128 bits of the
 * SHA-256 of the session token it was issued for (X-Authorized-Token), in hex, or empty before
 * sign-in. A call with a session takes only a pair bound to that session: another user's valid
 * pair is refused, and so is one from before sign-in. A call without one (the public content
 * and the polls a signed-out or half-signed-in page keeps making) takes any pair the server
 * signed: its answer must not swap the client's session pair for an unbound one — that made the
 * two-step sign-in's code fail with "could not be verified" when a poll crossed the password's
 * answer.
 */
export function issueCsrfToken(key: Buffer, sessionToken?: string): string {
  const nonce = randomToken();
  const binding = bindingOf(sessionToken);
  return `${nonce}.${binding}.${signature(key, nonce, binding)}`;
}

const bindingOf = (sessionToken: string | undefined) =>
  sessionToken === undefined ? '' : sha256Hex(sessionToken).slice(0, 32);

function signature(key: Buffer, nonce: string, binding: string): string {
  return hmacSha256(key, `${nonce}.${binding}`).toString('base64url');
}

export function isValidCsrfToken(key: Buffer, token: string | undefined, sessionToken?: string): token is string {
  if (token === undefined || token.length > 200) return false;
  const [nonce, binding, given, ...rest] = token.split('.');
  if (nonce === undefined || binding === undefined || given === undefined || rest.length > 0) return false;
  if (sessionToken !== undefined && binding !== bindingOf(sessionToken)) return false;
  return timingSafeEqualText(given, signature(key, nonce, binding));
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
