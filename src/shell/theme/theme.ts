import { Anchor, Button, createTheme, Input, type MantineColorsTuple } from '@mantine/core';
import classes from './theme.module.css';

// The default palettes are generated from the spec's colours at build time (vite.config.ts):
// the generator and its colour library stay out of the bundle.
const palettes = __DEFAULT_PALETTES__ as Record<string, MantineColorsTuple>;

/** requirements#constants-breakpoints: mobile up to 768 px, tablet 769–1024, desktop from 1025. */
export const breakpointsPx = { tablet: 769, desktop: 1025 } as const;

export const theme = createTheme({
  primaryColor: 'brand',
  // the spec's primary sits at shade 3; white text needs a darker fill to reach 4.5:1 contrast
  primaryShade: { light: 6, dark: 5 },
  colors: palettes,
  defaultRadius: 'md',
  // a user who asked the system for less motion gets none: dialogs, menus and drawers appear at once
  respectReducedMotion: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Naskh Arabic", Tahoma, sans-serif',
  breakpoints: {
    xs: '36em',
    sm: `${breakpointsPx.tablet / 16}em`,
    md: `${breakpointsPx.desktop / 16}em`,
    lg: '75em',
    xl: '88em',
  },
  components: {
    Input: Input.extend({ classNames: { input: classes.input } }),
    Anchor: Anchor.extend({ classNames: { root: classes.anchor } }),
    Button: Button.extend({
      classNames: { root: classes.buttonRoot, inner: classes.buttonInner, label: classes.buttonLabel },
    }),
  },
});
