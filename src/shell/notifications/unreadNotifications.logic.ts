import { fromPromise } from 'xstate';
import { unreadNotificationsMachine } from '../../../machines/unreadNotifications.machine';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { unreadNotificationsEndpoints } from './unreadNotifications.endpoints';

/** requirements#notifications: the bell follows the unread count live while someone is signed in. */
export function unreadNotificationsLogic(platform: Platform) {
  const api = unreadNotificationsEndpoints(platform.gateway);
  return unreadNotificationsMachine.provide({
    actors: {
      countUnread: fromPromise<number, void>(
        quietWhenAborted(async ({ signal }) => (await api.unreadCount(signal)).unread),
      ),
    },
  });
}
