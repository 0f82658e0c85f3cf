import type { Hono } from 'hono';
import { ErrCode } from '../../src/api/contract/errCodes';
import { paths } from '../../src/api/contract/paths';
import { verify2FARequestSchema, type Verify2FAData } from '../../src/api/contract/schemas';
import { requireAccessToken, userToken } from '../http/auth';
import { readJson } from '../http/body';
import { businessFailure, ok, tooManyAttempts } from '../http/envelope';
import { clientIp, type AppServices } from '../http/services';
import { TOKEN_PATTERN } from '../security/crypto';
import { hit, refund } from '../security/rateLimit';
import { consumeRecoveryCode, countRecoveryCodesLeft } from '../security/recoveryCodes';
import { open } from '../security/secretBox';
import { createSession, findSession, isExpired, recordChallengeFailure, revokeSession } from '../security/sessions';
import { claimTotpStep, matchTotpStep, totpContext } from '../security/totp';
import { twoFactorFailureRule } from '../users/credentials';
import { findUserById, toUserSummary } from '../users/users';

type Outcome = 'invalid' | 'reused' | 'expired' | { token: string; ttlSeconds: number };

/** The challenge was used or revoked meanwhile: rolls back the recovery code's use. */
class ChallengeGone extends Error {}

/**
 * Second sign-in step: the authenticator code, or one of the recovery codes issued when
 * two-factor was enabled (a wrong one counts against the challenge and the user like a wrong
 * code). Failures are HTTP 200 business failures, not 401: the user is not signed in yet, and a
 * 401 would make the portal run its session-ended handling (seed 001 §8).
 */
export function twoFactorRoutes(api: Hono, svc: AppServices): void {
  api.post(`/${paths.verify2FAToken}`, requireAccessToken(svc), async (c) => {
    const body = await readJson(c, verify2FARequestSchema);
    const { db } = svc;
    const now = svc.now();
    const expired = () =>
      businessFailure(c, ErrCode.twoFactorChallengeExpired, 'This sign-in attempt has expired. Sign in again.');

    const token = userToken(c);
    const challenge = token !== undefined && TOKEN_PATTERN.test(token) ? await findSession(db, token) : undefined;
    if (
      challenge?.kind !== 'challenge' ||
      challenge.userId === null ||
      challenge.revokedReason !== null ||
      isExpired(challenge, now)
    ) {
      return expired();
    }
    // Per user, across challenges: signing in again must not reset the guessing budget.
    const userHit = await hit(db, twoFactorFailureRule(svc.limits, challenge.userId), now);
    if (userHit.limited) throw tooManyAttempts(userHit.retryAfterSeconds);

    const user = await findUserById(db, challenge.userId);
    if (user?.status !== 'active' || !user.totpEnabled || user.totpSecretEnc === null) return expired();
    const newSession = {
      kind: 'user',
      userId: user.id,
      category: user.category,
      ip: clientIp(c),
      userAgent: c.req.header('User-Agent'),
    } as const;

    let outcome: Outcome;
    if ('recoveryCode' in body) {
      outcome = await db
        .transaction(async (tx) => {
          // Used in the same transaction as the session it opens: a failed sign-in costs no code.
          if (!(await consumeRecoveryCode(tx, svc.keys.recoveryCodes, user.id, body.recoveryCode, now))) {
            return 'invalid' as const;
          }
          if (!(await revokeSession(tx, challenge.id, 'consumed', now))) throw new ChallengeGone();
          return createSession(tx, newSession, now);
        })
        .catch((error: unknown) => {
          if (error instanceof ChallengeGone) return 'expired' as const;
          throw error;
        });
    } else {
      const secret = open(svc.keys.totpSecrets, user.totpSecretEnc, totpContext(user.userIdentifier));
      const step = matchTotpStep(secret, body.token, now);
      outcome =
        step === null
          ? 'invalid'
          : await db.transaction(async (tx) => {
              if (!(await claimTotpStep(tx, user.id, step))) return 'reused' as const;
              if (!(await revokeSession(tx, challenge.id, 'consumed', now))) return 'expired' as const;
              return createSession(tx, newSession, now);
            });
    }

    if (outcome === 'invalid' || outcome === 'reused') {
      await recordChallengeFailure(db, challenge.id, now);
      if (outcome === 'reused') {
        return businessFailure(
          c,
          ErrCode.twoFactorCodeReused,
          'This code has already been used. Wait for the next code.',
        );
      }
      return 'recoveryCode' in body
        ? businessFailure(c, ErrCode.recoveryCodeInvalid, 'The recovery code is not valid or has already been used.')
        : businessFailure(c, ErrCode.twoFactorCodeInvalid, 'The code is not correct. Check your authenticator app.');
    }
    if (outcome === 'expired') return expired();
    await refund(db, userHit);
    const data: Verify2FAData = {
      info: { isTFA: true, userTFA: true, auth_token: outcome.token, expires_in: outcome.ttlSeconds },
      user: toUserSummary(user),
      ...('recoveryCode' in body ? { recoveryCodesLeft: await countRecoveryCodesLeft(db, user.id) } : {}),
    };
    return ok(c, data);
  });
}
