import { Box, Container, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { localized } from '../../config/siteSettings';
import { useActiveLocale, useSiteSettings } from '../../ui/hooks';
import { safeAreaPadding, useEmbedded } from '../webviewBridge/useEmbedded';
import { PublicFooterNav, PublicHeader } from './PublicNav';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink';

/**
 * Pages before sign-in: the logo, the public navigation and the preferences on top, the page, then
 * the footer's navigation (with the active content pages) and the copyright.
 */
export function PublicLayout({
  children,
  wide = false,
  full = false,
}: {
  children: ReactNode;
  /** the whole width (tools), not a form's column */ wide?: boolean;
  /** edge to edge, no padding (the landing page's bands) */ full?: boolean;
}) {
  const settings = useSiteSettings();
  const locale = useActiveLocale();
  const copyright = localized(settings?.general.copyrights, locale);
  // requirements#web-view: in a native app the host draws the frame; the footer's links are the web's
  const embedded = useEmbedded();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column', ...(embedded ? safeAreaPadding : {}) }}>
      <SkipLink />
      <PublicHeader />
      {full ? (
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} w="100%" style={{ flex: 1, outline: 'none' }}>
          {children}
        </Box>
      ) : (
        <Container
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          size={wide ? undefined : 'xs'}
          fluid={wide}
          py="xl"
          w="100%"
          style={{ flex: 1, outline: 'none' }}
        >
          {children}
        </Container>
      )}
      {embedded ? null : (
        <Box component="footer" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <PublicFooterNav />
          {copyright !== '-' ? (
            <Text size="xs" c="dimmed" ta="center" pb="md">
              {copyright}
            </Text>
          ) : null}
        </Box>
      )}
    </Box>
  );
}
