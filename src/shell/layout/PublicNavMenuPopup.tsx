import { ActionIcon, Menu } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Reach } from '../../ui/lazyOnReach';
import { publicNavLinks } from './publicLinks';

/** The public navigation's menu on phones (its code loads when the user reaches for the button). */
export default function PublicNavMenuPopup({ reach }: { reach: Reach | undefined }) {
  const { t, i18n } = useLingui();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={reach === 'click'}>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`Navigation`}
          autoFocus={reach === 'focus' || reach === 'click'}
        >
          <IconMenu2 size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {publicNavLinks.map((link) => (
          <Menu.Item key={link.to} component={Link} {...({ to: link.to } as { to: '/' })}>
            {i18n._(link.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
