import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { FlowFailure } from '../../machines/shared';
import { useFailureMessage } from './useFailureMessage';

/** A flow's failure as an announced alert in the user's language; nothing when there is none. */
export function FailureAlert({
  failure,
  title,
  id,
  children,
}: {
  failure: FlowFailure | null;
  title?: string;
  /** for the field it explains to point at (aria-describedby) */
  id?: string;
  children?: ReactNode;
}) {
  const describe = useFailureMessage();
  if (!failure) return null;
  return (
    <Alert color="danger" variant="light" icon={<IconAlertCircle />} role="alert" title={title} id={id}>
      {describe(failure)}
      {children}
    </Alert>
  );
}
