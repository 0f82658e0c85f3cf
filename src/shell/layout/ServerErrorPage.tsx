import { Button, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useHomePath } from '../../ui/hooks';
import { BrandLogo } from '../../ui/BrandLogo';
import { CenteredMessage } from '../../ui/CenteredMessage';

/**
 * requirements#error-page: an 'oops' heading, the label 500, a server-went-wrong message, a
 * page-not-found message and a go-to-home button; logo and button lead home. Any rendering
 * error shows this page.
 */
export function ServerErrorPage() {
  const home = useHomePath();
  return (
    <CenteredMessage top={<BrandLogo />} title={<Trans>Oops!</Trans>}>
      <Stack gap={4} align="center">
        <Title order={2} size={64} c="brand" aria-label="500">
          500
        </Title>
        <Text fw={600}>
          <Trans>Sorry, the server went wrong.</Trans>
        </Text>
        <Text c="dimmed">
          <Trans>The page you are looking for was not found.</Trans>
        </Text>
      </Stack>
      <Button component={Link} to={home}>
        <Trans>Go to home</Trans>
      </Button>
    </CenteredMessage>
  );
}
