import { Button, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { CenteredMessage } from '../../ui/CenteredMessage';

/** requirements#server-not-found: the fallback when site settings (or the configuration) cannot be loaded. */
export function ServerNotFoundPage({ onRetry }: { onRetry: () => void }) {
  return (
    <CenteredMessage title={<Trans>We cannot reach the server</Trans>}>
      <Text>
        <Trans>Please try after sometime.</Trans>
      </Text>
      <Text c="dimmed" size="sm">
        <Trans>Check your connection. The portal will work again as soon as the server answers.</Trans>
      </Text>
      <Button onClick={onRetry} data-autofocus>
        <Trans>Try again</Trans>
      </Button>
    </CenteredMessage>
  );
}
