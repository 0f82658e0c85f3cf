import { AppShell, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { preferencesMachine } from '../../../machines/preferences.machine';
import { useApp } from '../../platform/context';
import { toUserCategory } from '../../platform/platform';
import { BrandLogo } from '../../ui/BrandLogo';
import { LoaderOverlay } from '../../ui/LoaderOverlay';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink';
import { PreferencesMenu } from '../preferences/PreferencesMenu';
import { AppFooter } from './AppFooter';
import { AppNavbar } from './AppNavbar';
import { DisplaySettings } from '../preferences/DisplaySettings';
import { HeaderLinks } from './HeaderLinks';
import { InactivityWarning } from '../session/InactivityWarning';
import { TemporaryAccountNotice } from './TemporaryAccountNotice';
import { NotificationsMenu } from './NotificationsMenu';
import { ShellConfigurationProvider } from '../configuration/ShellConfiguration';
import { UserMenu } from './UserMenu';
import { useEmbedded } from '../webviewBridge/useEmbedded';
import { breakpointsPx } from '../theme/theme';

/** requirements#web-view: the host's title bar replaces the logo and the quick links; the notch is kept clear */
const EMBEDDED_HEADER = 'calc(3.5rem + env(safe-area-inset-top))';

type Preferences = SnapshotFrom<typeof preferencesMachine>;
const selectLayout = (s: Preferences) =>
  `${s.matches({ layout: 'boxed' }) ? 'boxed' : 'fluid'} ${s.matches({ sidebar: 'mini' }) ? 'mini' : 'full'} ${
    s.matches({ navigation: 'collapsed' }) ? 'collapsed' : 'expanded'
  } ${s.matches({ sidenav: 'dark' }) ? 'dark' : 'light'}`;

/**
 * The signed-in frame: header with logo, quick links, notifications, preferences and the account
 * menu; the drawer from the user's category's menu configuration; the footer.
 * On phones and tablets the drawer opens from the burger (requirements#constants-breakpoints: the
 * theme's `md` is the desktop edge); the layout preferences (requirements#display-preferences)
 * shape the rest.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { platform, actors } = useApp();
  const leaving = useSelector(actors.session, (s) => s.matches('loggingOut'));
  const category = useSelector(actors.session, (s) => toUserCategory(platform, s.context.user?.category));
  const [boxed, mini, collapsed, sidenav] = useSelector(actors.preferences, selectLayout).split(' ');
  const [opened, { toggle, close }] = useDisclosure(false);
  const compact = mini === 'mini' && !opened;
  const embedded = useEmbedded();
  // the navigation menu while it is off screen (a phone's until the burger opens it, a desktop's
  // collapsed one): inert, so the keyboard does not tab into links no one sees; and drawn only once
  // first shown — on a phone it was ~100 ms of the dashboard's first render at 4× CPU (issue 20)
  const desktop = useMediaQuery(`(min-width: ${breakpointsPx.desktop / 16}em)`, false, {
    getInitialValueInEffect: false,
  });
  const navbarHidden = desktop ? collapsed === 'collapsed' && !opened : !opened;
  const [navbarDrawn, setNavbarDrawn] = useState(!navbarHidden);
  if (!navbarHidden && !navbarDrawn) setNavbarDrawn(true);
  return (
    <ShellConfigurationProvider key={category} category={category}>
      <AppShell
        header={{ height: embedded ? EMBEDDED_HEADER : 64 }}
        navbar={{
          width: { base: 280, md: compact ? 80 : 280 },
          breakpoint: 'md',
          collapsed: { mobile: !opened, desktop: collapsed === 'collapsed' && !opened },
        }}
        padding="md"
      >
        <SkipLink />
        <AppShell.Header
          px="md"
          style={
            embedded
              ? {
                  paddingTop: 'env(safe-area-inset-top)',
                  paddingLeft: 'calc(var(--mantine-spacing-md) + env(safe-area-inset-left))',
                  paddingRight: 'calc(var(--mantine-spacing-md) + env(safe-area-inset-right))',
                }
              : undefined
          }
        >
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom={collapsed === 'collapsed' ? undefined : 'md'}
                size="sm"
                aria-label={opened ? t`Close the menu` : t`Open the menu`}
                aria-expanded={opened}
              />
              {embedded ? null : <BrandLogo nameFrom="sm" />}
            </Group>
            {embedded ? null : <HeaderLinks />}
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              <NotificationsMenu />
              <PreferencesMenu darkModeFrom="sm">
                <DisplaySettings />
              </PreferencesMenu>
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar
          p="sm"
          data-sidenav={sidenav}
          {...(sidenav === 'dark' ? { 'data-mantine-color-scheme': 'dark', bg: 'dark.7' } : {})}
          inert={navbarHidden}
        >
          {navbarDrawn ? <AppNavbar onNavigate={close} mini={compact} /> : null}
        </AppShell.Navbar>
        <AppShell.Main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          bg="var(--portal-background, var(--mantine-color-body))"
          style={{
            outline: 'none',
            ...(embedded ? { paddingBottom: 'calc(var(--mantine-spacing-md) + env(safe-area-inset-bottom))' } : {}),
          }}
        >
          <Box style={{ display: 'flex', flexDirection: 'column' }}>
            {/* the page fills the screen below the header, so the footer starts below the fold: a
                footer drawn at the bottom of the screen moved away when the page's content arrived
                (issue 20: 0.08 of the dashboard's layout shift on a phone) */}
            <Container
              size={boxed === 'boxed' ? 'lg' : '100%'}
              px={0}
              w="100%"
              mih="calc(100dvh - 64px - var(--mantine-spacing-md))"
              style={{ flex: 1 }}
            >
              {children}
            </Container>
            {embedded ? null : <AppFooter />}
          </Box>
        </AppShell.Main>
        <InactivityWarning />
        <TemporaryAccountNotice />
        {leaving ? <LoaderOverlay text={t`Signing out…`} /> : null}
      </AppShell>
    </ShellConfigurationProvider>
  );
}
