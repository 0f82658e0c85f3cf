import { ActionIcon, Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { localizedTitle } from '../../config/menu';
import { BrandLogo } from '../../ui/BrandLogo';
import { useActiveLocale } from '../../ui/hooks';
import { useActivePages } from '../configuration/useActivePages';
import { PreferencesMenu } from '../preferences/PreferencesMenu';
import { useEmbedded } from '../webviewBridge/useEmbedded';
import { lazyOnReach } from '../../ui/lazyOnReach';
import { publicNavLinks, publicPagePath } from './publicLinks';

/**
 * A link of the public navigation. Its path is a plain string: some of the public screens are
 * other flows' routes, and the list is configuration-like (publicLinks.ts), not typed route by route.
 */
function PublicLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor
      component={Link}
      {...({ to } as { to: '/' })}
      activeOptions={{ exact: true }}
      c="var(--mantine-color-text)"
      fw={500}
      size="sm"
    >
      {children}
    </Anchor>
  );
}

const PublicNavMenuPopup = lazyOnReach(() => import('./PublicNavMenuPopup'));

/** The phones' navigation button; the menu's code loads when the user reaches for it (issue 20). */
function PublicNavMenu() {
  const { t } = useLingui();
  return (
    <PublicNavMenuPopup
      placeholder={(reach) => (
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`Navigation`}
          aria-haspopup="menu"
          aria-expanded={false}
          {...reach}
        >
          <IconMenu2 size={20} aria-hidden />
        </ActionIcon>
      )}
    />
  );
}

/** The public header: the logo, the navigation (a menu button on phones), language and dark mode. */
export function PublicHeader() {
  const { t, i18n } = useLingui();
  // requirements#web-view: the host's title bar carries the brand
  const embedded = useEmbedded();
  return (
    <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        {embedded ? <span /> : <BrandLogo />}
        <Group component="nav" aria-label={t`Main`} gap="lg" visibleFrom="md" wrap="nowrap">
          {publicNavLinks.map((link) => (
            <PublicLink key={link.to} to={link.to}>
              {i18n._(link.label)}
            </PublicLink>
          ))}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <PreferencesMenu />
          {/* phones: the same links in a menu (the language menu's code, no drawer's) */}
          <Box hiddenFrom="md">
            <PublicNavMenu />
          </Box>
        </Group>
      </Group>
    </Box>
  );
}

/** The footer's navigation: the public screens, and the content pages the content service lists. */
export function PublicFooterNav() {
  const { t, i18n } = useLingui();
  const locale = useActiveLocale();
  const active = useActivePages();
  const pages = active.status === 'ready' ? active.pages : [];
  return (
    <Container size="lg" py="lg" component="nav" aria-label={t`Footer`}>
      <Group align="flex-start" gap="xl" grow>
        <Stack gap="xs">
          <Text fw={700} size="sm" component="h2">
            <Trans>Explore</Trans>
          </Text>
          {publicNavLinks.map((link) => (
            <PublicLink key={link.to} to={link.to}>
              {i18n._(link.label)}
            </PublicLink>
          ))}
        </Stack>
        {pages.length > 0 ? (
          <Stack gap="xs">
            <Text fw={700} size="sm" component="h2">
              <Trans>Information</Trans>
            </Text>
            {pages.map((page) => (
              <PublicLink key={page.page_id} to={publicPagePath(page.page_id)}>
                <bdi>{localizedTitle(page.title, locale)}</bdi>
              </PublicLink>
            ))}
          </Stack>
        ) : null}
      </Group>
    </Container>
  );
}
