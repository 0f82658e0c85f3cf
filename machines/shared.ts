/**
 * Types shared by the statecharts. Machines import nothing from the portal: whatever the app's
 * actors return or throw must fit these structural shapes.
 */

/**
 * A failed call as a flow sees it. `kind` is the app's semantic reading of the error code, so
 * machines can branch on meaning without knowing the back end's numbering.
 */
export interface FlowFailure {
  kind: FailureKind;
  errCode: number | string;
  message: string;
  retryAfterSeconds?: number;
  /** a validation failure's problems, per field, as the server named them */
  fields?: readonly FieldProblem[];
  /** what is left of a code's attempts (a wrong OTP) */
  attemptsLeft?: number;
  /** a failure's payload a flow passes on untouched (a pending activation) */
  details?: unknown;
}

export interface FieldProblem {
  field: string;
  code: string;
  message: string;
}

export type FailureKind =
  | 'invalidCredentials'
  | 'accountInactive'
  | 'rateLimited'
  | 'invalidCode'
  | 'codeReused'
  | 'challengeExpired'
  | 'validation'
  | 'userExists'
  | 'otpInvalid'
  | 'otpExpired'
  | 'otpAttemptsExceeded'
  | 'resendTooSoon'
  | 'linkInvalid'
  | 'linkExpired'
  | 'linkUsed'
  | 'currentPasswordWrong'
  | 'passwordReused'
  | 'currentPinWrong'
  | 'pinReused'
  | 'twoFactorAlreadyEnabled'
  | 'twoFactorNotEnabled'
  | 'twoFactorSetupMissing'
  | 'recoveryCodeInvalid'
  | 'sessionEnded'
  // requirements#contact-us: invalidCaptcha, refreshYourCaptcha
  | 'captchaInvalid'
  | 'captchaExpired'
  // issue 19: several failed sign-ins to the account: the next one answers a captcha
  | 'captchaRequired'
  // payment services
  | 'insufficientFunds'
  | 'limitExceeded'
  | 'recipientUnknown'
  | 'pinWrong'
  | 'pinLocked'
  /** requirements#step-up: the payment needs the authenticator code it was sent without */
  | 'stepUpRequired'
  /** requirements#step-up: the payment needs the authenticator code, and two-step verification is off */
  | 'twoFactorOff'
  | 'idempotencyConflict'
  | 'serviceUnknown'
  /** a record that does not exist, or is not the user's: the same answer for both */
  | 'notFound'
  /** the answer (or the configuration it carried) does not match the contract */
  | 'invalidResponse'
  | 'unavailable'
  | 'timeout'
  | 'network'
  | 'other';

/** Reads an actor's thrown error as a FlowFailure; anything unexpected becomes `other`. */
export function toFlowFailure(error: unknown): FlowFailure {
  if (typeof error === 'object' && error !== null && 'kind' in error && 'errCode' in error && 'message' in error) {
    const e = error as FlowFailure;
    return {
      kind: e.kind,
      errCode: e.errCode,
      message: e.message,
      ...(e.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: e.retryAfterSeconds }),
      ...(e.fields === undefined ? {} : { fields: e.fields }),
      ...(e.attemptsLeft === undefined ? {} : { attemptsLeft: e.attemptsLeft }),
      ...(e.details === undefined ? {} : { details: e.details }),
    };
  }
  return { kind: 'other', errCode: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

/** The signed-in user as the flows need it (requirements#user-type). */
export interface SessionUser {
  userIdentifier: string;
  /** the category code, stored as `type` */
  userType: string;
  category: string;
  walletKind: string;
  subType: string | null;
  displayName: string;
  displayNameAr: string | null;
  locale: string | null;
  /** TEMPORARY: a self-registered account not yet verified (limits apply) */
  accountLevel?: string;
}

/** What a completed sign-in hands to the session: the authorize token and the user. */
export interface SignedInSession {
  authorizeToken: string;
  expiresIn: number;
  user: SessionUser;
}

import { fromPromise } from 'xstate';

/**
 * A placeholder for an actor the app must provide with `.provide()`. It fails loudly, so a
 * forgotten provision shows as an error state instead of a silent hang.
 */
export function notProvided<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`actor "${name}" was not provided`)));
}

/** The contract's otpDelivery: an OTP that was just sent (requirements#otp-timer). */
export interface OtpDelivery {
  requestId: string;
  channel: 'sms' | 'email';
  destination: string;
  length: number;
  validitySeconds: number;
  resendAfterSeconds: number;
  attemptsLeft: number;
}
