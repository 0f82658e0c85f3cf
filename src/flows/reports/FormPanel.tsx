import { Paper } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** A small form of a report screen (filters, a customer, a transaction ID) in a bordered panel. */
export function FormPanel({
  label,
  onSubmit,
  onReset,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onReset?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Paper component="form" withBorder radius="md" p="md" aria-label={label} onSubmit={onSubmit} onReset={onReset}>
      {children}
    </Paper>
  );
}
