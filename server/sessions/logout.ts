import type { Deps } from '../deps';
import { revokeOtherSessions, revokeSession } from './sessions';

/**
 * Revokes the session server-side (the token stops working at once); "all devices" also revokes
 * the user's other sessions, which then answer −5100012 so those devices can tell the user why.
 * Answers how many sessions ended.
 */
export async function logOut(deps: Deps, sessionId: string, userId: string, allDevices: boolean): Promise<number> {
  const now = deps.now();
  const others = await deps.db.transaction(async (tx) => {
    await revokeSession(tx, sessionId, 'logout', now);
    return allDevices ? revokeOtherSessions(tx, userId, sessionId, now) : 0;
  });
  return 1 + others;
}
