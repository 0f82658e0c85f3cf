import { expect } from 'vitest';
import { describeMachinePaths } from './describePaths';
import { machineRegistry } from '../../machines';
import type { BalanceContext } from '../../machines/balance.machine';
import { sampleFailures } from '../../machines/samples/failures';
import {
  effects,
  expectUnchanged,
  expectWay,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'balance');
const ctx = (s: { context: unknown }) => s.context as BalanceContext;

/** A balance arrived: shown, counted (requirements#balance: balanceBitCount grows with every update), no failure. */
const expectUpdated = (check: StepCheck) => {
  expect(ctx(check.snapshot)).toEqual({
    balance: (check.event as unknown as { output: unknown }).output,
    balanceBitCount: ctx(check.previous!).balanceBitCount + 1,
    failure: null,
  });
  expect(effects(check.stepCalls)).toEqual([]);
};

/** A load failed: the failure is said, the balance on screen (if any) and the count stay. */
const expectFailed = (check: StepCheck) => {
  expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), failure: sampleFailures.network });
  expect(effects(check.stepCalls)).toEqual([]);
};

/** The balance is asked for, with the context as it was. */
const expectFetching = (check: StepCheck) => {
  expect(ctx(check.snapshot)).toEqual(ctx(check.previous!));
  expect(effects(check.stepCalls)).toEqual([{ name: 'actor:fetchBalance', params: undefined }]);
};

const assertions: StateAssertions = {
  'balance.loading': (check) =>
    expectWay(check, {
      start: () => {
        // requirements#balance: balanceBitCount starts at 1
        expect(ctx(check.snapshot)).toEqual({ balance: null, balanceBitCount: 1, failure: null });
        expect(effects(check.stepCalls)).toEqual([{ name: 'actor:fetchBalance', params: undefined }]);
      },
      'failed balance.retry': () => expectFetching(check),
      'loading balance.refresh|balance.retry': () => expectUnchanged(check),
    }),
  'balance.loaded': (check) =>
    expectWay(check, {
      'loading done:fetchBalance': () => expectUpdated(check),
      'refreshing done:refreshBalance': () => expectUpdated(check),
      // a failed refresh keeps the last balance on screen and reports the failure
      'refreshing error:refreshBalance': () => {
        expectFailed(check);
        expect(ctx(check.snapshot).balanceBitCount).toBeGreaterThan(1);
      },
      'loaded balance.retry': () => expectUnchanged(check),
    }),
  'balance.refreshing': (check) =>
    expectWay(check, {
      'loaded balance.refresh': () => expectFetching(check),
      'refreshing balance.refresh|balance.retry': () => expectUnchanged(check),
    }),
  'balance.failed': (check) =>
    expectWay(check, {
      'loading error:fetchBalance': () => {
        expectFailed(check);
        expect(ctx(check.snapshot).balance).toBeNull();
      },
      'failed balance.refresh': () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
