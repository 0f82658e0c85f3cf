import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ScheduleCreateContext, ScheduleCreateInput, ScheduleDraft } from '../scheduleCreate.machine';
import type { ScheduleRow, SchedulesContext, SchedulesInput } from '../schedules.machine';
import type { FlowFailure } from '../shared';
import { sampleFailures } from './failures';

/** 2026-11-26 12:00 UTC: the clock the samples review drafts at. */
export const sampleNowMs = Date.parse('2026-11-26T12:00:00.000Z');

export const validDraft: ScheduleDraft = {
  recipientMobile: '7701000001',
  amount: '1500',
  note: 'pocket money',
  type: 'weekly',
  week: 'MON',
  month: '',
  startDate: '2026-12-01',
  endDate: '2027-02-28',
  time: '09:00',
};

export const pinWrong: FlowFailure = {
  kind: 'pinWrong',
  errCode: 1109,
  message: 'The transaction PIN is not correct.',
  attemptsLeft: 4,
};
/** the back end's own check: the start passed while the PIN was typed */
export const inPast: FlowFailure = {
  kind: 'validation',
  errCode: 1001,
  message: 'The request is not valid.',
  fields: [{ field: 'occurrence', code: 'scheduleInPast', message: 'The start date and time are in the past.' }],
};

export const scheduleCreateInputs: ScheduleCreateInput[] = [{ pinLength: 4 }];

export const scheduleCreateEvents: EventObject[] = [
  { type: 'draft.change', changes: validDraft } as EventObject,
  // a start already gone by, and an end before the start
  { type: 'draft.change', changes: { startDate: '2026-11-20' } } as EventObject,
  { type: 'draft.change', changes: { endDate: '2026-11-30' } } as EventObject,
  { type: 'review', nowMs: sampleNowMs } as EventObject,
  { type: 'back' },
  { type: 'pin.confirm', pin: '2580' } as EventObject,
  { type: 'pin.confirm', pin: '25' } as EventObject,
  { type: 'another' },
  { type: 'xstate.done.actor.createSchedule', output: { id: '7', nextRunAt: '2026-12-07T06:00:00.000Z' } } as EventObject,
  { type: 'xstate.error.actor.createSchedule', error: pinWrong } as EventObject,
  { type: 'xstate.error.actor.createSchedule', error: inPast } as EventObject,
];

/** Bounds exploration: a draft with a problem is left by changing it; a refusal is seen once. */
export function scheduleCreateFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const c = snapshot.context as ScheduleCreateContext;
  if (snapshot.matches('editing') && (c.failure !== null || Object.keys(c.problems).length > 0))
    return event.type === 'draft.change';
  return true;
}

const row = (id: string, status: ScheduleRow['status']) =>
  ({ id, status, recipientName: 'Layla H.', amount: '1500.00', runs: [] }) as ScheduleRow;
export const activeRow = row('1', 'active');
export const pausedRow = row('2', 'paused');
export const finishedRow = row('3', 'finished');
export const scheduleRows: readonly ScheduleRow[] = [activeRow, pausedRow, finishedRow];

export const schedulesInputs: SchedulesInput[] = [{ pinLength: 4 }];

export const schedulesEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadSchedules', output: scheduleRows } as EventObject,
  { type: 'xstate.error.actor.loadSchedules', error: sampleFailures.network } as EventObject,
  { type: 'list.retry' },
  { type: 'list.refresh' },
  { type: 'xstate.done.actor.refreshSchedules', output: scheduleRows } as EventObject,
  { type: 'xstate.error.actor.refreshSchedules', error: sampleFailures.network } as EventObject,
  { type: 'pause', id: activeRow.id } as EventObject,
  { type: 'pause', id: pausedRow.id } as EventObject,
  { type: 'resume', id: pausedRow.id } as EventObject,
  { type: 'resume', id: activeRow.id } as EventObject,
  { type: 'cancel.start', id: activeRow.id } as EventObject,
  { type: 'cancel.start', id: finishedRow.id } as EventObject,
  { type: 'cancel.confirm', pin: '2580' } as EventObject,
  { type: 'cancel.confirm', pin: '25' } as EventObject,
  { type: 'cancel.close' },
  { type: 'xstate.done.actor.pauseSchedule', output: { ...activeRow, status: 'paused' } } as EventObject,
  { type: 'xstate.error.actor.pauseSchedule', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.resumeSchedule', output: { ...pausedRow, status: 'active' } } as EventObject,
  { type: 'xstate.error.actor.resumeSchedule', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.cancelSchedule', output: { ...activeRow, status: 'cancelled' } } as EventObject,
  { type: 'xstate.error.actor.cancelSchedule', error: pinWrong } as EventObject,
];

/** Bounds exploration: a change announced or a failure said in the list has been seen once it happened. */
export function schedulesFilter(snapshot: AnyMachineSnapshot): boolean {
  const c = snapshot.context as SchedulesContext;
  if (!snapshot.matches('ready')) return true;
  if (c.notice !== null) return false;
  if (snapshot.matches({ ready: 'idle' }) && c.failure !== null) return false;
  return true;
}
