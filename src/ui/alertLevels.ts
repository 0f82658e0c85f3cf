import type { AlertLevel } from '../api/contract/notifications';

/**
 * requirements#alert-levels: 0 danger (red), 1 success (green), 2 warning (yellow), 3 the theme's
 * primary colour, 4 info (cyan). Null: the primary colour, whichever the theme makes it.
 */
export function alertColour(level: AlertLevel): string | null {
  switch (level) {
    case 0:
      return 'danger';
    case 1:
      return 'success';
    case 2:
      return 'warning';
    case 3:
      return null;
    case 4:
      return 'info';
  }
}

/** The CSS colour of an alert level's mark (the theme's palettes, or its primary colour). */
export function alertColourVar(level: AlertLevel): string {
  const colour = alertColour(level);
  return colour === null ? 'var(--mantine-primary-color-filled)' : `var(--mantine-color-${colour}-filled)`;
}
