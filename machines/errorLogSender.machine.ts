import { assign, fromCallback, setup } from 'xstate';
import { notProvided } from './shared';

/**
 * The error log's sender (requirements#error-log): every failed call becomes an entry sent over
 * the socket to the error-log host. Nothing connects until the first entry; while the socket is
 * connecting or lost, entries wait in a bounded buffer (the oldest dropped first) and go out
 * once it is connected again. The sender never reports back to the user: its failures stay here.
 */
export interface ErrorLogSenderContext {
  /** entries waiting for a connection, oldest first */
  buffer: readonly unknown[];
  /** how many entries the buffer keeps */
  capacity: number;
  /** the pause before connecting again after a failed or lost connection */
  retryMs: number;
}

export interface ErrorLogSenderInput {
  capacity?: number;
  retryMs?: number;
}

export type ErrorLogSenderEvent = { type: 'errorLog.report'; entry: unknown } | { type: 'socket.lost' };

export const ERROR_LOG_BUFFER = 100;
export const ERROR_LOG_RETRY_MS = 15_000;

/** The buffer with `entry` added, keeping the newest `capacity` entries. */
export function bufferWith(buffer: readonly unknown[], entry: unknown, capacity: number): readonly unknown[] {
  const next = [...buffer, entry];
  return next.length > capacity ? next.slice(next.length - capacity) : next;
}

export const errorLogSenderMachine = setup({
  types: {
    context: {} as ErrorLogSenderContext,
    events: {} as ErrorLogSenderEvent,
    input: {} as ErrorLogSenderInput | undefined,
  },
  actors: {
    /** resolves once the socket is connected; rejects when it cannot connect */
    connectSocket: notProvided<void>('connectSocket'),
    /** sends `socket.lost` when the connection drops */
    watchSocket: fromCallback<ErrorLogSenderEvent>(() => {
      throw new Error('watchSocket is provided by src/');
    }),
  },
  actions: {
    bufferEntry: assign(({ context }, params: { entry: unknown }) => ({
      buffer: bufferWith(context.buffer, params.entry, context.capacity),
    })),
    /** emits the entries on the connected socket, in order */
    sendEntries: (_, _params: { entries: readonly unknown[] }) => {},
    clearBuffer: assign({ buffer: [] }),
  },
  delays: {
    retryDelay: ({ context }) => context.retryMs,
  },
}).createMachine({
  id: 'errorLogSender',
  context: ({ input }) => ({
    buffer: [],
    capacity: Math.max(1, input?.capacity ?? ERROR_LOG_BUFFER),
    retryMs: input?.retryMs ?? ERROR_LOG_RETRY_MS,
  }),
  initial: 'idle',
  states: {
    // nothing failed yet: no socket (the client library is not even loaded)
    idle: {
      on: {
        'errorLog.report': {
          target: 'connecting',
          actions: { type: 'bufferEntry', params: ({ event }) => ({ entry: event.entry }) },
        },
      },
    },
    connecting: {
      invoke: { id: 'connectSocket', src: 'connectSocket', onDone: 'connected', onError: 'buffering' },
      on: {
        'errorLog.report': { actions: { type: 'bufferEntry', params: ({ event }) => ({ entry: event.entry }) } },
      },
    },
    connected: {
      entry: [{ type: 'sendEntries', params: ({ context }) => ({ entries: context.buffer }) }, 'clearBuffer'],
      invoke: { id: 'watchSocket', src: 'watchSocket' },
      on: {
        'errorLog.report': { actions: { type: 'sendEntries', params: ({ event }) => ({ entries: [event.entry] }) } },
        'socket.lost': 'buffering',
      },
    },
    // offline: entries wait, and the socket is tried again after a pause
    buffering: {
      after: { retryDelay: 'connecting' },
      on: {
        'errorLog.report': { actions: { type: 'bufferEntry', params: ({ event }) => ({ entry: event.entry }) } },
      },
    },
  },
});
