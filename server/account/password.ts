import type * as v from 'valibot';
import type {
  changePasswordDataSchema,
  forgotPasswordConfirmationDataSchema,
  forgotPasswordDataSchema,
} from '../../src/api/contract/account';
import type { UserCategory } from '../../src/api/contract/categories';
import { ErrCode } from '../../src/api/contract/errCodes';
import { loadSecurityPolicy } from '../content/securityPolicy';
import type { Deps } from '../deps';
import { Refusal } from '../http/envelope';
import { notifySecurity } from '../notifications/notifications';
import { send } from '../outbox/outbox';
import { sha256Hex } from '../security/crypto';
import { hashPassword, verifyPassword } from '../security/password';
import { hit, refund, reserve } from '../security/rateLimit';
import {
  countOtherLiveSessions,
  revokeAllSessions,
  revokeOtherSessions,
  revokePendingChallenges,
} from '../sessions/sessions';
import { countRecoveryRequest, credentialChangeRule, sendSecurityNotice, setPasswordHash } from './credentials';
import { consumeResetLink, createResetLink, expireOpenLinks, findResetLink, linkState, maskLogin } from './resetLinks';
import { findUserById, findUserByLogin, normalizeLogin, type UserRecord } from './users';

const HOUR_SECONDS = 3600;

const linkRefusals = {
  invalid: new Refusal(ErrCode.linkInvalid, 'This link is not valid. Ask for a new one.'),
  expired: new Refusal(ErrCode.linkExpired, 'This link has expired. Ask for a new one.'),
  used: new Refusal(ErrCode.linkUsed, 'This link has already been used. Ask for a new one if you need it.'),
} as const;

/**
 * requirements#forgot-password: an e-mailed link. Unknown login, other category, inactive or
 * limited account: the very same answer.
 */
export async function requestResetLink(
  deps: Deps,
  request: { userName: string; category: UserCategory; ip: string; origin: string },
): Promise<v.InferOutput<typeof forgotPasswordDataSchema>> {
  const { db, limits } = deps;
  const now = deps.now();
  await countRecoveryRequest(deps, request.ip, now);
  const policy = await loadSecurityPolicy(db, request.category);
  const login = normalizeLogin(request.userName);
  // Counted by the login asked for, whether or not it exists, so the same statements run for
  // every request. Over the limit the answer stays the same 200 and only the e-mail is
  // withheld: a 429 here would tell a prober which logins are real (they reach the limit).
  const accountHit = await hit(
    db,
    {
      key: `reset-link:account:${sha256Hex(login)}`,
      max: limits.resetLinksPerAccountPerHour,
      windowSeconds: HOUR_SECONDS,
    },
    now,
  );
  const user = await findUserByLogin(db, login);
  if (
    !accountHit.limited &&
    user?.category === request.category &&
    user.status === 'active' &&
    user.email !== null &&
    user.email !== ''
  ) {
    const origin = request.origin;
    await db.transaction(async (tx) => {
      const { linkData } = await createResetLink(tx, user.id, policy.resetLinkValidityMinutes, now);
      const link = `${origin}/forgot-password/${linkData}`;
      await send(
        tx,
        {
          channel: 'email',
          recipient: user.email ?? '',
          userId: user.id,
          purpose: 'password_reset',
          subject: 'Reset your Wallet Portal password',
          body:
            `Someone asked to reset the password of the account ${user.login}.\n\n` +
            `Open this link within ${policy.resetLinkValidityMinutes} minutes to choose a new one:\n${link}\n\n` +
            'If it was not you, ignore this e-mail: your password stays as it is.',
          link,
          linkData,
        },
        now,
      );
    });
  }
  // Unknown login, other category, inactive or limited account: the very same answer. A real
  // account costs two more statements (a few ms, inside network jitter), and the per-IP limit
  // bounds how many timing samples anyone collects.
  return { linkValidityMinutes: policy.resetLinkValidityMinutes };
}

/** The link's account, when the link still works and its account is active. */
async function linkedAccount(deps: Deps, linkData: string, nowMs: number) {
  const link = await findResetLink(deps.db, linkData);
  const state = linkState(link, nowMs);
  if (link === undefined || state !== 'valid') return linkRefusals[state === 'valid' ? 'invalid' : state];
  const user = await findUserById(deps.db, link.userId);
  if (user?.status !== 'active') return linkRefusals.invalid;
  return { link, user };
}

