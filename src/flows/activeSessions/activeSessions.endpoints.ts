import { activeSessionsSchema, endSessionAnswerSchema, type ActiveSession } from '../../api/contract/activeSessions';
import { endOtherSessionsDataSchema } from '../../api/contract/account';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

/** requirements#active-sessions: the active sessions list's calls. */
export function activeSessionsEndpoints(gateway: Gateway) {
  return {
    list: async (signal?: AbortSignal): Promise<ActiveSession[]> =>
      (await gateway.call(paths.activeSessions, { body: {}, schema: activeSessionsSchema, signal })).sessions,
    end: (id: string, signal?: AbortSignal) =>
      gateway.call(paths.endSession, { body: { id }, schema: endSessionAnswerSchema, signal }),
    /** every session but this one: the call "change password" offers too */
    endOthers: (signal?: AbortSignal) =>
      gateway.call(paths.endOtherSessions, { body: {}, schema: endOtherSessionsDataSchema, signal }),
  };
}
