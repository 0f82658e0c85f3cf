import { Button, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconArrowsExchange } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { localizedTitle } from '../config/menu';
import { useActiveLocale } from '../ui/hooks';
import { MenuIcon } from '../ui/menuIcons';
import { WidgetCard } from '../ui/WidgetCard';
import { setting, type WidgetProps } from '../ui/widgetData';
import { useWidgetActor } from './useWidgetActor';
import type { WidgetLink } from './widgets.logic';

/**
 * SendandLoad: the two things done most — send money and load the wallet — one press away, when
 * the category's menu offers them (settings.send and settings.load name their routes).
 */
export default function SendandLoad(props: WidgetProps) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const wanted = [
    setting(props, 'send', '/app/services/send-money'),
    setting(props, 'load', '/app/services/load-money'),
  ];
  const actor = useWidgetActor((l) =>
    l.services((links) => wanted.flatMap((route) => links.filter((link) => link.route === route).slice(0, 1))),
  );
  return (
    <WidgetCard<WidgetLink[]>
      actor={actor}
      title={t`Send and load`}
      icon={<IconArrowsExchange size={20} aria-hidden />}
      empty={t`Your account has no services.`}
    >
      {(links) => (
        <Stack gap="sm">
          {links.map((link) => (
            <Button
              key={link.route}
              component={Link}
              to={link.route}
              size="md"
              fullWidth
              justify="flex-start"
              variant="light"
              leftSection={<MenuIcon name={link.icon} size={20} />}
            >
              {localizedTitle(link.title, locale)}
            </Button>
          ))}
        </Stack>
      )}
    </WidgetCard>
  );
}
