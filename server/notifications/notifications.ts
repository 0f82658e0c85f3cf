import type * as v from 'valibot';
import type {
  AlertLevel,
  markReadRequestSchema,
  Notification,
  NotificationCategory,
  NotificationsPage,
  notificationsQuerySchema,
  UnreadCount,
} from '../../src/api/contract/notifications';
import { toDate, type Queryable } from '../db/types';
import {
  securityTexts,
  transactionTexts,
  type SecurityEvent,
  type Texts,
  type TransactionNotice,
} from './notificationTexts';
import {
  countNotifications,
  countUnread,
  insertNotifications,
  markAllRead,
  markIdsRead,
  selectNotificationPage,
  type NotificationRecord,
} from './notifications.repository';

/**
 * The notification centre (requirements#notifications): a user's notifications, newest first,
 * read and unread, and the bell's count. Everything is scoped to the signed-in user: another
 * user's ids match nothing, so they are never read nor marked.
 */

/** The public id of a notification: N and its number. */
const publicId = (id: string) => `N${id}`;

function toNotification(row: NotificationRecord): Notification {
  return {
    id: publicId(row.id),
    category: row.category,
    alertLevel: row.alert_level as AlertLevel,
    title: row.title,
    body: row.body,
    createdAt: toDate(row.created_at).toISOString(),
    read: row.read,
    transactionId: row.transaction_public_id,
  };
}

export async function listNotifications(
  q: Queryable,
  userId: string,
  query: v.InferOutput<typeof notificationsQuerySchema>,
): Promise<NotificationsPage> {
  const filter = { userId, category: query.filter ?? null, unreadOnly: query.unreadOnly };
  const rows = await selectNotificationPage(q, filter, query.pageSize, (query.page - 1) * query.pageSize);
  // a page past the end still tells how many there are
  const total = rows[0]?.total ?? (await countNotifications(q, filter));
  return {
    rows: rows.map(toNotification),
    total,
    page: query.page,
    pageSize: query.pageSize,
    unread: await countUnread(q, userId),
  };
}

/** Marks some of the user's notifications (by id) or all of them (of a category) read; answers the new count. */
export async function markRead(
  q: Queryable,
  userId: string,
  request: v.InferOutput<typeof markReadRequestSchema>,
  nowMs: number,
): Promise<{ unread: number }> {
  if ('ids' in request) {
    await markIdsRead(
      q,
      userId,
      request.ids.map((id) => id.slice(1)),
      nowMs,
    );
  } else {
    await markAllRead(q, userId, request.filter ?? null, nowMs);
  }
  return { unread: await countUnread(q, userId) };
}

/**
 * The bell's count, with the newest unread notification: the portal tells the user of one that
 * arrived since it last counted (issue 20, a toast). One statement: the newest unread row carries
 * the unread total.
 */
export async function unreadCount(q: Queryable, userId: string): Promise<UnreadCount> {
  const [newest] = await selectNotificationPage(q, { userId, category: null, unreadOnly: true }, 1, 0);
  return { unread: newest?.total ?? 0, latest: newest ? toNotification(newest) : null };
}

export interface Notice {
  userId: string;
  category: NotificationCategory;
  alertLevel: AlertLevel;
  title: Texts;
  body: Texts;
  transactionId: string | null;
  createdAtMs: number;
  readAtMs?: number | null;
}

/** A new notification, written in the caller's database transaction (it lands with what it tells of, or not at all). */
export async function notify(q: Queryable, notice: Notice): Promise<void> {
  await insertNotifications(q, [{ ...notice, readAtMs: notice.readAtMs ?? null }]);
}

export interface TransactionParty {
  userId: string;
  direction: TransactionNotice['direction'];
  amountMinor: bigint;
  counterparty: { name: string } | null;
}

export interface ExecutedTransaction {
  transactionId: string;
  initiatorId: string;
  status: TransactionNotice['status'];
  currency: string;
  service: TransactionNotice['service'];
  reason: Texts | null;
  parties: readonly TransactionParty[];
}

/**
 * requirements#notifications: both parties of a transaction hear of it — the payer that money
 * left, the payee that it arrived. A failed transaction is told to whoever it would have taken
 * money from (and its initiator), never as money received by a payee who got nothing.
 */
export async function notifyTransaction(q: Queryable, done: ExecutedTransaction, nowMs: number): Promise<void> {
  const told = done.parties.filter(
    (party) => !(done.status === 2 && party.direction === 'credit' && party.userId !== done.initiatorId),
  );
  await insertNotifications(
    q,
    told.map((party) => ({
      userId: party.userId,
      category: 'TRANSACTION',
      ...transactionTexts({
        direction: party.direction,
        status: done.status,
        amountMinor: party.amountMinor,
        currency: done.currency,
        counterparty: party.counterparty?.name ?? null,
        service: done.service,
        reason: done.reason,
      }),
      transactionId: done.transactionId,
      createdAtMs: nowMs,
      readAtMs: null,
    })),
  );
}

/** requirements#notifications: password, PIN and two-factor changes notify the user. */
export async function notifySecurity(q: Queryable, userId: string, event: SecurityEvent, nowMs: number): Promise<void> {
  await notify(q, { userId, category: 'SECURITY', ...securityTexts[event], transactionId: null, createdAtMs: nowMs });
}
