import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ErrCode } from '../../src/api/contract/errCodes';
import { csrfCookieName, headerNames } from '../../src/api/contract/headers';
import { ApiError } from '../http/envelope';
import { hmacSha256, randomToken, timingSafeEqualText } from './crypto';

/**
 * Signed double-submit cookie. The cookie is readable by the portal's script (not HttpOnly) and
 * echoed in a header; another site can neither read it nor set it with a valid signature, and
 * SameSite=Strict keeps it off cross-site requests altogether.
 * Token: `<nonce>.<HMAC(nonce)>`, base64url.
 */
export function issueCsrfToken(key: Buffer): string {
  const nonce = randomToken();
  return `${nonce}.${hmacSha256(key, nonce).toString('base64url')}`;
}

export function isValidCsrfToken(key: Buffer, token: string | undefined): token is string {
  if (token === undefined || token.length > 200) return false;
  const [nonce, signature, ...rest] = token.split('.');
  if (nonce === undefined || signature === undefined || rest.length > 0) return false;
  return timingSafeEqualText(signature, hmacSha256(key, nonce).toString('base64url'));
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Issues the cookie on any response of a client that lacks a valid one, and requires the
 * header/cookie pair on every state-changing method — before routing, so no route can forget it.
 */
export function csrfProtection(key: Buffer): MiddlewareHandler {
  return async (c, next) => {
    const cookie = getCookie(c, csrfCookieName);
    const cookieValid = isValidCsrfToken(key, cookie);
    if (!cookieValid) {
      // Set before the check so even the 403 hands the client a fresh token to retry with.
      setCookie(c, csrfCookieName, issueCsrfToken(key), {
        path: '/',
        sameSite: 'Strict',
        secure: new URL(c.req.url).protocol === 'https:',
        httpOnly: false,
      });
    }
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
