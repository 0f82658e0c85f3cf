import { ActionIcon, Group, Menu, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconLanguage, IconMoon, IconSun } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useApp } from '../../app/context';
import { supportedLocales, type SupportedLocale } from '../../i18n/locales';

/** Language and dark mode, both remembered across reloads. */
export function PreferencesMenu() {
  const { t } = useLingui();
  const { actors } = useApp();
  const active = useSelector(actors.locale, (s) => s.context.active);
  const loading = useSelector(actors.locale, (s) => s.matches('loading'));
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const dark = scheme === 'dark';
  return (
    <Group gap="xs" wrap="nowrap">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Tooltip label={t`Language`}>
            <ActionIcon variant="default" size="lg" aria-label={t`Language`} loading={loading}>
              <IconLanguage size={20} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          {(Object.keys(supportedLocales) as SupportedLocale[]).map((code) => (
            <Menu.Item
              key={code}
              lang={code}
              dir={supportedLocales[code].rtl ? 'rtl' : 'ltr'}
              aria-current={code === active ? 'true' : undefined}
              fw={code === active ? 700 : 400}
              onClick={() => actors.locale.send({ type: 'locale.select', locale: code })}
            >
              {supportedLocales[code].name}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Tooltip label={dark ? t`Light mode` : t`Dark mode`}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={dark ? t`Switch to light mode` : t`Switch to dark mode`}
          aria-pressed={dark}
          onClick={() => setColorScheme(dark ? 'light' : 'dark')}
        >
          {dark ? <IconSun size={20} /> : <IconMoon size={20} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
