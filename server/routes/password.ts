import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  LINK_DATA_PATTERN,
  resetPasswordRequestSchema,
  type changePasswordDataSchema,
  type endOtherSessionsDataSchema,
  type forgotPasswordConfirmationDataSchema,
  type forgotPasswordDataSchema,
  type resetPasswordDataSchema,
} from '../../src/api/contract/account';
import { ErrCode } from '../../src/api/contract/errCodes';
import { paths } from '../../src/api/contract/paths';
import { loadSecurityPolicy } from '../content/securityPolicy';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { businessFailure, ok, tooManyAttempts } from '../http/envelope';
import { clientIp, type AppServices } from '../http/services';
import { send } from '../outbox/outbox';
import { sha256Hex } from '../security/crypto';
import { hashPassword, verifyPassword } from '../security/password';
import { hit, refund } from '../security/rateLimit';
import { revokeAllSessions, revokeOtherSessions } from '../security/sessions';
import {
  assertNewPassword,
  countOtherLiveSessions,
  credentialChangeRule,
  revokePendingChallenges,
  sendSecurityNotice,
  setPasswordHash,
} from '../users/credentials';
import {
  consumeResetLink,
  createResetLink,
  expireOpenLinks,
  findResetLink,
  linkState,
  maskLogin,
  type LinkState,
} from '../users/resetLinks';
import { findUserById, findUserByLogin, normalizeLogin } from '../users/users';

const HOUR_SECONDS = 3600;
/** Calls whose payload the contract leaves empty: an absent body or `{}`. */
const emptyBody = v.object({});

function linkFailure(c: Context, state: Exclude<LinkState, 'valid'>): Response {
  switch (state) {
    case 'invalid':
      return businessFailure(c, ErrCode.linkInvalid, 'This link is not valid. Ask for a new one.');
    case 'expired':
      return businessFailure(c, ErrCode.linkExpired, 'This link has expired. Ask for a new one.');
    case 'used':
      return businessFailure(c, ErrCode.linkUsed, 'This link has already been used. Ask for a new one if you need it.');
  }
}

/**
 * seed 000 §7 password recovery (forgot → e-mailed link → confirmation → reset) and change.
 * A reset ends every session of the account but leaves two-factor as it was: the next sign-in
 * still asks for the authenticator code, so a stolen mailbox alone does not open the account.
 */
export function passwordRoutes(api: Hono, svc: AppServices): void {
  const { db, limits } = svc;
  const hasher = svc.hashPassword ?? hashPassword;
  const auth = [requireAccessToken(svc), requireUserSession(svc)] as const;

  api.post(`/${paths.forgotPassword}`, requireAccessToken(svc), async (c) => {
    const body = await readJson(c, forgotPasswordRequestSchema);
    const now = svc.now();
    const ipHit = await hit(
      db,
      { key: `recovery:ip:${clientIp(c)}`, max: limits.recoveryRequestsPerIpPerHour, windowSeconds: HOUR_SECONDS },
      now,
    );
    if (ipHit.limited) throw tooManyAttempts(ipHit.retryAfterSeconds);
    const policy = await loadSecurityPolicy(db, body.category);
    const login = normalizeLogin(body.userName);
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
      user?.category === body.category &&
      user.status === 'active' &&
      user.email !== null &&
      user.email !== ''
    ) {
      const origin = svc.publicUrl ?? new URL(c.req.url).origin;
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
    return ok(c, {
      linkValidityMinutes: policy.resetLinkValidityMinutes,
    } satisfies v.InferOutput<typeof forgotPasswordDataSchema>);
  });

  // The link data is the path's last segment; 256 random bits need no guessing limit.
  api.post(`/${paths.forgotPasswordConfirmation('')}:linkData`, requireAccessToken(svc), async (c) => {
    await readJson(c, emptyBody, { optional: true });
    const linkData = c.req.param('linkData') ?? '';
    const link = LINK_DATA_PATTERN.test(linkData) ? await findResetLink(db, linkData) : undefined;
    const state = linkState(link, svc.now());
    if (link === undefined || state !== 'valid') return linkFailure(c, state === 'valid' ? 'invalid' : state);
    const user = await findUserById(db, link.userId);
    if (user?.status !== 'active') return linkFailure(c, 'invalid');
    return ok(c, {
      account: maskLogin(user.login),
      expiresAt: link.expiresAt.toISOString(),
    } satisfies v.InferOutput<typeof forgotPasswordConfirmationDataSchema>);
  });

  api.post(`/${paths.resetPassword}`, requireAccessToken(svc), async (c) => {
    const body = await readJson(c, resetPasswordRequestSchema);
    assertNewPassword(body.newPassword, body.confirmPassword);
    const now = svc.now();
    const link = await findResetLink(db, body.linkData);
    const state = linkState(link, now);
    if (link === undefined || state !== 'valid') return linkFailure(c, state === 'valid' ? 'invalid' : state);
    const user = await findUserById(db, link.userId);
    if (user?.status !== 'active') return linkFailure(c, 'invalid');
    // Hashed before the transaction: scrypt takes a while and must not hold row locks.
    const hash = await hasher(body.newPassword);
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
      return true;
    });
    if (!reset) {
      // Another request used (or a newer link expired) this link while the hash was computed.
      const again = linkState(await findResetLink(db, body.linkData), svc.now());
      return linkFailure(c, again === 'valid' ? 'used' : again);
    }
    return ok(c, { reset: true } satisfies v.InferOutput<typeof resetPasswordDataSchema>);
  });

  api.post(`/${paths.changePassword}`, ...auth, async (c) => {
    const body = await readJson(c, changePasswordRequestSchema);
    assertNewPassword(body.newPassword, body.confirmPassword);
    const { sessionId, user } = c.get('user');
    const now = svc.now();
    const userHit = await hit(db, credentialChangeRule(limits, user.id), now);
    if (userHit.limited) throw tooManyAttempts(userHit.retryAfterSeconds);
    if (!(await verifyPassword(body.oldPassword, user.passwordHash))) {
      return businessFailure(c, ErrCode.currentPasswordWrong, 'The current password is not correct.');
    }
    await refund(db, userHit);
    if (body.newPassword.normalize('NFC') === body.oldPassword.normalize('NFC')) {
      return businessFailure(c, ErrCode.passwordReused, 'Choose a password different from the current one.');
    }
    const hash = await hasher(body.newPassword);
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
      // Other devices stay signed in; the count lets the portal offer to end them.
      return countOtherLiveSessions(tx, user.id, sessionId, now);
    });
    return ok(c, { changed: true, otherSessions } satisfies v.InferOutput<typeof changePasswordDataSchema>);
  });

  api.post(`/${paths.endOtherSessions}`, ...auth, async (c) => {
    await readJson(c, emptyBody, { optional: true });
    const { sessionId, user } = c.get('user');
    // Revoked as "log out from all devices": those devices answer −5100012 and say why.
    const ended = await revokeOtherSessions(db, user.id, sessionId, svc.now());
    return ok(c, { ended } satisfies v.InferOutput<typeof endOtherSessionsDataSchema>);
  });
}
