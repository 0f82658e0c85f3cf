import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * Create a scheduled payment (issue 16): send money to a wallet by mobile number on an occurrence
 * (spec 001 §5, the occurrence field: weekly on a weekday or monthly on a day, a start date, an end
 * date and a time, Baghdad time), confirmed with the transaction PIN — the authorization recorded
 * with the schedule; its runs do not ask again. The draft is checked before the PIN is asked for:
 * the occurrence with the form engine's rules (occurrenceIncomplete, error.message.1117 for an end
 * before the start) and a start in the past refused (scheduleInPast). The back end checks all of it
 * again; whatever it refuses keeps the draft. The PIN travels in the event to the call, never kept.
 */
export interface ScheduleDraft {
  recipientMobile: string;
  amount: string;
  note: string;
  type: 'weekly' | 'monthly';
  /** weekly: MON … SUN */
  week: string;
  /** monthly: the day of the month, 1–31 */
  month: string;
  startDate: string;
  endDate: string;
  /** HH:mm */
  time: string;
}

export type DraftField = keyof ScheduleDraft;
/** codes the view translates (the form engine's own where they are the same rule) */
export type DraftProblem =
  | 'required'
  | 'mobileFormat'
  | 'amountFormat'
  | 'noteTooLong'
  | 'occurrenceIncomplete'
  | 'error.message.1117'
  | 'scheduleInPast';

/** What the back end answered: the schedule created (the app's shape, carried untouched). */
export interface CreatedSchedule {
  id: string;
  nextRunAt: string | null;
}

export interface ScheduleCreateContext {
  draft: ScheduleDraft;
  problems: Partial<Record<DraftField | 'occurrence', DraftProblem>>;
  pinLength: number;
  created: CreatedSchedule | null;
  failure: FlowFailure | null;
}

export interface ScheduleCreateInput {
  pinLength?: number;
}

export type ScheduleCreateEvent =
  | { type: 'draft.change'; changes: Partial<ScheduleDraft> }
  | { type: 'review'; nowMs: number }
  | { type: 'back' }
  | { type: 'pin.confirm'; pin: string }
  | { type: 'another' };

export const emptyDraft: ScheduleDraft = {
  recipientMobile: '',
  amount: '',
  note: '',
  type: 'weekly',
  week: '',
  month: '',
  startDate: '',
  endDate: '',
  time: '',
};

/** Iraq keeps UTC+3 all year: the schedule's dates and time are Baghdad's. */
const OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function dayMs(text: string): number | null {
  const m = DAY.exec(text);
  if (m === null) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const date = new Date(ms);
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? ms : null;
}

