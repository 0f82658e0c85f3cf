import { AppShell, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useApp } from '../../app/context';
import { BrandLogo } from '../shell/BrandLogo';
import { LoaderOverlay } from '../shell/LoaderOverlay';
import { PreferencesMenu } from '../shell/PreferencesMenu';
import { InactivityWarning } from './InactivityWarning';
import { UserMenu } from './UserMenu';

/** The signed-in frame: header with logo, preferences and the account menu. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { actors } = useApp();
  const leaving = useSelector(actors.session, (s) => s.matches('loggingOut'));
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <BrandLogo />
          <Group gap="sm" wrap="nowrap">
            <PreferencesMenu />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
      <InactivityWarning />
      {leaving ? <LoaderOverlay text={t`Signing out…`} /> : null}
    </AppShell>
  );
}
