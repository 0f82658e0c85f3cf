import type { EventObject } from 'xstate';
import type { PaymentCallback, PaymentResultInput, VerifiedPayment } from '../paymentResult.machine';
import type { FlowFailure } from '../shared';
import { sampleFailures } from './failures';

export const successCallback: PaymentCallback = {
  session: 'CPabcdefghijklmnopqrstuv',
  result: 'success',
  ts: '1764201600000',
  sig: 'x'.repeat(43),
};

/** Verified results as the contract gives them: the flow reads `result`. */
export const paidPayment = {
  sessionId: successCallback.session,
  result: 'success',
  amount: '25000.00',
  transactionId: 'TX202611270000000001',
} as VerifiedPayment;
export const declinedPayment = {
  sessionId: successCallback.session,
  result: 'fail',
  amount: '25000.00',
  failureReason: 'declined',
} as VerifiedPayment;

export const callbackInvalid: FlowFailure = {
  kind: 'other',
  errCode: 1150,
  message: 'This payment result could not be verified. Nothing was changed.',
};

/** a return to verify, and an address without one */
export const paymentResultInputs: PaymentResultInput[] = [{ callback: successCallback }, { callback: null }];

export const paymentResultEvents: EventObject[] = [
  { type: 'xstate.done.actor.verifyPayment', output: paidPayment } as EventObject,
  { type: 'xstate.done.actor.verifyPayment', output: declinedPayment } as EventObject,
  { type: 'xstate.error.actor.verifyPayment', error: callbackInvalid } as EventObject,
  { type: 'xstate.error.actor.verifyPayment', error: sampleFailures.network } as EventObject,
  { type: 'verify.retry' },
];
