import * as v from 'valibot';
import type { FailureKind, FlowFailure } from '../../machines/shared';
import { captchaSchema } from './contract/contactUs';
import { fieldErrorSchema, type FieldError } from './contract/envelope';
import { ErrCode, sessionEndingErrCodes } from './contract/errCodes';
import type { FailureResult } from './errors';

/** The semantic reading of an errCode, so flows branch on meaning, not numbers. */
export function failureKind(failure: FailureResult): FailureKind {
  if (failure.reason === 'timeout') return 'timeout';
  if (failure.reason === 'network') return 'network';
  if (failure.reason === 'invalidResponse') return 'invalidResponse';
  const code = failure.errCode;
  if (typeof code === 'number' && sessionEndingErrCodes.includes(code)) return 'sessionEnded';
  switch (code) {
    case ErrCode.invalidCredentials:
      return 'invalidCredentials';
    case ErrCode.accountInactive:
      return 'accountInactive';
    case ErrCode.tooManyAttempts:
      return 'rateLimited';
    case ErrCode.twoFactorCodeInvalid:
      return 'invalidCode';
    case ErrCode.twoFactorCodeReused:
      return 'codeReused';
    case ErrCode.twoFactorChallengeExpired:
      return 'challengeExpired';
    case ErrCode.validationFailed:
      return 'validation';
    case ErrCode.userExists:
      return 'userExists';
    case ErrCode.otpInvalid:
      return 'otpInvalid';
    case ErrCode.otpExpired:
      return 'otpExpired';
    case ErrCode.otpAttemptsExceeded:
      return 'otpAttemptsExceeded';
    case ErrCode.otpResendTooSoon:
      return 'resendTooSoon';
    case ErrCode.linkInvalid:
      return 'linkInvalid';
    case ErrCode.linkExpired:
      return 'linkExpired';
    case ErrCode.linkUsed:
      return 'linkUsed';
    case ErrCode.currentPasswordWrong:
      return 'currentPasswordWrong';
    case ErrCode.passwordReused:
      return 'passwordReused';
    case ErrCode.currentPinWrong:
      return 'currentPinWrong';
    case ErrCode.pinReused:
      return 'pinReused';
    case ErrCode.twoFactorAlreadyEnabled:
      return 'twoFactorAlreadyEnabled';
    case ErrCode.twoFactorNotEnabled:
      return 'twoFactorNotEnabled';
    case ErrCode.twoFactorSetupMissing:
      return 'twoFactorSetupMissing';
    case ErrCode.recoveryCodeInvalid:
      return 'recoveryCodeInvalid';
    case ErrCode.insufficientFunds:
      return 'insufficientFunds';
    case ErrCode.amountBelowMinimum:
    case ErrCode.amountAboveMaximum:
    case ErrCode.dailyLimitExceeded:
      return 'limitExceeded';
    case ErrCode.recipientUnknown:
    case ErrCode.recipientIsPayer:
      return 'recipientUnknown';
    case ErrCode.pinWrong:
    case ErrCode.pinRequired:
      return 'pinWrong';
    case ErrCode.pinLocked:
      return 'pinLocked';
    case ErrCode.stepUpCodeRequired:
      return 'stepUpRequired';
    case ErrCode.stepUpTwoFactorOff:
      return 'twoFactorOff';
    case ErrCode.idempotencyConflict:
      return 'idempotencyConflict';
    case ErrCode.serviceUnknown:
      return 'serviceUnknown';
    case ErrCode.captchaInvalid:
      return 'captchaInvalid';
    case ErrCode.captchaRequired:
      return 'captchaRequired';
    case ErrCode.captchaExpired:
      return 'captchaExpired';
    // requirements#active-sessions: 1183 is a session not (or no longer) the user's
    case ErrCode.notFound:
    case ErrCode.sessionUnknown:
      return 'notFound';
    case ErrCode.sessionIsCurrent:
      return 'validation';
    case 404:
    case 500:
    case 502:
    case 503:
      return 'unavailable';
    default:
      return 'other';
  }
}

/** A failed call, thrown by the gateway; it is a FlowFailure the statecharts can read. */
export class ApiFailure extends Error implements FlowFailure {
  override name = 'ApiFailure';
  readonly kind: FailureKind;
  readonly errCode: number | string;
  readonly responseCode: number;
  readonly status: number | undefined;
  readonly data: unknown;
  readonly retryAfterSeconds?: number;
  readonly attemptsLeft?: number;
  readonly fields?: readonly FieldError[];
  readonly details?: unknown;

  constructor(readonly result: FailureResult) {
    super(result.message);
    this.kind = failureKind(result);
    this.errCode = result.errCode;
    this.responseCode = result.responseCode;
    this.status = result.status;
    this.data = result.data;
    const data = (typeof result.data === 'object' && result.data !== null ? result.data : {}) as Record<
      string,
      unknown
    >;
    if (typeof data.retryAfterSeconds === 'number') this.retryAfterSeconds = data.retryAfterSeconds;
    if (typeof data.attemptsLeft === 'number') this.attemptsLeft = data.attemptsLeft;
    const fields = v.safeParse(v.array(fieldErrorSchema), data.errors);
    if (fields.success) this.fields = fields.output;
    // a pending activation's token and code travel with the refusal (requirements#sign-in)
    if (this.kind === 'accountInactive' && 'jwt_token' in data) this.details = result.data;
    // issue 19: the captcha the next sign-in must answer travels with the refusal
    if (this.kind === 'captchaRequired') {
      const captcha = v.safeParse(captchaSchema, data.captcha);
      if (captcha.success) this.details = { captcha: captcha.output };
    }
  }
}

/**
 * A call to a route whose 404 means "not (or no longer) there" (a saved recipient, a linked bank
 * account): requirements#error-map reads every 404 as the generic failure before the envelope's
 * errCode is looked at, so the flow would say "try after sometime" and offer a retry that cannot
 * help. The 404 as `notFound` (the flow's "gone" branch); any other failure as it was.
 */
export function notFoundOn404(error: unknown): unknown {
  const status = (error as { status?: unknown } | null)?.status;
  if (status !== 404) return error;
  const message = error instanceof Error ? error.message : '';
  return { kind: 'notFound', errCode: ErrCode.notFound, message } satisfies FlowFailure;
}

/** `call`, its 404 read as `notFound` (notFoundOn404). */
export async function goneOn404<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw notFoundOn404(error);
  }
}
