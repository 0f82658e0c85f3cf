import { Badge } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/** requirements#transaction-status: 0 pending, 1 success, 2 fail. */
export type TransactionStatusCode = 0 | 1 | 2;

export const transactionStatusNames: Record<TransactionStatusCode, MessageDescriptor> = {
  0: msg`Pending`,
  1: msg`Successful`,
  2: msg`Failed`,
};

/** requirements#alert-levels: success green, pending the warning colour, failure red. */
export const transactionStatusColours: Record<TransactionStatusCode, string> = {
  0: 'warning',
  1: 'success',
  2: 'danger',
};

/** A transaction's status named in the user's language beside a dot of its colour (the bright spec colours as text would fail contrast). */
export function TransactionStatusBadge({ status, size = 'sm' }: { status: TransactionStatusCode; size?: 'sm' | 'md' }) {
  const { i18n } = useLingui();
  return (
    <Badge color={transactionStatusColours[status]} variant="dot" size={size}>
      {i18n._(transactionStatusNames[status])}
    </Badge>
  );
}
