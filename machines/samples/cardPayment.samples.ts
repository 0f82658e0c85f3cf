import type { EventObject } from 'xstate';
import type { CardPaymentInput, CardSessionView } from '../cardPayment.machine';
import type { FlowFailure } from '../shared';
import { sampleFailures } from './failures';

/** Sessions as the contract gives them: the flow reads status, the code's wait and the return. */
const session = (status: string, more: Partial<CardSessionView> = {}) =>
  ({
    sessionId: 'CPabcdefghijklmnopqrstuv',
    amount: '25000.00',
    fee: '0.00',
    total: '25000.00',
    currency: 'IQD',
    status,
    cardLast4: null,
    otp: null,
    returnUrl: null,
    ...more,
  }) as CardSessionView;

export const created = session('created');
export const awaitingCode = session('awaiting_otp', {
  otp: { resendAfterSeconds: 30, attemptsLeft: 3 },
});
/** a new code: the attempts start again, the wait with it */
export const resentCode = session('awaiting_otp', {
  otp: { resendAfterSeconds: 60, attemptsLeft: 3 },
});
export const authorized = session('authorized', { returnUrl: '/payment-success?session=CPabc&result=success' });
export const declinedCard = session('failed', { returnUrl: '/payment-fail?session=CPabc&result=fail' });

export const cardRefused: FlowFailure = {
  kind: 'validation',
  errCode: 1001,
  message: 'The request is not valid.',
  fields: [{ field: 'cardNumber', code: 'luhn', message: 'Not a valid card number.' }],
};

export const cardPaymentInputs: CardPaymentInput[] = [{ sessionId: 'CPabcdefghijklmnopqrstuv' }];

export const sampleCard = { cardNumber: '4111 1111 1111 1111', expiry: '12/39', cvv: '123' };

export const cardPaymentEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadSession', output: created } as EventObject,
  { type: 'xstate.done.actor.loadSession', output: awaitingCode } as EventObject,
  { type: 'xstate.done.actor.loadSession', output: authorized } as EventObject,
  { type: 'xstate.error.actor.loadSession', error: sampleFailures.network } as EventObject,
  { type: 'card.submit', ...sampleCard } as EventObject,
  { type: 'xstate.done.actor.submitCard', output: awaitingCode } as EventObject,
  { type: 'xstate.done.actor.submitCard', output: declinedCard } as EventObject,
  { type: 'xstate.error.actor.submitCard', error: cardRefused } as EventObject,
  { type: 'xstate.error.actor.submitCard', error: sampleFailures.network } as EventObject,
  { type: 'otp.submit', otp: '123456' } as EventObject,
  // not a whole code yet: nothing is sent
  { type: 'otp.submit', otp: '12' } as EventObject,
  { type: 'xstate.done.actor.confirmCode', output: authorized } as EventObject,
  { type: 'xstate.error.actor.confirmCode', error: sampleFailures.otpInvalid } as EventObject,
  { type: 'xstate.error.actor.confirmCode', error: sampleFailures.network } as EventObject,
  { type: 'xstate.after.resendWait.cardPayment.otp.resendLocked' },
  { type: 'otp.resend' },
  { type: 'xstate.done.actor.resendCode', output: resentCode } as EventObject,
  { type: 'xstate.error.actor.resendCode', error: sampleFailures.resendTooSoon } as EventObject,
  { type: 'payment.cancel' },
  { type: 'xstate.done.actor.cancelPayment', output: declinedCard } as EventObject,
  { type: 'xstate.error.actor.cancelPayment', error: sampleFailures.network } as EventObject,
  { type: 'payment.retry' },
];
