import { fromPromise } from 'xstate';
import { activeSessionsMachine, type ListedSession } from '../../../machines/activeSessions.machine';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { activeSessionsEndpoints } from './activeSessions.endpoints';

/**
 * requirements#active-sessions: the list of the user's sessions on My account. A sign-out is a
 * write: leaving the page does not cancel it. A session-ending answer (this session was itself
 * signed out elsewhere) is the gateway's to tell the session statechart, like any other call's.
 */
export function activeSessionsLogic(platform: Platform) {
  const api = activeSessionsEndpoints(platform.gateway);
  return activeSessionsMachine.provide({
    actors: {
      loadSessions: fromPromise<readonly ListedSession[], void>(quietWhenAborted(({ signal }) => api.list(signal))),
      endSession: fromPromise<unknown, { id: string }>(({ input }) => api.end(input.id)),
      endOtherSessions: fromPromise<{ ended: number }, void>(() => api.endOthers()),
    },
  });
}
