import type { EventObject } from 'xstate';
import type {
  UnreadAnswer,
  UnreadNotificationsContext,
  UnreadNotificationsInput,
} from '../unreadNotifications.machine';
import { sampleFailures } from './failures';

export const unreadNotificationsInputs: UnreadNotificationsInput[] = [{ pollMs: 30_000 }];

/** three unread, the newest made at a time of its own */
export const threeUnread: UnreadAnswer = { unread: 3, latest: { id: 'N1001', createdAt: '2026-11-01T09:30:00.000Z' } };
export const noneUnread: UnreadAnswer = { unread: 0, latest: null };

/**
 * A notification read stays read: once every one was read (the count came back 0), the newest
 * unread one can only be newer than any seen — never the one seen before.
 */
export function unreadNotificationsFilter(snapshot: { context: unknown }, event: EventObject): boolean {
  const context = snapshot.context as UnreadNotificationsContext;
  const output = (event as { output?: UnreadAnswer }).output;
  return !(
    event.type === 'xstate.done.actor.countUnread' &&
    output?.latest != null &&
    context.unread === 0 &&
    context.newestSeen === output.latest.createdAt
  );
}

export const unreadNotificationsEvents: EventObject[] = [
  { type: 'session.started' },
  { type: 'session.ended' },
  { type: 'notifications.changed' },
  { type: 'xstate.done.actor.countUnread', output: threeUnread } as EventObject,
  { type: 'xstate.done.actor.countUnread', output: noneUnread } as EventObject,
  { type: 'xstate.error.actor.countUnread', error: sampleFailures.network } as EventObject,
  { type: 'xstate.after.pollInterval.unreadNotifications.signedIn.waiting' },
];
