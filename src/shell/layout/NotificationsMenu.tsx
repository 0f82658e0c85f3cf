import { ActionIcon, Indicator } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconBell } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { resolveRoute } from '../../config/menu';
import { useApp } from '../../platform/context';
import { lazyOnReach } from '../../ui/lazyOnReach';
import { selectMenu, useShellConfiguration } from '../configuration/ShellConfiguration';
import { useTransitionSelector } from '../../ui/useTransitionSelector';

const NotificationsMenuPopup = lazyOnReach(() => import('./NotificationsMenuPopup'));

const selectNotifications = (s: { context: { configuration: unknown } }) =>
  selectMenu(s)?.app_notification.layout_data.dataList ?? null;
const selectUnread = (s: { context: { unread: number | null } }) => s.context.unread;

/** More than this shows as "99+" on the bell (the label still says the number). */
const MAX_SHOWN = 99;

/**
 * The app_notification part of the menu (requirements#menu): the notification centre's views. An
 * entry's path_one names the filter the notifications report applies. The bell shows the unread
 * count and follows it live (requirements#notifications). The menu's code loads when the user
 * reaches for the bell (issue 20).
 */
export function NotificationsMenu() {
  const { t, i18n } = useLingui();
  const { actors } = useApp();
  const { menu } = useShellConfiguration();
  const entries = useTransitionSelector(menu, selectNotifications);
  const unread = useSelector(actors.unreadNotifications, selectUnread) ?? 0;
  const shown = (entries ?? [])
    .filter((e) => e.enabled && resolveRoute(e.route))
    .sort((a, b) => a.sort_order - b.sort_order);
  if (shown.length === 0) return null;
  const count = i18n.number(unread);
  const label = unread > 0 ? t`Notifications, ${count} unread` : t`Notifications`;
  return (
    <Indicator
      label={unread > MAX_SHOWN ? `${i18n.number(MAX_SHOWN)}+` : count}
      disabled={unread === 0}
      size={18}
      offset={4}
      color="danger"
      inline
      // the number is in the button's label; the badge is only there to be seen
      attributes={{ indicator: { 'aria-hidden': true, 'data-testid': 'notifications-count' } }}
    >
      <NotificationsMenuPopup
        entries={shown}
        label={label}
        placeholder={(reach) => (
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={label}
            aria-haspopup="menu"
            aria-expanded={false}
            {...reach}
          >
            <IconBell size={20} />
          </ActionIcon>
        )}
      />
    </Indicator>
  );
}
