import type { RateLimitConfig } from '../config';
import type { FieldError } from '../../src/api/contract/envelope';
import type { Queryable } from '../db/types';
import type { Deps } from '../deps';
import { validationError } from '../http/envelope';
import { send } from '../outbox/outbox';
import { reserve, type LimitRule } from '../security/rateLimit';
import { loadPasswordPolicy, passwordErrors } from './passwordPolicy';
import type { UserRecord } from './users';
import { updatePasswordHash } from './users.repository';

/**
 * requirements#validation-password: the category's configured password policy (issue 19), checked
 * here as the portal checks it, plus the common-password check only the server makes. One field
 * error per problem (code = the problem), so the form can tick off each rule; a confirmation that
 * differs is its own error. Throws the 400; returns when the new password is acceptable.
 */
export async function assertNewPassword(
  q: Queryable,
  category: string,
  newPassword: string,
  confirmPassword: string,
  userInputs: readonly string[] = [],
): Promise<void> {
  const policy = await loadPasswordPolicy(q, category);
  const errors: FieldError[] = passwordErrors(newPassword, policy, 'newPassword', userInputs);
  if (confirmPassword !== newPassword) {
    errors.push({ field: 'confirmPassword', code: 'match', message: 'The passwords do not match.' });
  }
  if (errors.length > 0) throw validationError(errors);
}

export async function setPasswordHash(q: Queryable, userId: string, hash: string, nowMs: number): Promise<void> {
  await updatePasswordHash(q, userId, hash, nowMs);
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

/** OTP and reset-link requests per IP per hour (sign-up, forgot password, forgot PIN): over the limit, 429. */
export async function countRecoveryRequest(deps: Deps, ip: string, nowMs: number): Promise<void> {
  await reserve(
    deps.db,
    { key: `recovery:ip:${ip}`, max: deps.limits.recoveryRequestsPerIpPerHour, windowSeconds: 3600 },
    nowMs,
  );
}
