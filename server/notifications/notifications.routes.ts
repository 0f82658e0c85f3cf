import type { Hono } from 'hono';
import * as v from 'valibot';
import { markReadRequestSchema, notificationsQuerySchema } from '../../src/api/contract/notifications';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import { listNotifications, markRead, unreadCount } from './notifications';

/** The bell's count takes no parameters (a body the portal sends anyway is read and ignored). */
const unreadCountRequestSchema = v.object({});

/** requirements#notifications: the signed-in user's notifications, their marking read and the bell's count. */
export function notificationRoutes(api: Hono, deps: Deps): void {
  api.post(`/${paths.notifications}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    const query = await readJson(c, notificationsQuerySchema, { optional: true });
    return ok(c, await listNotifications(deps.db, c.get('user').user.id, query));
  });

  api.post(`/${paths.notificationsRead}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    const request = await readJson(c, markReadRequestSchema);
    return ok(c, await markRead(deps.db, c.get('user').user.id, request, deps.now()));
  });

  api.post(`/${paths.notificationsUnread}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    await readJson(c, unreadCountRequestSchema, { optional: true });
    return ok(c, await unreadCount(deps.db, c.get('user').user.id));
  });
}
