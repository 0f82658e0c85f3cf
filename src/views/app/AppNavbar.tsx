import { Alert, Button, NavLink, ScrollArea, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertTriangle, IconDots } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { configurationMachine } from '../../../machines/configuration.machine';
import type { Menu } from '../../api/contract/content';
import { limitList, shownDrawer, type ShownEntry } from '../../config/menu';
import { useActiveLocale } from '../hooks';
import { useFailureMessage } from '../useFailureMessage';
import { MenuIcon } from './menuIcons';

type MenuActor = ActorRefFrom<typeof configurationMachine>;
/** the flow carries the menu without looking inside; the gateway parsed it with menuSchema */
const selectMenu = (s: { context: { configuration: unknown } }) => s.context.configuration as Menu | null;

/** The drawer (seed 001 §2.4): a tab menu or a list menu from the user's category's configuration. */
export function AppNavbar({ menu, onNavigate }: { menu: MenuActor; onNavigate: () => void }) {
  const { t } = useLingui();
  const describe = useFailureMessage();
  const locale = useActiveLocale();
  const configuration = useSelector(menu, selectMenu);
  const failed = useSelector(menu, (s) => s.matches('failed'));
  const failure = useSelector(menu, (s) => s.context.failure);

  if (failed)
    return (
      <Alert color="warning" icon={<IconAlertTriangle />} title={t`The menu could not be loaded`} role="alert">
        <Text size="sm">{failure ? describe(failure) : null}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={() => menu.send({ type: 'configuration.retry' })}>
          <Trans>Retry</Trans>
        </Button>
      </Alert>
    );
  if (!configuration)
    return (
      <Stack gap="xs" aria-busy>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h={32} radius="sm" />
        ))}
      </Stack>
    );

  const drawer = shownDrawer(configuration.drawer.layout_data.page_field_configuration.body, locale);
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <nav aria-label={t`Main menu`} data-testid="drawer" data-drawer-type={drawer.type}>
        {drawer.type === 'listmenu' ? (
          <EntryList entries={drawer.items} onNavigate={onNavigate} />
        ) : (
          <Tabs defaultValue={drawer.tabs[0]?.key ?? null} variant="pills">
            <Tabs.List grow mb="sm">
              {drawer.tabs.map((tab) => (
                <Tabs.Tab key={tab.key} value={tab.key}>
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
    </ScrollArea>
  );
}

/** seed 001 §9: seven items, then "more" opens the rest in place */
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
