/**
 * errCode values of the response envelope. The spec fixes only a few (9999, 6002, -5100012,
 * the session-ending 1004–1007); the rest are this contract's own and documented in the README.
 */
export const ErrCode = {
  ok: 2034,
  validationFailed: 1001,
  invalidCredentials: 1002,
  tooManyAttempts: 1003,
  // requirements#error-map: these four end the session
  authTokenMissing: 1004,
  authTokenInvalid: 1005,
  authTokenExpired: 1006,
  sessionRevoked: 1007,
  accountInactive: 1008,
  twoFactorCodeInvalid: 1010,
  twoFactorCodeReused: 1011,
  twoFactorChallengeExpired: 1012,
  clientCredentialInvalid: 1013,
  csrfInvalid: 1014,
  accessTokenInvalid: 1015,
  userExists: 1016,
  otpInvalid: 1017,
  otpExpired: 1018,
  /** the code's attempts are used up: only a new code helps */
  otpAttemptsExceeded: 1019,
  /** data: { retryAfterSeconds } */
  otpResendTooSoon: 1020,
  linkInvalid: 1021,
  linkExpired: 1022,
  linkUsed: 1023,
  currentPasswordWrong: 1024,
  passwordReused: 1025,
  currentPinWrong: 1026,
  pinReused: 1027,
  twoFactorAlreadyEnabled: 1028,
  twoFactorNotEnabled: 1029,
  /** enable was asked before generate2FA made a secret */
  twoFactorSetupMissing: 1030,
  recoveryCodeInvalid: 1031,
  // payment services (this contract's own)
  serviceUnknown: 1101,
  insufficientFunds: 1102,
  amountBelowMinimum: 1103,
  amountAboveMaximum: 1104,
  dailyLimitExceeded: 1105,
  recipientUnknown: 1106,
  /** paying oneself */
  recipientIsPayer: 1107,
  pinRequired: 1108,
  pinWrong: 1109,
  /** the wrong PIN too often: the service is locked for a while (data: { retryAfterSeconds }) */
  pinLocked: 1110,
  noLinkedBank: 1111,
  /** the same requestId was used with another body */
  idempotencyConflict: 1112,
  checksumInvalid: 1113,
  nonceExpired: 1114,
  maskedValueInvalid: 1115,
  fileTooBig: 1116,
  /** requirements#validation-date: the From date is after the To date */
  dateRangeInvalid: 1117,
  fileTypeInvalid: 1118,
  fileUnknown: 1119,
  /** requirements#qr-verify: a QR code this server did not sign (forged, altered, or another app's) */
  qrCodeInvalid: 1130,
  /** requirements#contact-us: the captcha's answer is wrong (the captcha is used up: load a new one) */
  captchaInvalid: 1140,
  /** requirements#contact-us: the captcha expired, was used already, or never existed */
  captchaExpired: 1141,
  /** requirements#payment-results: a payment callback this server did not sign (or not for this session) */
  paymentCallbackInvalid: 1150,
  /** requirements#payment-results: the card payment is over (paid, failed or expired): nothing more to do */
  paymentSessionClosed: 1151,
  /** requirements#payment-tokens: a payment path without its payment token */
  paymentTokenInvalid: 1152,
  /** requirements#agent-onboarding: only an agent onboards customers on their behalf */
  agentOnboardingOnly: 1160,
  /** requirements#device-details: updatedevicedetails for a device this user never added */
  deviceUnknown: 1170,
  /** requirements#device-details: a user keeps at most MAX_DEVICES_PER_USER devices */
  tooManyDevices: 1171,
  /** requirements#active-sessions: no such live session of this user (another user's answers the same) */
  sessionUnknown: 1183,
  /** requirements#active-sessions: the session in use is ended by signing out, not from the list */
  sessionIsCurrent: 1184,
  /** requirements#error-log: an ErrorLog event that is malformed or too large (refused, not stored) */
  errorLogEventInvalid: 1172,
  /** requirements#error-log: more ErrorLog events on one connection than the limit allows */
  errorLogRateLimited: 1173,
  /** requirements#step-up: the payment needs the authenticator code (above the service's amount) and came without it */
  stepUpCodeRequired: 1186,
  /** requirements#step-up: the payment needs the authenticator code and two-step verification is off */
  stepUpTwoFactorOff: 1187,
  /** requirements#wizard-drafts: no such draft of this user's (unknown, expired or another user's: the same answer) */
  wizardDraftNotFound: 1180,
  /** requirements#wizard-drafts: a draft's values over MAX_DRAFT_VALUES_BYTES */
  wizardDraftTooLarge: 1181,
  /** requirements#wizard-drafts: a draft for a page id that is no service form */
  wizardDraftServiceUnknown: 1182,
  /** issue 19: a link was to be built for a request to a host that is not a configured origin */
  unknownHost: 1190,
  /** issue 19: a sandbox tool asked from another machine without the sandbox key */
  sandboxToolsForbidden: 1191,
  /** issue 19: repeated failed sign-ins from this address: the captcha must be answered too */
  captchaRequired: 1192,
  notFound: 1404,
  methodNotAllowed: 1405,
  internal: 1500,
  /** requirements#error-map: responseCode 9 becomes a failure with errCode 9999 */
  responseCodeNine: 9999,
  /** requirements#product-list: the local layout actions' fake success ('Layout get Successfully') */
  layoutLocal: 6002,
  /** requirements#session-expiry: the session was ended elsewhere; its message is shown as an alert first */
  sessionEndedElsewhere: -5100012,
} as const;

export type ErrCodeValue = (typeof ErrCode)[keyof typeof ErrCode];

/** requirements#error-map: codes that end the session wherever they appear. */
export const sessionEndingErrCodes: readonly number[] = [
  ErrCode.authTokenMissing,
  ErrCode.authTokenInvalid,
  ErrCode.authTokenExpired,
  ErrCode.sessionRevoked,
  ErrCode.sessionEndedElsewhere,
];
