import { SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconLayoutGrid } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { localizedTitle } from '../config/menu';
import { useActiveLocale } from '../ui/hooks';
import { MenuIcon } from '../ui/menuIcons';
import { WidgetCard } from '../ui/WidgetCard';
import { setting, type WidgetProps } from '../ui/widgetData';
import classes from './widgets.module.css';
import { useWidgetActor } from './useWidgetActor';
import type { WidgetLink } from './widgets.logic';

/** CardServices: the menu's first services (settings.limit, 4 by default) as large cards. */
export default function CardServices(props: WidgetProps) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const limit = Math.min(12, Math.max(1, setting(props, 'limit', 4)));
  const actor = useWidgetActor((l) => l.services((links) => links.slice(0, limit)));
  return (
    <WidgetCard<WidgetLink[]>
      actor={actor}
      title={t`Services`}
      icon={<IconLayoutGrid size={20} aria-hidden />}
      empty={t`Your account has no services.`}
    >
      {(links) => (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {links.map((link) => (
            <UnstyledButton key={link.route} component={Link} to={link.route} className={classes.tile}>
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                <MenuIcon name={link.icon} size={26} />
              </ThemeIcon>
              <Text size="sm" ta="center" lineClamp={2}>
                {localizedTitle(link.title, locale)}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </WidgetCard>
  );
}
