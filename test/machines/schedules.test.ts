import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ScheduleRow, SchedulesContext } from '../../machines/schedules.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { pinWrong } from '../../machines/samples/scheduleCreate.samples';
import { activeRow, pausedRow, refreshedRows, scheduleRows } from '../../machines/samples/schedules.samples';
import type { FlowFailure } from '../../machines/shared';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'schedules');
const { ctx, before, expectStep } = contextChecks<SchedulesContext>();

const userEvents = [
  'list.refresh',
  'list.retry',
  'pause',
  'resume',
  'cancel.start',
  'cancel.confirm',
  'cancel.close',
] as const;
const sent = <T>(check: StepCheck) => check.event as unknown as T;
const errorOf = (check: StepCheck) => sent<{ error: FlowFailure }>(check).error;
const outputOf = (check: StepCheck) => sent<{ output: ScheduleRow }>(check).output;
const loadCall = { name: 'actor:loadSchedules', params: undefined };
const statusOf = (check: StepCheck) =>
  before(check).rows.find((row) => row.id === sent<{ id: string }>(check).id)?.status;

/** The back end answered a change: that row replaced, the change announced, nothing selected. */
const expectReplaced = (check: StepCheck, kind: 'paused' | 'resumed' | 'cancelled', status: ScheduleRow['status']) => {
  const row = outputOf(check);
  expect(row.status).toBe(status);
  expect(row.id).toBe(before(check).selectedId);
  expectStep(check, {
    rows: before(check).rows.map((r) => (r.id === row.id ? row : r)),
    notice: { kind, id: row.id },
    selectedId: null,
  });
};

const assertions: StateAssertions = {
  'schedules.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ rows: [], selectedId: null, pinLength: 4, notice: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([loadCall]);
      },
      'failed list.retry': () => expectStep(check, {}, [loadCall]),
      [ignoredIn('loading', userEvents)]: () => expectUnchanged(check),
    }),
  'schedules.failed': (check) =>
    expectWay(check, {
      'loading error:loadSchedules': () => expectStep(check, { failure: sampleFailures.network }),
      [ignoredIn('failed', userEvents, 'list.retry')]: () => expectUnchanged(check),
    }),
  'schedules.ready.idle': (check) =>
    expectWay(check, {
      'loading done:loadSchedules': () => expectStep(check, { rows: [...scheduleRows], failure: null }),
      'ready.refreshing done:refreshSchedules': () => expectStep(check, { rows: [...refreshedRows], failure: null }),
      // a failed refresh keeps the rows on screen and says why
      'ready.refreshing error:refreshSchedules': () => expectStep(check, { failure: sampleFailures.network }),
      // pause of a paused one, resume of an active one, cancel of one that is over: nothing happens
      'ready.idle pause': () => {
        expect(statusOf(check)).not.toBe('active');
        expectUnchanged(check);
      },
      'ready.idle resume': () => {
        expect(statusOf(check)).not.toBe('paused');
        expectUnchanged(check);
      },
      'ready.idle cancel.start': () => {
        expect(['active', 'paused']).not.toContain(statusOf(check));
        expectUnchanged(check);
      },
      [ignoredIn('ready.idle', userEvents, 'list.refresh', 'pause', 'resume', 'cancel.start')]: () =>
        expectUnchanged(check),
      'ready.pausing done:pauseSchedule': () => expectReplaced(check, 'paused', 'paused'),
      'ready.resuming done:resumeSchedule': () => expectReplaced(check, 'resumed', 'active'),
      'ready.cancelling.sending done:cancelSchedule': () => expectReplaced(check, 'cancelled', 'cancelled'),
      // a pause or resume the back end did not make: the row stays as it was, the failure is said
      'ready.pausing error:pauseSchedule': () => expectStep(check, { selectedId: null, failure: errorOf(check) }),
      'ready.resuming error:resumeSchedule': () => expectStep(check, { selectedId: null, failure: errorOf(check) }),
      'ready.cancelling.confirming cancel.close': () => expectStep(check, { selectedId: null, failure: null }),
    }),
  'schedules.ready.refreshing': (check) =>
    expectWay(check, {
      'ready.idle list.refresh': () => expectStep(check, {}, [{ name: 'actor:loadSchedules', params: undefined }]),
      [ignoredIn('ready.refreshing', userEvents)]: () => expectUnchanged(check),
    }),
  'schedules.ready.pausing': (check) =>
    expectWay(check, {
      'ready.idle pause': () => {
        expect(statusOf(check)).toBe('active');
        const { id } = sent<{ id: string }>(check);
        expectStep(check, { selectedId: id, notice: null, failure: null }, [
          { name: 'actor:setPaused', params: { id, paused: true } },
        ]);
      },
      [ignoredIn('ready.pausing', userEvents)]: () => expectUnchanged(check),
    }),
  'schedules.ready.resuming': (check) =>
    expectWay(check, {
      'ready.idle resume': () => {
        expect(statusOf(check)).toBe('paused');
        const { id } = sent<{ id: string }>(check);
        expectStep(check, { selectedId: id, notice: null, failure: null }, [
          { name: 'actor:setPaused', params: { id, paused: false } },
        ]);
      },
      [ignoredIn('ready.resuming', userEvents)]: () => expectUnchanged(check),
    }),
  'schedules.ready.cancelling.confirming': (check) =>
    expectWay(check, {
      'ready.idle cancel.start': () => {
        expect(['active', 'paused']).toContain(statusOf(check));
        expectStep(check, { selectedId: sent<{ id: string }>(check).id, notice: null, failure: null });
      },
      'ready.cancelling.confirming cancel.confirm': () => {
        expect(sent<{ pin: string }>(check).pin.length).not.toBe(before(check).pinLength);
        expectUnchanged(check);
      },
      // a wrong PIN cancels nothing: the dialog asks again and says why
      'ready.cancelling.sending error:cancelSchedule': () => {
        expect(errorOf(check)).toBe(pinWrong);
        expect(ctx(check.snapshot).rows).toEqual(before(check).rows);
        expectStep(check, { failure: pinWrong });
      },
      [ignoredIn('ready.cancelling.confirming', userEvents, 'cancel.confirm', 'cancel.close')]: () =>
        expectUnchanged(check),
    }),
  'schedules.ready.cancelling.sending': (check) =>
    expectWay(check, {
      'ready.cancelling.confirming cancel.confirm': () => {
        const { pin } = sent<{ pin: string }>(check);
        expect(pin).toHaveLength(before(check).pinLength);
        expectStep(check, { failure: null }, [
          { name: 'actor:cancelSchedule', params: { id: before(check).selectedId, pin } },
        ]);
        expect(JSON.stringify(ctx(check.snapshot))).not.toContain(pin);
      },
      [ignoredIn('ready.cancelling.sending', userEvents)]: () => expectUnchanged(check),
    }),
};

expect(activeRow.status).toBe('active');
expect(pausedRow.status).toBe('paused');
describeMachinePaths(entry, assertions);
