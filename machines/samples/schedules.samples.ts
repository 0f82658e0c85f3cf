import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ScheduleRow, SchedulesContext, SchedulesInput } from '../schedules.machine';
import { sampleFailures } from './failures';
import { pinWrong } from './scheduleCreate.samples';

const row = (id: string, status: ScheduleRow['status']) =>
  ({ id, status, recipientName: 'Layla H.', amount: '1500.00', runs: [] }) as ScheduleRow;
export const activeRow = row('1', 'active');
export const pausedRow = row('2', 'paused');
export const finishedRow = row('3', 'finished');
export const scheduleRows: readonly ScheduleRow[] = [activeRow, pausedRow, finishedRow];
/** read again later: the active one has run its last occurrence */
export const refreshedRows: readonly ScheduleRow[] = [{ ...activeRow, status: 'finished' }, pausedRow, finishedRow];

export const schedulesInputs: SchedulesInput[] = [{ pinLength: 4 }];

export const schedulesEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadSchedules', output: scheduleRows } as EventObject,
  { type: 'xstate.error.actor.loadSchedules', error: sampleFailures.network } as EventObject,
  { type: 'list.retry' },
  { type: 'list.refresh' },
  { type: 'xstate.done.actor.refreshSchedules', output: refreshedRows } as EventObject,
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
