import type { PendingActivationData } from '../../src/api/contract/account';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { ValidateLoginData } from '../../src/api/contract/schemas';
import { startActivation } from '../account/activation';
import { findUserByLogin, normalizeLogin, toUserSummary } from '../account/users';
import type { Deps } from '../deps';
import { Refusal, tooManyAttempts } from '../http/envelope';
import { sha256Hex } from '../security/crypto';
import { DUMMY_HASH, verifyPassword } from '../security/password';
import { hit, refund } from '../security/rateLimit';
import { createSession, type Peer } from './sessions';

/** One message for unknown login, wrong password and wrong category: nothing to enumerate. */
export const INVALID_CREDENTIALS_MESSAGE = 'The login or password is incorrect.';

export interface SignInRequest {
  userName: string;
  password: string;
  /** the category of the portal's login credential */
  category: string;
}

/** validateLogin: a session, a two-factor challenge, or a refusal (HTTP 200, responseCode 1). */
export async function signIn(deps: Deps, request: SignInRequest, peer: Peer): Promise<ValidateLoginData | Refusal> {
  const { db, limits } = deps;
  const now = deps.now();
  const login = normalizeLogin(request.userName);

  // Reserve an attempt in both buckets before the password check; a limited caller is turned
  // away without one, so a correct password does not get through while limited either. The
  // account bucket is keyed by a hash: any string a client sends becomes a safe, bounded key.
  const hits = [
    await hit(
      db,
      { key: `signin:ip:${peer.ip}`, max: limits.loginFailuresPerIp, windowSeconds: limits.loginWindowSeconds },
      now,
    ),
    await hit(
      db,
      {
        key: `signin:account:${sha256Hex(login)}`,
        max: limits.loginFailuresPerAccount,
        windowSeconds: limits.loginWindowSeconds,
      },
      now,
    ),
  ];
  const limited = hits.filter((h) => h.limited);
  if (limited.length > 0) throw tooManyAttempts(Math.max(...limited.map((h) => h.retryAfterSeconds)));

  const user = await findUserByLogin(db, login);
  // Always one scrypt verification, real or dummy, so timing does not reveal whether the login exists.
  const passwordOk = await verifyPassword(request.password, user?.passwordHash ?? DUMMY_HASH);
  // requirements#category-credentials: each category signs in with its own credential; another
  // category's user is answered exactly like a wrong password.
  if (user === undefined || !passwordOk || user.category !== request.category) {
    return new Refusal(ErrCode.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
  }
  for (const h of hits) await refund(db, h);
  if (user.status === 'pending_activation') {
    // requirements#sign-in: the right password of a pending account opens activation, not a
    // session: a fresh activation token and code (subject to the account's send cap).
    const data: PendingActivationData = await db.transaction((tx) => startActivation(tx, deps, user, peer, now));
    return new Refusal(
      ErrCode.accountInactive,
      'This account is not activated yet. Enter the code we sent to finish.',
      data,
    );
  }
  if (user.status !== 'active') {
    return new Refusal(ErrCode.accountInactive, 'This account is not active. Activate it or contact support.');
  }

  const newSession = { userId: user.id, category: user.category, ...peer };
  if (user.totpEnabled) {
    // requirements#two-factor-sign-in: with two-factor on, the token is only a challenge for verify2FAToken.
    const challenge = await createSession(db, { ...newSession, kind: 'challenge' }, now);
    return {
      info: { isTFA: true, userTFA: true, auth_token: challenge.token, expires_in: challenge.ttlSeconds },
      user: null,
    };
  }
  const session = await createSession(db, { ...newSession, kind: 'user' }, now);
  return {
    info: { isTFA: false, userTFA: false, auth_token: session.token, expires_in: session.ttlSeconds },
    user: toUserSummary(user),
  };
}
