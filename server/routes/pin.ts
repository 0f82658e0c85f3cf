import type { Hono } from 'hono';
import * as v from 'valibot';
import {
  changePinRequestSchema,
  confirmPinResetRequestSchema,
  forgotPinRequestSchema,
  pinProblems,
  type OtpDelivery,
  type PinProblem,
} from '../../src/api/contract/account';
import type { FieldError } from '../../src/api/contract/envelope';
import { ErrCode } from '../../src/api/contract/errCodes';
import { paths } from '../../src/api/contract/paths';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { businessFailure, ok, tooManyAttempts, validationError } from '../http/envelope';
import { clientIp, type AppServices } from '../http/services';
import { loadSecurityPolicy } from '../content/securityPolicy';
import { decoyKey, isOtpOpen, issueOtp, verifyOtp, type OtpTarget } from '../security/otp';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../security/password';
import { hit, refund } from '../security/rateLimit';
import { credentialChangeRule, sendSecurityNotice } from '../users/credentials';
import { findUserById, findUserByLogin, isUserCategory, normalizeLogin } from '../users/users';

function pinProblemMessage(problem: PinProblem, pinLength: number): string {
  switch (problem) {
    case 'length':
      return `The PIN must be ${pinLength} digits.`;
    case 'digits':
      return 'The PIN may contain digits only.';
    case 'repeated':
      return 'The PIN cannot be one digit repeated.';
    case 'sequence':
      return 'The PIN cannot be a run of consecutive digits.';
  }
}

/** The new PIN against the policy, and its confirmation: 400 field errors, like the password's. */
function checkNewPin(newPin: string, confirmPin: string, pinLength: number): void {
  const errors: FieldError[] = pinProblems(newPin, pinLength).map((problem) => ({
    field: 'newPin',
    code: problem,
    message: pinProblemMessage(problem, pinLength),
  }));
  if (confirmPin !== newPin) errors.push({ field: 'confirmPin', code: 'match', message: 'The PINs do not match.' });
  if (errors.length > 0) throw validationError(errors);
}

const HOUR_SECONDS = 3600;
// The owner hears of every PIN change, so one they did not make is noticed.
const PIN_RESET_NOTICE = 'The transaction PIN of your Wallet account was reset with a code sent to your phone.';
const PIN_CHANGE_NOTICE = 'The transaction PIN of your Wallet account was changed.';

/** Transaction PIN: recovery by SMS code (signed out or in) and change with the current PIN. */
export function pinRoutes(api: Hono, svc: AppServices): void {
  const { db, limits } = svc;
  const hasher = svc.hashPassword ?? hashPassword;
  const signedIn = [requireAccessToken(svc), requireUserSession(svc)] as const;

  // Same answer for every claim: a real account gets a code, an unknown one a decoy request that
  // counts attempts and resends alike but never verifies. Nothing to enumerate.
  api.post(`/${paths.forgotPin}`, requireAccessToken(svc), async (c) => {
    const body = await readJson(c, forgotPinRequestSchema);
    const access = c.get('access');
    const now = svc.now();
    const perIp = await hit(
      db,
      { key: `recovery:ip:${clientIp(c)}`, max: limits.recoveryRequestsPerIpPerHour, windowSeconds: HOUR_SECONDS },
      now,
    );
    if (perIp.limited) throw tooManyAttempts(perIp.retryAfterSeconds);
    const login = normalizeLogin(body.userName);
    const user = await findUserByLogin(db, login);
    const target: OtpTarget =
      user?.status === 'active' && user.category === body.category && body.category === access.category
        ? { kind: 'user', userId: user.id, phone: user.phone, email: user.email }
        : { kind: 'decoy', key: decoyKey(svc, `${body.category}:${login}`) };
    const policy = await loadSecurityPolicy(db, body.category);
    const data: OtpDelivery = await db.transaction((tx) =>
      issueOtp(tx, svc, { target, purpose: 'pin_reset', policy }, now),
    );
    return ok(c, data);
  });

  api.post(`/${paths.requestPinReset}`, ...signedIn, async (c) => {
    await readJson(c, v.object({}), { optional: true });
    const { user } = c.get('user');
    const now = svc.now();
    const policy = await loadSecurityPolicy(db, user.category);
    const target: OtpTarget = { kind: 'user', userId: user.id, phone: user.phone, email: user.email };
    const data: OtpDelivery = await db.transaction((tx) =>
      issueOtp(tx, svc, { target, purpose: 'pin_reset', policy }, now),
    );
    return ok(c, data);
  });

  api.post(`/${paths.confirmPinReset}`, requireAccessToken(svc), async (c) => {
    const body = await readJson(c, confirmPinResetRequestSchema);
    const { category } = c.get('access');
    const policy = await loadSecurityPolicy(db, isUserCategory(category) ? category : 'consumer');
    checkNewPin(body.newPin, body.confirmPin, policy.pinLength);
    const now = svc.now();
    // Hash only for a request that can still be judged (decoys included, so both take as long).
    const pinHash = (await isOtpOpen(db, body.requestId, 'pin_reset', now)) ? await hasher(body.newPin) : null;
    const verdict = await db.transaction(async (tx) => {
      const checked = await verifyOtp(
        tx,
        svc,
        { requestId: body.requestId, code: body.otp, purpose: 'pin_reset' },
        now,
      );
      if (!checked.ok || checked.userId === null) return checked;
      // A request cannot reopen, so one that was not open before the hash cannot verify now.
      if (pinHash === null) throw new Error('a closed PIN-reset request verified');
      await tx.query('UPDATE users SET pin_hash = $2 WHERE id = $1::bigint', [checked.userId, pinHash]);
      const user = await findUserById(tx, checked.userId);
      if (user !== undefined) {
        await sendSecurityNotice(tx, user, 'Your transaction PIN was reset', PIN_RESET_NOTICE, now);
      }
      return checked;
    });
    if (!verdict.ok) return businessFailure(c, verdict.errCode, verdict.message, verdict.data);
    if (verdict.userId === null) throw new Error('a decoy PIN-reset request verified');
    return ok(c, { reset: true });
  });

  api.post(`/${paths.changePin}`, ...signedIn, async (c) => {
    const body = await readJson(c, changePinRequestSchema);
    const { user } = c.get('user');
    const policy = await loadSecurityPolicy(db, user.category);
    checkNewPin(body.newPin, body.confirmPin, policy.pinLength);
    const now = svc.now();
    // One budget with password changes; reserved before the check, refunded when right.
    const failures = await hit(db, credentialChangeRule(limits, user.id), now);
    if (failures.limited) throw tooManyAttempts(failures.retryAfterSeconds);
    const { rows } = await db.query<{ pin_hash: string | null }>('SELECT pin_hash FROM users WHERE id = $1::bigint', [
      user.id,
    ]);
    // No PIN yet: a dummy of the same cost, so the answer takes as long as a wrong PIN.
    if (!(await verifyPassword(body.oldPin, rows[0]?.pin_hash ?? DUMMY_HASH))) {
      return businessFailure(c, ErrCode.currentPinWrong, 'The current PIN is not correct.');
    }
    await refund(db, failures);
    if (body.newPin === body.oldPin) {
      return businessFailure(c, ErrCode.pinReused, 'The new PIN must differ from the current one.');
    }
    const pinHash = await hasher(body.newPin);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET pin_hash = $2 WHERE id = $1::bigint', [user.id, pinHash]);
      await sendSecurityNotice(tx, user, 'Your transaction PIN was changed', PIN_CHANGE_NOTICE, now);
    });
    return ok(c, { changed: true });
  });
}
