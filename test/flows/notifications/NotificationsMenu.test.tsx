import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activate } from '../../support/render';
import { renderNotifications } from './notificationsTestbed';

/** The bell (src/shell/layout/NotificationsMenu.tsx) as the notification centre's way in. */
describe('the notifications bell', () => {
  it('says how many are unread, and shows the number on the bell', async () => {
    activate('en');
    renderNotifications({ show: 'bell', unread: 3 });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toBeTruthy();
    expect(screen.getByTestId('notifications-count').textContent).toBe('3');
    expect(screen.getByTestId('notifications-count').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows no number when nothing is unread, or before the first count', async () => {
    activate('en');
    renderNotifications({ show: 'bell', unread: 0 });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notifications-count')).toBeNull();
  });

  it('opens the menu’s views of the notification centre, each with its filter', async () => {
    activate('en');
    renderNotifications({ show: 'bell', unread: 120, offers: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 120 unread' }));
    expect(screen.getByTestId('notifications-count').textContent).toBe('99+');
    await waitFor(() => expect(screen.getAllByRole('menuitem')).toHaveLength(3));
    expect(screen.getByRole('menuitem', { name: 'SECURITY' }).getAttribute('href')).toBe(
      '/app/report/notifications?filter=SECURITY',
    );
    expect(screen.queryByRole('menuitem', { name: 'PROMOTION' })).toBeNull();
  });
});
