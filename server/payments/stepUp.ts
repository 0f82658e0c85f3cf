import * as v from 'valibot';
import { ErrCode } from '../../src/api/contract/errCodes';
import { confirmationSchema, type Confirmation } from '../../src/api/contract/serviceForm';
import { twoFactorFailureRule } from '../account/credentials';
import { claimTotpStep } from '../account/twoFactor.repository';
import type { UserRecord } from '../account/users';
import type { Queryable } from '../db/types';
import type { Deps } from '../deps';
import { parseMajor } from '../ledger/ledger';
import { refund, reserve } from '../security/rateLimit';
import { open } from '../security/secretBox';
import { matchTotpStep, totpContext } from '../security/totp';
import type { ServiceDefinition } from './catalogue';
import { serviceFormFor } from './forms';
import { refuse } from './plans/types';
import { seededServiceForm } from '../seed/services';

/**
 * requirements#step-up: a service confirmed by the PIN may ask the authenticator code of two-step
 * verification with it above an amount, or a service may be confirmed by that code alone. The rule
 * is the served form's `confirmation` — the one the portal's confirmation reads — so the server asks
 * exactly what the screen asked, and refuses a Submit that skipped the code.
 */

export interface Asked {
  pin: boolean;
  /** the authenticator code */
  code: boolean;
}

/** The confirmation of the form served for this service (a malformed sandbox override: the seeded one). */
async function servedConfirmation(
  q: Queryable,
  def: ServiceDefinition,
  read?: Promise<unknown>,
): Promise<Confirmation | undefined> {
  const form = await (read ?? serviceFormFor(q, def.pageId));
  const served =
    typeof form === 'object' && form !== null && 'confirmation' in form
      ? v.safeParse(confirmationSchema, form.confirmation)
      : undefined;
  return served?.success ? served.output : seededServiceForm(def.pageId)?.confirmation;
}

/** What a Submit of `amountMinor` of a PIN-confirmed service must carry (`form`: the served form, if read already). */
export async function askedFor(
  q: Queryable,
  def: ServiceDefinition,
  amountMinor: bigint,
  form?: Promise<unknown>,
): Promise<Asked> {
  const confirmation = await servedConfirmation(q, def, form);
  if (confirmation?.kind === 'totp') return { pin: false, code: true };
  const stepUp = confirmation?.kind === 'pin' ? confirmation.stepUp : undefined;
  return { pin: true, code: stepUp !== undefined && amountMinor > parseMajor(String(stepUp.above)) };
}

/** Before anything is checked: the code is possible at all, and was sent. */
export function requireCode(user: UserRecord, code: string | undefined): void {
  if (!user.totpEnabled || user.totpSecretEnc === null) {
    throw refuse(
      ErrCode.stepUpTwoFactorOff,
      'This payment needs the code from an authenticator app: turn on two-step verification in Security first.',
    );
  }
  if (code === undefined) {
    throw refuse(ErrCode.stepUpCodeRequired, 'This payment needs the code from your authenticator app.');
  }
}

/**
 * The authenticator code, checked as at sign-in: the same guessing budget per user (sign-in,
 * two-factor switches and payments share it, reserved before the check and refunded when right),
 * the same ±1 step window, and each code accepted once (the step is claimed, so a code used to sign
 * in or for another payment is refused as reused).
 */
export async function checkAuthenticatorCode(
  deps: Pick<Deps, 'db' | 'keys' | 'limits'>,
  user: UserRecord,
  code: string,
  nowMs: number,
): Promise<void> {
  const { db } = deps;
  const hit = await reserve(db, twoFactorFailureRule(deps.limits, user.id), nowMs);
  if (user.totpSecretEnc === null) throw new Error('checkAuthenticatorCode without a secret');
  const secret = open(deps.keys.totpSecrets, user.totpSecretEnc, totpContext(user.userIdentifier));
  const step = matchTotpStep(secret, code, nowMs);
  if (step === null) {
    throw refuse(ErrCode.twoFactorCodeInvalid, 'The code is not correct. Check your authenticator app.');
  }
  if (!(await claimTotpStep(db, user.id, step))) {
    throw refuse(ErrCode.twoFactorCodeReused, 'This code has already been used. Wait for the next code.');
  }
  await refund(db, hit);
}
