import type { EventObject } from 'xstate';
import type { ChartFigures, SpendingChartEvent, SpendingChartInput } from '../spendingChart.machine';
import { sampleFailures } from './failures';

const figures = (period: 3 | 6 | 12): ChartFigures => ({
  period,
  currencyCode: 'IQD',
  months: [
    { month: '2026-10', inMajor: '10000.00', outMajor: '1300.00' },
    { month: '2026-11', inMajor: '0.00', outMajor: '15000.00' },
  ],
  byService: [{ serviceCode: 'MERCHANT_PAYMENT', label: { en: 'Merchant payment' }, outMajor: '15000.00' }],
});

export const spendingChartInputs: SpendingChartInput[] = [{ period: 6 }];

const userEvents: SpendingChartEvent[] = [
  { type: 'chart.visible' },
  { type: 'chart.period', period: 3 },
  { type: 'chart.period', period: 6 },
  { type: 'chart.retry' },
];

export const spendingChartEvents: EventObject[] = [
  ...userEvents,
  { type: 'xstate.done.actor.loadChart', output: figures(6) } as EventObject,
  { type: 'xstate.error.actor.loadChart', error: sampleFailures.network } as EventObject,
];
