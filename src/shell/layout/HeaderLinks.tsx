import { Button, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { shownEntries } from '../../config/menu';
import { useActiveLocale } from '../../ui/hooks';
import { MenuIcon } from '../../ui/menuIcons';
import { selectMenu, useShellConfiguration } from '../configuration/ShellConfiguration';
import { useTransitionSelector } from '../../ui/useTransitionSelector';

const selectHeader = (s: { context: { configuration: unknown } }) => selectMenu(s)?.header.layout_data.dataList ?? null;

/** The header part of the menu (requirements#menu) on wide screens; phones reach the same pages from the drawer. */
export function HeaderLinks() {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const { menu } = useShellConfiguration();
  const header = useTransitionSelector(menu, selectHeader);
  if (!header) return null;
  const entries = shownEntries(header, locale).filter((e) => e.to);
  if (entries.length === 0) return null;
  return (
    <Group component="nav" aria-label={t`Quick links`} gap={4} visibleFrom="md" wrap="nowrap">
      {entries.map((entry) => (
        <Button
          key={entry.key}
          component={Link}
          to={entry.to!}
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<MenuIcon name={entry.icon} />}
          activeProps={{ 'aria-current': 'page', 'data-active': true }}
        >
          {entry.title}
        </Button>
      ))}
    </Group>
  );
}
