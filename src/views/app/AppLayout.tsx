import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { useApp } from '../../app/context';
import { menuLogic } from '../../app/shellFlows';
import { BrandLogo } from '../shell/BrandLogo';
import { LoaderOverlay } from '../shell/LoaderOverlay';
import { PreferencesMenu } from '../shell/PreferencesMenu';
import { AppNavbar } from './AppNavbar';
import { InactivityWarning } from './InactivityWarning';
import { UserMenu } from './UserMenu';

/**
 * The signed-in frame: header with logo, preferences and the account menu, and the drawer from
 * the user's category's menu configuration (seed 001 §2.4). On phones the drawer opens from the
 * burger (seed 000 §9 breakpoints: the theme's `sm` is the tablet edge).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { services, actors } = useApp();
  const leaving = useSelector(actors.session, (s) => s.matches('loggingOut'));
  const [logic] = useState(() => menuLogic(services));
  const menu = useActorRef(logic);
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t`Open the menu`} />
            <BrandLogo />
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <PreferencesMenu />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppNavbar menu={menu} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
      <InactivityWarning />
      {leaving ? <LoaderOverlay text={t`Signing out…`} /> : null}
    </AppShell>
  );
}
