import { darken, lighten, type MantineColorsTuple } from '@mantine/core';
import { contrastRatio, READABLE } from '../../config/themePalette';

/**
 * WCAG 1.4.3 (4.5:1) for the scheme-wide text colours, set once here rather than per component:
 * the UI library's defaults fail — dimmed text #828282 on the dark page (4.0:1), error text
 * #e03131 on it (3.4:1), #fa5252 on white (3.3:1), light dimmed #868e96 on white (3.3:1).
 * A configured theme's page colours (pageColours) replace the light ones when they read.
 */
export const readableLight = {
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  '--mantine-color-error': 'var(--mantine-color-red-9)',
} as const;

export const readableDark = {
  // 6.4:1 on the page (dark-7), 5.6:1 on cards and menus (dark-6), 4.6:1 on a hovered item (dark-5)
  '--mantine-color-dimmed': '#a6a6a6',
  // red-4: 6.7:1 on the page, 5.9:1 on cards
  '--mantine-color-error': 'var(--mantine-color-red-4)',
  // placeholders stay fainter than typed text, yet 4.6:1 on a field (dark-6)
  '--mantine-color-placeholder': '#969696',
} as const;

const LIGHT_SURFACES = ['#ffffff', '#f8f9fa'];
// the dark page (dark-7) and its cards, menus and fields (dark-6)
const DARK_SURFACES = ['#242424', '#2e2e2e'];
const readsOn = (colour: string, surfaces: readonly string[]) =>
  surfaces.every((surface) => contrastRatio(colour, surface) >= READABLE);

/**
 * The first colour of `candidates` that reads on `surfaces`, else `fallback` moved (darkened for
 * light surfaces, lightened for dark ones) until it does.
 */
function firstReadable(
  candidates: readonly string[],
  surfaces: readonly string[],
  fallback: string,
  move: (colour: string, amount: number) => string,
): string {
  const found = candidates.find((colour) => readsOn(colour, surfaces));
  if (found) return found;
  for (let step = 1; step < 10; step++) {
    const moved = move(fallback, step / 10);
    if (readsOn(moved, surfaces)) return moved;
  }
  return move(fallback, 1);
}

/**
 * A palette's text colours (`c="danger"`, a light badge's label, a link) that read in both schemes.
 * The UI library takes a fixed shade (the filled one in light, shade 4 in dark) which suits its own
 * palettes, not ones generated around a bright colour (the spec's brand sits at shade 3, its
 * success green reads on nothing white): each is moved to the nearest shade that reads.
 */
export function readableTextColours(
  colors: Record<string, readonly string[] | undefined>,
  primaryColor: string,
  lightShade: number,
): { light: Record<string, string>; dark: Record<string, string> } {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  for (const [name, palette] of Object.entries(colors)) {
    if (!palette || palette.length < 10) continue;
    const shades = palette as MantineColorsTuple;
    light[`--mantine-color-${name}-text`] = firstReadable(shades.slice(lightShade), LIGHT_SURFACES, shades[9], darken);
    light[`--mantine-color-${name}-light-color`] = firstReadable([shades[9]], [shades[1]], shades[9], darken);
    dark[`--mantine-color-${name}-text`] = firstReadable(
      [shades[4], shades[3], shades[2], shades[1], shades[0]],
      DARK_SURFACES,
      shades[0],
      lighten,
    );
  }
  dark['--mantine-color-anchor'] = `var(--mantine-color-${primaryColor}-text)`;
  return { light, dark };
}
