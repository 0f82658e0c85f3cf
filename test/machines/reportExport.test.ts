import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ReportExportContext } from '../../machines/reportExport.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { exportQuery, savedOutcome } from '../../machines/samples/reportExport.samples';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'reportExport');
const { ctx, expectStep } = contextChecks<ReportExportContext>();

const exportEvents = ['export.start', 'export.cancel', 'export.dismiss', 'export.progress'] as const;
const idle: ReportExportContext = { format: null, query: null, fetched: 0, total: null, saved: null, failure: null };

/** An export starts: the format and query are the event's, the progress is zero, the actor gets them. */
const expectStarted = (check: StepCheck) => {
  const { format, query } = check.event as unknown as { format: 'csv' | 'xls'; query: unknown };
  expect(query).toBe(exportQuery);
  expect(ctx(check.snapshot)).toEqual({ ...idle, format, query });
  const [call] = check.stepCalls.slice(1);
  expect(call?.name).toBe('actor:exportReport');
  const input = call?.params as { format: string; query: unknown; progress: { send: unknown } };
  expect(input.format).toBe(format);
  expect(input.query).toBe(query);
  // progress goes back to this chart
  expect(typeof input.progress.send).toBe('function');
  expect(check.stepCalls).toHaveLength(2);
};

const assertions: StateAssertions = {
  'reportExport.idle': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual(idle);
        expect(check.stepCalls).toEqual([]);
      },
      // cancel drops the export at once: nothing saved, no progress left on screen
      'exporting export.cancel': () => expect(ctx(check.snapshot)).toEqual(idle),
      'saved|nothingToExport|failed export.dismiss': () => expect(ctx(check.snapshot)).toEqual(idle),
      [ignoredIn('idle', exportEvents, 'export.start')]: () => expectUnchanged(check),
    }),
  'reportExport.exporting': (check) =>
    expectWay(check, {
      'idle|failed export.start': () => expectStarted(check),
      'exporting export.progress': () => expectStep(check, { fetched: 1000, total: 2345 }),
      [ignoredIn('exporting', exportEvents, 'export.progress', 'export.cancel')]: () => expectUnchanged(check),
    }),
  'reportExport.saved': (check) =>
    expectWay(check, {
      'exporting done:exportReport': () => expectStep(check, { saved: savedOutcome.saved }),
      [ignoredIn('saved', exportEvents, 'export.dismiss')]: () => expectUnchanged(check),
    }),
  'reportExport.nothingToExport': (check) =>
    expectWay(check, {
      // requirements#reports: zero rows export nothing and say so
      'exporting done:exportReport': () => {
        expectStep(check, {});
        expect(ctx(check.snapshot).saved).toBeNull();
      },
      [ignoredIn('nothingToExport', exportEvents, 'export.dismiss')]: () => expectUnchanged(check),
    }),
  'reportExport.failed': (check) =>
    expectWay(check, {
      'exporting error:exportReport': () => expectStep(check, { failure: sampleFailures.network }),
      [ignoredIn('failed', exportEvents, 'export.dismiss', 'export.start')]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
