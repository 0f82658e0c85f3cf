import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { Secret, TOTP } from 'otpauth';
import * as v from 'valibot';
import {
  enableDisable2FARequestSchema,
  type EnableDisable2FAData,
  type Generate2FAData,
} from '../../src/api/contract/account';
import { ErrCode } from '../../src/api/contract/errCodes';
import { paths } from '../../src/api/contract/paths';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { businessFailure, ok, tooManyAttempts, validationError } from '../http/envelope';
import type { AppServices } from '../http/services';
import { hit, refund, type Hit } from '../security/rateLimit';
import { consumeRecoveryCode, deleteRecoveryCodes, replaceRecoveryCodes } from '../security/recoveryCodes';
import { open, seal } from '../security/secretBox';
import { matchTotpStep, TOTP_DIGITS, TOTP_PERIOD_SECONDS, totpContext } from '../security/totp';
import { sendSecurityNotice, twoFactorFailureRule } from '../users/credentials';
import { activatePendingSecret, disableTwoFactor, loadPendingSecret, storePendingSecret } from '../users/twoFactor';
import type { UserRecord } from '../users/users';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Wallet Portal';
/** RFC 4226 §4: a shared secret of at least 128 bits, 160 recommended (what SHA-1 uses). */
const SECRET_BYTES = 20;

type EnableDisable = v.InferOutput<typeof enableDisable2FARequestSchema>;

const failures = {
  alreadyEnabled: [ErrCode.twoFactorAlreadyEnabled, 'Two-factor sign-in is already on.'],
  notEnabled: [ErrCode.twoFactorNotEnabled, 'Two-factor sign-in is not on.'],
  setupMissing: [ErrCode.twoFactorSetupMissing, 'Start the two-factor setup again to get a new secret.'],
  codeInvalid: [ErrCode.twoFactorCodeInvalid, 'The code is not correct. Check your authenticator app.'],
  codeReused: [ErrCode.twoFactorCodeReused, 'This code has already been used. Wait for the next code.'],
  recoveryInvalid: [ErrCode.recoveryCodeInvalid, 'The recovery code is not valid or has already been used.'],
} as const;

function fail(c: Context, failure: (typeof failures)[keyof typeof failures]): Response {
  return businessFailure(c, failure[0], failure[1]);
}

/**
 * seed 000 §7 generate2FA / enableDisable2FA. Setup is two calls: generate2FA keeps a new secret
 * aside (sealed, not yet active), and enable makes it the account's only when a code from it
 * proves the authenticator app has it. Enabling hands out recovery codes once.
 */
