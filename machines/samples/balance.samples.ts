import type { EventObject } from 'xstate';
import { sampleFailures } from './failures';

const balance = { amountMajor: '250000.00', currencyCode: 'IQD', asOf: '2026-11-22T08:00:00.000Z' };

export const balanceInputs: undefined[] = [undefined];

export const balanceEvents: EventObject[] = [
  { type: 'xstate.done.actor.fetchBalance', output: balance } as EventObject,
  { type: 'xstate.done.actor.fetchBalance', output: null } as EventObject,
  { type: 'xstate.error.actor.fetchBalance', error: sampleFailures.network } as EventObject,
  { type: 'balance.refresh' },
  { type: 'balance.retry' },
  { type: 'xstate.done.actor.refreshBalance', output: { ...balance, amountMajor: '249000.00' } } as EventObject,
  { type: 'xstate.error.actor.refreshBalance', error: sampleFailures.network } as EventObject,
];
