import type { RateLimitConfig } from '../config';
import type { FieldError } from '../../src/api/contract/envelope';
import { passwordPolicy, passwordProblems, type PasswordProblem } from '../../src/api/contract/policy';
import { isoTime, type Queryable } from '../db/types';
import { validationError } from '../http/envelope';
import { send } from '../outbox/outbox';
import type { LimitRule } from '../security/rateLimit';
import { USER_IDLE_TIMEOUT_MS } from '../security/sessions';
import type { UserRecord } from './users';

const problemMessages: Record<PasswordProblem, string> = {
  length: `Use ${passwordPolicy.minLength} to ${passwordPolicy.maxLength} characters.`,
  upper: 'Add an upper-case letter.',
  lower: 'Add a lower-case letter.',
  digit: 'Add a digit.',
  special: 'Add a special character.',
};

/**
 * seed 001 §5: the shared password policy, checked here exactly as the portal checks it. One
 * field error per problem (code = the problem), so the form can tick off each rule; a confirmation
 * that differs is its own error. Throws the 400; returns when the new password is acceptable.
 */
export function assertNewPassword(newPassword: string, confirmPassword: string): void {
  const errors: FieldError[] = passwordProblems(newPassword).map((problem) => ({
    field: 'newPassword',
    code: problem,
    message: problemMessages[problem],
  }));
  if (confirmPassword !== newPassword) {
    errors.push({ field: 'confirmPassword', code: 'match', message: 'The passwords do not match.' });
  }
  if (errors.length > 0) throw validationError(errors);
}

export async function setPasswordHash(q: Queryable, userId: string, hash: string, nowMs: number): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2, password_changed_at = $3 WHERE id = $1::bigint', [
    userId,
    hash,
    isoTime(nowMs),
  ]);
}

/** The user's other signed-in sessions that still work (not idle, not expired, not revoked). */
export async function countOtherLiveSessions(
  q: Queryable,
  userId: string,
  keepId: string,
  nowMs: number,
): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sessions
      WHERE user_id = $1::bigint AND id <> $2::bigint AND kind = 'user' AND revoked_at IS NULL
        AND expires_at > $3 AND last_seen_at > $4`,
    [userId, keepId, isoTime(nowMs), isoTime(nowMs - USER_IDLE_TIMEOUT_MS)],
  );
  return rows[0]?.n ?? 0;
}

/**
 * "Your password was changed" (or two-factor was switched): the owner hears of every credential
 * change, so one they did not make is noticed. Nothing secret goes into the message.
 */
export async function sendSecurityNotice(
  q: Queryable,
  user: UserRecord,
  subject: string,
  body: string,
  nowMs: number,
): Promise<void> {
  if (user.email === null) return;
  await send(
    q,
    {
      channel: 'email',
      recipient: user.email,
      userId: user.id,
      purpose: 'notice',
      subject,
      body: `${body}\n\nIf this was not you, reset your password now and contact support.`,
    },
    nowMs,
  );
}

/**
 * Wrong current passwords (and PINs: one budget for both change calls) per user and window.
 * Reserved before the check and refunded on success, like sign-in attempts.
 */
export function credentialChangeRule(limits: RateLimitConfig, userId: string): LimitRule {
  return {
    key: `credential-change:user:${userId}`,
    max: limits.credentialChangeFailuresPerUser,
    windowSeconds: limits.loginWindowSeconds,
  };
}

/** Pending two-factor sign-ins began with the old password: they must not finish with it. */
export async function revokePendingChallenges(q: Queryable, userId: string, nowMs: number): Promise<void> {
  await q.query(
    `UPDATE sessions SET revoked_at = $2, revoked_reason = 'password_changed'
      WHERE user_id = $1::bigint AND kind = 'challenge' AND revoked_at IS NULL AND expires_at > $2`,
    [userId, isoTime(nowMs)],
  );
}

/**
 * Wrong authenticator and recovery codes per user and window: one budget for sign-in, enabling
 * and disabling, so switching calls (or challenges) never buys more guesses.
 */
export function twoFactorFailureRule(limits: RateLimitConfig, userId: string): LimitRule {
  return {
    key: `2fa:user:${userId}`,
    max: limits.twoFactorFailuresPerUser,
    windowSeconds: limits.twoFactorWindowSeconds,
  };
}
