import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The GraphWidget (requirements#spending-chart): nothing is loaded until the widget is scrolled
 * into view (its chart library is heavy); then the chart and the figures of the chosen period.
 * Switching the period loads again, the last figures staying on screen until the new ones come.
 */

export type ChartPeriod = 3 | 6 | 12;

export interface ChartFigures {
  period: ChartPeriod;
  currencyCode: string;
  months: ReadonlyArray<{ month: string; inMajor: string; outMajor: string }>;
  byService: ReadonlyArray<{ serviceCode: string; label: Readonly<Record<string, string>>; outMajor: string }>;
}

export interface SpendingChartContext {
  period: ChartPeriod;
  figures: ChartFigures | null;
  failure: FlowFailure | null;
}

export interface SpendingChartInput {
  /** the period configured for the widget (6 months unless its settings say otherwise) */
  period: ChartPeriod;
}

export type SpendingChartEvent =
  { type: 'chart.visible' } | { type: 'chart.period'; period: ChartPeriod } | { type: 'chart.retry' };

export const spendingChartMachine = setup({
  types: {
    context: {} as SpendingChartContext,
    events: {} as SpendingChartEvent,
    input: {} as SpendingChartInput,
  },
  actors: {
    /** the chart's code and the period's figures, together */
    loadChart: notProvided<ChartFigures, { period: ChartPeriod }>('loadChart'),
  },
  guards: {
    isOtherPeriod: ({ context }, params: { period: ChartPeriod }) => params.period !== context.period,
  },
  actions: {
    assignPeriod: assign((_, params: { period: ChartPeriod }) => ({ period: params.period })),
    assignFigures: assign((_, params: { figures: ChartFigures }) => ({ figures: params.figures, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
  },
}).createMachine({
  id: 'spendingChart',
  context: ({ input }) => ({ period: input.period, figures: null, failure: null }),
  initial: 'waiting',
  states: {
    /**
     * off screen: nothing loaded yet (the widget's period control is not drawn before it is seen;
     * another period asked for meanwhile loads as if seen)
     */
    waiting: {
      on: { 'chart.visible': 'loading' },
    },
    loading: {
      invoke: {
        id: 'loadChart',
        src: 'loadChart',
        input: ({ context }) => ({ period: context.period }),
        onDone: {
          target: 'loaded',
          actions: { type: 'assignFigures', params: ({ event }) => ({ figures: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {},
    failed: {
      on: { 'chart.retry': 'loading' },
    },
  },
  on: {
    'chart.period': {
      guard: { type: 'isOtherPeriod', params: ({ event }) => ({ period: event.period }) },
      target: '.loading',
      reenter: true,
      actions: { type: 'assignPeriod', params: ({ event }) => ({ period: event.period }) },
    },
  },
});
