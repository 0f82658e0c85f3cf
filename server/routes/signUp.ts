import type { Hono } from 'hono';
import {
  activationRequestSchema,
  isUserExistRequestSchema,
  passwordProblems,
  registrationRequestSchema,
  resendSmsRequestSchema,
  type PasswordProblem,
  type RegistrationData,
} from '../../src/api/contract/account';
import type { FieldError } from '../../src/api/contract/envelope';
import { ErrCode } from '../../src/api/contract/errCodes';
import { paths } from '../../src/api/contract/paths';
import { requireAccessToken } from '../http/auth';
import { readJson } from '../http/body';
import { businessFailure, ok, tooManyAttempts, validationError } from '../http/envelope';
import { clientIp, type AppServices } from '../http/services';
import { resendOtp, verifyOtp } from '../security/otp';
import { hashPassword } from '../security/password';
import { hit } from '../security/rateLimit';
import { createPendingUser, signUpWalletKinds, startActivation } from '../users/activation';
import { findUserById, findUserByLogin, normalizeLogin, toUserSummary } from '../users/users';

export const passwordProblemMessages: Record<PasswordProblem, string> = {
  length: 'The password must be 6 to 30 characters long.',
  upper: 'The password needs an upper-case letter.',
  lower: 'The password needs a lower-case letter.',
  digit: 'The password needs a digit.',
  special: 'The password needs a special character.',
};

const USER_EXISTS_MESSAGE = 'This login is already taken. Choose another one.';
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Thrown inside the activation transaction to roll back the code's use. */
class NotPending extends Error {}

/** seed 000 §4, §7: sign-up, activation by SMS code, and resending a code. */
export function signUpRoutes(api: Hono, svc: AppServices): void {
  const { db, limits } = svc;

  // Tells whether a login is taken, so it is rate-limited per IP: it would otherwise list accounts.
  api.post(`/${paths.isUserExist}`, requireAccessToken(svc), async (c) => {
    const body = await readJson(c, isUserExistRequestSchema);
    const h = await hit(
      db,
      { key: `userexist:ip:${clientIp(c)}`, max: limits.userExistChecksPerIpPerMinute, windowSeconds: 60 },
      svc.now(),
    );
    if (h.limited) throw tooManyAttempts(h.retryAfterSeconds);
    return ok(c, { exists: (await findUserByLogin(db, body.userName)) !== undefined });
  });

  api.post(`/${paths.registration}`, requireAccessToken(svc), async (c) => {
    const body = await readJson(c, registrationRequestSchema);
    const access = c.get('access');
    const ip = clientIp(c);
    const walletKind = signUpWalletKinds[body.category];
    const errors: FieldError[] = [];
    // seed 001 §6: each portal category has its own credential, so it signs up its own users only.
    if (walletKind === undefined || body.category !== access.category) {
      errors.push({ field: 'category', code: 'category', message: 'Accounts of this category cannot sign up here.' });
    }
    for (const field of ['fullNameEn', 'fullNameAr'] as const) {
      if (CONTROL_CHARACTERS.test(body[field])) {
        errors.push({ field, code: 'characters', message: 'The name contains characters that are not allowed.' });
      }
    }
    // seed 001 §5: the password policy, one field error per unmet rule.
    for (const problem of passwordProblems(body.password)) {
      errors.push({ field: 'password', code: problem, message: passwordProblemMessages[problem] });
    }
    if (body.confirmPassword !== body.password) {
      errors.push({ field: 'confirmPassword', code: 'match', message: 'The passwords do not match.' });
    }
    if (errors.length > 0 || walletKind === undefined) throw validationError(errors);

    const now = svc.now();
    const perIp = await hit(
      db,
      { key: `recovery:ip:${ip}`, max: limits.recoveryRequestsPerIpPerHour, windowSeconds: 3600 },
      now,
    );
    if (perIp.limited) throw tooManyAttempts(perIp.retryAfterSeconds);
    const login = normalizeLogin(body.userName);
    // Checked before the (costly) hash; the insert below catches a login taken meanwhile.
    if ((await findUserByLogin(db, login)) !== undefined) {
      return businessFailure(c, ErrCode.userExists, USER_EXISTS_MESSAGE);
    }
    const passwordHash = await (svc.hashPassword ?? hashPassword)(body.password);
    const outcome = await db.transaction(async (tx) => {
      const created = await createPendingUser(
        tx,
        {
          login,
          category: body.category,
          walletKind,
          fullNameEn: body.fullNameEn,
          fullNameAr: body.fullNameAr,
          phone: body.phone,
          email: body.email,
          passwordHash,
        },
        now,
      );
      if (created.kind !== 'created') return created;
      const account = { id: created.id, category: body.category, phone: body.phone, email: body.email };
      const pending = await startActivation(tx, svc, account, { ip, userAgent: c.req.header('User-Agent') }, now);
      return { kind: 'created' as const, data: { ...pending, userIdentifier: created.userIdentifier } };
    });
    if (outcome.kind === 'taken') return businessFailure(c, ErrCode.userExists, USER_EXISTS_MESSAGE);
    if (outcome.kind !== 'created') {
      throw validationError([{ field: 'userName', code: 'login', message: 'This login cannot be used.' }]);
    }
    const data: RegistrationData = outcome.data;
    return ok(c, data);
  });

  // The access token from registration (or from a sign-in of a pending account) names the account.
  api.post(`/${paths.activation}`, requireAccessToken(svc), async (c) => {
    const body = await readJson(c, activationRequestSchema);
    const { pendingUserId } = c.get('access');
    const now = svc.now();
    const verdict = await db
      .transaction(async (tx) => {
        const checked = await verifyOtp(
          tx,
          svc,
          { requestId: body.requestId, code: body.otp, purpose: 'activation', owner: pendingUserId },
          now,
        );
        if (!checked.ok) return checked;
        const activated = await tx.query(
          `UPDATE users SET status = 'active', activated_at = $2
            WHERE id = $1::bigint AND status = 'pending_activation'`,
          [checked.userId, new Date(now).toISOString()],
        );
        if (activated.rowCount !== 1) throw new NotPending();
        return checked;
      })
      .catch((error: unknown) => {
        if (error instanceof NotPending) return 'notPending' as const;
        throw error;
      });
    if (verdict === 'notPending' || (verdict.ok && verdict.userId === null)) {
      return businessFailure(c, ErrCode.accountInactive, 'This account cannot be activated. Contact support.');
    }
    if (!verdict.ok) return businessFailure(c, verdict.errCode, verdict.message, verdict.data);
    const user = verdict.userId === null ? undefined : await findUserById(db, verdict.userId);
    if (user === undefined) throw new Error('activated user vanished');
    return ok(c, { activated: true, user: toUserSummary(user) });
  });

  // seed 000 §7 adapter/v1/resendSMS: activation and PIN-reset codes alike.
  api.post(`/${paths.resendSMS}`, requireAccessToken(svc), async (c) => {
    const body = await readJson(c, resendSmsRequestSchema);
    const access = c.get('access');
    const now = svc.now();
    const result = await db.transaction((tx) =>
      resendOtp(
        tx,
        svc,
        { requestId: body.requestId, pendingUserId: access.pendingUserId, category: access.category },
        now,
      ),
    );
    if ('ok' in result) return businessFailure(c, result.errCode, result.message, result.data);
    return ok(c, result);
  });
}
