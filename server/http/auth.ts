import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ErrCode } from '../../src/api/contract/errCodes';
import { headerNames } from '../../src/api/contract/headers';
import type { UserRecord } from '../account/users';
import type { Deps } from '../deps';
import { TOKEN_PATTERN } from '../security/crypto';
import { authenticateClient, type ClientKind, type ClientPrincipal } from '../sessions/clients';
import { findSessionsWithUsers, isExpired, touchSession, type SessionWithUser } from '../sessions/sessions';
import { ApiError, validationError } from './envelope';

export interface AccessPrincipal {
  sessionId: string;
  category: string;
  /** set when the access token came from registration: the account waiting for activation */
  pendingUserId: string | null;
}
export interface UserPrincipal {
  sessionId: string;
  user: UserRecord;
}

/**
 * The token after `Bearer `, or undefined when absent. A client with nothing stored yet sends
 * `Bearer null` / `Bearer undefined` / `Bearer ` (a client may send both token headers on every
 * request), which is "missing", not "invalid".
 */
export function bearerToken(value: string | undefined): string | undefined {
  const match = value === undefined ? null : /^Bearer(?:\s+(.*))?$/i.exec(value.trim());
  if (match === null) return undefined;
  const token = (match[1] ?? '').trim();
  return token === '' || token === 'null' || token === 'undefined' ? undefined : token;
}

/** X-Authorized-Token first; `Authorization: Bearer` as the fallback some clients use. */
export function userToken(c: Context): string | undefined {
  return bearerToken(c.req.header(headerNames.authorizedToken)) ?? bearerToken(c.req.header(headerNames.authorization));
}

const callSessions = new WeakMap<Request, Promise<Map<string, SessionWithUser>>>();

/**
 * issue 19 (reads): the sessions of a call's two tokens — the app access token and the user's
 * session token — read together the first time either check asks (in one query with the other
 * calls of the same turn, findSessionsWithUsers), and shared by both checks of the same call.
 * Read on every call as before, so a revocation is seen at once.
 */
function sessionOfCall(c: Context, deps: Deps, token: string): Promise<SessionWithUser | undefined> {
  let lookup = callSessions.get(c.req.raw);
  if (lookup === undefined) {
    const tokens = [bearerToken(c.req.header(headerNames.accessToken)), userToken(c), token].filter(
      (t, i, all): t is string => t !== undefined && TOKEN_PATTERN.test(t) && all.indexOf(t) === i,
    );
    lookup = findSessionsWithUsers(deps.db, tokens.slice(0, 2));
    callSessions.set(c.req.raw, lookup);
  }
  return lookup.then((found) => found.get(token));
}

export function requireClient(deps: Deps, kind: ClientKind) {
  return createMiddleware<{ Variables: { client: ClientPrincipal } }>(async (c, next) => {
    const client = await authenticateClient(deps.db, c.req.header(headerNames.authorization), kind);
    if (client === undefined) {
      throw new ApiError(403, ErrCode.clientCredentialInvalid, 'The client credential is not valid.');
    }
    c.set('client', client);
    await next();
  });
}

/** requirements#calls: the front access token (client-credentials login) on every call but a few. */
export function requireAccessToken(deps: Deps) {
  return createMiddleware<{ Variables: { access: AccessPrincipal } }>(async (c, next) => {
    const token = bearerToken(c.req.header(headerNames.accessToken));
    const session =
      token !== undefined && TOKEN_PATTERN.test(token) ? (await sessionOfCall(c, deps, token))?.session : undefined;
    // requirements#sign-up: the token registration returns is stored as the access token and serves as one
    const isAccess = session?.kind === 'access' || session?.kind === 'activation';
    if (session === undefined || !isAccess || session.revokedReason !== null || isExpired(session, deps.now())) {
      throw new ApiError(401, ErrCode.accessTokenInvalid, 'The app access token is missing or has expired.');
    }
    c.set('access', {
      sessionId: session.id,
      category: session.category,
      pendingUserId: session.kind === 'activation' ? session.userId : null,
    });
    await next();
  });
}

const sessionEnded = {
  missing: new ApiError(401, ErrCode.authTokenMissing, 'Sign in to continue.'),
  invalid: new ApiError(401, ErrCode.authTokenInvalid, 'Your session is not valid. Please sign in again.'),
  expired: new ApiError(401, ErrCode.authTokenExpired, 'Your session has expired. Please sign in again.'),
  revoked: new ApiError(401, ErrCode.sessionRevoked, 'You have been signed out.'),
  // requirements#session-expiry: the portal shows this message as an alert before ending the session.
  elsewhere: new ApiError(401, ErrCode.sessionEndedElsewhere, 'Your session was ended from another device.'),
} as const;

/**
 * A signed-in user's session (requirements#error-map, the session-ending codes): missing 1004,
 * unknown or not a user session 1005 (a pending two-factor challenge is not a session), expired
 * 1006, logged out 1007, ended by "log out from all devices" (or from the active sessions list) elsewhere −5100012.
 */
export function requireUserSession(deps: Deps) {
  return createMiddleware<{ Variables: { user: UserPrincipal } }>(async (c, next) => {
    const token = userToken(c);
    if (token === undefined) throw sessionEnded.missing;
    // issue 19: the session and its user in one query (the session row is still read on every call)
    const found = TOKEN_PATTERN.test(token) ? await sessionOfCall(c, deps, token) : undefined;
    const session = found?.session;
    if (session?.kind !== 'user' || session.userId === null) throw sessionEnded.invalid;
    // requirements#active-sessions: a session signed out from another device's list says so too
    if (session.revokedReason === 'logout_all' || session.revokedReason === 'ended_elsewhere')
      throw sessionEnded.elsewhere;
    if (session.revokedReason !== null) throw sessionEnded.revoked;
    const now = deps.now();
    if (isExpired(session, now, deps.sessionIdleMs)) throw sessionEnded.expired;
    const user = found?.user;
    if (user?.status !== 'active') throw sessionEnded.invalid;
    await touchSession(deps.db, session, now);
    c.set('user', { sessionId: session.id, user });
    await next();
  });
}

/** A body naming another user than the signed-in one: refused, never answered (400). */
export function notTheSignedInUser(): ApiError {
  return validationError([
    { field: 'userIdentifier', code: 'mismatch', message: 'userIdentifier is not the signed-in user.' },
  ]);
}
