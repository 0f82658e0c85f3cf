import { Button, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useHomePath } from '../../ui/hooks';
import { PublicLayout } from './PublicLayout';

/**
 * A public route (requirements#public-routes) whose screen this portal does not offer yet (payment
 * results, self onboarding): it answers with a clear page and the way home, never a blank.
 */
export function PublicNotAvailablePage() {
  const home = useHomePath();
  return (
    <PublicLayout>
      <Stack align="center" ta="center" gap="md" data-testid="not-available">
        <Title order={1} size="h2">
          <Trans>This page is not available</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>This part of the portal is not open yet. Please use the portal's home page.</Trans>
        </Text>
        <Button component={Link} to={home}>
          <Trans>Go to home</Trans>
        </Button>
      </Stack>
    </PublicLayout>
  );
}
