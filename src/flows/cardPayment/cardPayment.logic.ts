import { fromPromise } from 'xstate';
import { cardPaymentMachine, type CardDetails, type CardSessionView } from '../../../machines/cardPayment.machine';
import { quietWhenAborted } from '../../platform/call';
import { navigateToPath } from '../../platform/navigation';
import type { Platform } from '../../platform/platform';
import { cardPaymentEndpoints } from './cardPayment.endpoints';

/**
 * requirements#payment-results: the payment gateway's card page. The card, the code, a new code
 * and a cancel are writes: leaving the page does not cancel them. The gateway's return replaces
 * the card page in the history, so Back does not lead to a payment already decided.
 */
export function cardPaymentLogic(platform: Platform) {
  const api = cardPaymentEndpoints(platform.gateway);
  type Session = { sessionId: string };
  return cardPaymentMachine.provide({
    actors: {
      loadSession: fromPromise<CardSessionView, Session>(
        quietWhenAborted(({ input, signal }) => api.session(input.sessionId, signal)),
      ),
      submitCard: fromPromise<CardSessionView, Session & CardDetails>(({ input }) => api.card(input)),
      confirmCode: fromPromise<CardSessionView, Session & { otp: string }>(({ input }) => api.otp(input)),
      resendCode: fromPromise<CardSessionView, Session>(({ input }) => api.resend(input.sessionId)),
      cancelPayment: fromPromise<CardSessionView, Session>(({ input }) => api.cancel(input.sessionId)),
    },
    actions: {
      followReturn: (_, params) => navigateToPath(platform.navigation, params.url, { replace: true }),
    },
  });
}
