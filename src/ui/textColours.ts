/**
 * Success as text that stays readable on light and dark cards: the theme's own text shade of its
 * success palette, moved until it reads (readableColours.ts) — shade 9 of the spec's bright green
 * is #00ae02, 3.0:1 on white.
 */
export const successText = 'var(--mantine-color-success-text)';

/** A problem as text, readable on light and dark cards and on a table's striped rows. */
export const dangerText = 'light-dark(var(--mantine-color-danger-9), var(--mantine-color-danger-3))';
