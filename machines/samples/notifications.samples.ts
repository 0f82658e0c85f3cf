import type { EventObject } from 'xstate';
import type { NotificationRow, NotificationsInput, NotificationsPageAnswer } from '../notifications.machine';
import { sampleFailures } from './failures';

/** Notifications as the contract gives them: the flow reads id and read, and carries the rest. */
const notification = (id: string, read: boolean, category: string, title: string) =>
  ({
    id,
    read,
    category,
    alertLevel: 2,
    title: { en: title },
    body: { en: `${title}.` },
    createdAt: '2026-11-22T08:00:00.000Z',
    transactionId: null,
  }) as NotificationRow;

export const unreadOne = notification('N3', false, 'SECURITY', 'Password changed');
export const readOne = notification('N2', true, 'TRANSACTION', 'Money received');
export const lastOne = notification('N1', false, 'SECURITY', 'Transaction PIN changed');

/** the first page: two of three, one unread; two unread of every category */
export const firstPage: NotificationsPageAnswer = { rows: [unreadOne, readOne], total: 3, unread: 2 };
/** the second and last page */
export const secondPage: NotificationsPageAnswer = { rows: [lastOne], total: 3, unread: 2 };
/** nothing of this filter (one unread of another category) */
export const emptyPage: NotificationsPageAnswer = { rows: [], total: 0, unread: 1 };

export const notificationsInputs: NotificationsInput[] = [{ filter: 'SECURITY', pageSize: 2 }];

export const notificationsEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadPage', output: firstPage } as EventObject,
  { type: 'xstate.done.actor.loadPage', output: emptyPage } as EventObject,
  { type: 'xstate.error.actor.loadPage', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.loadMore', output: secondPage } as EventObject,
  { type: 'xstate.error.actor.loadMore', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.markRead', output: { unread: 1 } } as EventObject,
  { type: 'xstate.error.actor.markRead', error: sampleFailures.network } as EventObject,
  { type: 'filter.change', filter: null } as EventObject,
  { type: 'filter.change', filter: 'SECURITY' } as EventObject,
  { type: 'page.more' },
  { type: 'notification.markRead', id: 'N3' } as EventObject,
  // already read: nothing to do
  { type: 'notification.markRead', id: 'N2' } as EventObject,
  { type: 'notifications.markAllRead' },
  { type: 'notifications.refresh' },
  { type: 'notifications.retry' },
];
