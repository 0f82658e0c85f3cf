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

const exportEvents = [
  'export.start',
  'export.cancel',
  'export.dismiss',
  'export.progress',
  'page.left',
  'page.returned',
] as const;
const idle: ReportExportContext = { format: null, query: null, fetched: 0, total: null, saved: null, failure: null };

/** The one call of an export that ended while its page was not shown: its result told where the user is. */
const told = (check: StepCheck, saved: ReportExportContext['saved'], failure: ReportExportContext['failure']) => [
  { name: 'tellResult', params: { format: ctx(check.snapshot).format, saved, failure } },
];

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
      'exporting.shown export.cancel': () => expect(ctx(check.snapshot)).toEqual(idle),
      'saved|nothingToExport|failed export.dismiss': () => expect(ctx(check.snapshot)).toEqual(idle),
      [ignoredIn('idle', exportEvents, 'export.start')]: () => expectUnchanged(check),
    }),
  'reportExport.exporting.shown': (check) =>
    expectWay(check, {
      'idle|failed export.start': () => expectStarted(check),
      'exporting.shown export.progress': () => expectStep(check, { fetched: 1000, total: 2345 }),
      // back on the report: its progress is drawn again, nothing else changes
      'exporting.away page.returned': () => expectStep(check, {}),
      [ignoredIn('exporting.shown', exportEvents, 'export.progress', 'export.cancel', 'page.left')]: () =>
        expectUnchanged(check),
    }),
  // the page left: the export goes on (its progress still counted), and cannot be cancelled from here
  'reportExport.exporting.away': (check) =>
    expectWay(check, {
      'exporting.shown page.left': () => expectStep(check, {}),
      'exporting.away export.progress': () => expectStep(check, { fetched: 1000, total: 2345 }),
      [ignoredIn('exporting.away', exportEvents, 'export.progress', 'page.returned')]: () => expectUnchanged(check),
    }),
  'reportExport.saved': (check) =>
    expectWay(check, {
      'exporting.shown done:exportReport': () => expectStep(check, { saved: savedOutcome.saved }),
      // ended while the page was not shown: told where the user is, with the file saved
      'exporting.away done:exportReport': () => {
        expectStep(check, { saved: savedOutcome.saved }, told(check, savedOutcome.saved, null));
      },
      [ignoredIn('saved', exportEvents, 'export.dismiss')]: () => expectUnchanged(check),
    }),
  'reportExport.nothingToExport': (check) =>
    expectWay(check, {
      // requirements#reports: zero rows export nothing and say so
      'exporting.shown done:exportReport': () => {
        expectStep(check, {});
        expect(ctx(check.snapshot).saved).toBeNull();
      },
      'exporting.away done:exportReport': () => {
        expectStep(check, {}, told(check, null, null));
        expect(ctx(check.snapshot).saved).toBeNull();
      },
      [ignoredIn('nothingToExport', exportEvents, 'export.dismiss')]: () => expectUnchanged(check),
    }),
  'reportExport.failed': (check) =>
    expectWay(check, {
      'exporting.shown error:exportReport': () => expectStep(check, { failure: sampleFailures.network }),
      'exporting.away error:exportReport': () => {
        expectStep(check, { failure: sampleFailures.network }, told(check, null, sampleFailures.network));
      },
      [ignoredIn('failed', exportEvents, 'export.dismiss', 'export.start')]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
