import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ConfigurationContext } from '../../machines/configuration.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { describeMachinePaths } from './describePaths';
import {
  effects,
  expectUnchanged,
  expectWay,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'configuration');
const ctx = (s: { context: unknown }) => s.context as ConfigurationContext;
const load = { name: 'actor:loadConfiguration', params: undefined };

/** Loading again: what is on screen stays while it runs; a retry clears the failure shown. */
const expectReloading = (check: StepCheck, clearsFailure: boolean) => {
  const before = ctx(check.previous!);
  expect(ctx(check.snapshot)).toEqual({ ...before, failure: clearsFailure ? null : before.failure });
  expect(effects(check.stepCalls)).toEqual([load]);
};

const assertions: StateAssertions = {
  'configuration.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ configuration: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([load]);
      },
      'loaded configuration.reload': () => expectReloading(check, false),
      'loaded configuration.retry': () => expectReloading(check, true),
      'failed configuration.retry': () => expectReloading(check, true),
      'loading configuration.retry|configuration.reload': () => expectUnchanged(check),
    }),
  'configuration.loaded': (check) =>
    expectWay(check, {
      'loading done:loadConfiguration': () => {
        expect(ctx(check.snapshot)).toEqual({
          configuration: (check.event as unknown as { output: unknown }).output,
          failure: null,
        });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      // a failed reload keeps the last good configuration and says why
      'loading error:loadConfiguration': () => {
        expect(ctx(check.previous!).configuration).not.toBeNull();
        expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), failure: sampleFailures.network });
        expect(effects(check.stepCalls)).toEqual([]);
      },
    }),
  'configuration.failed': (check) =>
    expectWay(check, {
      // a failed first load has nothing to show
      'loading error:loadConfiguration': () => {
        expect(ctx(check.snapshot)).toEqual({ configuration: null, failure: sampleFailures.network });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'failed configuration.reload': () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