/** The confirmation page: whose password the link resets (masked), and until when. */
export async function confirmResetLink(
  deps: Deps,
  linkData: string | undefined,
): Promise<v.InferOutput<typeof forgotPasswordConfirmationDataSchema> | Refusal> {
  if (linkData === undefined) return linkRefusals.invalid;
  const found = await linkedAccount(deps, linkData, deps.now());
  if (found instanceof Refusal) return found;
  return { account: maskLogin(found.user.login), expiresAt: found.link.expiresAt.toISOString() };
}

/**
 * A reset ends every session of the account but leaves two-factor as it was: the next sign-in
 * still asks for the authenticator code, so a stolen mailbox alone does not open the account.
 */
export async function resetPassword(
  deps: Deps,
  linkData: string,
  newPassword: string,
): Promise<{ reset: true } | Refusal> {
  const { db } = deps;
  const now = deps.now();
  const found = await linkedAccount(deps, linkData, now);
  if (found instanceof Refusal) return found;
  const { link, user } = found;
  // Hashed before the transaction: scrypt takes a while and must not hold row locks.
  const hash = await (deps.hashPassword ?? hashPassword)(newPassword);
  const reset = await db.transaction(async (tx) => {
    // Consumed in the same transaction as the new hash: a link resets a password exactly once.
    if ((await consumeResetLink(tx, link.id, now)) === undefined) return false;
    await setPasswordHash(tx, user.id, hash, now);
    await expireOpenLinks(tx, user.id, now);
    await revokeAllSessions(tx, user.id, 'password_reset', now);
    await sendSecurityNotice(
      tx,
      user,
      'Your Wallet Portal password was changed',
      `The password of the account ${user.login} was reset with a link sent to this address. Every device was signed out.`,
      now,
    );
    await notifySecurity(tx, user.id, 'passwordReset', now);
    return true;
  });
  if (!reset) {
    // Another request used (or a newer link expired) this link while the hash was computed.
    const again = linkState(await findResetLink(db, linkData), deps.now());
    return linkRefusals[again === 'valid' ? 'used' : again];
  }
  return { reset: true };
}

/** A signed-in change, proved by the current password; other devices stay signed in. */
export async function changePassword(
  deps: Deps,
  signedIn: { sessionId: string; user: UserRecord },
  passwords: { oldPassword: string; newPassword: string },
): Promise<v.InferOutput<typeof changePasswordDataSchema> | Refusal> {
  const { db } = deps;
  const { sessionId, user } = signedIn;
  const now = deps.now();
  const userHit = await reserve(db, credentialChangeRule(deps.limits, user.id), now);
  if (!(await verifyPassword(passwords.oldPassword, user.passwordHash))) {
    return new Refusal(ErrCode.currentPasswordWrong, 'The current password is not correct.');
  }
  await refund(db, userHit);
  if (passwords.newPassword.normalize('NFC') === passwords.oldPassword.normalize('NFC')) {
    return new Refusal(ErrCode.passwordReused, 'Choose a password different from the current one.');
  }
  const hash = await (deps.hashPassword ?? hashPassword)(passwords.newPassword);
  const otherSessions = await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, hash, now);
    await expireOpenLinks(tx, user.id, now);
    await revokePendingChallenges(tx, user.id, now);
    await sendSecurityNotice(
      tx,
      user,
      'Your Wallet Portal password was changed',
      `The password of the account ${user.login} was changed by a signed-in user.`,
      now,
    );
    await notifySecurity(tx, user.id, 'passwordChanged', now);
    // Other devices stay signed in; the count lets the portal offer to end them.
    return countOtherLiveSessions(tx, user.id, sessionId, now, deps.sessionIdleMs);
  });
  return { changed: true, otherSessions };
}

/** Revoked as "log out from all devices": those devices answer −5100012 and say why. */
export async function endOtherSessions(deps: Deps, sessionId: string, userId: string): Promise<number> {
  return revokeOtherSessions(deps.db, userId, sessionId, deps.now());
}
