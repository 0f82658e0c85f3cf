import { Anchor, Box, Burger, Container, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { localizedTitle } from '../../config/menu';
import { BrandLogo } from '../../ui/BrandLogo';
import { useActiveLocale } from '../../ui/hooks';
import { useActivePages } from '../configuration/useActivePages';
import { PreferencesMenu } from '../preferences/PreferencesMenu';
import { publicNavLinks, publicPagePath } from './publicLinks';

/**
 * A link of the public navigation. Its path is a plain string: some of the public screens are
 * other flows' routes, and the list is configuration-like (publicLinks.ts), not typed route by route.
 */
function PublicLink({ to, children, onClick }: { to: string; children: ReactNode; onClick?: () => void }) {
  return (
    <Anchor
      component={Link}
      {...({ to } as { to: '/' })}
      activeOptions={{ exact: true }}
      c="var(--mantine-color-text)"
      fw={500}
      size="sm"
      onClick={onClick}
    >
      {children}
    </Anchor>
  );
}

/** The public header: the logo, the navigation (a menu button on phones), language and dark mode. */
export function PublicHeader() {
  const { t, i18n } = useLingui();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <BrandLogo />
        <Group component="nav" aria-label={t`Main`} gap="lg" visibleFrom="md" wrap="nowrap">
          {publicNavLinks.map((link) => (
            <PublicLink key={link.to} to={link.to}>
              {i18n._(link.label)}
            </PublicLink>
          ))}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <PreferencesMenu />
          <Burger
            hiddenFrom="md"
            opened={opened}
            onClick={toggle}
            aria-label={opened ? t`Close navigation` : t`Open navigation`}
            aria-expanded={opened}
            size="sm"
          />
        </Group>
      </Group>
      <Drawer
        opened={opened}
        onClose={close}
        // the end side, where the menu button is (the library mirrors it in right-to-left)
        position="right"
        size="xs"
        title={<Trans>Menu</Trans>}
        hiddenFrom="md"
      >
        <Stack component="nav" aria-label={t`Main`} gap="md">
          {publicNavLinks.map((link) => (
            <PublicLink key={link.to} to={link.to} onClick={close}>
              {i18n._(link.label)}
            </PublicLink>
          ))}
        </Stack>
      </Drawer>
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
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
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
      </SimpleGrid>
    </Container>
  );
}
