import { darken, lighten, luminance, type MantineColorsTuple } from '@mantine/core';
import type { Theme } from '../api/contract/content';

/**
 * A configured theme (requirements#theme) as what the UI library needs: 10-shade palettes anchored on
 * the configured colours, the shade filled controls use, and page colours — each only when it
 * keeps text readable (WCAG 4.5:1), since a content editor's colour must never make the portal
 * unreadable.
 */
export type ThemeEntry = Theme['themeList'][number];

const TINTS = [0.92, 0.8, 0.64, 0.46, 0.28, 0.12] as const;
const SHADES = [0.14, 0.28, 0.42] as const;
/** the configured colour itself sits at this shade */
export const ANCHOR_SHADE = 6;

/** Tints towards white, the colour itself at shade 6, then shades towards black. */
export function paletteOf(hex: string): MantineColorsTuple {
  return [
    ...TINTS.map((amount) => lighten(hex, amount)),
    hex,
    ...SHADES.map((amount) => darken(hex, amount)),
  ] as unknown as MantineColorsTuple;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const READABLE = 4.5;

/**
 * The shade filled buttons use: the configured colour when white text reads on it, else the
 * first darker shade that does. A colour too light for white text at any shade keeps its own
 * shade and gets dark text (the theme's autoContrast).
 */
export function filledShade(palette: MantineColorsTuple): number {
  for (let shade = ANCHOR_SHADE; shade < 10; shade++)
    if (contrastRatio(palette[shade]!, '#ffffff') >= READABLE) return shade;
  return ANCHOR_SHADE;
}

/** The entry in use: the chosen one when the theme has it, else the default, else the first. */
export function activeEntry(theme: Theme, chosen: string | null): ThemeEntry {
  return (
    theme.themeList.find((entry) => entry.name === chosen) ??
    theme.themeList.find((entry) => entry.default) ??
    theme.themeList[0]!
  );
}

/**
 * Light-scheme page colours: the page background (cards stay white on it) and text colours, each
 * kept only when text stays readable on both the background and a card.
 */
export function pageColours(entry: ThemeEntry): Record<string, string> {
  const vars: Record<string, string> = {};
  const background = entry.backgroundColor;
  const readsOn = (text: string) =>
    contrastRatio(text, background) >= READABLE && contrastRatio(text, '#ffffff') >= READABLE;
  if (contrastRatio(background, '#000000') >= READABLE) vars['--portal-background'] = background;
  if (readsOn(entry.textPrimary)) vars['--mantine-color-text'] = entry.textPrimary;
  if (readsOn(entry.textSecondary)) vars['--mantine-color-dimmed'] = entry.textSecondary;
  return vars;
}
