import { ErrCode } from '../../src/api/contract/errCodes';
import type { Verify2FAData } from '../../src/api/contract/schemas';
import { twoFactorFailureRule } from '../account/credentials';
import { consumeRecoveryCode, countRecoveryCodesLeft } from '../account/recoveryCodes';
import { claimTotpStep } from '../account/twoFactor.repository';
import { findUserById, toUserSummary } from '../account/users';
import type { Deps } from '../deps';
import { Refusal } from '../http/envelope';
import { TOKEN_PATTERN } from '../security/crypto';
import { refund, reserve } from '../security/rateLimit';
import { open } from '../security/secretBox';
import { matchTotpStep, totpContext } from '../security/totp';
import { createSession, findSession, isExpired, recordChallengeFailure, revokeSession, type Peer } from './sessions';

type Outcome = 'invalid' | 'reused' | 'expired' | { token: string; ttlSeconds: number };

/** The challenge was used or revoked meanwhile: rolls back the recovery code's use. */
class ChallengeGone extends Error {}

/** The authenticator code, or one of the recovery codes issued when two-factor was enabled. */
export type SecondFactor = { token: string } | { recoveryCode: string };

const expired = () =>
  new Refusal(ErrCode.twoFactorChallengeExpired, 'This sign-in attempt has expired. Sign in again.');

/**
 * Second sign-in step against the challenge `challengeToken` names. A wrong recovery code counts
 * against the challenge and the user like a wrong code. Failures are refusals (HTTP 200), not
 * 401: the user is not signed in yet, and a 401 would make the portal run its session-ended
 * handling (requirements#session-expiry).
 */
export async function verifySecondFactor(
  deps: Deps,
  challengeToken: string | undefined,
  factor: SecondFactor,
  peer: Peer,
): Promise<Verify2FAData | Refusal> {
  const { db } = deps;
  const now = deps.now();
  const challenge =
    challengeToken !== undefined && TOKEN_PATTERN.test(challengeToken)
      ? await findSession(db, challengeToken)
      : undefined;
  if (
    challenge?.kind !== 'challenge' ||
    challenge.userId === null ||
    challenge.revokedReason !== null ||
    isExpired(challenge, now)
  ) {
    return expired();
  }
  // Per user, across challenges: signing in again must not reset the guessing budget.
  const userHit = await reserve(db, twoFactorFailureRule(deps.limits, challenge.userId), now);

  const user = await findUserById(db, challenge.userId);
  if (user?.status !== 'active' || !user.totpEnabled || user.totpSecretEnc === null) return expired();
  const newSession = { kind: 'user', userId: user.id, category: user.category, ...peer } as const;

  let outcome: Outcome;
  if ('recoveryCode' in factor) {
    outcome = await db
      .transaction(async (tx) => {
        // Used in the same transaction as the session it opens: a failed sign-in costs no code.
        if (!(await consumeRecoveryCode(tx, deps.keys.recoveryCodes, user.id, factor.recoveryCode, now))) {
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
    const secret = open(deps.keys.totpSecrets, user.totpSecretEnc, totpContext(user.userIdentifier));
    const step = matchTotpStep(secret, factor.token, now);
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
      return new Refusal(ErrCode.twoFactorCodeReused, 'This code has already been used. Wait for the next code.');
    }
    return 'recoveryCode' in factor
      ? new Refusal(ErrCode.recoveryCodeInvalid, 'The recovery code is not valid or has already been used.')
      : new Refusal(ErrCode.twoFactorCodeInvalid, 'The code is not correct. Check your authenticator app.');
  }
  if (outcome === 'expired') return expired();
  await refund(db, userHit);
  return {
    info: { isTFA: true, userTFA: true, auth_token: outcome.token, expires_in: outcome.ttlSeconds },
    user: toUserSummary(user),
    ...('recoveryCode' in factor ? { recoveryCodesLeft: await countRecoveryCodesLeft(db, user.id) } : {}),
  };
}
