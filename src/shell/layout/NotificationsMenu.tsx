import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { MenuEntry } from '../../api/contract/content';
import { localizedTitle, resolveRoute } from '../../config/menu';
import { useActiveLocale } from '../../ui/hooks';
import { MenuIcon } from '../../ui/menuIcons';
import { selectMenu, useShellConfiguration } from '../configuration/ShellConfiguration';

const selectNotifications = (s: { context: { configuration: unknown } }) =>
  selectMenu(s)?.app_notification.layout_data.dataList ?? null;

/**
 * The app_notification part of the menu (requirements#menu): the notification centre's views. An
 * entry's path_one names the filter the notifications report applies.
 */
export function NotificationsMenu() {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const { menu } = useShellConfiguration();
  const entries = useSelector(menu, selectNotifications);
  const shown = (entries ?? [])
    .filter((e) => e.enabled && resolveRoute(e.route))
    .sort((a, b) => a.sort_order - b.sort_order);
  if (shown.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t`Notifications`}>
          <ActionIcon variant="default" size="lg" aria-label={t`Notifications`}>
            <IconBell size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {shown.map((entry: MenuEntry, index) => (
          <Menu.Item
            key={index}
            component={Link}
            to={resolveRoute(entry.route)!}
            search={(entry.path_one ? { filter: entry.path_one } : {}) as never}
            leftSection={<MenuIcon name={entry.icon} size={16} />}
          >
            {localizedTitle(entry.title, locale)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
