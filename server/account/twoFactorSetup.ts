import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { EnableDisable2FAData, Generate2FAData } from '../../src/api/contract/account';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { Queryable } from '../db/types';
import type { Deps } from '../deps';
import { Refusal } from '../http/envelope';
import { notifySecurity } from '../notifications/notifications';
import { refund, reserve, type Hit } from '../security/rateLimit';
import { open, seal } from '../security/secretBox';
import { matchTotpStep, TOTP_DIGITS, TOTP_PERIOD_SECONDS, totpContext } from '../security/totp';
import { sendSecurityNotice, twoFactorFailureRule } from './credentials';
import { consumeRecoveryCode, deleteRecoveryCodes, replaceRecoveryCodes } from './recoveryCodes';
import { activatePendingSecret, disableTwoFactor, loadPendingSecret, storePendingSecret } from './twoFactor.repository';
import type { UserRecord } from './users';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Wallet Portal';
/** RFC 4226 §4: a shared secret of at least 128 bits, 160 recommended (what SHA-1 uses). */
const SECRET_BYTES = 20;

const failures = {
  alreadyEnabled: new Refusal(ErrCode.twoFactorAlreadyEnabled, 'Two-factor sign-in is already on.'),
  notEnabled: new Refusal(ErrCode.twoFactorNotEnabled, 'Two-factor sign-in is not on.'),
  setupMissing: new Refusal(ErrCode.twoFactorSetupMissing, 'Start the two-factor setup again to get a new secret.'),
  codeInvalid: new Refusal(ErrCode.twoFactorCodeInvalid, 'The code is not correct. Check your authenticator app.'),
  codeReused: new Refusal(ErrCode.twoFactorCodeReused, 'This code has already been used. Wait for the next code.'),
  recoveryInvalid: new Refusal(ErrCode.recoveryCodeInvalid, 'The recovery code is not valid or has already been used.'),
} as const;

/** Disabled concurrently by another call: rolls back, that call did the work. */
class ConcurrentDisable extends Error {}

/** The owner hears of every switch, so one they did not make is noticed. */
async function noticeSwitch(tx: Queryable, user: UserRecord, state: 'on' | 'off', nowMs: number): Promise<void> {
  const subject = `Two-factor sign-in was turned ${state}`;
  await sendSecurityNotice(tx, user, subject, `${subject} for the account ${user.login}.`, nowMs);
  await notifySecurity(tx, user.id, state === 'on' ? 'twoFactorEnabled' : 'twoFactorDisabled', nowMs);
}

/**
 * Two-factor setup (requirements#two-factor-setup) is two calls: generate2FA keeps a new secret
 * aside (sealed, not yet active), and enable makes it the account's only when a code from it
 * proves the authenticator app has it. Enabling hands out recovery codes once.
 */
export async function generateSecret(deps: Deps, user: UserRecord): Promise<Generate2FAData | Refusal> {
  if (user.totpEnabled) return failures.alreadyEnabled;
  const secret = Secret.fromHex(randomBytes(SECRET_BYTES).toString('hex'));
  const sealed = seal(deps.keys.totpSecrets, secret.base32, totpContext(user.userIdentifier));
  if (!(await storePendingSecret(deps.db, user.id, sealed))) return failures.alreadyEnabled;
  const totp = new TOTP({
    issuer: TOTP_ISSUER,
    label: user.login,
    secret,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
  return { secret: secret.base32, otpauthUri: totp.toString(), issuer: TOTP_ISSUER, account: user.login };
}

export type SwitchRequest =
  | { action: 'enable'; token: string }
  | { action: 'disable'; token?: string | undefined; recoveryCode?: string | undefined };

/** Turns two-factor on (with a code of the pending secret) or off (with a code or a recovery code). */
export async function switchTwoFactor(
  deps: Deps,
  user: UserRecord,
  request: SwitchRequest,
): Promise<EnableDisable2FAData | Refusal> {
  if (request.action === 'enable' ? user.totpEnabled : !user.totpEnabled) {
    return request.action === 'enable' ? failures.alreadyEnabled : failures.notEnabled;
  }
  const now = deps.now();
  // Reserved before any code is checked, refunded on success (as at sign-in).
  const userHit = await reserve(deps.db, twoFactorFailureRule(deps.limits, user.id), now);
  return request.action === 'enable'
    ? enable(deps, user, request.token, userHit, now)
    : disable(deps, user, request, userHit, now);
}

async function enable(
  deps: Deps,
  user: UserRecord,
  token: string,
  userHit: Hit,
  now: number,
): Promise<EnableDisable2FAData | Refusal> {
  const { db } = deps;
  const pending = await loadPendingSecret(db, user.id);
  if (pending === null) {
    await refund(db, userHit); // not a guess: there was nothing to guess against
    return failures.setupMissing;
  }
  const secret = open(deps.keys.totpSecrets, pending, totpContext(user.userIdentifier));
  const step = matchTotpStep(secret, token, now);
  if (step === null) return failures.codeInvalid;
  const recoveryCodes = await db.transaction(async (tx) => {
    if (!(await activatePendingSecret(tx, user.id, pending, step))) return undefined;
    const codes = await replaceRecoveryCodes(tx, deps.keys.recoveryCodes, user.id);
    await noticeSwitch(tx, user, 'on', now);
    return codes;
  });
  if (recoveryCodes === undefined) {
    // Lost a race: enabled by another call, the secret replaced by a new setup, or the code replayed.
    const current = await loadPendingSecret(db, user.id);
    return current === pending ? failures.codeReused : failures.setupMissing;
  }
  await refund(db, userHit);
  return { enabled: true, recoveryCodes };
}

async function disable(
  deps: Deps,
  user: UserRecord,
  request: Extract<SwitchRequest, { action: 'disable' }>,
  userHit: Hit,
  now: number,
): Promise<EnableDisable2FAData | Refusal> {
  let step: number | null = null;
  if (request.token !== undefined) {
    if (user.totpSecretEnc === null) return failures.notEnabled;
    const secret = open(deps.keys.totpSecrets, user.totpSecretEnc, totpContext(user.userIdentifier));
    step = matchTotpStep(secret, request.token, now);
    if (step === null) return failures.codeInvalid;
  }
  const recoveryCode = request.token === undefined ? request.recoveryCode : undefined;
  const outcome = await deps.db
    .transaction(async (tx) => {
      // The recovery code is used only if it is valid; nothing else has changed when it is not.
      if (
        recoveryCode !== undefined &&
        !(await consumeRecoveryCode(tx, deps.keys.recoveryCodes, user.id, recoveryCode, now))
      ) {
        return failures.recoveryInvalid;
      }
      if (!(await disableTwoFactor(tx, user.id, step))) {
        if (step !== null) return failures.codeReused;
        // Disabled concurrently by another call: roll back, that call did the work.
        throw new ConcurrentDisable();
      }
      await deleteRecoveryCodes(tx, user.id);
      await noticeSwitch(tx, user, 'off', now);
      return 'disabled' as const;
    })
    .catch((error: unknown) => {
      if (error instanceof ConcurrentDisable) return failures.notEnabled;
      throw error;
    });
  if (outcome !== 'disabled') return outcome;
  await refund(deps.db, userHit);
  return { enabled: false, recoveryCodes: [] };
}
