import type { FailureKind, FlowFailure } from '../../machines/shared';
import { ErrCode, sessionEndingErrCodes } from './contract/errCodes';
import type { FailureResult } from './errors';

/** The semantic reading of an errCode, so flows branch on meaning, not numbers. */
export function failureKind(failure: FailureResult): FailureKind {
  if (failure.reason === 'timeout') return 'timeout';
  if (failure.reason === 'network') return 'network';
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

  constructor(readonly result: FailureResult) {
    super(result.message);
    this.kind = failureKind(result);
    this.errCode = result.errCode;
    this.responseCode = result.responseCode;
    this.status = result.status;
    this.data = result.data;
    const retry = (result.data as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if (typeof retry === 'number') this.retryAfterSeconds = retry;
  }
}
