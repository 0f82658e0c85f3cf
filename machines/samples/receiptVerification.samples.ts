import type { EventObject } from 'xstate';
import type { ReceiptVerificationInput, VerifiedReceipt } from '../receiptVerification.machine';
import type { FlowFailure } from '../shared';
import { sampleFailures } from './failures';

export const sampleToken = 'VFgyMDI2MTEyNzAwMDAwMDAwMDE' + 'm'.repeat(43);

/** a verified receipt as the contract gives it: the flow reads `status` */
export const verifiedReceipt = {
  status: 'paid',
  amount: '25000.00',
  currency: 'IQD',
  createdAt: '2026-11-27T06:00:00.000Z',
  payer: 'L**** H****',
  payee: 'A**** K****',
} as VerifiedReceipt;

export const unknownReceipt: FlowFailure = { kind: 'notFound', errCode: 1404, message: 'There is no such receipt.' };

/** an address with a token, and one whose token cannot be one */
export const receiptVerificationInputs: ReceiptVerificationInput[] = [{ token: sampleToken }, { token: null }];

export const receiptVerificationEvents: EventObject[] = [
  { type: 'xstate.done.actor.verifyReceipt', output: verifiedReceipt } as EventObject,
  { type: 'xstate.error.actor.verifyReceipt', error: unknownReceipt } as EventObject,
  { type: 'xstate.error.actor.verifyReceipt', error: sampleFailures.network } as EventObject,
  { type: 'verify.retry' },
];
