import {
  notificationsPageSchema,
  unreadCountSchema,
  type NotificationCategory,
} from '../../api/contract/notifications';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

export function notificationsEndpoints(gateway: Gateway) {
  return {
    /** a page of the user's notifications, newest first (every category when no filter) */
    notifications: (
      query: { filter: NotificationCategory | null; page: number; pageSize: number },
      signal?: AbortSignal,
    ) =>
      gateway.call(paths.notifications, {
        body: {
          ...(query.filter === null ? {} : { filter: query.filter }),
          page: query.page,
          pageSize: query.pageSize,
        },
        schema: notificationsPageSchema,
        signal,
      }),
    /** marks some (by id) or all of a filter read; answers the unread count of every category */
    markRead: (request: { ids: string[] } | { all: true; filter: NotificationCategory | null }, signal?: AbortSignal) =>
      gateway.call(paths.notificationsRead, {
        body:
          'ids' in request
            ? { ids: request.ids }
            : { all: true, ...(request.filter === null ? {} : { filter: request.filter }) },
        schema: unreadCountSchema,
        signal,
      }),
  };
}
