import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The user's scheduled payments (issue 16): each with its next run, its last result and its runs;
 * refreshed on demand (the runs happen on the server); paused or resumed at once; cancelled once
 * the transaction PIN confirms it (the DeleteWithAuthentication dialog) — a wrong or locked PIN
 * cancels nothing and asks again. A row changes only once the back end answered. The PIN travels
 * in the event to the call and is never kept.
 */
export interface ScheduleRow {
  id: string;
  status: 'active' | 'paused' | 'cancelled' | 'finished';
  recipientName: string;
}

export type SchedulesNotice = { kind: 'paused' | 'resumed' | 'cancelled'; id: string } | null;

export interface SchedulesContext {
  rows: ScheduleRow[];
  selectedId: string | null;
  pinLength: number;
  notice: SchedulesNotice;
  failure: FlowFailure | null;
}

export interface SchedulesInput {
  pinLength?: number;
}

export type SchedulesEvent =
  | { type: 'list.refresh' }
  | { type: 'list.retry' }
  | { type: 'pause'; id: string }
  | { type: 'resume'; id: string }
  | { type: 'cancel.start'; id: string }
  | { type: 'cancel.confirm'; pin: string }
  | { type: 'cancel.close' };

const find = (rows: readonly ScheduleRow[], id: string | null) => rows.find((row) => row.id === id);

export const schedulesMachine = setup({
  types: {
    context: {} as SchedulesContext,
    events: {} as SchedulesEvent,
    input: {} as SchedulesInput | undefined,
  },
  actors: {
    loadSchedules: notProvided<readonly ScheduleRow[]>('loadSchedules'),
    setPaused: notProvided<ScheduleRow, { id: string; paused: boolean }>('setPaused'),
    cancelSchedule: notProvided<ScheduleRow, { id: string; pin: string }>('cancelSchedule'),
  },
  actions: {
    assignRows: assign((_, params: { rows: readonly ScheduleRow[] }) => ({ rows: [...params.rows], failure: null })),
    select: assign((_, params: { id: string }) => ({ selectedId: params.id, notice: null, failure: null })),
    replaceRow: assign(({ context }, params: { row: ScheduleRow; kind: 'paused' | 'resumed' | 'cancelled' }) => ({
      rows: context.rows.map((row) => (row.id === params.row.id ? params.row : row)),
      notice: { kind: params.kind, id: params.row.id },
      selectedId: null,
    })),
    clearSelection: assign({ selectedId: null, failure: null }),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    canPause: ({ context }, params: { id: string }) => find(context.rows, params.id)?.status === 'active',
    canResume: ({ context }, params: { id: string }) => find(context.rows, params.id)?.status === 'paused',
    canCancel: ({ context }, params: { id: string }) => {
      const status = find(context.rows, params.id)?.status;
      return status === 'active' || status === 'paused';
    },
    isPinComplete: ({ context }, params: { pin: string }) =>
      params.pin.length === context.pinLength && /^\d+$/.test(params.pin),
  },
}).createMachine({
  id: 'schedules',
  context: ({ input }) => ({
    rows: [],
    selectedId: null,
    pinLength: input?.pinLength ?? 4,
    notice: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSchedules',
        src: 'loadSchedules',
        onDone: { target: 'ready', actions: { type: 'assignRows', params: ({ event }) => ({ rows: event.output }) } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'list.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'list.refresh': 'refreshing',
            pause: {
              guard: { type: 'canPause', params: ({ event }) => ({ id: event.id }) },
              target: 'pausing',
              actions: { type: 'select', params: ({ event }) => ({ id: event.id }) },
            },
            resume: {
              guard: { type: 'canResume', params: ({ event }) => ({ id: event.id }) },
              target: 'resuming',
              actions: { type: 'select', params: ({ event }) => ({ id: event.id }) },
            },
            'cancel.start': {
              guard: { type: 'canCancel', params: ({ event }) => ({ id: event.id }) },
              target: 'cancelling',
              actions: { type: 'select', params: ({ event }) => ({ id: event.id }) },
            },
          },
        },
        /** the list stays on screen while it is read again */
        refreshing: {
          invoke: {
            id: 'refreshSchedules',
            src: 'loadSchedules',
            onDone: {
              target: 'idle',
              actions: { type: 'assignRows', params: ({ event }) => ({ rows: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        pausing: {
          invoke: {
            id: 'pauseSchedule',
            src: 'setPaused',
            input: ({ context }) => ({ id: context.selectedId ?? '', paused: true }),
            onDone: {
              target: 'idle',
              actions: { type: 'replaceRow', params: ({ event }) => ({ row: event.output, kind: 'paused' as const }) },
            },
            onError: {
              target: 'idle',
              actions: ['clearSelection', { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
        resuming: {
          invoke: {
            id: 'resumeSchedule',
            src: 'setPaused',
            input: ({ context }) => ({ id: context.selectedId ?? '', paused: false }),
            onDone: {
              target: 'idle',
              actions: { type: 'replaceRow', params: ({ event }) => ({ row: event.output, kind: 'resumed' as const }) },
            },
            onError: {
              target: 'idle',
              actions: ['clearSelection', { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
        /** the DeleteWithAuthentication dialog: the PIN confirms the cancellation */
        cancelling: {
          initial: 'confirming',
          states: {
            confirming: {
              on: {
                'cancel.confirm': {
                  guard: { type: 'isPinComplete', params: ({ event }) => ({ pin: event.pin }) },
                  target: 'sending',
                  actions: 'clearFailure',
                },
                'cancel.close': { target: '#schedules.ready.idle', actions: 'clearSelection' },
              },
            },
            sending: {
              invoke: {
                id: 'cancelSchedule',
                src: 'cancelSchedule',
                input: ({ context, event }) => ({
                  id: context.selectedId ?? '',
                  pin: (event as Extract<SchedulesEvent, { type: 'cancel.confirm' }>).pin,
                }),
                onDone: {
                  target: '#schedules.ready.idle',
                  actions: {
                    type: 'replaceRow',
                    params: ({ event }) => ({ row: event.output, kind: 'cancelled' as const }),
                  },
                },
                // a wrong or locked PIN (or no answer) cancels nothing: the dialog says why and asks again
                onError: {
                  target: 'confirming',
                  actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
  },
});
