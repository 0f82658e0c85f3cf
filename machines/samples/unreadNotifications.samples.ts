import type { EventObject } from 'xstate';
import type { UnreadNotificationsInput } from '../unreadNotifications.machine';
import { sampleFailures } from './failures';

export const unreadNotificationsInputs: UnreadNotificationsInput[] = [{ pollMs: 30_000 }];

export const unreadNotificationsEvents: EventObject[] = [
  { type: 'session.started' },
  { type: 'session.ended' },
  { type: 'notifications.changed' },
  { type: 'xstate.done.actor.countUnread', output: 3 } as EventObject,
  { type: 'xstate.done.actor.countUnread', output: 0 } as EventObject,
  { type: 'xstate.error.actor.countUnread', error: sampleFailures.network } as EventObject,
  { type: 'xstate.after.pollInterval.unreadNotifications.signedIn.waiting' },
];
