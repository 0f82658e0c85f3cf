import { generateColors } from '@mantine/colors-generator';
import { createTheme } from '@mantine/core';

/** seed 000 §9 theme colours: the anchors of the portal's default palettes. */
export const specColours = {
  primary: '#5D92F4',
  secondary: '#677080',
  success: '#00D014',
  danger: '#FF3739',
  warning: '#FFB70F',
  info: '#00D0BD',
  dark: '#464D69',
} as const;

/** seed 000 §9 breakpoints: mobile up to 768 px, tablet 769–1024, desktop from 1025. */
export const breakpointsPx = { tablet: 769, desktop: 1025 } as const;

export const theme = createTheme({
  primaryColor: 'brand',
  // the spec's primary sits at shade 3; white text needs a darker fill to reach 4.5:1 contrast
  primaryShade: { light: 6, dark: 5 },
  colors: {
    brand: generateColors(specColours.primary),
    secondary: generateColors(specColours.secondary),
    success: generateColors(specColours.success),
    danger: generateColors(specColours.danger),
    warning: generateColors(specColours.warning),
    info: generateColors(specColours.info),
  },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Naskh Arabic", Tahoma, sans-serif',
  breakpoints: {
    xs: '36em',
    sm: `${breakpointsPx.tablet / 16}em`,
    md: `${breakpointsPx.desktop / 16}em`,
    lg: '75em',
    xl: '88em',
  },
});
