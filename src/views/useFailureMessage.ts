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
      case 'sessionEnded':
        return t`Your session has ended. Sign in again.`;
      case 'unavailable':
      case 'timeout':
      case 'network':
        // seed 001 §8: the generic message
        return t`Please try after sometime.`;
      default:
        return failure.message || t`Please try after sometime.`;
    }
  };
}
