import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconBuildingBank, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { bankAccountsMachine } from '../../../machines/bankAccounts.machine';
import type { BankAccount } from '../../api/contract/bankAccounts';
import { formatDateTime } from '../../i18n/format';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { ButtonLink } from '../../ui/ButtonLink';
import { useActiveLocale } from '../../ui/hooks';
import { usePinLength } from '../../ui/NewPinFields';
import { PageTitle } from '../../ui/PageTitle';
import { FailedWithRetry, LoadingStatus } from '../../ui/ListStatus';
import { bankAccountsLogic } from './bankAccounts.logic';
import { bankNameIn, DETAILS_ROUTE_SPLAT, LINK_ROUTE_SPLAT } from './bankAccountTexts';

type Snapshot = SnapshotFrom<typeof bankAccountsMachine>;
type Step = 'loading' | 'failed' | 'ready';

const selectStep = (s: Snapshot): Step =>
  s.matches('list') ? 'ready' : s.matches('listFailed') ? 'failed' : 'loading';
/** the flow carries the contract's accounts without looking inside */
const selectRows = (s: Snapshot) => s.context.rows as BankAccount[];
const selectFailure = (s: Snapshot) => s.context.failure;

export function LinkBankButton() {
  return (
    <ButtonLink to="/app/$" params={{ _splat: LINK_ROUTE_SPLAT }} leftSection={<IconPlus size={16} aria-hidden />}>
      <Trans>Link a bank account</Trans>
    </ButtonLink>
  );
}

function AccountRow({ account, locale }: { account: BankAccount; locale: string }) {
  const { t } = useLingui();
  const bank = bankNameIn(account, locale);
  const number = account.accountNumberMasked;
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>
              <bdi>{bank}</bdi>
            </Text>
            <Badge color="success" variant="dot">
              <Trans>Linked</Trans>
            </Badge>
          </Group>
          <Text size="sm">
            <span dir="ltr">{number}</span>
            {' · '}
            <bdi>{account.holderName}</bdi>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Linked on {formatDateTime(account.linkedAt, locale)}</Trans>
          </Text>
        </Stack>
        <ButtonLink
          to="/app/$"
          params={{ _splat: DETAILS_ROUTE_SPLAT }}
          search={{ id: account.id }}
          variant="default"
          size="sm"
          aria-label={t`Details of ${bank} ${number}`}
        >
          <Trans>Details</Trans>
        </ButtonLink>
      </Group>
    </Paper>
  );
}

/**
 * /app/lists/bank (requirements#bank-linking): the user's linked bank accounts, the numbers
 * masked but for their last four digits; each opens its details, where it is unlinked with the
 * transaction PIN. New ones are linked through the link-bank-account wizard.
 */
export function BankAccountsPage() {
  const { t } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const pinLength = usePinLength();
  const [logic] = useState(() => bankAccountsLogic(platform));
  const actor = useFlowActor(logic, { input: { pinLength } });
  const step = useSelector(actor, selectStep);
  const rows = useSelector(actor, selectRows);
  const failure = useSelector(actor, selectFailure);

  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageTitle>
          <Trans>Bank accounts</Trans>
        </PageTitle>
        <Group gap="xs">
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
          <LinkBankButton />
        </Group>
      </Group>
      <Text c="dimmed">
        <Trans>The bank accounts linked to your wallet. Choose one in Bank cash in or Bank cash out.</Trans>
      </Text>
      {step === 'loading' ? (
        <LoadingStatus>
          <Trans>Loading your bank accounts…</Trans>
        </LoadingStatus>
      ) : step === 'failed' ? (
        <FailedWithRetry
          failure={failure}
          title={t`Your bank accounts could not be loaded`}
          onRetry={() => actor.send({ type: 'list.retry' })}
        />
      ) : rows.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Stack gap="xs" align="center">
            <IconBuildingBank size={32} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text fw={600}>
              <Trans>You have no linked bank accounts yet.</Trans>
            </Text>
            <LinkBankButton />
          </Stack>
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} aria-label={t`Bank accounts`}>
          {rows.map((account) => (
            <AccountRow key={account.id} account={account} locale={locale} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
