import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The bell's count (requirements#notifications): while someone is signed in, the unread
 * notifications are counted, then counted again after a pause, and at once when the notification
 * centre says it marked some read. A failed count keeps the last one on the bell.
 *
 * Each count comes with the newest unread notification. One newer than any this session has seen,
 * found by a later count (not the session's first: those were there before), is told to the user
 * (issue 20: a toast for a background result — money received, a schedule run, an application
 * decided) through `tellArrival`, which the shell provides.
 */
export interface NewestUnread {
  id: string;
  /** when it was made (an ISO time) */
  createdAt: string;
}

export interface UnreadAnswer<N extends NewestUnread = NewestUnread> {
  unread: number;
  /** the newest unread notification; null when none is unread */
  latest: N | null;
}

export interface UnreadNotificationsContext {
  /** null: not counted yet (or nobody signed in) */
  unread: number | null;
  failure: FlowFailure | null;
  /** the pause between two counts */
  pollMs: number;
  /** when the newest notification this session has seen was made (told or counted); null: none yet */
  newestSeen: string | null;
}

/** What `tellArrival` is given: the newest arrival and how many arrived with it (at least 1). */
export interface ArrivalNotice {
  latest: NewestUnread;
  arrived: number;
}

const later = (a: string, b: string) => Date.parse(a) > Date.parse(b);

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
    countUnread: notProvided<UnreadAnswer>('countUnread'),
  },
  actions: {
    assignCount: assign(({ context }, params: { answer: UnreadAnswer }) => {
      const made = params.answer.latest?.createdAt;
      const newestSeen =
        made === undefined || (context.newestSeen !== null && !later(made, context.newestSeen))
          ? context.newestSeen
          : made;
      return { unread: params.answer.unread, failure: null, newestSeen };
    }),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    /** another session's count is not this one's */
    forgetCount: assign({ unread: null, failure: null, newestSeen: null }),
    /** tells the user of a notification that arrived (the shell's toast) */
    tellArrival: (_, _params: ArrivalNotice) => undefined,
    /** what was told of another session's arrivals is taken away */
    clearArrivals: () => undefined,
  },
  guards: {
    /** counted before in this session, and the newest unread one is newer than any seen */
    arrived: ({ context }, params: { answer: UnreadAnswer }) => {
      const latest = params.answer.latest;
      return (
        context.unread !== null &&
        latest !== null &&
        (context.newestSeen === null || later(latest.createdAt, context.newestSeen))
      );
    },
  },
  delays: {
    pollInterval: ({ context }) => context.pollMs,
  },
}).createMachine({
  id: 'unreadNotifications',
  context: ({ input }) => ({
    unread: null,
    failure: null,
    pollMs: input?.pollMs ?? UNREAD_POLL_MS,
    newestSeen: null,
  }),
  initial: 'signedOut',
  states: {
    signedOut: {
      on: { 'session.started': 'signedIn' },
    },
    signedIn: {
      initial: 'counting',
      on: {
        // someone else signed in: their own count, from the start
        'session.started': { target: 'signedIn', reenter: true, actions: ['forgetCount', 'clearArrivals'] },
        'session.ended': { target: 'signedOut', actions: ['forgetCount', 'clearArrivals'] },
        // marked read (or anything else that changed the count): counted again at once
        'notifications.changed': '.counting',
      },
      states: {
        counting: {
          invoke: {
            id: 'countUnread',
            src: 'countUnread',
            onDone: [
              {
                guard: { type: 'arrived', params: ({ event }) => ({ answer: event.output }) },
                target: 'waiting',
                actions: [
                  {
                    type: 'tellArrival',
                    params: ({ context, event }) => ({
                      latest: event.output.latest!,
                      arrived: Math.max(1, event.output.unread - (context.unread ?? 0)),
                    }),
                  },
                  { type: 'assignCount', params: ({ event }) => ({ answer: event.output }) },
                ],
              },
              {
                target: 'waiting',
                actions: { type: 'assignCount', params: ({ event }) => ({ answer: event.output }) },
              },
            ],
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
