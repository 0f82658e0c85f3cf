import { NavLink, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconList as IconListIcon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { localizedTitle } from '../config/menu';
import { useActiveLocale } from '../ui/hooks';
import { MenuIcon } from '../ui/menuIcons';
import { WidgetCard } from '../ui/WidgetCard';
import type { WidgetProps } from '../ui/widgetData';
import { useWidgetActor } from './useWidgetActor';
import { linkSettings, localeTextSetting } from './widgetSettings';
import type { WidgetLink } from './widgets.logic';

/** IconList: configured links with their icons (settings.items), only to pages the category has. */
export default function IconList(props: WidgetProps) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const title = localeTextSetting(props.settings?.title);
  const actor = useWidgetActor((l) => l.pages(linkSettings(props.settings?.items)));
  return (
    <WidgetCard<WidgetLink[]>
      actor={actor}
      title={title ? localizedTitle(title, locale) : t`For you`}
      icon={<IconListIcon size={20} aria-hidden />}
      empty={t`Nothing to show here yet.`}
    >
      {(links) => (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {links.map((link) => (
            <li key={link.route}>
              <NavLink
                component={Link}
                to={link.route}
                label={localizedTitle(link.title, locale)}
                leftSection={<MenuIcon name={link.icon} size={18} />}
              />
            </li>
          ))}
        </Stack>
      )}
    </WidgetCard>
  );
}
