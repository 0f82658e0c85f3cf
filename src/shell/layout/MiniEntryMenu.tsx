import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ShownEntry } from '../../config/menu';
import type { Reach } from '../../ui/lazyOnReach';
import { MenuIcon } from '../../ui/menuIcons';

/**
 * A group of the compact menu, opened as a pop-out list of its pages (its code loads when the user
 * reaches for the group's icon: AppNavbar.tsx).
 */
export default function MiniEntryMenu({
  entry,
  items,
  onNavigate,
  reach,
}: {
  entry: ShownEntry;
  items: ShownEntry[];
  onNavigate: () => void;
  reach: Reach | undefined;
}) {
  return (
    <Menu position="right-start" withinPortal defaultOpened={reach === 'click'}>
      <Menu.Target>
        <Tooltip label={entry.title} position="right" defaultOpened={reach === 'pointer'}>
          <ActionIcon
            variant="subtle"
            size="xl"
            aria-label={entry.title}
            autoFocus={reach === 'focus' || reach === 'click'}
          >
            <MenuIcon name={entry.icon} size={22} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{entry.title}</Menu.Label>
        {items.map((item) => (
          <Menu.Item
            key={item.key}
            component={Link}
            to={item.to!}
            onClick={onNavigate}
            leftSection={<MenuIcon name={item.icon} size={16} />}
          >
            {item.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
