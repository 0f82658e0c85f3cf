import {
  mergeThemeOverrides,
  MantineProvider,
  type CSSVariablesResolver,
  type MantineColorSchemeManager,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import type { Theme } from '../../api/contract/content';
import { useApp } from '../../platform/context';
import { specColours } from './specColours';
import { readableDark, readableLight, readableTextColours } from './readableColours';
import { theme as baseTheme } from './theme';
import { activeEntry, filledShade, pageColours, paletteOf, type ThemeEntry } from '../../config/themePalette';

const sameColour = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The UI library's theme for a configured entry; the spec's own colours keep the built-in palettes. */
function mantineTheme(entry: ThemeEntry | null) {
  if (
    !entry ||
    (sameColour(entry.primaryColor, specColours.brand) && sameColour(entry.secondaryColor, specColours.secondary))
  )
    return baseTheme;
  const brand = paletteOf(entry.primaryColor);
  const shade = filledShade(brand) as 6 | 7 | 8 | 9;
  return mergeThemeOverrides(baseTheme, {
    colors: { brand, secondary: paletteOf(entry.secondaryColor) },
    primaryShade: { light: shade, dark: shade },
    autoContrast: true,
  });
}

/**
 * The theme (requirements#theme) applied at run time: the theme statechart's configuration and the
 * entry the user chose become the UI library's palettes and the light scheme's page colours.
 */
export function ThemedMantineProvider({
  colorSchemeManager,
  children,
}: {
  colorSchemeManager: MantineColorSchemeManager;
  children: ReactNode;
}) {
  const { actors } = useApp();
  const configured = useSelector(actors.theme, (s) => s.context.theme as Theme | null);
  const chosen = useSelector(actors.theme, (s) => s.context.chosen);
  const entry = configured ? activeEntry(configured, chosen) : null;
  const theme = useMemo(() => mantineTheme(entry), [entry]);
  const resolver = useMemo<CSSVariablesResolver>(() => {
    const page = entry ? pageColours(entry) : {};
    return (resolved) => {
      const text = readableTextColours(
        resolved.colors,
        resolved.primaryColor,
        typeof resolved.primaryShade === 'number' ? resolved.primaryShade : resolved.primaryShade.light,
      );
      return {
        variables: {},
        light: { ...readableLight, ...text.light, ...page },
        dark: { ...readableDark, ...text.dark },
      };
    };
  }, [entry]);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      cssVariablesResolver={resolver}
    >
      {children}
    </MantineProvider>
  );
}
