import {
  ActionIcon,
  Group,
  useComputedColorScheme,
  useMantineColorScheme,
  type MantineBreakpoint,
} from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconMoon, IconSun } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LanguageMenu } from '../locale/LanguageMenu';
import { TooltipOnReach } from '../../ui/TooltipOnReach';

/**
 * Language and dark mode, both remembered across reloads; the signed-in shell adds its display
 * settings (which carry dark mode too, for phones where the header has no room for both).
 */
export function PreferencesMenu({
  children,
  darkModeFrom,
}: {
  children?: ReactNode;
  darkModeFrom?: MantineBreakpoint;
}) {
  const { t } = useLingui();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const dark = scheme === 'dark';
  return (
    <Group gap="xs" wrap="nowrap">
      <LanguageMenu />
      <TooltipOnReach label={dark ? t`Light mode` : t`Dark mode`}>
        <ActionIcon
          {...(darkModeFrom ? { visibleFrom: darkModeFrom } : {})}
          variant="default"
          size="lg"
          aria-label={dark ? t`Switch to light mode` : t`Switch to dark mode`}
          aria-pressed={dark}
          onClick={() => setColorScheme(dark ? 'light' : 'dark')}
        >
          {dark ? <IconSun size={20} /> : <IconMoon size={20} />}
        </ActionIcon>
      </TooltipOnReach>
      {children}
    </Group>
  );
}
