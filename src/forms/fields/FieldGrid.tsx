import { Paper, SimpleGrid } from '@mantine/core';
import { Children, type CSSProperties, type ReactNode } from 'react';
import type { ServiceForm } from '../../api/contract/serviceForm';
import { formLayout } from '../steps';
import classes from './fields.module.css';

/**
 * A step's fields laid out by the form's display settings (requirements#field-attributes):
 * displayColumn columns (one on phones), labels aligned start/center/end, formatType 1 (labels
 * above), 2 (labels beside) or 3 (each field on a card).
 */
export function FieldGrid({
  form,
  children,
}: {
  form: Pick<ServiceForm, 'displayColumn' | 'formatType' | 'labelAlignment' | 'buttonAlign'>;
  children: ReactNode;
}) {
  const layout = formLayout(form);
  return (
    <SimpleGrid
      cols={layout.columns}
      spacing="md"
      verticalSpacing="md"
      className={classes.grid}
      data-format-type={layout.formatType}
      data-label-align={layout.labelAlign}
      style={{ '--form-label-align': layout.labelAlign } as CSSProperties}
    >
      {layout.formatType === 3
        ? Children.map(children, (child) =>
            child === null || child === false ? null : (
              <Paper withBorder radius="md" p="md">
                {child}
              </Paper>
            ),
          )
        : children}
    </SimpleGrid>
  );
}
