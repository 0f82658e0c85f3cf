import { unreadCountSchema } from '../../api/contract/notifications';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

export function unreadNotificationsEndpoints(gateway: Gateway) {
  return {
    /** the signed-in user's unread notifications of every category (the bell's count) */
    unreadCount: (signal?: AbortSignal) =>
      gateway.call(paths.notificationsUnread, { body: {}, schema: unreadCountSchema, signal }),
  };
}
