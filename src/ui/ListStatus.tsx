import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { FlowFailure } from '../../machines/shared';
import { FailureAlert } from './FailureAlert';

/** A list being loaded: a spinner and what is loading, announced politely. */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <Group justify="center" gap="sm" py="xl" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text c="dimmed">{children}</Text>
    </Group>
  );
}

/** A list that could not be loaded: why, and Retry. */
export function FailedWithRetry({
  failure,
  title,
  onRetry,
}: {
  failure: FlowFailure | null;
  title: string;
  onRetry: () => void;
}) {
  return (
    <Stack gap="md" align="flex-start">
      <FailureAlert failure={failure} title={title} />
      <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </Stack>
  );
}
