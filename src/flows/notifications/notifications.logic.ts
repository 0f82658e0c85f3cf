import { fromPromise } from 'xstate';
import {
  notificationsMachine,
  type MarkRequest,
  type NotificationFilter,
  type NotificationsPageAnswer,
} from '../../../machines/notifications.machine';
import { quietWhenAborted } from '../../platform/call';
import type { AppActors } from '../../platform/context';
import type { Platform } from '../../platform/platform';
import { notificationsEndpoints } from './notifications.endpoints';

/**
 * requirements#notifications: the notification centre's page. Marking read is a write: it is
 * never cancelled by leaving the page (a notification opened from its link is still marked), and
 * once done the bell counts again at once.
 */
export function notificationsLogic(platform: Platform, actors: Pick<AppActors, 'unreadNotifications'>) {
  const api = notificationsEndpoints(platform.gateway);
  return notificationsMachine.provide({
    actors: {
      loadPage: fromPromise<
        NotificationsPageAnswer,
        { filter: NotificationFilter | null; page: number; pageSize: number }
      >(quietWhenAborted(({ input, signal }) => api.notifications(input, signal))),
      markRead: fromPromise<{ unread: number }, MarkRequest>(async ({ input }) => {
        const answer = await api.markRead(input);
        actors.unreadNotifications.send({ type: 'notifications.changed' });
        return answer;
      }),
    },
  });
}
