import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as paths from '../../../src/api/contract/paths';
import { activate } from '../../support/render';
import { notification, renderNotifications } from './notificationsTestbed';

const items = () => screen.getAllByTestId('notification');
const network = { kind: 'network', errCode: 500, message: 'Please try after sometime.' };

describe('NotificationsPage', () => {
  it('lists the filter’s notifications newest first: unread ones bold with a dot and said unread, each in its alert colour', async () => {
    activate('en');
    const { calls } = renderNotifications({
      url: '/app/report/notifications?filter=TRANSACTION',
      held: [
        notification(1, 'TRANSACTION', { alertLevel: 0, transactionId: 'TX202611220123456789' }),
        notification(2, 'TRANSACTION', { read: true, alertLevel: 1 }),
        notification(3, 'SECURITY', { alertLevel: 2 }),
      ],
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    // a new page is announced by moving focus to its heading
    expect(document.activeElement).toBe(heading);
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(calls[paths.notifications]).toEqual([{ filter: 'TRANSACTION', page: 1, pageSize: 30 }]);

    const [unread, read] = items();
    expect(within(unread!).getByRole('heading', { level: 2 }).textContent).toBe('Unread: Title 1');
    expect(within(unread!).getByTestId('unread-dot')).toBeTruthy();
    expect(within(read!).getByRole('heading', { level: 2 }).textContent).toBe('Title 2');
    expect(within(read!).queryByTestId('unread-dot')).toBeNull();
    // requirements#alert-levels: 0 danger, 1 success — at the start of the line in either direction
    expect(unread!.style.borderInlineStart).toContain('var(--mantine-color-danger-filled)');
    expect(read!.style.borderInlineStart).toContain('var(--mantine-color-success-filled)');
    // about a transaction: its view
    expect(within(unread!).getByRole('link', { name: 'View the transaction' }).getAttribute('href')).toBe(
      '/app/report/transactionView?transactionId=TX202611220123456789',
    );
    expect(within(read!).queryByRole('link')).toBeNull();
    // how long ago, the full date on hover
    const time = unread!.querySelector('time')!;
    expect(time.textContent).toBe('1 hour ago');
    expect(time.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Transactions' })).toHaveProperty('checked', true);
  });

  it('marks one read on a click, and the bell counts again', async () => {
    activate('en');
    const held = [notification(1, 'SECURITY'), notification(2, 'SECURITY')];
    const { calls, bellEvents } = renderNotifications({ held });
    await waitFor(() => expect(items()).toHaveLength(2));
    await act(async () => fireEvent.click(screen.getByText('Body 2.')));
    await waitFor(() => expect(items()[1]!.dataset.read).toBe('true'));
    expect(calls[paths.notificationsRead]).toEqual([{ ids: ['N2'] }]);
    expect(bellEvents()).toEqual([{ type: 'notifications.changed' }]);
    expect(items()[0]!.dataset.read).toBe('false');

    // by keyboard: the button says which one
    const button = screen.getByRole('button', { name: /^Mark as read ?: Title 1$/ });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(items()[0]!.dataset.read).toBe('true'));
    expect(calls[paths.notificationsRead]).toEqual([{ ids: ['N2'] }, { ids: ['N1'] }]);
    // nothing left to mark
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', true);
  });

  it('marks all of the filter read, every page of it', async () => {
    activate('en');
    const held = Array.from({ length: 40 }, (_, i) => notification(i + 1, i % 5 === 0 ? 'SECURITY' : 'TRANSACTION'));
    const { calls, bellEvents } = renderNotifications({ url: '/app/report/notifications?filter=TRANSACTION', held });
    await waitFor(() => expect(items()).toHaveLength(30));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' })));
    await waitFor(() => expect(items().every((item) => item.dataset.read === 'true')).toBe(true));
    expect(calls[paths.notificationsRead]).toEqual([{ all: true, filter: 'TRANSACTION' }]);
    expect(bellEvents()).toEqual([{ type: 'notifications.changed' }]);
    // the security ones stay unread
    expect(held.filter((n) => !n.read).map((n) => n.category)).toEqual(Array(8).fill('SECURITY'));
  });

  it('says a failed mark failed and keeps the list as it was', async () => {
    activate('en');
    const { bellEvents } = renderNotifications({
      held: [notification(1, 'SECURITY')],
      markRead: () => {
        throw network;
      },
    });
    await waitFor(() => expect(items()).toHaveLength(1));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('That did not work: your notifications are as they were');
    expect(items()[0]!.dataset.read).toBe('false');
    expect(bellEvents()).toEqual([]);
  });

  it('loads more under the first page', async () => {
    activate('en');
    const held = Array.from({ length: 33 }, (_, i) => notification(i + 1, 'TRANSACTION', { read: true }));
    const { calls } = renderNotifications({ held });
    await waitFor(() => expect(items()).toHaveLength(30));
    expect(screen.getByText('Showing 30 of 33')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    await waitFor(() => expect(items()).toHaveLength(33));
    expect(calls[paths.notifications]).toEqual([
      { page: 1, pageSize: 30 },
      { page: 2, pageSize: 30 },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('changes the URL’s filter with the segments, and loads that filter', async () => {
    activate('en');
    const { calls, router } = renderNotifications({
      held: [notification(1, 'TRANSACTION'), notification(2, 'SECURITY'), notification(3, 'PROMOTION')],
    });
    await waitFor(() => expect(items()).toHaveLength(3));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Security' })));
    await waitFor(() => expect(router.state.location.search).toEqual({ filter: 'SECURITY' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(calls[paths.notifications]!.at(-1)).toEqual({ filter: 'SECURITY', page: 1, pageSize: 30 });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'All' })));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(items()).toHaveLength(3));
  });

  it('offers the Offers view only when the menu enables it; a PROMOTION filter without it shows all', async () => {
    activate('en');
    const { calls } = renderNotifications({
      url: '/app/report/notifications?filter=PROMOTION',
      offers: false,
      held: [notification(1, 'TRANSACTION'), notification(2, 'PROMOTION')],
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'All' })).toHaveProperty('checked', true));
    expect(screen.queryByRole('radio', { name: 'Offers' })).toBeNull();
    await waitFor(() => expect(calls[paths.notifications]!.at(-1)).toEqual({ page: 1, pageSize: 30 }));
  });

  it('shows an empty state, and a failed load with Retry', async () => {
    activate('en');
    let fail = true;
    renderNotifications({
      list: () => {
        if (fail) throw network;
        return { rows: [], total: 0, page: 1, pageSize: 30, unread: 0 };
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Your notifications could not be loaded');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('You have no notifications.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows each notification in the reader’s language, isolated in its own direction', async () => {
    activate('ar');
    renderNotifications({ locale: 'ar', held: [notification(1, 'SECURITY')] });
    await waitFor(() => expect(items()).toHaveLength(1));
    const title = within(items()[0]!).getByRole('heading', { level: 2 });
    expect(title.textContent).toContain('عنوان 1');
    expect(title.getAttribute('dir')).toBe('auto');
    expect(within(items()[0]!).getByText('نص 1.').getAttribute('dir')).toBe('auto');
  });
});
