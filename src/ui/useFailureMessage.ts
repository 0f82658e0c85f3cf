import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FlowFailure } from '../../machines/shared';
import { formatTimer } from '../i18n/format';

/**
 * A failure as a sentence in the user's language. Known kinds have our own wording; anything
 * else shows the server's message, and a failure without an answer the spec's generic message.
 */
export function useFailureMessage(): (failure: FlowFailure) => string {
  const { t } = useLingui();
  return (failure) => {
    switch (failure.kind) {
      case 'invalidCredentials':
        return t`The login or password is incorrect.`;
      case 'accountInactive':
        return t`This account is not active. Contact customer care.`;
      case 'rateLimited':
        return failure.retryAfterSeconds
          ? t`Too many attempts. Try again in ${formatTimer(failure.retryAfterSeconds)}.`
          : t`Too many attempts. Try again later.`;
      case 'invalidCode':
        return t`That code is not right. Check your authenticator app and try again.`;
      case 'codeReused':
        return t`That code was already used. Wait for the next code in your app.`;
      case 'challengeExpired':
        return t`Signing in took too long. Enter your password again.`;
      case 'validation':
        return t`Some details are missing or not valid. Check them and try again.`;
      case 'userExists':
        return t`This login is already taken. Choose another one.`;
      case 'otpInvalid':
        return failure.attemptsLeft !== undefined
          ? plural(failure.attemptsLeft, {
              one: 'That code is not right. # try left.',
              other: 'That code is not right. # tries left.',
            })
          : t`That code is not right.`;
      case 'otpExpired':
        return t`The code has expired. Ask for a new one.`;
      case 'otpAttemptsExceeded':
        return t`Too many wrong codes. Ask for a new one.`;
      case 'resendTooSoon':
        return t`Wait ${formatTimer(failure.retryAfterSeconds ?? 30)} before asking for another code.`;
      case 'linkInvalid':
        return t`This link is not valid. Ask for a new one.`;
      case 'linkExpired':
        return t`This link has expired. Ask for a new one.`;
      case 'linkUsed':
        return t`This link was already used. Ask for a new one if you need to.`;
      case 'currentPasswordWrong':
        return t`The current password is not right.`;
      case 'passwordReused':
        return t`The new password must be different from the current one.`;
      case 'currentPinWrong':
        return t`The current PIN is not right.`;
      case 'pinReused':
        return t`The new PIN must be different from the current one.`;
      case 'twoFactorAlreadyEnabled':
        return t`Two-step verification is already on.`;
      case 'twoFactorNotEnabled':
        return t`Two-step verification is already off.`;
      case 'twoFactorSetupMissing':
        return t`Start the setup again to get a new key.`;
      case 'recoveryCodeInvalid':
        return t`That recovery code is not valid or was already used.`;
      case 'insufficientFunds':
        return t`Your balance is not enough for this amount and its fee.`;
      case 'limitExceeded':
        return t`This amount is outside the limits of this service.`;
      case 'recipientUnknown':
        return t`No wallet was found for this recipient. Check the number.`;
      case 'pinWrong':
        return t`The PIN is not right. Try again.`;
      case 'pinLocked':
        return failure.retryAfterSeconds
          ? t`Too many wrong PINs. Try again in ${formatTimer(failure.retryAfterSeconds)}.`
          : t`Too many wrong PINs. Try again later.`;
      // requirements#step-up
      case 'stepUpRequired':
        return t`This payment also needs the code from your authenticator app. Enter it with your PIN.`;
      case 'twoFactorOff':
        return t`This payment needs a code from an authenticator app. Turn on two-step verification in Security first.`;
      case 'idempotencyConflict':
        return t`This payment changed after it was sent. Check the details and submit again.`;
      case 'serviceUnknown':
        return t`This service is not available for your account.`;
      case 'notFound':
        return failure.fields?.some((f) => f.field === 'customerMobile')
          ? t`No customer has this mobile number.`
          : t`Nothing was found for what you entered. Check it and try again.`;
      case 'sessionEnded':
        return t`Your session has ended. Sign in again.`;
      // requirements#contact-us: the captcha was used up either way, and a new one is loaded
      case 'captchaInvalid':
        return t`The answer did not match the captcha. Your message is kept: answer the new captcha and send again.`;
      case 'captchaExpired':
        return t`The captcha expired. Your message is kept: answer the new captcha and send again.`;
      // issue 19: several failed sign-ins to this account, from anywhere: a captcha, not a lockout
      case 'captchaRequired':
        return t`There were several failed sign-ins to this account. Type the characters in the picture and sign in again.`;
      case 'invalidResponse':
        return t`The server sent something the portal could not read. Please try after sometime.`;
      case 'unavailable':
      case 'timeout':
      case 'network':
        // requirements#error-map: the generic message
        return t`Please try after sometime.`;
      default:
        return failure.message || t`Please try after sometime.`;
    }
  };
}
