import { ActionIcon, Avatar, Box, Divider, Group, NavLink, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconDots } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import { useState, type CSSProperties } from 'react';
import { useApp } from '../../platform/context';
import { firstLetters } from '../../i18n/format';
import { limitList, shownDrawer, type ShownEntry } from '../../config/menu';
import { useActiveLocale, useUserName } from '../../ui/hooks';
import { ConfigurationError } from '../../ui/ConfigurationError';
import { MenuIcon } from '../../ui/menuIcons';
import { lazyOnReach } from '../../ui/lazyOnReach';
import { TooltipOnReach } from '../../ui/TooltipOnReach';
import { selectMenu, useShellConfiguration } from '../configuration/ShellConfiguration';
import { useTransitionSelector } from '../../ui/useTransitionSelector';

/** ScrollArea's viewport with offsetScrollbars: room for its 0.75rem scrollbar on the end and bottom sides */
const scrollStyle: CSSProperties = {
  overflow: 'auto',
  paddingInlineEnd: 'calc(0.75rem * var(--mantine-scale))',
  paddingBottom: 'calc(0.75rem * var(--mantine-scale))',
  scrollbarWidth: 'thin',
};

const MiniEntryMenu = lazyOnReach(() => import('./MiniEntryMenu'));

/**
 * The drawer (requirements#drawer): a tab menu or a list menu from the user's category's configuration,
 * under the profile header it configures. `mini`: icons only, groups open as menus.
 */
