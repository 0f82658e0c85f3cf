import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The notification centre's page (requirements#notifications): the user's notifications, newest
 * first, of one category or of all, a page at a time; one or all of them marked read. Marking
 * waits for the back end's answer: a failed mark says so and keeps the list as it was.
 *
 * A notification's shape belongs to the app (the contract); the flow reads its id and whether
 * it is read, and carries the rest untouched.
 */
export type NotificationFilter = 'TRANSACTION' | 'SECURITY' | 'PROMOTION';

export interface NotificationRow {
  id: string;
  read: boolean;
}

export interface NotificationsPageAnswer {
  rows: readonly NotificationRow[];
  /** of the filter */
  total: number;
  /** unread of every category */
  unread: number;
}

export type MarkRequest = { ids: string[] } | { all: true; filter: NotificationFilter | null };

export interface NotificationsContext {
  /** null: every category */
  filter: NotificationFilter | null;
  pageSize: number;
  rows: NotificationRow[];
  total: number;
  /** pages loaded so far */
  page: number;
  unread: number;
  /** what is being marked read */
  marking: MarkRequest | null;
  /** the first page's failure (failed), or a later call's (ready: the list stays) */
  failure: FlowFailure | null;
}

export interface NotificationsInput {
  filter?: NotificationFilter | null;
  pageSize?: number;
}

export type NotificationsEvent =
  | { type: 'filter.change'; filter: NotificationFilter | null }
  | { type: 'page.more' }
  | { type: 'notification.markRead'; id: string }
  | { type: 'notifications.markAllRead' }
  | { type: 'notifications.refresh' }
  | { type: 'notifications.retry' };

/** requirements#constants-pagination: the default records per list, unless the input says otherwise */
export const NOTIFICATIONS_PAGE_SIZE = 30;

const markRows = (rows: readonly NotificationRow[], request: MarkRequest): NotificationRow[] =>
  rows.map((row) => ('all' in request || request.ids.includes(row.id) ? { ...row, read: true } : row));

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput | undefined,
  },
  actors: {
    loadPage: notProvided<
      NotificationsPageAnswer,
      { filter: NotificationFilter | null; page: number; pageSize: number }
    >('loadPage'),
    markRead: notProvided<{ unread: number }, MarkRequest>('markRead'),
  },
  actions: {
    assignFirstPage: assign((_, params: { answer: NotificationsPageAnswer }) => ({
      rows: [...params.answer.rows],
      total: params.answer.total,
      unread: params.answer.unread,
      page: 1,
      marking: null,
      failure: null,
    })),
    appendPage: assign(({ context }, params: { answer: NotificationsPageAnswer }) => ({
      rows: [...context.rows, ...params.answer.rows],
      total: params.answer.total,
      unread: params.answer.unread,
      page: context.page + 1,
    })),
    assignFilter: assign((_, params: { filter: NotificationFilter | null }) => ({
      filter: params.filter,
      rows: [],
      total: 0,
      page: 0,
      marking: null,
      failure: null,
    })),
    assignMarking: assign((_, params: { request: MarkRequest }) => ({ marking: params.request, failure: null })),
    applyMarked: assign(({ context }, params: { unread: number }) => ({
      rows: context.marking === null ? context.rows : markRows(context.rows, context.marking),
      unread: params.unread,
      marking: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error), marking: null })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    hasRows: (_, params: { answer: NotificationsPageAnswer }) => params.answer.rows.length > 0,
    hasMore: ({ context }) => context.rows.length < context.total,
    isUnread: ({ context }, params: { id: string }) => context.rows.some((row) => row.id === params.id && !row.read),
    /** an unread one on screen, or further pages while something is unread */
    hasUnread: ({ context }) =>
      context.rows.some((row) => !row.read) || (context.rows.length < context.total && context.unread > 0),
    isOtherFilter: ({ context }, params: { filter: NotificationFilter | null }) => params.filter !== context.filter,
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    filter: input?.filter ?? null,
    pageSize: input?.pageSize ?? NOTIFICATIONS_PAGE_SIZE,
    rows: [],
    total: 0,
    page: 0,
    unread: 0,
    marking: null,
    failure: null,
  }),
  initial: 'loading',
  on: {
    'filter.change': {
      guard: { type: 'isOtherFilter', params: ({ event }) => ({ filter: event.filter }) },
      target: '.loading',
      actions: { type: 'assignFilter', params: ({ event }) => ({ filter: event.filter }) },
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ filter: context.filter, page: 1, pageSize: context.pageSize }),
        onDone: [
          {
            guard: { type: 'hasRows', params: ({ event }) => ({ answer: event.output }) },
            target: 'ready',
            actions: { type: 'assignFirstPage', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'empty', actions: { type: 'assignFirstPage', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'notifications.retry': 'loading' },
    },
    empty: {
      on: { 'notifications.refresh': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: { 'notifications.refresh': 'loading' },
      states: {
        idle: {
          on: {
            'page.more': { guard: 'hasMore', target: 'loadingMore', actions: 'clearFailure' },
            'notification.markRead': {
              guard: { type: 'isUnread', params: ({ event }) => ({ id: event.id }) },
              target: 'marking',
              actions: { type: 'assignMarking', params: ({ event }) => ({ request: { ids: [event.id] } }) },
            },
            'notifications.markAllRead': {
              guard: 'hasUnread',
              target: 'marking',
              actions: {
                type: 'assignMarking',
                params: ({ context }) => ({ request: { all: true, filter: context.filter } }),
              },
            },
          },
        },
        loadingMore: {
          invoke: {
            id: 'loadMore',
            src: 'loadPage',
            input: ({ context }) => ({ filter: context.filter, page: context.page + 1, pageSize: context.pageSize }),
            onDone: {
              target: 'idle',
              actions: { type: 'appendPage', params: ({ event }) => ({ answer: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        marking: {
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ context }) => context.marking ?? { ids: [] },
            onDone: {
              target: 'idle',
              actions: { type: 'applyMarked', params: ({ event }) => ({ unread: event.output.unread }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
