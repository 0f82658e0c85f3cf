import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconRefresh, IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { agentApplicationsMachine } from '../../../machines/agentApplications.machine';
import type { AgentApplication, OnboardingStatus } from '../../api/contract/onboarding';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { DataTable } from '../../ui/dataTable/DataTable';
import type { DataColumn } from '../../ui/dataTable/types';
import { FailureAlert } from '../../ui/FailureAlert';
import { useActiveLocale } from '../../ui/hooks';
import { FailedWithRetry, LoadingStatus } from '../../ui/ListStatus';
import { PageTitle } from '../../ui/PageTitle';
import { agentApplicationsLogic } from './agentOnboarding.logic';

type Snapshot = SnapshotFrom<typeof agentApplicationsMachine>;
type Step = 'loading' | 'failed' | 'ready' | 'refreshing';

const selectStep = (s: Snapshot): Step =>
  (['failed', 'ready', 'refreshing'] as const).find((v) => s.matches(v)) ?? 'loading';
/** the flow carries the contract's rows without looking inside */
const selectRows = (s: Snapshot) => s.context.rows as AgentApplication[];
const selectFailure = (s: Snapshot) => s.context.failure;

const COLOURS: Record<OnboardingStatus, string> = { PENDING: 'yellow', APPROVED: 'teal', REJECTED: 'red' };

/**
 * /app/onboard-customer/applications (requirements#agent-onboarding): the applications the agent
 * made for customers, newest first, with their status (and the reason of a refusal).
 */
export function AgentApplicationsPage() {
  const { t } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const [logic] = useState(() => agentApplicationsLogic(platform));
  const actor = useFlowActor(logic);
  const step = useSelector(actor, selectStep);
  const rows = useSelector(actor, selectRows);
  const failure = useSelector(actor, selectFailure);

  const columns = useMemo((): DataColumn<AgentApplication>[] => {
    const labels: Record<OnboardingStatus, string> = {
      PENDING: t`Under review`,
      APPROVED: t`Approved`,
      REJECTED: t`Not approved`,
    };
    return [
      { id: 'reference', header: t`Reference`, cell: (row) => <bdi dir="ltr">{row.reference}</bdi> },
      { id: 'name', header: t`Name`, cell: (row) => <bdi>{row.fullName}</bdi> },
      { id: 'mobile', header: t`Mobile`, cell: (row) => <span dir="ltr">{row.mobile}</span>, hideable: true },
      {
        id: 'status',
        header: t`Status`,
        cell: (row) => (
          <Stack gap={2} align="flex-start">
            <Badge variant="dot" color={COLOURS[row.status]}>
              {labels[row.status]}
            </Badge>
            {row.reason ? (
              <Text size="xs" c="dimmed">
                <bdi dir="auto">{row.reason}</bdi>
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'submitted',
        header: t`Submitted`,
        cell: (row) => new Date(row.submittedAt).toLocaleString(locale),
        hideable: true,
      },
    ];
  }, [t, locale]);

  return (
    <Stack gap="lg" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageTitle>
          <Trans>My customer applications</Trans>
        </PageTitle>
        <Group gap="sm">
          <Button component={Link} to="/app/onboard-customer" leftSection={<IconUserPlus size={16} aria-hidden />}>
            <Trans>Onboard a customer</Trans>
          </Button>
          <Tooltip label={t`Refresh`}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t`Refresh`}
              loading={step === 'refreshing'}
              disabled={step !== 'ready'}
              onClick={() => actor.send({ type: 'list.refresh' })}
            >
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {step === 'loading' ? (
        <LoadingStatus>
          <Trans>Loading your applications…</Trans>
        </LoadingStatus>
      ) : step === 'failed' ? (
        <FailedWithRetry
          failure={failure}
          title={t`Your applications could not be loaded`}
          onRetry={() => actor.send({ type: 'list.retry' })}
        />
      ) : (
        <Stack gap="sm">
          <FailureAlert failure={failure} title={t`The list could not be refreshed`} />
          {rows.length === 0 ? (
            <Text c="dimmed" data-testid="agent-applications-empty">
              <Trans>You have not onboarded a customer yet.</Trans>
            </Text>
          ) : (
            <DataTable
              columns={columns}
              rows={rows}
              rowKey={(row) => row.reference}
              caption={t`Applications you made`}
              height="calc(100dvh - 260px)"
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
