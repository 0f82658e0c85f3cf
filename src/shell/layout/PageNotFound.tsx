import { Button, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useHomePath } from '../../ui/hooks';
import { BrandLogo } from '../../ui/BrandLogo';
import { CenteredMessage } from '../../ui/CenteredMessage';

export function PageNotFound() {
  const home = useHomePath();
  return (
    <CenteredMessage top={<BrandLogo />} title={<Trans>Page not found</Trans>}>
      <Title order={2} size={56} c="dimmed" aria-hidden>
        404
      </Title>
      <Text c="dimmed">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </Text>
      <Button component={Link} to={home}>
        <Trans>Go to home</Trans>
      </Button>
    </CenteredMessage>
  );
}
