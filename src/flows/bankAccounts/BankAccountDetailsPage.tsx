import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { bankAccountsMachine } from '../../../machines/bankAccounts.machine';
import type { BankAccountDetails } from '../../api/contract/bankAccounts';
import { formatDateTime } from '../../i18n/format';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { ButtonLink } from '../../ui/ButtonLink';
import { DeleteWithAuthentication } from '../../ui/DeleteWithAuthentication';
import { FailureAlert } from '../../ui/FailureAlert';
import { useActiveLocale } from '../../ui/hooks';
import { usePinLength } from '../../ui/NewPinFields';
import { PageTitle } from '../../ui/PageTitle';
import { LoadingStatus } from '../../ui/ListStatus';
import { bankAccountsLogic } from './bankAccounts.logic';
import { bankNameIn, LIST_ROUTE_SPLAT } from './bankAccountTexts';
import { LinkBankButton } from './BankAccountsPage';

type Snapshot = SnapshotFrom<typeof bankAccountsMachine>;

const selectAccount = (s: Snapshot) => s.context.account as BankAccountDetails | null;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectLoading = (s: Snapshot) => s.matches('detailsLoading') || s.matches('start');
const selectFailed = (s: Snapshot) => s.matches('detailsFailed');
const selectConfirming = (s: Snapshot) => s.matches({ details: 'confirming' }) || s.matches({ details: 'unlinking' });
const selectUnlinking = (s: Snapshot) => s.matches({ details: 'unlinking' });
const selectUnlinked = (s: Snapshot) => s.matches('unlinked');

const ID = /^[1-9][0-9]{0,17}$/;

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

function BackToList() {
  return (
    <ButtonLink to="/app/$" params={{ _splat: LIST_ROUTE_SPLAT }} variant="subtle">
      <Trans>Back to bank accounts</Trans>
    </ButtonLink>
  );
}

/**
 * /app/forms/view-bank-details?id=… (requirements#bank-linking): one linked bank account, the
 * number masked but for its last four digits, unlinked with the transaction PIN
 * (DeleteWithAuthentication). Another user's id, or one already unlinked, is not found.
 */
export function BankAccountDetailsPage() {
  const search = useSearch({ strict: false }) as { id?: unknown };
  const raw = typeof search.id === 'number' ? String(search.id) : search.id;
  const id = typeof raw === 'string' && ID.test(raw) ? raw : null;
  if (id === null) {
    return (
      <Stack gap="lg" maw={880} mx="auto" w="100%">
        <PageTitle>
          <Trans>Bank account details</Trans>
        </PageTitle>
        <Alert color="warning" variant="light">
          <Trans>No bank account is named here. Open one from your bank accounts.</Trans>
        </Alert>
        <BackToList />
      </Stack>
    );
  }
  return <BankAccountDetails key={id} id={id} />;
}

function BankAccountDetails({ id }: { id: string }) {
  const { t } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const pinLength = usePinLength();
  const [logic] = useState(() => bankAccountsLogic(platform));
  const actor = useFlowActor(logic, { input: { pinLength, accountId: id } });
  const account = useSelector(actor, selectAccount);
  const failure = useSelector(actor, selectFailure);
  const loading = useSelector(actor, selectLoading);
  const failed = useSelector(actor, selectFailed);
  const confirming = useSelector(actor, selectConfirming);
  const unlinking = useSelector(actor, selectUnlinking);
  const unlinked = useSelector(actor, selectUnlinked);
  const bank = account ? bankNameIn(account, locale) : '';
  const number = account?.accountNumberMasked ?? '';

  let body: ReactNode;
  if (loading) {
    body = (
      <LoadingStatus>
        <Trans>Loading the bank account…</Trans>
      </LoadingStatus>
    );
  } else if (failed) {
    const gone = failure?.kind === 'notFound';
    body = (
      <Stack gap="md" align="flex-start">
        <FailureAlert
          failure={failure}
          title={gone ? t`This bank account is not linked to your wallet` : t`The bank account could not be loaded`}
        />
        <Group gap="sm">
          {gone ? (
            <LinkBankButton />
          ) : (
            <Button
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => actor.send({ type: 'details.retry' })}
            >
              <Trans>Retry</Trans>
            </Button>
          )}
          <BackToList />
        </Group>
      </Stack>
    );
  } else if (unlinked) {
    body = (
      <Stack gap="md" align="flex-start">
        <Alert color="success" variant="light" icon={<IconCheck aria-hidden />} role="status" w="100%">
          <Trans>
            <bdi>{bank}</bdi> <span dir="ltr">{number}</span> was unlinked. It is no longer offered in bank cash in and
            cash out.
          </Trans>
        </Alert>
        <ButtonLink to="/app/$" params={{ _splat: LIST_ROUTE_SPLAT }}>
          <Trans>Back to bank accounts</Trans>
        </ButtonLink>
      </Stack>
    );
  } else if (account) {
    body = (
      <Stack gap="md">
        <Paper withBorder radius="lg" p="lg">
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
            <Field label={<Trans>Bank</Trans>}>
              <bdi>{bank}</bdi>
            </Field>
            <Field label={<Trans>Account number</Trans>}>
              <span dir="ltr">{number}</span>
            </Field>
            <Field label={<Trans>Account holder</Trans>}>
              <bdi>{account.holderName}</bdi>
            </Field>
            <Field label={<Trans>Status</Trans>}>
              <Badge color="success" variant="dot">
                <Trans>Linked</Trans>
              </Badge>
            </Field>
            <Field label={<Trans>Linked on</Trans>}>{formatDateTime(account.linkedAt, locale)}</Field>
            <Field label={<Trans>Bank statement</Trans>}>
              {account.statement ? (
                <Trans>
                  On file ({account.statement.mimeType}, {Math.max(1, Math.round(account.statement.size / 1024))} KB)
                </Trans>
              ) : (
                <Trans>None on file</Trans>
              )}
            </Field>
          </SimpleGrid>
        </Paper>
        <Group justify="space-between" gap="sm">
          <BackToList />
          <Button
            color="danger"
            variant="light"
            leftSection={<IconLinkOff size={16} aria-hidden />}
            onClick={() => actor.send({ type: 'unlink.start' })}
          >
            <Trans>Unlink</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <PageTitle>
        <Trans>Bank account details</Trans>
      </PageTitle>
      {body}
      <DeleteWithAuthentication
        opened={confirming}
        title={t`Unlink a bank account`}
        pinLength={pinLength}
        failure={confirming ? failure : null}
        busy={unlinking}
        onConfirm={(pin) => actor.send({ type: 'unlink.confirm', pin })}
        onCancel={() => actor.send({ type: 'unlink.cancel' })}
        confirm={{ label: t`Unlink`, icon: <IconLinkOff size={16} aria-hidden />, color: 'danger' }}
      >
        <Trans>
          <bdi>{bank}</bdi> <span dir="ltr">{number}</span> will no longer be offered in bank cash in and cash out.
        </Trans>
      </DeleteWithAuthentication>
    </Stack>
  );
}
