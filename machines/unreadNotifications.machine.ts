import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The bell's count (requirements#notifications): while someone is signed in, the unread
 * notifications are counted, then counted again after a pause, and at once when the notification
 * centre says it marked some read. A failed count keeps the last one on the bell.
 */
export interface UnreadNotificationsContext {
  /** null: not counted yet (or nobody signed in) */
  unread: number | null;
  failure: FlowFailure | null;
  /** the pause between two counts */
  pollMs: number;
}

export interface UnreadNotificationsInput {
  pollMs?: number;
}

export type UnreadNotificationsEvent =
  { type: 'session.started' } | { type: 'session.ended' } | { type: 'notifications.changed' };

export const UNREAD_POLL_MS = 30_000;

export const unreadNotificationsMachine = setup({
  types: {
    context: {} as UnreadNotificationsContext,
    events: {} as UnreadNotificationsEvent,
    input: {} as UnreadNotificationsInput | undefined,
  },
  actors: {
    countUnread: notProvided<number>('countUnread'),
  },
  actions: {
    assignCount: assign((_, params: { unread: number }) => ({ unread: params.unread, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    /** another session's count is not this one's */
    forgetCount: assign({ unread: null, failure: null }),
  },
  delays: {
    pollInterval: ({ context }) => context.pollMs,
  },
}).createMachine({
  id: 'unreadNotifications',
  context: ({ input }) => ({ unread: null, failure: null, pollMs: input?.pollMs ?? UNREAD_POLL_MS }),
  initial: 'signedOut',
  states: {
    signedOut: {
      on: { 'session.started': 'signedIn' },
    },
    signedIn: {
      initial: 'counting',
      on: {
        // someone else signed in: their own count, from the start
        'session.started': { target: 'signedIn', reenter: true, actions: 'forgetCount' },
        'session.ended': { target: 'signedOut', actions: 'forgetCount' },
        // marked read (or anything else that changed the count): counted again at once
        'notifications.changed': '.counting',
      },
      states: {
        counting: {
          invoke: {
            id: 'countUnread',
            src: 'countUnread',
            onDone: {
              target: 'waiting',
              actions: { type: 'assignCount', params: ({ event }) => ({ unread: event.output }) },
            },
            onError: {
              target: 'waiting',
              actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        waiting: {
          after: { pollInterval: 'counting' },
        },
      },
    },
  },
});
