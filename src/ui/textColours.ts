/** Success as text that stays readable on light and dark cards (the spec's green is too bright for text). */
export const successText = 'light-dark(var(--mantine-color-success-9), var(--mantine-color-success-4))';

/** A problem as text, readable on light and dark cards and on a table's striped rows. */
export const dangerText = 'light-dark(var(--mantine-color-danger-9), var(--mantine-color-danger-3))';
