import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import { sampleFailures } from '../../machines/samples/failures';
import { sampleWidgetData } from '../../machines/samples/widgetData.samples';
import type { WidgetDataContext } from '../../machines/widgetData.machine';
import { describeMachinePaths } from './describePaths';
import {
  effects,
  expectUnchanged,
  expectWay,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'widgetData');
const ctx = (s: { context: unknown }) => s.context as WidgetDataContext;
const load = { name: 'actor:loadWidget', params: undefined };
const output = (check: StepCheck) => (check.event as unknown as { output: unknown }).output;

/** Loading again: what is on screen stays while it runs; a retry clears the failure shown. */
const expectReloading = (check: StepCheck, clearsFailure: boolean) => {
  const before = ctx(check.previous!);
  expect(ctx(check.snapshot)).toEqual({ ...before, failure: clearsFailure ? null : before.failure });
  expect(effects(check.stepCalls)).toEqual([load]);
};

const assertions: StateAssertions = {
  'widgetData.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ data: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([load]);
      },
      'ready widget.refresh': () => {
        expect(ctx(check.snapshot).data).toEqual(sampleWidgetData);
        expectReloading(check, false);
      },
      'empty widget.refresh': () => expectReloading(check, false),
      'failed widget.retry': () => {
        expect(ctx(check.previous!).failure).toEqual(sampleFailures.network);
        expectReloading(check, true);
      },
      'loading widget.retry|widget.refresh': () => expectUnchanged(check),
    }),
  'widgetData.ready': (check) =>
    expectWay(check, {
      'loading done:loadWidget': () => {
        expect(output(check)).toEqual(sampleWidgetData);
        expect(ctx(check.snapshot)).toEqual({ data: sampleWidgetData, failure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'ready widget.retry': () => expectUnchanged(check),
    }),
  'widgetData.empty': (check) =>
    expectWay(check, {
      // null and an empty list both read as nothing to show
      'loading done:loadWidget': () => {
        const answer = output(check);
        expect(answer === null || (Array.isArray(answer) && answer.length === 0)).toBe(true);
        expect(ctx(check.snapshot)).toEqual({ data: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'empty widget.retry': () => expectUnchanged(check),
    }),
  'widgetData.failed': (check) =>
    expectWay(check, {
      'loading error:loadWidget': () => {
        expect(ctx(check.snapshot).failure).toEqual(sampleFailures.network);
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'failed widget.refresh': () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
