/** requirements#constants-colours: the anchors of the portal's default palettes. */
export const specColours = {
  brand: '#5D92F4',
  secondary: '#677080',
  success: '#00D014',
  danger: '#FF3739',
  warning: '#FFB70F',
  info: '#00D0BD',
  dark: '#464D69',
} as const;

export type PaletteName = Exclude<keyof typeof specColours, 'dark'>;
