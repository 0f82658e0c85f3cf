import type { NotificationCategory } from '../../src/api/contract/notifications';
import { valuesRows, isoTime, type Queryable } from '../db/types';

/** The notification centre's statements: always scoped to one user (requirements#notifications). */

export interface NotificationRecord {
  id: string;
  category: NotificationCategory;
  alert_level: number;
  title: Record<string, string>;
  body: Record<string, string>;
  transaction_public_id: string | null;
  created_at: unknown;
  read: boolean;
  /** the filter's total, on every row */
  total: number;
}

export interface NotificationFilter {
  userId: string;
  /** null: every category */
  category: NotificationCategory | null;
  unreadOnly: boolean;
}

const filterParams = (f: NotificationFilter) => [f.userId, f.category, f.unreadOnly];
const FILTER = `user_id = $1::bigint AND ($2::text IS NULL OR category = $2) AND (NOT $3::boolean OR read_at IS NULL)`;

/** One page of the user's notifications, newest first, each row with the filter's total. */
export async function selectNotificationPage(
  q: Queryable,
  filter: NotificationFilter,
  limit: number,
  offset: number,
): Promise<NotificationRecord[]> {
  const { rows } = await q.query<NotificationRecord>(
    `SELECT id::text AS id, category, alert_level, title, body, transaction_public_id, created_at,
            read_at IS NOT NULL AS read, count(*) OVER ()::int AS total
       FROM notifications
      WHERE ${FILTER}
      ORDER BY created_at DESC, id DESC
      LIMIT $4 OFFSET $5`,
    [...filterParams(filter), limit, offset],
  );
  return rows;
}

export async function countNotifications(q: Queryable, filter: NotificationFilter): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications WHERE ${FILTER}`,
    filterParams(filter),
  );
  return rows[0]?.n ?? 0;
}

/** The bell's count: the user's unread notifications of every category. */
export async function countUnread(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1::bigint AND read_at IS NULL',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Marks the user's own notifications among `ids` (numeric, without the N) read; ids of another
 * user's match no row. Answers how many changed.
 */
export async function markIdsRead(
  q: Queryable,
  userId: string,
  ids: readonly string[],
  nowMs: number,
): Promise<number> {
  const { rowCount } = await q.query(
    `UPDATE notifications SET read_at = $3
      WHERE user_id = $1::bigint AND read_at IS NULL AND id = ANY (string_to_array($2, ',')::bigint[])`,
    [userId, ids.join(','), isoTime(nowMs)],
  );
  return rowCount;
}

/** Marks every unread notification of the user (of one category, or of all) read. */
export async function markAllRead(
  q: Queryable,
  userId: string,
  category: NotificationCategory | null,
  nowMs: number,
): Promise<number> {
  const { rowCount } = await q.query(
    `UPDATE notifications SET read_at = $3
      WHERE user_id = $1::bigint AND read_at IS NULL AND ($2::text IS NULL OR category = $2)`,
    [userId, category, isoTime(nowMs)],
  );
  return rowCount;
}

export interface NewNotification {
  userId: string;
  category: NotificationCategory;
  alertLevel: number;
  title: Record<string, string>;
  body: Record<string, string>;
  transactionId: string | null;
  createdAtMs: number;
  /** null: unread */
  readAtMs: number | null;
}

/** Notifications, in one statement. */
export async function insertNotifications(q: Queryable, notices: readonly NewNotification[]): Promise<void> {
  if (notices.length === 0) return;
  await q.query(
    `INSERT INTO notifications (user_id, category, alert_level, title, body, transaction_public_id, created_at, read_at)
     VALUES ${valuesRows(['::bigint', '', '', '::jsonb', '::jsonb', '', '', ''], notices.length)}`,
    notices.flatMap((n) => [
      n.userId,
      n.category,
      n.alertLevel,
      JSON.stringify(n.title),
      JSON.stringify(n.body),
      n.transactionId,
      isoTime(n.createdAtMs),
      n.readAtMs === null ? null : isoTime(n.readAtMs),
    ]),
  );
}

/** The transactions a user already took part in, newest first (the seed notifies of them). */
export interface PartyTransaction {
  public_id: string;
  service_code: string;
  status: number;
  direction: 'debit' | 'credit' | 'none';
  amount_minor: string;
  counterparty_name: string | null;
  created_at: unknown;
}

export async function selectRecentTransactionsOf(
  q: Queryable,
  userId: string,
  limit: number,
): Promise<PartyTransaction[]> {
  const { rows } = await q.query<PartyTransaction>(
    `SELECT t.public_id, t.service_code, t.status, p.direction, p.amount_minor::text AS amount_minor,
            p.counterparty_name, t.created_at
       FROM transaction_parties p JOIN transactions t ON t.id = p.transaction_id
      WHERE p.user_id = $1::bigint
      ORDER BY t.created_at DESC, t.id DESC
      LIMIT $2`,
    [userId, limit],
  );
  return rows;
}
