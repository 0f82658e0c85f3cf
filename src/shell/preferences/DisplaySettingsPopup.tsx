import {
  ActionIcon,
  ColorSwatch,
  Group,
  isLightColor,
  Popover,
  Stack,
  Switch,
  Text,
  Tooltip,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAdjustmentsHorizontal, IconCheck } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { preferencesMachine } from '../../../machines/preferences.machine';
import type { Theme } from '../../api/contract/content';
import { useApp } from '../../platform/context';
import { localizedTitle } from '../../config/menu';
import { activeEntry } from '../../config/themePalette';
import { useActiveLocale } from '../../ui/hooks';
import type { Reach } from '../../ui/lazyOnReach';

type Preferences = SnapshotFrom<typeof preferencesMachine>;
const selectLayout = (s: Preferences) => ({
  boxed: s.matches({ layout: 'boxed' }),
  mini: s.matches({ sidebar: 'mini' }),
  collapsed: s.matches({ navigation: 'collapsed' }),
  darkSidenav: s.matches({ sidenav: 'dark' }),
});
const sameLayout = (a: ReturnType<typeof selectLayout>, b: ReturnType<typeof selectLayout>) =>
  a.boxed === b.boxed && a.mini === b.mini && a.collapsed === b.collapsed && a.darkSidenav === b.darkSidenav;

/**
 * The signed-in shell's display settings (requirements#display-preferences): the
 * category's themes to choose from, and the layout preferences. Its code loads when the user
 * reaches for the button (DisplaySettings.tsx).
 */
export default function DisplaySettingsPopup({ reach }: { reach: Reach | undefined }) {
  const { t } = useLingui();
  const { actors } = useApp();
  const locale = useActiveLocale();
  const theme = useSelector(actors.theme, (s) => s.context.theme as Theme | null);
  const chosen = useSelector(actors.theme, (s) => s.context.chosen);
  const layout = useSelector(actors.preferences, selectLayout, sameLayout);
  const current = theme ? activeEntry(theme, chosen) : null;
  const send = actors.preferences.send;
  const [opened, setOpened] = useState(reach === 'click');
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');

  return (
    <Popover position="bottom-end" width={280} shadow="md" withinPortal trapFocus opened={opened} onChange={setOpened}>
      <Popover.Target>
        <Tooltip label={t`Display settings`} disabled={opened} defaultOpened={reach === 'pointer'}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t`Display settings`}
            autoFocus={reach === 'focus' || reach === 'click'}
            onClick={() => setOpened((o) => !o)}
          >
            <IconAdjustmentsHorizontal size={20} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown aria-label={t`Display settings`}>
        <Stack gap="md">
          {theme && theme.themeList.length > 1 ? (
            <div role="group" aria-labelledby="theme-choice-label">
              <Text id="theme-choice-label" size="sm" fw={600} mb="xs">
                <Trans>Theme</Trans>
              </Text>
              <Group gap="xs">
                {theme.themeList.map((entry) => {
                  const label = entry.title ? localizedTitle(entry.title, locale) : entry.name;
                  const selected = current?.name === entry.name;
                  return (
                    <Tooltip key={entry.name} label={label}>
                      <UnstyledButton
                        aria-label={label}
                        aria-pressed={selected}
                        onClick={() => actors.theme.send({ type: 'theme.choose', name: entry.name })}
                      >
                        <ColorSwatch
                          color={entry.primaryColor}
                          size={32}
                          style={{ color: isLightColor(entry.primaryColor) ? '#000' : '#fff' }}
                        >
                          {selected ? <IconCheck size={18} aria-hidden /> : null}
                        </ColorSwatch>
                      </UnstyledButton>
                    </Tooltip>
                  );
                })}
              </Group>
            </div>
          ) : null}
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              <Trans>Layout</Trans>
            </Text>
            <Switch
              hiddenFrom="sm"
              label={t`Dark mode`}
              checked={scheme === 'dark'}
              onChange={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
            />
            {/* the drawer is a pull-out panel below the desktop breakpoint: these shape the desktop layout */}
            <Switch
              visibleFrom="md"
              label={t`Boxed layout`}
              checked={layout.boxed}
              onChange={() => send({ type: 'preferences.toggleBoxLayout' })}
            />
            <Switch
              visibleFrom="md"
              label={t`Compact menu`}
              checked={layout.mini}
              onChange={() => send({ type: 'preferences.toggleMiniSidebar' })}
            />
            <Switch
              visibleFrom="md"
              label={t`Hide the menu`}
              checked={layout.collapsed}
              onChange={() => send({ type: 'preferences.toggleNavCollapsed' })}
            />
            <Switch
              label={t`Dark menu`}
              checked={layout.darkSidenav}
              onChange={() => send({ type: 'preferences.toggleDarkSidenav' })}
            />
          </Stack>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
