import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ScheduleCreateContext, ScheduleCreateInput, ScheduleDraft } from '../scheduleCreate.machine';
import type { FlowFailure } from '../shared';

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
  {
    type: 'xstate.done.actor.createSchedule',
    output: { id: '7', nextRunAt: '2026-12-07T06:00:00.000Z' },
  } as EventObject,
  { type: 'xstate.error.actor.createSchedule', error: pinWrong } as EventObject,
  { type: 'xstate.error.actor.createSchedule', error: inPast } as EventObject,
];

/** Bounds exploration: a draft with a problem is left by changing it; after a refusal the draft is changed or sent again. */
export function scheduleCreateFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const c = snapshot.context as ScheduleCreateContext;
  if (snapshot.matches('editing') && Object.keys(c.problems).length > 0) return event.type === 'draft.change';
  // a refusal said: the draft is changed, or sent again as it is
  if (snapshot.matches('editing') && c.failure !== null)
    return event.type === 'draft.change' || event.type === 'review';
  return true;
}
