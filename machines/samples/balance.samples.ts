import type { EventObject } from 'xstate';
import type { BalanceAnswer, BalanceInput, BalanceLayoutConfig } from '../balance.machine';
import { sampleFailures } from './failures';

const emoney = { pouchType: 'EMONEY', amountMajor: '250000.00', currencyCode: 'IQD' };
const epouch = { pouchType: 'EPOUCH', amountMajor: '1200.50', currencyCode: 'IQD' };

/** an agent's layout: commission listed first but ordered second, a pouch the user lacks, a fetch config */
export const sampleBalanceLayout: BalanceLayoutConfig = {
  items: [
    { pouchType: 'EPOUCH', label: { en: 'Commission', ar: 'العمولة' }, sortOrder: 2 },
    { pouchType: 'PAYMENTINSTRUMENT_POUCH', label: { en: 'Card pouch' }, sortOrder: 3 },
    { pouchType: 'EMONEY', label: { en: 'Float wallet', ar: 'محفظة التشغيل' }, sortOrder: 1 },
  ],
  balanceFetch: { url: 'adapter/v1/getBalance', method: 'POST', requestObj: {} },
};

const answer: BalanceAnswer = { asOf: '2026-11-22T08:00:00.000Z', main: emoney, pouches: [epouch, emoney] };

export const balanceInputs: BalanceInput[] = [{ hidden: false }];

export const balanceEvents: EventObject[] = [
  { type: 'xstate.done.actor.fetchLayout', output: sampleBalanceLayout } as EventObject,
  { type: 'xstate.error.actor.fetchLayout', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.fetchBalance', output: answer } as EventObject,
  // no wallet at all
  { type: 'xstate.done.actor.fetchBalance', output: { asOf: answer.asOf, main: null, pouches: [] } } as EventObject,
  { type: 'xstate.error.actor.fetchBalance', error: sampleFailures.network } as EventObject,
  { type: 'balance.refresh' },
  { type: 'balance.retry' },
  { type: 'balance.toggleVisibility' },
  {
    type: 'xstate.done.actor.refreshBalance',
    output: {
      ...answer,
      main: { ...emoney, amountMajor: '249000.00' },
      pouches: [{ ...emoney, amountMajor: '249000.00' }],
    },
  } as EventObject,
  { type: 'xstate.error.actor.refreshBalance', error: sampleFailures.network } as EventObject,
];
