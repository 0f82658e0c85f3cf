import type { EventObject } from 'xstate';
import type { FlowFailure } from '../shared';
import { sampleFailures } from './failures';

export const viewedId = 'TX000000000000000042';
export const lookedUpId = 'TX000000000000000077';
export const sampleView = { configuration: { formatType: 1 }, transaction: { transactionId: viewedId } };
export const notFoundFailure: FlowFailure = {
  kind: 'notFound',
  errCode: 1404,
  message: 'No transaction with this ID.',
};

/** opened from a report row (an id) and as the look-up screen (none) */
export const transactionViewInputs = [{ transactionId: viewedId }, undefined];

export const transactionViewEvents: EventObject[] = [
  { type: 'view.lookup', transactionId: lookedUpId } as EventObject,
  { type: 'view.retry' },
  { type: 'xstate.done.actor.loadView', output: sampleView } as EventObject,
  { type: 'xstate.error.actor.loadView', error: notFoundFailure } as EventObject,
  { type: 'xstate.error.actor.loadView', error: sampleFailures.network } as EventObject,
];
