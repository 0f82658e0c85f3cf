import * as v from 'valibot';
import { localeTextSchema } from './content';

/**
 * The notification centre (requirements#notifications, requirements#alert-levels):
 * what happened to the user's account, newest first. The filter is the app_notification entry's
 * path_one; the bell shows the unread count.
 */
export const notificationCategories = ['TRANSACTION', 'SECURITY', 'PROMOTION'] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

/** requirements#alert-levels: 0 danger, 1 success, 2 warning, 3 primary, 4 info */
export const alertLevels = [0, 1, 2, 3, 4] as const;
export type AlertLevel = (typeof alertLevels)[number];

export const notificationSchema = v.object({
  id: v.string(),
  category: v.picklist(notificationCategories),
  alertLevel: v.picklist(alertLevels),
  title: localeTextSchema,
  body: localeTextSchema,
  createdAt: v.string(),
  read: v.boolean(),
  /** a transaction the notification is about, to open its view */
  transactionId: v.nullable(v.string()),
});
export type Notification = v.InferOutput<typeof notificationSchema>;

/** report/notifications: request */
export const notificationsQuerySchema = v.object({
  filter: v.optional(v.picklist(notificationCategories)),
  unreadOnly: v.optional(v.boolean(), false),
  // bounded: an offset past what SQL can count is refused (400), never a failure of the server
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)), 1),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20),
});
export type NotificationsQuery = v.InferInput<typeof notificationsQuerySchema>;

export const notificationsPageSchema = v.object({
  rows: v.array(notificationSchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  /** unread of every category (the bell's count) */
  unread: v.number(),
});
export type NotificationsPage = v.InferOutput<typeof notificationsPageSchema>;

/** report/notifications/read: mark some (ids) or all (of a filter, or every one) read */
export const markReadRequestSchema = v.union([
  v.object({ ids: v.pipe(v.array(v.pipe(v.string(), v.regex(/^N[0-9]{1,18}$/))), v.minLength(1), v.maxLength(100)) }),
  v.object({ all: v.literal(true), filter: v.optional(v.picklist(notificationCategories)) }),
]);
/**
 * report/notifications/unreadCount: the bell's count, and the newest unread notification (null when
 * none is unread; a back end that does not send it leaves the portal counting without telling of
 * arrivals).
 */
export const unreadCountSchema = v.object({
  unread: v.number(),
  latest: v.optional(v.nullable(notificationSchema), null),
});
export type UnreadCount = v.InferOutput<typeof unreadCountSchema>;
