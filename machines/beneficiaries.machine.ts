import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The saved recipients screen (requirements#beneficiaries): the user's saved recipients, searched
 * as typed; one renamed at a time (the nickname checked before it is sent); one deleted at a time
 * once the transaction PIN confirms it (the DeleteWithAuthentication dialog). A refused PIN (wrong,
 * or locked after too many) keeps the recipient and asks again; nothing leaves the list until the
 * back end has deleted it. The PIN travels in the event to the call and is never kept.
 *
 * A saved recipient's shape belongs to the app (the contract): the flow reads its id, nickname,
 * mobile and holder's name, and carries the rest untouched.
 */
export interface SavedRecipient {
  id: string;
  nickname: string;
  mobile: string;
  holderName?: string | null;
}

export type NicknameProblem = 'required' | 'tooLong' | 'markup';

/** what the last change did, for the screen to announce */
export type BeneficiariesNotice = { kind: 'renamed' | 'deleted'; nickname: string } | null;

export interface BeneficiariesContext {
  rows: SavedRecipient[];
  /** the search as typed */
  query: string;
  /** the recipient being renamed or deleted */
  selectedId: string | null;
  /** the nickname being edited */
  nickname: string;
  nicknameProblem: NicknameProblem | null;
  /** digits of the transaction PIN (requirements#security-policy) */
  pinLength: number;
  notice: BeneficiariesNotice;
  failure: FlowFailure | null;
}

export interface BeneficiariesInput {
  pinLength?: number;
}

export type BeneficiariesEvent =
  | { type: 'search.change'; query: string }
  | { type: 'list.refresh' }
  | { type: 'list.retry' }
  | { type: 'rename.start'; id: string }
  | { type: 'rename.change'; nickname: string }
  | { type: 'rename.submit' }
  | { type: 'rename.cancel' }
  | { type: 'delete.start'; id: string }
  | { type: 'delete.confirm'; pin: string }
  | { type: 'delete.cancel' };

export const NICKNAME_MAX = 64;
export const DEFAULT_PIN_LENGTH = 4;

/** The nickname rules of the contract, checked before anything is sent. */
export function nicknameProblem(nickname: string): NicknameProblem | null {
  const trimmed = nickname.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > NICKNAME_MAX) return 'tooLong';
  if (/[<>]/.test(trimmed)) return 'markup';
  return null;
}

/** The rows the search keeps: nickname, number or holder's name containing it, any case; digits as typed. */
export function matchingRecipients(rows: readonly SavedRecipient[], query: string): readonly SavedRecipient[] {
  const q = query.trim().toLocaleLowerCase();
  if (q === '') return rows;
  const digits = q.replace(/[\s-]/g, '');
  return rows.filter(
    (row) =>
      row.nickname.toLocaleLowerCase().includes(q) ||
      (row.holderName ?? '').toLocaleLowerCase().includes(q) ||
      (digits !== '' && row.mobile.includes(digits)),
  );
}

const find = (rows: readonly SavedRecipient[], id: string | null) => rows.find((row) => row.id === id);

