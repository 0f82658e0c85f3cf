import { ActionIcon, Badge, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  matchingOnboarded,
  type KycFilter,
  type onboardingDetailsMachine,
} from '../../../machines/onboardingDetails.machine';
import type { KycState, OnboardedUser } from '../../api/contract/teams';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { DataTable } from '../../ui/dataTable/DataTable';
import type { DataColumn } from '../../ui/dataTable/types';
import { useActiveLocale } from '../../ui/hooks';
import { PageTitle } from '../../ui/PageTitle';
import { FailedWithRetry, LoadingStatus } from '../../ui/ListStatus';
import { onboardingDetailsLogic } from './onboardingDetails.logic';
import { formatDate } from '../../i18n/format';

type Snapshot = SnapshotFrom<typeof onboardingDetailsMachine>;
type Step = 'loading' | 'failed' | 'ready';

const selectStep = (s: Snapshot): Step => (s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading');
/** the flow carries the contract's rows without looking inside */
const selectRows = (s: Snapshot) => s.context.rows as OnboardedUser[];
const selectQuery = (s: Snapshot) => s.context.query;
const selectKyc = (s: Snapshot) => s.context.kycState;
const selectFailure = (s: Snapshot) => s.context.failure;

const KYC_COLOURS: Record<KycState, string> = { PENDING: 'yellow', VERIFIED: 'green', REJECTED: 'red' };

/** a coloured dot beside the KYC state's name (the name carries the meaning, the colour repeats it) */
function KycDot({ state }: { state: KycState }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 8,
        height: 8,
        borderRadius: 4,
        background: `var(--mantine-color-${KYC_COLOURS[state]}-6)`,
      }}
    />
  );
}

/**
 * /app/table-list-full/onboarding-details (issue 16 part 9): the users the super agent onboarded
 * (all of them for a customer-service rep), with status and KYC state; filtered by KYC state,
 * searched as typed; drawn full screen (the `-full` routes have no side menu).
 */
export function OnboardingDetailsPage() {
  const { t } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const [logic] = useState(() => onboardingDetailsLogic(platform));
  const actor = useFlowActor(logic);
  const step = useSelector(actor, selectStep);
  const rows = useSelector(actor, selectRows);
  const query = useSelector(actor, selectQuery);
  const kycState = useSelector(actor, selectKyc);
  const failure = useSelector(actor, selectFailure);
  const visible = matchingOnboarded(rows, query);

  const kycLabel = useMemo(
    (): Record<KycState, string> => ({ PENDING: t`Pending`, VERIFIED: t`Verified`, REJECTED: t`Rejected` }),
    [t],
  );
  const columns = useMemo(
    (): DataColumn<OnboardedUser>[] => [
      { id: 'name', header: t`Name`, cell: (row) => <bdi>{row.name}</bdi> },
      { id: 'login', header: t`Login`, cell: (row) => <bdi>{row.login}</bdi>, hideable: true },
      { id: 'mobile', header: t`Mobile`, cell: (row) => <span dir="ltr">{row.mobile}</span> },
      {
        id: 'status',
        header: t`Status`,
        cell: (row) =>
          row.status === 'active' ? t`Active` : row.status === 'locked' ? t`Disabled` : t`Pending activation`,
      },
      {
        id: 'kyc',
        header: t`KYC`,
        cell: (row) => (
          <Badge variant="default" leftSection={<KycDot state={row.kycState} />}>
            {kycLabel[row.kycState]}
          </Badge>
        ),
      },
      { id: 'by', header: t`Onboarded by`, cell: (row) => <bdi>{row.onboardedBy}</bdi>, hideable: true },
      {
        id: 'at',
        header: t`Onboarded on`,
        cell: (row) => formatDate(row.onboardedAt, locale),
        hideable: true,
      },
    ],
    [t, kycLabel, locale],
  );

  return (
    <Stack gap="lg" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageTitle>
          <Trans>Onboarding details</Trans>
        </PageTitle>
        <Tooltip label={t`Refresh`}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t`Refresh`}
            disabled={step !== 'ready'}
            onClick={() => actor.send({ type: 'list.refresh' })}
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t`Search`}
          placeholder={t`Name, login or mobile`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          dir="auto"
          onChange={(event) => actor.send({ type: 'search.change', query: event.currentTarget.value })}
        />
        <Select
          label={t`KYC state`}
          value={kycState ?? 'ALL'}
          allowDeselect={false}
          disabled={step === 'loading'}
          data={[
            { value: 'ALL', label: t`All` },
            { value: 'PENDING', label: kycLabel.PENDING },
            { value: 'VERIFIED', label: kycLabel.VERIFIED },
            { value: 'REJECTED', label: kycLabel.REJECTED },
          ]}
          onChange={(value) =>
            actor.send({
              type: 'filter.change',
              kycState: value === 'ALL' || value === null ? null : (value as KycFilter),
            })
          }
        />
      </Group>

      {step === 'loading' ? (
        <LoadingStatus>
          <Trans>Loading the onboarded users…</Trans>
        </LoadingStatus>
      ) : step === 'failed' ? (
        <FailedWithRetry
          failure={failure}
          title={t`The onboarded users could not be loaded`}
          onRetry={() => actor.send({ type: 'list.retry' })}
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            <Trans>
              {visible.length} of {rows.length} users
            </Trans>
          </Text>
          <DataTable
            columns={columns}
            rows={visible}
            rowKey={(row) => row.id}
            caption={t`Onboarded users`}
            height="calc(100dvh - 300px)"
          />
        </Stack>
      )}
    </Stack>
  );
}
