import { Menu, Text, UnstyledButton } from '@mantine/core';
import type { Reach } from '../../ui/lazyOnReach';
import { Trans } from '@lingui/react/macro';
import { IconDevicesOff, IconDialpad, IconKey, IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useApp } from '../../platform/context';
import { useUserName } from '../../ui/hooks';
import { AccountAvatar } from './AccountAvatar';
import { selectRouteMap, useShellConfiguration } from '../configuration/ShellConfiguration';
import { configuredLink } from '../../config/routes';

const selectConfiguredRoutes = (s: { context: { configuration: unknown } }) =>
  selectRouteMap(s)
    ?.routes.map((r) => r.route)
    .join(' ') ?? null;

/** The account menu itself (its code loads when the user reaches for the avatar: UserMenu.tsx). */
export default function UserMenuPopup({ reach }: { reach: Reach | undefined }) {
  const { actors } = useApp();
  const user = useSelector(actors.session, (s) => s.context.user);
  const name = useUserName();
  const leaving = useSelector(actors.session, (s) => s.matches('loggingOut'));
  const { routes } = useShellConfiguration();
  // requirements#per-category-pages: the credentials pages a category has come from its route table
  const configured = useSelector(routes, selectConfiguredRoutes);
  const hasPage = (route: string) => configured === null || configured.split(' ').includes(route);
  if (!user) return null;
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={reach === 'click'}>
      <Menu.Target>
        <UnstyledButton autoFocus={reach === 'focus' || reach === 'click'}>
          <AccountAvatar name={name} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            <bdi>{name}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            <bdi dir="ltr">{user.userIdentifier}</bdi>
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/app/my-account" leftSection={<IconUserCircle size={16} />}>
          <Trans>My account</Trans>
        </Menu.Item>
        {hasPage('/app/change-login-password') ? (
          <Menu.Item
            component={Link}
            {...configuredLink('/app/change-login-password')}
            leftSection={<IconKey size={16} />}
          >
            <Trans>Change password</Trans>
          </Menu.Item>
        ) : null}
        {hasPage('/app/change-transaction-pin') ? (
          <Menu.Item
            component={Link}
            {...configuredLink('/app/change-transaction-pin')}
            leftSection={<IconDialpad size={16} />}
          >
            <Trans>Change transaction PIN</Trans>
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to="/app/two-factor" leftSection={<IconShieldLock size={16} />}>
          <Trans>Two-step verification</Trans>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="danger"
          leftSection={<IconLogout size={16} />}
          disabled={leaving}
          onClick={() => actors.session.send({ type: 'session.logout' })}
        >
          <Trans>Sign out</Trans>
        </Menu.Item>
        <Menu.Item
          color="danger"
          leftSection={<IconDevicesOff size={16} />}
          disabled={leaving}
          onClick={() => actors.session.send({ type: 'session.logout', allDevices: true })}
        >
          <Trans>Sign out of all devices</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