export const beneficiariesMachine = setup({
  types: {
    context: {} as BeneficiariesContext,
    events: {} as BeneficiariesEvent,
    input: {} as BeneficiariesInput | undefined,
  },
  actors: {
    loadBeneficiaries: notProvided<readonly SavedRecipient[]>('loadBeneficiaries'),
    renameBeneficiary: notProvided<SavedRecipient, { id: string; nickname: string }>('renameBeneficiary'),
    deleteBeneficiary: notProvided<unknown, { id: string; pin: string }>('deleteBeneficiary'),
  },
  actions: {
    assignRows: assign((_, params: { rows: readonly SavedRecipient[] }) => ({ rows: [...params.rows], failure: null })),
    assignQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    startRename: assign(({ context }, params: { id: string }) => ({
      selectedId: params.id,
      nickname: find(context.rows, params.id)?.nickname ?? '',
      nicknameProblem: null,
      notice: null,
      failure: null,
    })),
    assignNickname: assign((_, params: { nickname: string }) => ({ nickname: params.nickname, nicknameProblem: null })),
    assignNicknameProblem: assign(({ context }) => ({ nicknameProblem: nicknameProblem(context.nickname) })),
    replaceRow: assign(({ context }, params: { row: SavedRecipient }) => ({
      rows: context.rows.map((row) => (row.id === params.row.id ? params.row : row)),
      notice: { kind: 'renamed' as const, nickname: params.row.nickname },
      selectedId: null,
      nickname: '',
    })),
    startDelete: assign((_, params: { id: string }) => ({ selectedId: params.id, notice: null, failure: null })),
    removeSelected: assign(({ context }) => ({
      rows: context.rows.filter((row) => row.id !== context.selectedId),
      notice: { kind: 'deleted' as const, nickname: find(context.rows, context.selectedId)?.nickname ?? '' },
      selectedId: null,
    })),
    /** a recipient already gone from the back end leaves the list too, with the failure said */
    dropSelected: assign(({ context }) => ({
      rows: context.rows.filter((row) => row.id !== context.selectedId),
      selectedId: null,
      nickname: '',
    })),
    clearSelection: assign({ selectedId: null, nickname: '', nicknameProblem: null, failure: null }),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isKnown: ({ context }, params: { id: string }) => find(context.rows, params.id) !== undefined,
    isNicknameValid: ({ context }) => nicknameProblem(context.nickname) === null,
    isNicknameUnchanged: ({ context }) =>
      context.nickname.trim() === (find(context.rows, context.selectedId)?.nickname ?? ''),
    isPinComplete: ({ context }, params: { pin: string }) =>
      params.pin.length === context.pinLength && /^\d+$/.test(params.pin),
    isGone: (_, params: { error: unknown }) => toFlowFailure(params.error).kind === 'notFound',
  },
}).createMachine({
  id: 'beneficiaries',
  context: ({ input }) => ({
    rows: [],
    query: '',
    selectedId: null,
    nickname: '',
    nicknameProblem: null,
    pinLength: input?.pinLength ?? DEFAULT_PIN_LENGTH,
    notice: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBeneficiaries',
        src: 'loadBeneficiaries',
        onDone: {
          target: 'ready',
          actions: { type: 'assignRows', params: ({ event }) => ({ rows: event.output }) },
        },
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
      on: {
        'search.change': { actions: { type: 'assignQuery', params: ({ event }) => ({ query: event.query }) } },
      },
      states: {
        idle: {
          on: {
            'list.refresh': '#beneficiaries.loading',
            'rename.start': {
              guard: { type: 'isKnown', params: ({ event }) => ({ id: event.id }) },
              target: 'renaming',
              actions: { type: 'startRename', params: ({ event }) => ({ id: event.id }) },
            },
            'delete.start': {
              guard: { type: 'isKnown', params: ({ event }) => ({ id: event.id }) },
              target: 'deleting',
              actions: { type: 'startDelete', params: ({ event }) => ({ id: event.id }) },
            },
          },
        },
        renaming: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'rename.change': {
                  actions: { type: 'assignNickname', params: ({ event }) => ({ nickname: event.nickname }) },
                },
                'rename.submit': [
                  { guard: 'isNicknameUnchanged', target: '#beneficiaries.ready.idle', actions: 'clearSelection' },
                  { guard: 'isNicknameValid', target: 'saving', actions: 'clearFailure' },
                  { actions: 'assignNicknameProblem' },
                ],
                'rename.cancel': { target: '#beneficiaries.ready.idle', actions: 'clearSelection' },
              },
            },
            saving: {
              invoke: {
                id: 'renameBeneficiary',
                src: 'renameBeneficiary',
                input: ({ context }) => ({ id: context.selectedId ?? '', nickname: context.nickname.trim() }),
                onDone: {
                  target: '#beneficiaries.ready.idle',
                  actions: { type: 'replaceRow', params: ({ event }) => ({ row: event.output }) },
                },
                onError: [
                  {
                    guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) },
                    target: '#beneficiaries.ready.idle',
                    actions: [
                      'dropSelected',
                      { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                    ],
                  },
                  {
                    target: 'editing',
                    actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
          },
        },
        /** the DeleteWithAuthentication dialog: the PIN confirms the deletion */
        deleting: {
          initial: 'confirming',
          states: {
            confirming: {
              on: {
                'delete.confirm': {
                  guard: { type: 'isPinComplete', params: ({ event }) => ({ pin: event.pin }) },
                  target: 'removing',
                  actions: 'clearFailure',
                },
                'delete.cancel': { target: '#beneficiaries.ready.idle', actions: 'clearSelection' },
              },
            },
            removing: {
              invoke: {
                id: 'deleteBeneficiary',
                src: 'deleteBeneficiary',
                input: ({ context, event }) => ({
                  id: context.selectedId ?? '',
                  pin: (event as Extract<BeneficiariesEvent, { type: 'delete.confirm' }>).pin,
                }),
                onDone: { target: '#beneficiaries.ready.idle', actions: 'removeSelected' },
                onError: [
                  {
                    guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) },
                    target: '#beneficiaries.ready.idle',
                    actions: [
                      'dropSelected',
                      { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                    ],
                  },
                  // requirements#beneficiaries: a wrong (or locked) PIN deletes nothing and asks again
                  {
                    target: 'confirming',
                    actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
