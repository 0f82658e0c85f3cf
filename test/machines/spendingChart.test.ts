import { expect } from 'vitest';
import { describeMachinePaths } from './describePaths';
import { machineRegistry } from '../../machines';
import type { ChartPeriod, SpendingChartContext } from '../../machines/spendingChart.machine';
import { sampleFailures } from '../../machines/samples/failures';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'spendingChart');
const { ctx, before, expectStep } = contextChecks<SpendingChartContext>();
const periodOf = (check: StepCheck) => (check.event as unknown as { period: ChartPeriod }).period;

/** The chart and the figures of the period asked for; the last figures stay on screen meanwhile. */
const expectLoading = (check: StepCheck, period: ChartPeriod) =>
  expectStep(check, { period }, [{ name: 'actor:loadChart', params: { period } }]);

const assertions: StateAssertions = {
  'spendingChart.waiting': (check) =>
    expectWay(check, {
      start: () => {
        // nothing is loaded before the widget is seen (requirements#spending-chart)
        expect(ctx(check.snapshot)).toEqual({
          period: (check.input as { period: ChartPeriod }).period,
          figures: null,
          failure: null,
        });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      // the period already configured: nothing to load yet
      'waiting chart.period|chart.retry': () => expectUnchanged(check),
    }),
  'spendingChart.loading': (check) =>
    expectWay(check, {
      'waiting chart.visible': () => expectLoading(check, before(check).period),
      'failed chart.retry': () => expectLoading(check, before(check).period),
      // another period: loaded again at once (a call under way is dropped)
      'waiting|loaded|failed chart.period': () => {
        expect(periodOf(check)).not.toBe(before(check).period);
        expectLoading(check, periodOf(check));
      },
      // while loading: another period restarts the load, the same one changes nothing
      'loading chart.period': () =>
        periodOf(check) === before(check).period ? expectUnchanged(check) : expectLoading(check, periodOf(check)),
      'loading chart.visible|chart.retry': () => expectUnchanged(check),
    }),
  'spendingChart.loaded': (check) =>
    expectWay(check, {
      'loading done:loadChart': () =>
        expectStep(check, {
          figures: (check.event as unknown as { output: SpendingChartContext['figures'] }).output,
          failure: null,
        }),
      // the period already shown: nothing to load
      'loaded chart.period|chart.visible|chart.retry': () => expectUnchanged(check),
    }),
  'spendingChart.failed': (check) =>
    expectWay(check, {
      // the figures of before (if any) stay; the failure is said
      'loading error:loadChart': () => expectStep(check, { failure: sampleFailures.network }),
      'failed chart.visible|chart.period': () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