export function AppNavbar({ onNavigate, mini }: { onNavigate: () => void; mini: boolean }) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const { menu } = useShellConfiguration();
  // the menu arriving is drawn as a transition, in slices (issue 20)
  const { configuration, failed, failure } = useTransitionSelector(
    menu,
    (s) => ({ configuration: selectMenu(s), failed: s.matches('failed'), failure: s.context.failure }),
    shallowEqual,
  );

  if (failed)
    return (
      <ConfigurationError
        title={t`The menu could not be loaded`}
        failure={failure}
        onRetry={() => menu.send({ type: 'configuration.retry' })}
      />
    );
  if (!configuration)
    return (
      <Stack gap="xs" aria-busy>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h={32} radius="sm" />
        ))}
      </Stack>
    );

  const { body, header } = configuration.drawer.layout_data.page_field_configuration;
  // a failed refresh (the change feed announced a new menu) keeps the menu on screen, and says so
  const refreshFailed =
    failure && !mini ? (
      <Box mb="sm">
        <ConfigurationError
          title={t`The menu could not be refreshed`}
          failure={failure}
          onRetry={() => menu.send({ type: 'configuration.retry' })}
        />
      </Box>
    ) : null;
  const drawer = shownDrawer(body, locale);
  const sections = drawer.type === 'listmenu' ? [{ key: 'list', title: '', entries: drawer.items }] : drawer.tabs;
  return (
    // issue 20: the browser's own scrolling, with the room Mantine's ScrollArea (offsetScrollbars)
    // kept for its scrollbar: its code (and floating-ui's, which it imports for a ref helper:
    // ~20 KiB gzip) stays off the first paint
    <Box h="100%" style={scrollStyle}>
      <nav aria-label={t`Main menu`} data-testid="drawer" data-drawer-type={drawer.type}>
        {header.showProfile && !mini ? <DrawerProfile /> : null}
        {refreshFailed}
        {mini ? (
          <Stack gap={4} align="center">
            {sections.map((section, index) => (
              <Stack key={section.key} gap={4} align="center">
                {index > 0 ? <Divider w={40} /> : null}
                {section.entries.map((entry) => (
                  <MiniEntry key={entry.key} entry={entry} onNavigate={onNavigate} />
                ))}
              </Stack>
            ))}
          </Stack>
        ) : drawer.type === 'listmenu' ? (
          <EntryList entries={drawer.items} onNavigate={onNavigate} />
        ) : (
          <Tabs defaultValue={drawer.tabs[0]?.key ?? null}>
            <Tabs.List grow mb="sm" style={{ flexWrap: 'nowrap' }}>
              {drawer.tabs.map((tab) => (
                <Tabs.Tab key={tab.key} value={tab.key} px="xs" fz="sm">
                  {tab.title}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {drawer.tabs.map((tab) => (
              <Tabs.Panel key={tab.key} value={tab.key}>
                <EntryList entries={tab.entries} onNavigate={onNavigate} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </nav>
    </Box>
  );
}

/** requirements#drawer: the drawer header shows the signed-in user, as userParameterBinding names them. */
function DrawerProfile() {
  const { actors } = useApp();
  const name = useUserName();
  const identifier = useSelector(actors.session, (s) => s.context.user?.userIdentifier ?? '');
  return (
    <Group gap="sm" wrap="nowrap" mb="md" px={4} data-testid="drawer-profile">
      <Avatar color="brand" radius="xl" aria-hidden>
        {firstLetters(name)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate="end" dir="auto">
          {name}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          <bdi dir="ltr">{identifier}</bdi>
        </Text>
      </div>
    </Group>
  );
}

/** requirements#drawer-limit: seven items, then "more" opens the rest in place */
function EntryList({ entries, onNavigate }: { entries: ShownEntry[]; onNavigate: () => void }) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const { shown, more } = limitList(entries);
  const visible = expanded ? entries : shown;
  return (
    <Stack gap={2}>
      {visible.map((entry) => (
        <Entry key={entry.key} entry={entry} onNavigate={onNavigate} />
      ))}
      {more > 0 && !expanded ? (
        <NavLink
          component="button"
          label={t`More (${more})`}
          leftSection={<IconDots size={18} aria-hidden />}
          onClick={() => setExpanded(true)}
        />
      ) : null}
    </Stack>
  );
}

function Entry({ entry, onNavigate }: { entry: ShownEntry; onNavigate: () => void }) {
  const shown = { label: entry.title, leftSection: <MenuIcon name={entry.icon} /> };
  if (entry.to && entry.children.length === 0)
    return <NavLink component={Link} to={entry.to} onClick={onNavigate} {...shown} />;
  // a group (or an entry without a usable route) is a button, so the keyboard reaches it too
  return (
    <NavLink component="button" type="button" disabled={entry.children.length === 0} childrenOffset="md" {...shown}>
      {entry.children.length > 0
        ? entry.children.map((child) => <Entry key={child.key} entry={child} onNavigate={onNavigate} />)
        : undefined}
    </NavLink>
  );
}

/** Every leaf under an entry, for the compact menu's pop-out lists. */
function leaves(entry: ShownEntry): ShownEntry[] {
  return entry.children.length === 0 ? (entry.to ? [entry] : []) : entry.children.flatMap(leaves);
}

function MiniEntry({ entry, onNavigate }: { entry: ShownEntry; onNavigate: () => void }) {
  if (entry.to && entry.children.length === 0)
    return (
      <TooltipOnReach label={entry.title} position="right">
        <ActionIcon
          component={Link}
          to={entry.to}
          onClick={onNavigate}
          variant="subtle"
          size="xl"
          aria-label={entry.title}
        >
          <MenuIcon name={entry.icon} size={22} />
        </ActionIcon>
      </TooltipOnReach>
    );
  const items = leaves(entry);
  if (items.length === 0) return null;
  // issue 20: the pop-out list's code (the menu, Mantine's floating machinery) loads when the user reaches for it
  return (
    <MiniEntryMenu
      entry={entry}
      items={items}
      onNavigate={onNavigate}
      placeholder={(reach) => (
        <ActionIcon
          variant="subtle"
          size="xl"
          aria-label={entry.title}
          aria-haspopup="menu"
          aria-expanded={false}
          {...reach}
        >
          <MenuIcon name={entry.icon} size={22} />
        </ActionIcon>
      )}
    />
  );
}
