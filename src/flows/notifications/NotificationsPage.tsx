import { ActionIcon, Button, Group, Paper, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconBellOff, IconChecks, IconRefresh } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { notificationsMachine } from '../../../machines/notifications.machine';
import type { MenuEntry } from '../../api/contract/content';
import type { Notification, NotificationCategory } from '../../api/contract/notifications';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { selectMenu, useShellConfiguration } from '../../shell/configuration/ShellConfiguration';
import { FailureAlert } from '../../ui/FailureAlert';
import { useActiveLocale } from '../../ui/hooks';
import { LoadingStatus } from '../../ui/ListStatus';
import { filterOf } from './notificationFormat';
import { NotificationItem } from './NotificationItem';
import { notificationsLogic } from './notifications.logic';

type Snapshot = SnapshotFrom<typeof notificationsMachine>;
type Step = 'loading' | 'failed' | 'empty' | 'ready';

const selectStep = (s: Snapshot): Step =>
  s.matches('ready') ? 'ready' : s.matches('empty') ? 'empty' : s.matches('failed') ? 'failed' : 'loading';
/** the flow carries the contract's notifications without looking inside */
const selectRows = (s: Snapshot) => s.context.rows as Notification[];
const selectTotal = (s: Snapshot) => s.context.total;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectLoadingMore = (s: Snapshot) => s.matches({ ready: 'loadingMore' });
const selectMarking = (s: Snapshot) => s.context.marking;
const selectCanMarkAll = (s: Snapshot) => s.can({ type: 'notifications.markAllRead' });

/** requirements#menu: whether the category's app_notification menu offers the offers (PROMOTION) view. */
const selectOffers = (s: { context: { configuration: unknown } }): 'on' | 'off' | 'unknown' => {
  const entries: readonly MenuEntry[] | undefined = selectMenu(s)?.app_notification.layout_data.dataList;
  if (!entries) return 'unknown';
  return entries.some((e) => e.enabled && e.path_one === 'PROMOTION') ? 'on' : 'off';
};

const ALL = 'all';

/**
 * /app/report/notifications (requirements#notifications): the user's notifications, newest first,
 * filtered by the URL's `filter` (the app_notification entry's path_one), read and unread, one or
 * all marked read; the bell counts again after each mark.
 */
export function NotificationsPage() {
  const { t } = useLingui();
  const { platform, actors } = useApp();
  const locale = useActiveLocale();
  const navigate = useNavigate();
  const search: { filter?: string } = useSearch({ strict: false });
  const { menu } = useShellConfiguration();
  const offers = useSelector(menu, selectOffers);
  const filter = filterOf(search.filter, offers);

  const [logic] = useState(() => notificationsLogic(platform, actors));
  const actor = useFlowActor(logic, { input: { filter } });
  const step = useSelector(actor, selectStep);
  const rows = useSelector(actor, selectRows);
  const total = useSelector(actor, selectTotal);
  const failure = useSelector(actor, selectFailure);
  const loadingMore = useSelector(actor, selectLoadingMore);
  const marking = useSelector(actor, selectMarking);
  const canMarkAll = useSelector(actor, selectCanMarkAll);
  const shown = rows.length;
  // "3 hours ago" is measured from when the page opened
  const [nowMs] = useState(() => Date.now());

  // the URL decides the filter: the back button, a menu entry and the segments all go through it
  useEffect(() => actor.send({ type: 'filter.change', filter }), [actor, filter]);

  // a new page is announced by moving focus to its heading (keyboard and screen-reader users)
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const segments: Array<{ value: string; label: string }> = [
    { value: ALL, label: t`All` },
    { value: 'TRANSACTION', label: t`Transactions` },
    { value: 'SECURITY', label: t`Security` },
    ...(offers === 'on' || filter === 'PROMOTION' ? [{ value: 'PROMOTION', label: t`Offers` }] : []),
  ];
  const choose = (value: string) =>
    void navigate({
      to: '/app/report/notifications',
      search: value === ALL ? {} : { filter: value as NotificationCategory },
    });

  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          <Trans>Notifications</Trans>
        </Title>
        <Group gap="xs">
          <Tooltip label={t`Refresh`}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t`Refresh`}
              disabled={step === 'loading' || step === 'failed'}
              onClick={() => actor.send({ type: 'notifications.refresh' })}
            >
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
          {step === 'ready' ? (
            <Button
              variant="light"
              leftSection={<IconChecks size={18} />}
              disabled={!canMarkAll}
              loading={marking !== null && 'all' in marking}
              onClick={() => actor.send({ type: 'notifications.markAllRead' })}
            >
              <Trans>Mark all as read</Trans>
            </Button>
          ) : null}
        </Group>
      </Group>

      <SegmentedControl
        aria-label={t`Show`}
        data={segments}
        value={filter ?? ALL}
        onChange={choose}
        fullWidth
        style={{ maxWidth: 560 }}
      />

      {step === 'loading' ? (
        <LoadingStatus>
          <Trans>Loading notifications…</Trans>
        </LoadingStatus>
      ) : step === 'failed' ? (
        <Stack gap="md" align="flex-start">
          <FailureAlert failure={failure} title={t`Your notifications could not be loaded`} />
          <Button leftSection={<IconRefresh size={16} />} onClick={() => actor.send({ type: 'notifications.retry' })}>
            <Trans>Retry</Trans>
          </Button>
        </Stack>
      ) : step === 'empty' ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Stack gap="xs" align="center">
            <IconBellOff size={32} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text fw={600} role="status">
              {filter === null ? <Trans>You have no notifications.</Trans> : <Trans>Nothing here yet.</Trans>}
            </Text>
            <Text c="dimmed" size="sm">
              <Trans>What happens to your account — payments, security changes and offers — is told here.</Trans>
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md">
          <FailureAlert failure={failure} title={t`That did not work: your notifications are as they were`} />
          <Stack component="ul" gap="sm" m={0} p={0} aria-label={t`Notifications`} aria-busy={marking !== null}>
            {rows.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                locale={locale}
                nowMs={nowMs}
                busy={marking !== null}
                onMarkRead={(id) => actor.send({ type: 'notification.markRead', id })}
              />
            ))}
          </Stack>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              <Trans>
                Showing {shown} of {total}
              </Trans>
            </Text>
            {shown < total ? (
              <Button variant="default" loading={loadingMore} onClick={() => actor.send({ type: 'page.more' })}>
                <Trans>Load more</Trans>
              </Button>
            ) : null}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
