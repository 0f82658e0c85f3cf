import type { FailureKind, FlowFailure } from '../shared';

/** A failure as an actor throws it: what it means, the back end's code for it, what it says, anything more. */
function failure(
  kind: FailureKind,
  errCode: number,
  message: string,
  more: Omit<FlowFailure, 'kind' | 'errCode' | 'message'> = {},
): FlowFailure {
  return { kind, errCode, message, ...more };
}

/** Failures used as actor errors in path samples. */
export const sampleFailures = {
  network: failure('network', 500, 'Please try after sometime.'),
  invalidCredentials: failure('invalidCredentials', 1002, 'The login or password is incorrect.'),
  invalidCode: failure('invalidCode', 1010, 'The code is not valid.'),
  codeReused: failure('codeReused', 1011, 'This code has already been used.'),
  challengeExpired: failure('challengeExpired', 1012, 'Sign in again.'),
  // requirements#step-up
  stepUpRequired: failure('stepUpRequired', 1186, 'This payment needs the code from your authenticator app.'),
  twoFactorOff: failure('twoFactorOff', 1187, 'Turn on two-step verification to make this payment.'),
  validation: failure('validation', 1001, 'The request is not valid.', {
    fields: [{ field: 'password', code: 'special', message: 'needs a special character' }],
  }),
  userExists: failure('userExists', 1016, 'This login is already taken.'),
  otpInvalid: failure('otpInvalid', 1017, 'The code is not correct.', { attemptsLeft: 2 }),
  otpExpired: failure('otpExpired', 1018, 'The code has expired.'),
  otpAttemptsExceeded: failure('otpAttemptsExceeded', 1019, 'Too many wrong codes.'),
  resendTooSoon: failure('resendTooSoon', 1020, 'Wait before asking again.', { retryAfterSeconds: 12 }),
  linkExpired: failure('linkExpired', 1022, 'This link has expired.'),
  currentPasswordWrong: failure('currentPasswordWrong', 1024, 'The current password is wrong.'),
  currentPinWrong: failure('currentPinWrong', 1026, 'The current PIN is wrong.'),
  // issue 19: several failed sign-ins to the account: the next one answers this captcha
  captchaRequired: failure('captchaRequired', 1192, 'Answer the captcha to sign in.', {
    details: {
      captcha: { captchaId: 'captcha-id-0123456789abcdefghijklmnopqrstuvw', image: 'data:image/svg+xml,x', length: 5 },
    },
  }),
  pendingActivation: failure('accountInactive', 1008, 'This account is not active.', {
    details: { jwt_token: 'activation-token-0123456789', expires_in: 86400 },
  }),
} satisfies Record<string, FlowFailure>;
