import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './fields.module.css';

/** A form's "fix the fields" line, announced, in the error colour that keeps 4.5:1 on light pages. */
export function ErrorSummary({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" role="alert" className={classes.errorSummary}>
      {children}
    </Text>
  );
}
