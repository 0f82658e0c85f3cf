import { Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { localized } from '../../config/siteSettings';
import { useActiveLocale, useSiteSettings } from '../../ui/hooks';
import { BrandLogo } from '../../ui/BrandLogo';
import { PreferencesMenu } from '../preferences/PreferencesMenu';

/** Pages before sign-in: logo and preferences on top, the page, the copyright below. */
export function PublicLayout({
  children,
  wide = false,
}: {
  children: ReactNode;
  /** the whole width (tools), not a form's column */ wide?: boolean;
}) {
  const settings = useSiteSettings();
  const locale = useActiveLocale();
  const copyright = localized(settings?.general.copyrights, locale);
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group justify="space-between" wrap="nowrap">
          <BrandLogo />
          <PreferencesMenu />
        </Group>
      </Box>
      <Container component="main" size={wide ? undefined : 'xs'} fluid={wide} py="xl" w="100%" style={{ flex: 1 }}>
        {children}
      </Container>
      {copyright !== '-' ? (
        <Text component="footer" size="xs" c="dimmed" ta="center" py="md">
          {copyright}
        </Text>
      ) : null}
    </Box>
  );
}
