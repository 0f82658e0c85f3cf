import type { FlowFailure } from '../shared';

/** Failures used as actor errors in path samples. */
export const sampleFailures = {
  network: { kind: 'network', errCode: 500, message: 'Please try after sometime.' },
  invalidCredentials: { kind: 'invalidCredentials', errCode: 1002, message: 'The login or password is incorrect.' },
  invalidCode: { kind: 'invalidCode', errCode: 1010, message: 'The code is not valid.' },
  challengeExpired: { kind: 'challengeExpired', errCode: 1012, message: 'Sign in again.' },
  validation: {
    kind: 'validation',
    errCode: 1001,
    message: 'The request is not valid.',
    fields: [{ field: 'password', code: 'special', message: 'needs a special character' }],
  },
  userExists: { kind: 'userExists', errCode: 1016, message: 'This login is already taken.' },
  otpInvalid: { kind: 'otpInvalid', errCode: 1017, message: 'The code is not correct.', attemptsLeft: 2 },
  otpExpired: { kind: 'otpExpired', errCode: 1018, message: 'The code has expired.' },
  otpAttemptsExceeded: { kind: 'otpAttemptsExceeded', errCode: 1019, message: 'Too many wrong codes.' },
  resendTooSoon: { kind: 'resendTooSoon', errCode: 1020, message: 'Wait before asking again.', retryAfterSeconds: 12 },
  linkExpired: { kind: 'linkExpired', errCode: 1022, message: 'This link has expired.' },
  currentPasswordWrong: { kind: 'currentPasswordWrong', errCode: 1024, message: 'The current password is wrong.' },
  currentPinWrong: { kind: 'currentPinWrong', errCode: 1026, message: 'The current PIN is wrong.' },
  pendingActivation: {
    kind: 'accountInactive',
    errCode: 1008,
    message: 'This account is not active.',
    details: { jwt_token: 'activation-token-0123456789', expires_in: 86400 },
  },
} satisfies Record<string, FlowFailure>;
