import { pinProblems, type OtpDelivery, type PinProblem } from '../../src/api/contract/account';
import { hasTransactionPin, type UserCategory } from '../../src/api/contract/categories';
import type { FieldError } from '../../src/api/contract/envelope';
import { ErrCode } from '../../src/api/contract/errCodes';
import { loadSecurityPolicy } from '../content/securityPolicy';
import type { Deps } from '../deps';
import { Refusal, validationError } from '../http/envelope';
import { notifySecurity } from '../notifications/notifications';
import { DUMMY_PIN_HASH, hashPin, pinRingOf, verifyPin } from '../security/pinHash';
import { refund, reserve } from '../security/rateLimit';
import { countRecoveryRequest, credentialChangeRule, sendSecurityNotice } from './credentials';
import { decoyKey, isOtpOpen, issueOtp, refusalOf, requestCategory, verifyOtp, type OtpTarget } from './otp';
import { findUserById, findUserByLogin, isUserCategory, normalizeLogin, type UserRecord } from './users';
import { selectPinHash, updatePinHash } from './users.repository';

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

// The owner hears of every PIN change, so one they did not make is noticed.
const PIN_RESET_NOTICE = 'The transaction PIN of your Wallet account was reset with a code sent to your phone.';
const PIN_CHANGE_NOTICE = 'The transaction PIN of your Wallet account was changed.';

/**
 * Same answer for every claim: a real account gets a code, an unknown one a decoy request that
 * counts attempts and resends alike but never verifies. Nothing to enumerate.
 *
 * requirements#forgot-pin: the account and category the user names decide, whichever category's
 * front access token carries the request (the portal holds its build's, usually the consumer's).
 * A category without a transaction PIN (requirements#per-category-pages) gets the decoy.
 */
export async function forgotPin(
  deps: Deps,
  claim: { userName: string; category: UserCategory; ip: string },
): Promise<OtpDelivery> {
  const { db } = deps;
  const now = deps.now();
  await countRecoveryRequest(deps, claim.ip, now);
  const login = normalizeLogin(claim.userName);
  const user = await findUserByLogin(db, login);
  const target: OtpTarget =
    user?.status === 'active' && user.category === claim.category && hasTransactionPin(claim.category)
      ? { kind: 'user', userId: user.id, phone: user.phone, email: user.email }
      : { kind: 'decoy', key: decoyKey(deps, `${claim.category}:${login}`) };
  const policy = await loadSecurityPolicy(db, claim.category);
  return db.transaction((tx) => issueOtp(tx, deps, { target, purpose: 'pin_reset', policy }, now));
}

/** A signed-in user's own PIN-reset code. */
export async function requestPinReset(deps: Deps, user: UserRecord): Promise<OtpDelivery> {
  const now = deps.now();
  const policy = await loadSecurityPolicy(deps.db, user.category);
  const target: OtpTarget = { kind: 'user', userId: user.id, phone: user.phone, email: user.email };
  return deps.db.transaction((tx) => issueOtp(tx, deps, { target, purpose: 'pin_reset', policy }, now));
}

/** The new PIN, set with a PIN-reset code; the request names the account. */
export async function confirmPinReset(
  deps: Deps,
  accessCategory: string,
  reset: { requestId: string; otp: string; newPin: string; confirmPin: string },
): Promise<{ reset: true } | Refusal> {
  const { db } = deps;
  // The PIN rules of the account the code was sent for; a decoy's are the caller's category's.
  const requested = await requestCategory(db, reset.requestId);
  const fallback = isUserCategory(accessCategory) ? accessCategory : 'consumer';
  const policy = await loadSecurityPolicy(db, requested ?? fallback);
  checkNewPin(reset.newPin, reset.confirmPin, policy.pinLength);
  const now = deps.now();
  // Hash only for a request that can still be judged (decoys included, so both take as long).
  const pinHash = (await isOtpOpen(db, reset.requestId, 'pin_reset', now))
    ? hashPin(pinRingOf(deps), reset.newPin)
    : null;
  const verdict = await db.transaction(async (tx) => {
    const checked = await verifyOtp(
      tx,
      deps,
      { requestId: reset.requestId, code: reset.otp, purpose: 'pin_reset' },
      now,
    );
    if (!checked.ok || checked.userId === null) return checked;
    // A request cannot reopen, so one that was not open before the hash cannot verify now.
    if (pinHash === null) throw new Error('a closed PIN-reset request verified');
    await updatePinHash(tx, checked.userId, pinHash);
    await notifySecurity(tx, checked.userId, 'pinReset', now);
    const user = await findUserById(tx, checked.userId);
    if (user !== undefined) {
      await sendSecurityNotice(tx, user, 'Your transaction PIN was reset', PIN_RESET_NOTICE, now);
    }
    return checked;
  });
  if (!verdict.ok) return refusalOf(verdict);
  if (verdict.userId === null) throw new Error('a decoy PIN-reset request verified');
  return { reset: true };
}

/** A signed-in change, proved by the current PIN; one failure budget with password changes. */
export async function changePin(
  deps: Deps,
  user: UserRecord,
  pins: { oldPin: string; newPin: string; confirmPin: string },
): Promise<{ changed: true } | Refusal> {
  const { db } = deps;
  const policy = await loadSecurityPolicy(db, user.category);
  checkNewPin(pins.newPin, pins.confirmPin, policy.pinLength);
  const now = deps.now();
  // Reserved before the check, refunded when right.
  const failures = await reserve(db, credentialChangeRule(deps.limits, user.id), now);
  // No PIN yet: a dummy of the same cost, so the answer takes as long as a wrong PIN.
  const ring = pinRingOf(deps);
  if (!(await verifyPin(ring, pins.oldPin, (await selectPinHash(db, user.id)) ?? DUMMY_PIN_HASH)).ok) {
    return new Refusal(ErrCode.currentPinWrong, 'The current PIN is not correct.');
  }
  await refund(db, failures);
  if (pins.newPin === pins.oldPin) {
    return new Refusal(ErrCode.pinReused, 'The new PIN must differ from the current one.');
  }
  const pinHash = hashPin(ring, pins.newPin);
  await db.transaction(async (tx) => {
    await updatePinHash(tx, user.id, pinHash);
    await sendSecurityNotice(tx, user, 'Your transaction PIN was changed', PIN_CHANGE_NOTICE, now);
    await notifySecurity(tx, user.id, 'pinChanged', now);
  });
  return { changed: true };
}
