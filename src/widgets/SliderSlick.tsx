import { ActionIcon, Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconChevronLeft, IconChevronRight, IconSpeakerphone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Notification } from '../api/contract/notifications';
import { localize } from '../forms/localize';
import { formatDate } from '../i18n/format';
import { useActiveLocale } from '../ui/hooks';
import { WidgetCard } from '../ui/WidgetCard';
import type { WidgetProps } from '../ui/widgetData';
import classes from './widgets.module.css';
import { useWidgetActor } from './useWidgetActor';

/** SliderSlick: the latest news for the user (their notifications), one slide at a time, moved by the user only. */
export default function SliderSlick(_: WidgetProps) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const [index, setIndex] = useState(0);
  const actor = useWidgetActor((l) => l.notifications(5));
  return (
    <WidgetCard<Notification[]>
      actor={actor}
      title={t`News for you`}
      icon={<IconSpeakerphone size={20} aria-hidden />}
      empty={t`Nothing to show here yet.`}
      action={
        <Anchor component={Link} to="/app/report/notifications" size="sm">
          <Trans>See all</Trans>
        </Anchor>
      }
    >
      {(rows) => {
        const at = Math.min(index, rows.length - 1);
        const slide = rows[at]!;
        return (
          <Stack gap="xs" role="group" aria-label={t`News for you`}>
            <Box aria-live="polite" mih={72}>
              <Text fw={600} size="sm">
                {localize(slide.title, locale)}
              </Text>
              <Text size="sm" lineClamp={2}>
                {localize(slide.body, locale)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(slide.createdAt, locale)}
              </Text>
            </Box>
            {rows.length > 1 ? (
              <Group justify="space-between">
                <ActionIcon
                  variant="light"
                  aria-label={t`Previous`}
                  disabled={at === 0}
                  onClick={() => setIndex(at - 1)}
                >
                  <IconChevronLeft size={18} aria-hidden className={classes.forward} />
                </ActionIcon>
                <Text size="xs" c="dimmed">
                  {at + 1} / {rows.length}
                </Text>
                <ActionIcon
                  variant="light"
                  aria-label={t`Next`}
                  disabled={at === rows.length - 1}
                  onClick={() => setIndex(at + 1)}
                >
                  <IconChevronRight size={18} aria-hidden className={classes.forward} />
                </ActionIcon>
              </Group>
            ) : null}
          </Stack>
        );
      }}
    </WidgetCard>
  );
}
