import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The active sessions list of /app/my-account (requirements#active-sessions): the user's live
 * sessions (failed with retry, refreshed on demand); one other session signed out once the user
 * confirms it, or every other one; after either the list is loaded again and says what happened.
 * A session already gone when it is signed out is said so (and the list refreshed); any other
 * failure keeps the confirmation open with the reason. The session in use is never offered: the
 * shell's sign-out ends it.
 *
 * A session's shape belongs to the app (the contract): the flow reads its id and whether it is the
 * one in use, and carries the rest.
 */
export interface ListedSession {
  id: string;
  current: boolean;
}

/** What the list says after a sign-out: ended, already ended elsewhere, or how many others ended. */
export type ActiveSessionsNotice =
  { kind: 'ended' } | { kind: 'alreadyEnded' } | { kind: 'endedOthers'; count: number };

export interface ActiveSessionsContext {
  sessions: ListedSession[];
  /** the session being signed out (its confirmation and the call) */
  target: ListedSession | null;
  notice: ActiveSessionsNotice | null;
  failure: FlowFailure | null;
}

export type ActiveSessionsEvent =
  | { type: 'list.retry' }
  | { type: 'list.refresh' }
  | { type: 'revoke.start'; id: string }
  | { type: 'revoke.confirm' }
  | { type: 'revoke.cancel' }
  | { type: 'revokeOthers.start' }
  | { type: 'revokeOthers.confirm' }
  | { type: 'revokeOthers.cancel' };

export const activeSessionsMachine = setup({
  types: {
    context: {} as ActiveSessionsContext,
    events: {} as ActiveSessionsEvent,
  },
  actors: {
    loadSessions: notProvided<readonly ListedSession[]>('loadSessions'),
    endSession: notProvided<unknown, { id: string }>('endSession'),
    endOtherSessions: notProvided<{ ended: number }>('endOtherSessions'),
  },
  actions: {
    assignSessions: assign((_, params: { sessions: readonly ListedSession[] }) => ({
      sessions: [...params.sessions],
      failure: null,
    })),
    assignTarget: assign(({ context }, params: { id: string }) => ({
      target: context.sessions.find((s) => s.id === params.id) ?? null,
    })),
    clearTarget: assign({ target: null }),
    assignNotice: assign((_, params: { notice: ActiveSessionsNotice }) => ({ notice: params.notice })),
    clearNotice: assign({ notice: null }),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    /** only another session of the list: the one in use is signed out from the shell */
    isOtherSession: ({ context }, params: { id: string }) =>
      context.sessions.some((s) => s.id === params.id && !s.current),
    hasOtherSessions: ({ context }) => context.sessions.some((s) => !s.current),
    isGone: (_, params: { error: unknown }) => toFlowFailure(params.error).kind === 'notFound',
  },
}).createMachine({
  id: 'activeSessions',
  context: { sessions: [], target: null, notice: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSessions',
        src: 'loadSessions',
        onDone: {
          target: 'shown.list',
          actions: [{ type: 'assignSessions', params: ({ event }) => ({ sessions: event.output }) }, 'clearNotice'],
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** not loaded (a notice of a sign-out just made stays with it): retry */
    failed: { on: { 'list.retry': 'loading' } },
    shown: {
      initial: 'list',
      states: {
        list: {},
        /** loaded again after a sign-out, saying what happened */
        refreshed: {},
      },
      on: {
        'list.refresh': 'loading',
        'revoke.start': {
          guard: { type: 'isOtherSession', params: ({ event }) => ({ id: event.id }) },
          target: 'confirmingRevoke',
          actions: [{ type: 'assignTarget', params: ({ event }) => ({ id: event.id }) }, 'clearNotice', 'clearFailure'],
        },
        'revokeOthers.start': {
          guard: 'hasOtherSessions',
          target: 'confirmingRevokeOthers',
          actions: ['clearNotice', 'clearFailure'],
        },
      },
    },
    confirmingRevoke: {
      on: {
        'revoke.confirm': { target: 'revoking', actions: 'clearFailure' },
        'revoke.cancel': { target: 'shown.list', actions: ['clearTarget', 'clearFailure'] },
      },
    },
    revoking: {
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ id: context.target?.id ?? '' }),
        onDone: {
          target: 'refreshing',
          actions: ['clearTarget', { type: 'assignNotice', params: { notice: { kind: 'ended' } } }],
        },
        onError: [
          // ended meanwhile (elsewhere, or it went idle): nothing left to sign out, and it is said
          {
            guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) },
            target: 'refreshing',
            actions: ['clearTarget', { type: 'assignNotice', params: { notice: { kind: 'alreadyEnded' } } }],
          },
          {
            target: 'confirmingRevoke',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    confirmingRevokeOthers: {
      on: {
        'revokeOthers.confirm': { target: 'revokingOthers', actions: 'clearFailure' },
        'revokeOthers.cancel': { target: 'shown.list', actions: 'clearFailure' },
      },
    },
    revokingOthers: {
      invoke: {
        id: 'endOtherSessions',
        src: 'endOtherSessions',
        onDone: {
          target: 'refreshing',
          actions: {
            type: 'assignNotice',
            params: ({ event }) => ({ notice: { kind: 'endedOthers', count: event.output.ended } }),
          },
        },
        onError: {
          target: 'confirmingRevokeOthers',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshSessions',
        src: 'loadSessions',
        onDone: {
          target: 'shown.refreshed',
          actions: { type: 'assignSessions', params: ({ event }) => ({ sessions: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
