import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconCalendarOff,
  IconCalendarRepeat,
  IconCheck,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconRefresh,
  IconX,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { schedulesMachine } from '../../../machines/schedules.machine';
import type { Schedule, ScheduleRun } from '../../api/contract/schedules';
import { formatDateTime } from '../../i18n/format';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { ButtonLink } from '../../ui/ButtonLink';
import { DeleteWithAuthentication } from '../../ui/DeleteWithAuthentication';
import { FailureAlert } from '../../ui/FailureAlert';
import { useActiveLocale } from '../../ui/hooks';
import { usePinLength } from '../../ui/NewPinFields';
import { PageTitle } from '../../ui/PageTitle';
import { FailedWithRetry, LoadingStatus } from '../../ui/ListStatus';
import { weekdayNames } from './ScheduleCreatePage';
import { schedulesLogic } from './schedules.logic';

type Snapshot = SnapshotFrom<typeof schedulesMachine>;

const selectStep = (s: Snapshot) => (s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading');
/** the flow carries the contract's schedules without looking inside */
const selectRows = (s: Snapshot) => s.context.rows as Schedule[];
const selectFailure = (s: Snapshot) => s.context.failure;
const selectNotice = (s: Snapshot) => s.context.notice;
const selectSelected = (s: Snapshot) =>
  (s.context.rows.find((row) => row.id === s.context.selectedId) as Schedule | undefined) ?? null;
const selectCancelling = (s: Snapshot) => s.matches({ ready: 'cancelling' });
const selectSending = (s: Snapshot) => s.matches({ ready: { cancelling: 'sending' } });
const selectIdle = (s: Snapshot) => s.matches({ ready: 'idle' });
const selectRefreshing = (s: Snapshot) => s.matches({ ready: 'refreshing' });

function StatusBadge({ status }: { status: Schedule['status'] }) {
  switch (status) {
    case 'active':
      return (
        <Badge color="success" variant="dot">
          <Trans>Active</Trans>
        </Badge>
      );
    case 'paused':
      return (
        <Badge color="warning" variant="dot">
          <Trans>Paused</Trans>
        </Badge>
      );
    case 'cancelled':
      return (
        <Badge color="gray" variant="dot">
          <Trans>Cancelled</Trans>
        </Badge>
      );
    default:
      return (
        <Badge color="gray" variant="dot">
          <Trans>Finished</Trans>
        </Badge>
      );
  }
}

function RunLine({ run, locale }: { run: ScheduleRun; locale: string }) {
  const when = formatDateTime(run.occurrenceAt, locale);
  const transactionId = run.transactionId;
  return (
    <Text component="li" size="sm">
      {run.status === 'success' ? (
        <Trans>{when}: paid</Trans>
      ) : run.status === 'running' ? (
        <Trans>{when}: paying…</Trans>
      ) : (
        <Trans>
          {when}: failed — <bdi>{run.message ?? ''}</bdi>
        </Trans>
      )}
      {transactionId !== null ? (
        <>
          {' · '}
          <Anchor
            size="sm"
            component={Link}
            // a configured page, served by /app/$: the router knows it by that route only
            to={'/app/report/transactionView' as never}
            search={{ transactionId } as never}
          >
            <Trans>
              Transaction <span dir="ltr">{transactionId}</span>
            </Trans>
          </Anchor>
        </>
      ) : null}
    </Text>
  );
}

function ScheduleCard({
  row,
  locale,
  disabled,
  onPause,
  onResume,
  onCancel,
}: {
  row: Schedule;
  locale: string;
  disabled: boolean;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const name = row.recipientName;
  const amount = row.amount;
  const currency = row.currency;
  const o = row.occurrence;
  const day = o.type === 'weekly' ? i18n._(weekdayNames[o.week]) : o.month;
  const time = o.time;
  const next = row.nextRunAt === null ? null : formatDateTime(row.nextRunAt, locale);
  const last = row.runs[0];
  const open = row.status === 'active' || row.status === 'paused';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      style={{ listStyle: 'none' }}
      aria-label={t`Scheduled payment to ${name}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600}>
              <Trans>
                <span dir="ltr">{amount}</span> {currency} to <bdi>{name}</bdi> (
                <span dir="ltr">{row.recipientMobile}</span>)
              </Trans>
            </Text>
            <Text size="sm" c="dimmed">
              {o.type === 'weekly' ? (
                <Trans>
                  Every {day} at <span dir="ltr">{time}</span>, from <span dir="ltr">{o.startDate}</span> to{' '}
                  <span dir="ltr">{o.endDate}</span>
                </Trans>
              ) : (
                <Trans>
                  Every month on day {day} at <span dir="ltr">{time}</span>, from <span dir="ltr">{o.startDate}</span>{' '}
                  to <span dir="ltr">{o.endDate}</span>
                </Trans>
              )}
            </Text>
            {row.note ? (
              <Text size="sm" c="dimmed">
                <bdi>{row.note}</bdi>
              </Text>
            ) : null}
          </Stack>
          <StatusBadge status={row.status} />
        </Group>
        <Text size="sm">
          {next !== null && row.status === 'active' ? (
            <Trans>Next run: {next}</Trans>
          ) : (
            <Trans>No run is planned.</Trans>
          )}
        </Text>
        <Text size="sm">
          {last === undefined ? (
            <Trans>Last result: not run yet.</Trans>
          ) : last.status === 'success' ? (
            <Trans>Last result: paid.</Trans>
          ) : last.status === 'running' ? (
            <Trans>Last result: paying…</Trans>
          ) : (
            <Trans>Last result: failed.</Trans>
          )}
        </Text>
        {row.runs.length > 0 ? (
          <details>
            <summary>
              <Trans>History of runs ({row.runs.length})</Trans>
            </summary>
            <Stack component="ul" gap={4} mt="xs" ps="md" m={0}>
              {row.runs.map((run) => (
                <RunLine key={run.occurrenceAt} run={run} locale={locale} />
              ))}
            </Stack>
          </details>
        ) : null}
        {open ? (
          <Group gap="xs">
            {row.status === 'active' ? (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlayerPause size={14} aria-hidden />}
                disabled={disabled}
                onClick={onPause}
                aria-label={t`Pause the payment to ${name}`}
              >
                <Trans>Pause</Trans>
              </Button>
            ) : (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlayerPlay size={14} aria-hidden />}
                disabled={disabled}
                onClick={onResume}
                aria-label={t`Resume the payment to ${name}`}
              >
                <Trans>Resume</Trans>
              </Button>
            )}
            <Button
              variant="default"
              size="xs"
              leftSection={<IconX size={14} aria-hidden />}
              disabled={disabled}
              onClick={onCancel}
              aria-label={t`Cancel the payment to ${name}`}
            >
              <Trans>Cancel</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * /app/schedule-view (issue 16): the user's scheduled payments with their next run (in the user's
 * locale), last result and history of runs; paused, resumed, or cancelled with the transaction
 * PIN (DeleteWithAuthentication). The runs happen on the server: Refresh reads them again.
 */
export function SchedulesPage() {
  const { t } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const pinLength = usePinLength();
  const [logic] = useState(() => schedulesLogic(platform));
  const actor = useFlowActor(logic, { input: { pinLength } });
  const step = useSelector(actor, selectStep);
  const rows = useSelector(actor, selectRows);
  const failure = useSelector(actor, selectFailure);
  const notice = useSelector(actor, selectNotice);
  const selected = useSelector(actor, selectSelected);
  const cancelling = useSelector(actor, selectCancelling);
  const sending = useSelector(actor, selectSending);
  const idle = useSelector(actor, selectIdle);
  const refreshing = useSelector(actor, selectRefreshing);
  const selectedName = selected?.recipientName ?? '';
  const selectedAmount = selected?.amount ?? '';

  const addLink = (
    <ButtonLink to={'/app/schedule' as never} leftSection={<IconPlus size={16} aria-hidden />}>
      <Trans>Schedule a payment</Trans>
    </ButtonLink>
  );

  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageTitle>
          <Trans>Scheduled payments</Trans>
        </PageTitle>
        <Group gap="xs">
          <Tooltip label={t`Refresh`}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t`Refresh`}
              disabled={!idle}
              loading={refreshing}
              onClick={() => actor.send({ type: 'list.refresh' })}
            >
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {addLink}
        </Group>
      </Group>

      {step === 'loading' ? (
        <LoadingStatus>
          <Trans>Loading your scheduled payments…</Trans>
        </LoadingStatus>
      ) : step === 'failed' ? (
        <FailedWithRetry
          failure={failure}
          title={t`Your scheduled payments could not be loaded`}
          onRetry={() => actor.send({ type: 'list.retry' })}
        />
      ) : (
        <Stack gap="md">
          <div aria-live="polite" role="status">
            {notice ? (
              <Alert color="success" variant="light" icon={<IconCheck aria-hidden />}>
                {notice.kind === 'paused' ? (
                  <Trans>The scheduled payment is paused.</Trans>
                ) : notice.kind === 'resumed' ? (
                  <Trans>The scheduled payment is resumed.</Trans>
                ) : (
                  <Trans>The scheduled payment is cancelled.</Trans>
                )}
              </Alert>
            ) : null}
          </div>
          {idle ? <FailureAlert failure={failure} /> : null}
          {rows.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" ta="center">
              <Stack gap="xs" align="center">
                <IconCalendarRepeat size={32} aria-hidden color="var(--mantine-color-dimmed)" />
                <Text fw={600}>
                  <Trans>You have no scheduled payments yet.</Trans>
                </Text>
                {addLink}
              </Stack>
            </Paper>
          ) : (
            <Stack component="ul" gap="sm" m={0} p={0} aria-label={t`Scheduled payments`}>
              {rows.map((row) => (
                <ScheduleCard
                  key={row.id}
                  row={row}
                  locale={locale}
                  disabled={!idle}
                  onPause={() => actor.send({ type: 'pause', id: row.id })}
                  onResume={() => actor.send({ type: 'resume', id: row.id })}
                  onCancel={() => actor.send({ type: 'cancel.start', id: row.id })}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}

      <DeleteWithAuthentication
        opened={cancelling}
        title={t`Cancel a scheduled payment`}
        pinLength={pinLength}
        failure={cancelling ? failure : null}
        busy={sending}
        onConfirm={(pin) => actor.send({ type: 'cancel.confirm', pin })}
        onCancel={() => actor.send({ type: 'cancel.close' })}
        confirm={{ label: t`Stop these payments`, icon: <IconCalendarOff size={16} aria-hidden />, color: 'danger' }}
      >
        {selected ? (
          <Trans>
            No more payments of <span dir="ltr">{selectedAmount}</span> IQD to <bdi>{selectedName}</bdi> will be made.
            Its history stays.
          </Trans>
        ) : null}
      </DeleteWithAuthentication>
    </Stack>
  );
}