/** The draft's problems; none when it may be sent (the back end checks it all again). */
export function draftProblems(draft: ScheduleDraft, nowMs: number): ScheduleCreateContext['problems'] {
  const problems: ScheduleCreateContext['problems'] = {};
  const mobile = draft.recipientMobile.replace(/[\s-]/g, '');
  if (mobile === '') problems.recipientMobile = 'required';
  else if (!/^(?:\+?964|00964)?0?\d{10}$/.test(mobile)) problems.recipientMobile = 'mobileFormat';
  const amount = draft.amount.trim();
  if (amount === '') problems.amount = 'required';
  else if (!/^\d{1,13}(?:\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) problems.amount = 'amountFormat';
  if (draft.note.trim().length > 140) problems.note = 'noteTooLong';
  const start = dayMs(draft.startDate);
  const end = dayMs(draft.endDate);
  const time = TIME.exec(draft.time);
  const period = draft.type === 'weekly' ? draft.week : draft.month;
  if (start === null || end === null || time === null || period === '') problems.occurrence = 'occurrenceIncomplete';
  else if (start > end) problems.occurrence = 'error.message.1117';
  else if (start + (Number(time[1]) * 60 + Number(time[2])) * 60_000 - OFFSET_MS < nowMs)
    problems.occurrence = 'scheduleInPast';
  return problems;
}

const OCCURRENCE_PARTS: readonly DraftField[] = ['type', 'week', 'month', 'startDate', 'endDate', 'time'];
const PIN_AGAIN = new Set(['pinWrong', 'pinLocked', 'network', 'timeout', 'unavailable', 'rateLimited']);

export const scheduleCreateMachine = setup({
  types: {
    context: {} as ScheduleCreateContext,
    events: {} as ScheduleCreateEvent,
    input: {} as ScheduleCreateInput | undefined,
  },
  actors: {
    createSchedule: notProvided<CreatedSchedule, { draft: ScheduleDraft; pin: string }>('createSchedule'),
  },
  actions: {
    /** a changed field's problem goes (the occurrence's with any of its parts) */
    assignChanges: assign(({ context }, params: { changes: Partial<ScheduleDraft> }) => {
      const problems = { ...context.problems };
      for (const field of Object.keys(params.changes) as DraftField[]) {
        delete problems[field];
        if (OCCURRENCE_PARTS.includes(field)) delete problems.occurrence;
      }
      return { draft: { ...context.draft, ...params.changes }, problems };
    }),
    assignProblems: assign(({ context }, params: { nowMs: number }) => ({
      problems: draftProblems(context.draft, params.nowMs),
    })),
    clearFailure: assign({ failure: null, problems: {} }),
    /** the back end refused a field (occurrence in the past, unknown recipient …): said by it, the draft kept */
    assignRefusal: assign((_, params: { error: unknown }) => {
      const failure = toFlowFailure(params.error);
      const problems: ScheduleCreateContext['problems'] = {};
      for (const f of failure.fields ?? []) {
        if (f.field === 'occurrence' && ['error.message.1117', 'scheduleInPast'].includes(f.code))
          problems.occurrence = f.code as DraftProblem;
      }
      return { failure, problems };
    }),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    assignCreated: assign((_, params: { created: CreatedSchedule }) => ({ created: params.created, failure: null })),
    reset: assign({ draft: emptyDraft, problems: {}, created: null, failure: null }),
  },
  guards: {
    isDraftValid: ({ context }, params: { nowMs: number }) =>
      Object.keys(draftProblems(context.draft, params.nowMs)).length === 0,
    isPinComplete: ({ context }, params: { pin: string }) =>
      params.pin.length === context.pinLength && /^\d+$/.test(params.pin),
    asksPinAgain: (_, params: { error: unknown }) => PIN_AGAIN.has(toFlowFailure(params.error).kind),
  },
}).createMachine({
  id: 'scheduleCreate',
  context: ({ input }) => ({
    draft: emptyDraft,
    problems: {},
    pinLength: input?.pinLength ?? 4,
    created: null,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'draft.change': {
          actions: { type: 'assignChanges', params: ({ event }) => ({ changes: event.changes }) },
        },
        review: [
          {
            guard: { type: 'isDraftValid', params: ({ event }) => ({ nowMs: event.nowMs }) },
            target: 'confirming',
            actions: 'clearFailure',
          },
          { actions: { type: 'assignProblems', params: ({ event }) => ({ nowMs: event.nowMs }) } },
        ],
      },
    },
    /** the PIN dialog over the reviewed draft */
    confirming: {
      on: {
        'pin.confirm': {
          guard: { type: 'isPinComplete', params: ({ event }) => ({ pin: event.pin }) },
          target: 'creating',
        },
        back: { target: 'editing', actions: 'clearFailure' },
      },
    },
    creating: {
      invoke: {
        id: 'createSchedule',
        src: 'createSchedule',
        input: ({ context, event }) => ({
          draft: context.draft,
          pin: (event as Extract<ScheduleCreateEvent, { type: 'pin.confirm' }>).pin,
        }),
        onDone: {
          target: 'created',
          actions: { type: 'assignCreated', params: ({ event }) => ({ created: event.output }) },
        },
        onError: [
          // a wrong PIN, or the call did not get through: the PIN is asked again (a retry)
          {
            guard: { type: 'asksPinAgain', params: ({ event }) => ({ error: event.error }) },
            target: 'confirming',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'editing',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    created: {
      on: { another: { target: 'editing', actions: 'reset' } },
    },
  },
});
