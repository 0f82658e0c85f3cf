import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FlowFailure } from '../../machines/shared';
import { useFailureMessage } from './useFailureMessage';

/** Configuration that could not be loaded or read: what happened, and a retry (never a blank page). */
export function ConfigurationError({
  title,
  failure,
  onRetry,
}: {
  title: string;
  failure: FlowFailure | null;
  onRetry: () => void;
}) {
  const describe = useFailureMessage();
  return (
    <Alert color="warning" icon={<IconAlertTriangle />} title={title} role="alert">
      <Text size="sm">{failure ? describe(failure) : null}</Text>
      <Button mt="sm" size="xs" variant="light" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </Alert>
  );
}

/** The shape of a page while its configuration loads. */
export function PageSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="md" role="status" aria-busy aria-label={t`Loading`}>
      <Skeleton h={32} w="40%" radius="sm" />
      <Skeleton h={16} radius="sm" />
      <Skeleton h={16} radius="sm" />
      <Skeleton h={16} w="70%" radius="sm" />
    </Stack>
  );
}
