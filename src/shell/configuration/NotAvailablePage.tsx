import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useApp } from '../../platform/context';
import { useHomePath } from '../../ui/hooks';

/**
 * A route the user's category does not have (requirements#not-available): said plainly, with the
 * way home, and recorded as an invalid component access.
 */
export function NotAvailablePage({ route, category, reason }: { route: string; category: string; reason: string }) {
  const { platform } = useApp();
  const home = useHomePath();
  useEffect(
    () => platform.accessLog.record({ route, category, reason }),
    [platform.accessLog, route, category, reason],
  );
  return (
    <Container size="sm" px={0} py="xl">
      <Stack align="center" ta="center" gap="md" data-testid="not-available">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={36} />
        </ThemeIcon>
        <Title order={1} size="h2">
          <Trans>Not available for your account</Trans>
        </Title>
        <Text c="dimmed" maw={440}>
          <Trans>
            This page is not part of the portal for your type of account. If you think you should have it, contact
            support.
          </Trans>
        </Text>
        <Button component={Link} to={home}>
          <Trans>Go to the dashboard</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
