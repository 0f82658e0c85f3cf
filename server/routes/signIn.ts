import type { Hono } from 'hono';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { PendingActivationData } from '../../src/api/contract/account';
import { paths } from '../../src/api/contract/paths';
import { validateLoginRequestSchema, type ValidateLoginData } from '../../src/api/contract/schemas';
import { requireAccessToken, requireClient } from '../http/auth';
import { readJson } from '../http/body';
import { businessFailure, ok, tooManyAttempts } from '../http/envelope';
import { clientIp, type AppServices } from '../http/services';
import { sha256Hex } from '../security/crypto';
import { DUMMY_HASH, verifyPassword } from '../security/password';
import { hit, refund } from '../security/rateLimit';
import { createSession } from '../security/sessions';
import { startActivation } from '../users/activation';
import { findUserByLogin, normalizeLogin, toUserSummary } from '../users/users';

/** One message for unknown login, wrong password and wrong category: nothing to enumerate. */
export const INVALID_CREDENTIALS_MESSAGE = 'The login or password is incorrect.';

export function signInRoutes(api: Hono, svc: AppServices): void {
  api.post(`/${paths.validateLogin}`, requireClient(svc, 'login'), requireAccessToken(svc), async (c) => {
    const body = await readJson(c, validateLoginRequestSchema);
    const { db, limits } = svc;
    const now = svc.now();
    const ip = clientIp(c);
    const login = normalizeLogin(body.userName);

    // Reserve an attempt in both buckets before the password check; a limited caller is turned
    // away without one, so a correct password does not get through while limited either. The
    // account bucket is keyed by a hash: any string a client sends becomes a safe, bounded key.
    const hits = [
      await hit(
        db,
        { key: `signin:ip:${ip}`, max: limits.loginFailuresPerIp, windowSeconds: limits.loginWindowSeconds },
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
    const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
    // seed 001 §6: each category signs in with its own credential; another category's user is
    // answered exactly like a wrong password.
    if (user === undefined || !passwordOk || user.category !== c.get('client').category) {
      return businessFailure(c, ErrCode.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
    }
    for (const h of hits) await refund(db, h);
    const peer = { ip, userAgent: c.req.header('User-Agent') };
    if (user.status === 'pending_activation') {
      // seed 000 §4: the right password of a pending account opens activation, not a session:
      // a fresh activation token and code (subject to the account's send cap).
      const data: PendingActivationData = await db.transaction((tx) => startActivation(tx, svc, user, peer, now));
      return businessFailure(
        c,
        ErrCode.accountInactive,
        'This account is not activated yet. Enter the code we sent to finish.',
        data,
      );
    }
    if (user.status !== 'active') {
      return businessFailure(c, ErrCode.accountInactive, 'This account is not active. Activate it or contact support.');
    }

    const newSession = { userId: user.id, category: user.category, ...peer };
    if (user.totpEnabled) {
      // seed 000 §4: with two-factor on, the token is only a challenge for verify2FAToken.
      const challenge = await createSession(db, { ...newSession, kind: 'challenge' }, now);
      const data: ValidateLoginData = {
        info: { isTFA: true, userTFA: true, auth_token: challenge.token, expires_in: challenge.ttlSeconds },
        user: null,
      };
      return ok(c, data);
    }
    const session = await createSession(db, { ...newSession, kind: 'user' }, now);
    const data: ValidateLoginData = {
      info: { isTFA: false, userTFA: false, auth_token: session.token, expires_in: session.ttlSeconds },
      user: toUserSummary(user),
    };
    return ok(c, data);
  });
}
