import '@mantine/notifications/styles.css';
import { Anchor, Text, useDirection } from '@mantine/core';
import { t as closeLabelIn } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Notifications, notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import type { ArrivalNotice } from '../../../machines/unreadNotifications.machine';
import type { AlertLevel, Notification } from '../../api/contract/notifications';
import type { ReactNode } from 'react';
import { localizedTitle } from '../../config/menu';
import { alertColour } from '../../ui/alertLevels';
import { ARRIVAL_TOAST_MS } from './arrivalTiming';

/**
 * The toasts' container (issue 20): at the bottom of the window on its end side (the left in Arabic
 * and Kurdish; the whole width on a phone), away from the header and the page's own actions at the
 * top of the page (Refresh, filters, exports) — at most three at once, each closing by itself after
 * a while (not while the pointer is on it) or by its close button. Each toast is an alert, so a
 * screen reader says it as it comes.
 */
export function ArrivalToasts() {
  const { dir } = useDirection();
  return (
    <Notifications
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      limit={3}
      autoClose={ARRIVAL_TOAST_MS}
      pauseResetOnHover="notification"
      containerWidth={380}
      // over the page, under menus, popovers and dialogs (Mantine's 300 and 200): a menu or a
      // dialog opens over a toast
      zIndex={190}
    />
  );
}

function ArrivalTitle({ notification }: { notification: Notification }) {
  const { i18n } = useLingui();
  return (
    <Text component="span" fw={700} fz="sm" dir="auto">
      {localizedTitle(notification.title, i18n.locale)}
    </Text>
  );
}

function ArrivalMessage({ notification, arrived }: { notification: Notification; arrived: number }) {
  const { i18n } = useLingui();
  const more = arrived - 1;
  return (
    <>
      {/* the theme's dimmed (readable in both schemes), not the toast's own grey */}
      <Text component="span" display="block" fz="sm" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
        {localizedTitle(notification.body, i18n.locale)}
      </Text>
      {more > 0 ? (
        <Text component="span" display="block" fz="sm" c="dimmed" mt={4}>
          <Plural value={more} one="and # more new notification" other="and # more new notifications" />
        </Text>
      ) : null}
      <Anchor
        component={Link}
        to="/app/report/notifications"
        fz="sm"
        display="inline-block"
        mt={4}
        onClick={() => notifications.hide(notification.id)}
      >
        <Trans>See all notifications</Trans>
      </Anchor>
    </>
  );
}

const closeLabel = () => closeLabelIn`Close`;

/** A toast of the newest arrival (once: a toast of the same notification is not shown twice). */
export function showArrival({ latest, arrived }: ArrivalNotice): void {
  // the gateway's answer: the contract's notification (the chart carries it as it came)
  const notification = latest as Notification;
  notifications.hide(notification.id);
  notifications.show({
    id: notification.id,
    title: <ArrivalTitle notification={notification} />,
    message: <ArrivalMessage notification={notification} arrived={arrived} />,
    color: alertColour(notification.alertLevel) ?? undefined,
    withBorder: true,
    // the language shown now (a toast lasts seconds)
    closeButtonProps: { 'aria-label': closeLabel() },
    'data-testid': 'arrival-toast',
  });
}

/**
 * A background result told in a toast (an export that ended while its page was not shown). It stays
 * until closed or followed: the work behind it took long, and its user may have looked away.
 */
export interface ResultToast {
  /** one toast per id: a newer result of the same thing replaces it */
  id: string;
  title: ReactNode;
  message: ReactNode;
  level: AlertLevel;
}

export function showResult({ id, title, message, level }: ResultToast): void {
  notifications.hide(id);
  notifications.show({
    id,
    title,
    message,
    color: alertColour(level) ?? undefined,
    withBorder: true,
    autoClose: false,
    closeButtonProps: { 'aria-label': closeLabel() },
    'data-testid': 'result-toast',
  });
}

/** Closes one toast (its link was followed). */
export function hideToast(id: string): void {
  notifications.hide(id);
}

export function clearArrivals(): void {
  notifications.clean();
}
