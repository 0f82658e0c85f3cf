import { Button, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { localizedTitle, resolveRoute } from '../config/menu';
import { useActiveLocale } from '../ui/hooks';
import { WidgetCard } from '../ui/WidgetCard';
import type { WidgetProps } from '../ui/widgetData';
import classes from './widgets.module.css';
import { useWidgetActor } from './useWidgetActor';
import { localeTextSetting } from './widgetSettings';

/**
 * HeaderWithButton: a configured heading, a line of text and one button to the page it is about
 * (settings.title, text, button, route) — shown only when the category has that page.
 */
export default function HeaderWithButton(props: WidgetProps) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const route = resolveRoute(typeof props.settings?.route === 'string' ? props.settings.route : null);
  const title = localeTextSetting(props.settings?.title);
  const text = localeTextSetting(props.settings?.text);
  const button = localeTextSetting(props.settings?.button);
  const actor = useWidgetActor((l) => l.pages(route ? [{ route }] : []));
  return (
    <WidgetCard<Array<{ route: string }>>
      actor={actor}
      title={title ? localizedTitle(title, locale) : t`For you`}
      icon={<IconInfoCircle size={20} aria-hidden />}
      empty={t`Nothing to show here yet.`}
      skeletonHeight={40}
    >
      {([page]) => (
        <Group justify="space-between" wrap="wrap" gap="sm">
          {text ? <Text size="sm">{localizedTitle(text, locale)}</Text> : null}
          <Button
            component={Link}
            to={page!.route}
            rightSection={<IconArrowRight size={16} aria-hidden className={classes.forward} />}
          >
            {button ? localizedTitle(button, locale) : t`Open`}
          </Button>
        </Group>
      )}
    </WidgetCard>
  );
}
