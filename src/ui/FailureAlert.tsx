import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { FlowFailure } from '../../machines/shared';
import { useFailureMessage } from './useFailureMessage';

/** A flow's failure as an announced alert in the user's language; nothing when there is none. */
export function FailureAlert({
  failure,
  title,
  children,
}: {
  failure: FlowFailure | null;
  title?: string;
  children?: ReactNode;
}) {
  const describe = useFailureMessage();
  if (!failure) return null;
  return (
    <Alert color="danger" variant="light" icon={<IconAlertCircle />} role="alert" title={title}>
      {describe(failure)}
      {children}
    </Alert>
  );
}
