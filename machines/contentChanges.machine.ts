import { assign, setup } from 'xstate';
import { notProvided } from './shared';

/**
 * The content-change feed (requirements#change-notifications): the portal asks the content
 * service what changed since it last asked, at an interval and when the user comes back to the
 * tab, and announces the changed identifiers; the app drops the cached content of those kinds
 * and the flows showing it reload. A failed check is simply tried again at the next interval.
 */
export interface ContentChangesContext {
  /** the content service's time of the last answer: the next check asks for changes after it */
  since: number | null;
  /** consecutive failed checks (the interval backs off with them) */
  failures: number;
}

export interface ContentChangesAnswer {
  now: number;
  changes: ReadonlyArray<{ identifier: string; changedAt: number }>;
}

export type ContentChangesEvent = { type: 'changes.check' };

export const contentChangesMachine = setup({
  types: {
    context: {} as ContentChangesContext,
    events: {} as ContentChangesEvent,
  },
  actors: {
    fetchChanges: notProvided<ContentChangesAnswer, { since: number | null }>('fetchChanges'),
  },
  actions: {
    assignAnswer: assign((_, params: { answer: ContentChangesAnswer }) => ({ since: params.answer.now, failures: 0 })),
    countFailure: assign(({ context }) => ({ failures: Math.min(context.failures + 1, 5) })),
    /** the changed identifiers, each once */
    announceChanges: (_, _params: { identifiers: string[] }) => {},
  },
  guards: {
    hasChanges: (_, params: { answer: ContentChangesAnswer }) => params.answer.changes.length > 0,
  },
  delays: {
    /** the polling interval, doubled for each failed check in a row (the app configures it) */
    pollInterval: ({ context }) => 60_000 * 2 ** context.failures,
  },
}).createMachine({
  id: 'contentChanges',
  context: { since: null, failures: 0 },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'fetchChanges',
        src: 'fetchChanges',
        input: ({ context }) => ({ since: context.since }),
        onDone: [
          {
            // the first answer only sets the starting point: nothing is cached yet to go stale
            guard: { type: 'hasChanges', params: ({ event }) => ({ answer: event.output }) },
            target: 'waiting',
            actions: [
              {
                type: 'announceChanges',
                params: ({ event }) => ({ identifiers: [...new Set(event.output.changes.map((c) => c.identifier))] }),
              },
              { type: 'assignAnswer', params: ({ event }) => ({ answer: event.output }) },
            ],
          },
          { target: 'waiting', actions: { type: 'assignAnswer', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: { target: 'waiting', actions: 'countFailure' },
      },
    },
    waiting: {
      after: { pollInterval: 'checking' },
      on: { 'changes.check': 'checking' },
    },
  },
});
