import { fromPromise } from 'xstate';
import { unreadNotificationsMachine, type UnreadAnswer } from '../../../machines/unreadNotifications.machine';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { clearArrivals, tellArrival } from './arrivals';
import { unreadNotificationsEndpoints } from './unreadNotifications.endpoints';

/** requirements#notifications: the bell follows the unread count live while someone is signed in. */
export function unreadNotificationsLogic(platform: Platform) {
  const api = unreadNotificationsEndpoints(platform.gateway);
  return unreadNotificationsMachine.provide({
    actors: {
      countUnread: fromPromise<UnreadAnswer, void>(quietWhenAborted(async ({ signal }) => api.unreadCount(signal))),
    },
    // issue 20: an arrival is told in a toast, whose code loads with the first one
    actions: {
      tellArrival: (_, notice) => tellArrival(notice),
      clearArrivals: () => clearArrivals(),
    },
  });
}
