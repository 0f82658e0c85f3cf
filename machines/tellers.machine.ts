import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * Manage tellers (issue 16 part 9, /app/table-list/manage-teller): an enterprise's (or a branch's)
 * branches and tellers, searched as typed; a teller created (name, mobile, login, branch, daily
 * limit — checked before it is sent, and again by the back end, which also refuses a login taken);
 * a teller disabled or enabled, its password reset (the teller receives a link), its daily limit
 * set. A failed change keeps what was typed and says why.
 *
 * A member's shape belongs to the app (the contract): the flow reads id, name, login, role, enabled.
 */
export interface TeamMemberRow {
  id: string;
  role: 'BRANCH' | 'TELLER';
  name: string;
  login: string;
  mobile: string;
  enabled: boolean;
}

export interface TellerForm {
  name: string;
  mobile: string;
  login: string;
  /** '' = under the signed-in user itself */
  branchId: string;
  dailyLimit: string;
}
export type TellerField = keyof TellerForm;
export type TellerFormProblems = Partial<Record<TellerField, 'required' | 'invalid'>>;

export type TellerChange =
  { action: 'enable' | 'disable' | 'reset'; id: string } | { action: 'limit'; id: string; dailyLimit: string };

export type TellersNotice = { kind: 'created' | 'enabled' | 'disabled' | 'reset' | 'limit'; name: string } | null;

export interface TellersContext {
  rows: TeamMemberRow[];
  query: string;
  form: TellerForm;
  problems: TellerFormProblems;
  selectedId: string | null;
  limit: string;
  notice: TellersNotice;
  failure: FlowFailure | null;
}

export type TellersEvent =
  | { type: 'search.change'; query: string }
  | { type: 'list.refresh' }
  | { type: 'list.retry' }
  | { type: 'create.start' }
  | { type: 'create.change'; field: TellerField; value: string }
  | { type: 'create.submit' }
  | { type: 'create.cancel' }
  | { type: 'teller.enable'; id: string }
  | { type: 'teller.disable'; id: string }
  | { type: 'teller.reset'; id: string }
  | { type: 'limit.start'; id: string }
  | { type: 'limit.change'; value: string }
  | { type: 'limit.submit' }
  | { type: 'limit.cancel' };

export const emptyTellerForm: TellerForm = { name: '', mobile: '', login: '', branchId: '', dailyLimit: '' };

const AMOUNT = /^(0|[1-9][0-9]{0,9})(\.[0-9]{1,2})?$/;
export const MAX_DAILY_LIMIT = 1_000_000_000;

export function limitProblem(value: string): 'required' | 'invalid' | null {
  const v = value.trim();
  if (v === '') return 'required';
  return AMOUNT.test(v) && Number(v) <= MAX_DAILY_LIMIT ? null : 'invalid';
}

/** The contract's rules, checked before anything is sent. */
export function tellerFormProblems(form: TellerForm): TellerFormProblems {
  const problems: TellerFormProblems = {};
  const name = form.name.trim();
  if (name === '') problems.name = 'required';
  else if (name.length < 2 || name.length > 64 || /[<>]/.test(name)) problems.name = 'invalid';
  const mobile = form.mobile.trim();
  if (mobile === '') problems.mobile = 'required';
  else if (!/^7[0-9]{9}$/.test(mobile)) problems.mobile = 'invalid';
  const login = form.login.trim().toLowerCase();
  if (login === '') problems.login = 'required';
  else if (!/^[a-z][a-z0-9._-]{2,31}$/.test(login)) problems.login = 'invalid';
  const limit = limitProblem(form.dailyLimit);
  if (limit !== null) problems.dailyLimit = limit;
  return problems;
}

export function matchingMembers<R extends TeamMemberRow>(rows: readonly R[], query: string): readonly R[] {
  const q = query.trim().toLocaleLowerCase();
  if (q === '') return rows;
  return rows.filter((r) => r.name.toLocaleLowerCase().includes(q) || r.login.includes(q) || r.mobile.includes(q));
}

const teller = (rows: readonly TeamMemberRow[], id: string | null) =>
  rows.find((r) => r.id === id && r.role === 'TELLER');
const noticeKind = { enable: 'enabled', disable: 'disabled', reset: 'reset', limit: 'limit' } as const;

