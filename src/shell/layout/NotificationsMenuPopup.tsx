import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { MenuEntry } from '../../api/contract/content';
import { localizedTitle, resolveRoute } from '../../config/menu';
import { useActiveLocale } from '../../ui/hooks';
import { MenuIcon } from '../../ui/menuIcons';
import type { Reach } from '../../ui/lazyOnReach';

/** The bell's menu itself (its code loads when the user reaches for the bell: NotificationsMenu.tsx). */
export default function NotificationsMenuPopup({
  entries,
  label,
  reach,
}: {
  entries: MenuEntry[];
  label: string;
  reach: Reach | undefined;
}) {
  const locale = useActiveLocale();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={reach === 'click'}>
      <Menu.Target>
        <Tooltip label={label} defaultOpened={reach === 'pointer'}>
          <ActionIcon variant="default" size="lg" aria-label={label} autoFocus={reach === 'focus' || reach === 'click'}>
            <IconBell size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry, index) => (
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