export function twoFactorSetupRoutes(api: Hono, svc: AppServices): void {
  const { db } = svc;
  const auth = [requireAccessToken(svc), requireUserSession(svc)] as const;

  api.post(`/${paths.generate2FA}`, ...auth, async (c) => {
    await readJson(c, v.object({}), { optional: true });
    const { user } = c.get('user');
    if (user.totpEnabled) return fail(c, failures.alreadyEnabled);
    const secret = Secret.fromHex(randomBytes(SECRET_BYTES).toString('hex'));
    const sealed = seal(svc.keys.totpSecrets, secret.base32, totpContext(user.userIdentifier));
    if (!(await storePendingSecret(db, user.id, sealed))) return fail(c, failures.alreadyEnabled);
    const totp = new TOTP({
      issuer: TOTP_ISSUER,
      label: user.login,
      secret,
      algorithm: 'SHA1',
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
    });
    const data: Generate2FAData = {
      secret: secret.base32,
      otpauthUri: totp.toString(),
      issuer: TOTP_ISSUER,
      account: user.login,
    };
    return ok(c, data);
  });

  api.post(`/${paths.enableDisable2FA}`, ...auth, async (c) => {
    const body = await readJson(c, enableDisable2FARequestSchema);
    const { user } = c.get('user');
    if (body.action === 'disable' && body.token === undefined && body.recoveryCode === undefined) {
      throw validationError([
        { field: 'token', code: 'required', message: 'Give the authenticator code or a recovery code.' },
      ]);
    }
    if (body.action === 'enable' ? user.totpEnabled : !user.totpEnabled) {
      return fail(c, body.action === 'enable' ? failures.alreadyEnabled : failures.notEnabled);
    }
    const now = svc.now();
    // Reserved before any code is checked, refunded on success (as at sign-in).
    const userHit = await hit(db, twoFactorFailureRule(svc.limits, user.id), now);
    if (userHit.limited) throw tooManyAttempts(userHit.retryAfterSeconds);
    return body.action === 'enable' ? enable(c, user, body.token, userHit, now) : disable(c, user, body, userHit, now);
  });

  async function enable(c: Context, user: UserRecord, token: string, userHit: Hit, now: number): Promise<Response> {
    const pending = await loadPendingSecret(db, user.id);
    if (pending === null) {
      await refund(db, userHit); // not a guess: there was nothing to guess against
      return fail(c, failures.setupMissing);
    }
    const secret = open(svc.keys.totpSecrets, pending, totpContext(user.userIdentifier));
    const step = matchTotpStep(secret, token, now);
    if (step === null) return fail(c, failures.codeInvalid);
    const recoveryCodes = await db.transaction(async (tx) => {
      if (!(await activatePendingSecret(tx, user.id, pending, step))) return undefined;
      const codes = await replaceRecoveryCodes(tx, svc.keys.recoveryCodes, user.id);
      await sendSecurityNotice(
        tx,
        user,
        'Two-factor sign-in was turned on',
        `Two-factor sign-in was turned on for the account ${user.login}.`,
        now,
      );
      return codes;
    });
    if (recoveryCodes === undefined) {
      // Lost a race: enabled by another call, the secret replaced by a new setup, or the code replayed.
      const current = await loadPendingSecret(db, user.id);
      return fail(c, current === pending ? failures.codeReused : failures.setupMissing);
    }
    await refund(db, userHit);
    const data: EnableDisable2FAData = { enabled: true, recoveryCodes };
    return ok(c, data);
  }

  async function disable(
    c: Context,
    user: UserRecord,
    body: Extract<EnableDisable, { action: 'disable' }>,
    userHit: Hit,
    now: number,
  ): Promise<Response> {
    let step: number | null = null;
    if (body.token !== undefined) {
      if (user.totpSecretEnc === null) return fail(c, failures.notEnabled);
      const secret = open(svc.keys.totpSecrets, user.totpSecretEnc, totpContext(user.userIdentifier));
      step = matchTotpStep(secret, body.token, now);
      if (step === null) return fail(c, failures.codeInvalid);
    }
    const recoveryCode = body.token === undefined ? body.recoveryCode : undefined;
    const outcome = await db
      .transaction(async (tx) => {
        // The recovery code is used only if it is valid; nothing else has changed when it is not.
        if (
          recoveryCode !== undefined &&
          !(await consumeRecoveryCode(tx, svc.keys.recoveryCodes, user.id, recoveryCode, now))
        ) {
          return failures.recoveryInvalid;
        }
        if (!(await disableTwoFactor(tx, user.id, step))) {
          if (step !== null) return failures.codeReused;
          // Disabled concurrently by another call: roll back, that call did the work.
          throw new ConcurrentDisable();
        }
        await deleteRecoveryCodes(tx, user.id);
        await sendSecurityNotice(
          tx,
          user,
          'Two-factor sign-in was turned off',
          `Two-factor sign-in was turned off for the account ${user.login}.`,
          now,
        );
        return 'disabled' as const;
      })
      .catch((error: unknown) => {
        if (error instanceof ConcurrentDisable) return failures.notEnabled;
        throw error;
      });
    if (outcome !== 'disabled') return fail(c, outcome);
    await refund(db, userHit);
    const data: EnableDisable2FAData = { enabled: false, recoveryCodes: [] };
    return ok(c, data);
  }
}

class ConcurrentDisable extends Error {}