export const tellersMachine = setup({
  types: {
    context: {} as TellersContext,
    events: {} as TellersEvent,
  },
  actors: {
    loadTeam: notProvided<readonly TeamMemberRow[]>('loadTeam'),
    createTeller: notProvided<TeamMemberRow, TellerForm>('createTeller'),
    changeTeller: notProvided<TeamMemberRow | null, TellerChange>('changeTeller'),
  },
  actions: {
    assignRows: assign((_, params: { rows: readonly TeamMemberRow[] }) => ({ rows: [...params.rows], failure: null })),
    assignQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    startCreate: assign({ form: emptyTellerForm, problems: {}, notice: null, failure: null }),
    assignField: assign(({ context }, params: { field: TellerField; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
      problems: { ...context.problems, [params.field]: undefined },
    })),
    assignProblems: assign(({ context }) => ({ problems: tellerFormProblems(context.form) })),
    addRow: assign(({ context }, params: { row: TeamMemberRow }) => ({
      rows: [...context.rows, params.row],
      form: emptyTellerForm,
      notice: { kind: 'created' as const, name: params.row.name },
    })),
    select: assign((_, params: { id: string }) => ({ selectedId: params.id, notice: null, failure: null })),
    startLimit: assign((_, params: { id: string }) => ({
      selectedId: params.id,
      limit: '',
      notice: null,
      failure: null,
    })),
    assignLimit: assign((_, params: { value: string }) => ({ limit: params.value, failure: null })),
    changed: assign(({ context }, params: { row: TeamMemberRow | null; action: TellerChange['action'] }) => ({
      rows: params.row === null ? context.rows : context.rows.map((r) => (r.id === params.row?.id ? params.row : r)),
      notice: { kind: noticeKind[params.action], name: teller(context.rows, context.selectedId)?.name ?? '' },
      selectedId: null,
      limit: '',
    })),
    clearSelection: assign({ selectedId: null, limit: '' }),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isTeller: ({ context }, params: { id: string }) => teller(context.rows, params.id) !== undefined,
    isFormValid: ({ context }) => Object.keys(tellerFormProblems(context.form)).length === 0,
    isLimitValid: ({ context }) => limitProblem(context.limit) === null,
  },
}).createMachine({
  id: 'tellers',
  context: {
    rows: [],
    query: '',
    form: emptyTellerForm,
    problems: {},
    selectedId: null,
    limit: '',
    notice: null,
    failure: null,
  },
  initial: 'loading',
  on: {
    'search.change': { actions: { type: 'assignQuery', params: ({ event }) => ({ query: event.query }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadTeam',
        src: 'loadTeam',
        onDone: { target: 'ready', actions: { type: 'assignRows', params: ({ event }) => ({ rows: event.output }) } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'list.refresh': '#tellers.loading',
            'create.start': { target: 'creating', actions: 'startCreate' },
            'teller.enable': {
              guard: { type: 'isTeller', params: ({ event }) => ({ id: event.id }) },
              target: 'changing.enable',
              actions: { type: 'select', params: ({ event }) => ({ id: event.id }) },
            },
            'teller.disable': {
              guard: { type: 'isTeller', params: ({ event }) => ({ id: event.id }) },
              target: 'changing.disable',
              actions: { type: 'select', params: ({ event }) => ({ id: event.id }) },
            },
            'teller.reset': {
              guard: { type: 'isTeller', params: ({ event }) => ({ id: event.id }) },
              target: 'changing.reset',
              actions: { type: 'select', params: ({ event }) => ({ id: event.id }) },
            },
            'limit.start': {
              guard: { type: 'isTeller', params: ({ event }) => ({ id: event.id }) },
              target: 'limiting',
              actions: { type: 'startLimit', params: ({ event }) => ({ id: event.id }) },
            },
          },
        },
        creating: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'create.change': {
                  actions: {
                    type: 'assignField',
                    params: ({ event }) => ({ field: event.field, value: event.value }),
                  },
                },
                'create.submit': [
                  { guard: 'isFormValid', target: 'saving', actions: 'clearFailure' },
                  { actions: 'assignProblems' },
                ],
                'create.cancel': { target: '#tellers.ready.idle', actions: 'clearFailure' },
              },
            },
            saving: {
              invoke: {
                id: 'createTeller',
                src: 'createTeller',
                input: ({ context }) => ({
                  ...context.form,
                  name: context.form.name.trim(),
                  mobile: context.form.mobile.trim(),
                  login: context.form.login.trim().toLowerCase(),
                  dailyLimit: context.form.dailyLimit.trim(),
                }),
                onDone: {
                  target: '#tellers.ready.idle',
                  actions: { type: 'addRow', params: ({ event }) => ({ row: event.output }) },
                },
                // a failed submit keeps the form as typed
                onError: {
                  target: 'editing',
                  actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        limiting: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'limit.change': { actions: { type: 'assignLimit', params: ({ event }) => ({ value: event.value }) } },
                'limit.submit': { guard: 'isLimitValid', target: 'saving', actions: 'clearFailure' },
                'limit.cancel': { target: '#tellers.ready.idle', actions: ['clearSelection', 'clearFailure'] },
              },
            },
            saving: {
              invoke: {
                ...invokeChange('limit'),
                // a failed submit keeps the limit as typed
                onError: {
                  target: 'editing',
                  actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        changing: {
          initial: 'enable',
          states: {
            enable: { invoke: invokeChange('enable') },
            disable: { invoke: invokeChange('disable') },
            reset: { invoke: invokeChange('reset') },
          },
        },
      },
    },
  },
});

function invokeChange(action: TellerChange['action']) {
  return {
    id: 'changeTeller',
    src: 'changeTeller' as const,
    input: ({ context }: { context: TellersContext }): TellerChange =>
      action === 'limit'
        ? { action, id: context.selectedId ?? '', dailyLimit: context.limit.trim() }
        : { action, id: context.selectedId ?? '' },
    onDone: {
      target: '#tellers.ready.idle',
      actions: {
        type: 'changed' as const,
        params: ({ event }: { event: { output: TeamMemberRow | null } }) => ({ row: event.output, action }),
      },
    },
    onError: {
      target: '#tellers.ready.idle',
      actions: [
        'clearSelection' as const,
        {
          type: 'assignFailure' as const,
          params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
        },
      ],
    },
  };
}
