import type { ActiveSession } from '../../src/api/contract/activeSessions';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { Deps } from '../deps';
import { toDate } from '../db/types';
import { Refusal } from '../http/envelope';
import { parseUserAgent } from './device';
import { placeOf } from './places';
import { USER_IDLE_TIMEOUT_MS } from './sessions';
import { revokeUsersSignIn, selectLiveSignIns } from './sessions.repository';

/**
 * requirements#active-sessions: the signed-in user's live sessions, the one in use first and
 * marked, each with its device (parsed from the stored User-Agent), an approximate place (found
 * offline) and its times. Only the user's own: the query is scoped to the session's user.
 */
export async function listActiveSessions(
  deps: Deps,
  userId: string,
  currentId: string,
): Promise<{ sessions: ActiveSession[] }> {
  const now = deps.now();
  const rows = await selectLiveSignIns(deps.db, userId, now, now - (deps.sessionIdleMs ?? USER_IDLE_TIMEOUT_MS));
  const sessions = rows.map((row) => ({
    id: row.id,
    current: row.id === currentId,
    ...parseUserAgent(row.user_agent),
    place: placeOf(row.ip),
    signedInAt: toDate(row.created_at).toISOString(),
    lastActiveAt: toDate(row.last_seen_at).toISOString(),
  }));
  // the one in use first; the rest stay latest active first
  return { sessions: [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)] };
}

/**
 * Ends one of the user's other sessions at once: its next call answers −5100012. An unknown id,
 * one already ended and another user's all answer the same 1183, so nothing about other users'
 * sessions can be learnt; the session in use is ended by signing out (1184).
 */
export async function endSession(
  deps: Deps,
  userId: string,
  currentId: string,
  id: string,
): Promise<{ ended: true } | Refusal> {
  if (id === currentId) return new Refusal(ErrCode.sessionIsCurrent, 'This is the session in use: sign out to end it.');
  const ended = await revokeUsersSignIn(deps.db, userId, id, deps.now());
  return ended ? { ended: true } : new Refusal(ErrCode.sessionUnknown, 'This session was not found.');
}
