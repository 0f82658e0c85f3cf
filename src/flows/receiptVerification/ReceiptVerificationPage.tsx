import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconShieldQuestion } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { receiptVerificationMachine } from '../../../machines/receiptVerification.machine';
import type { ReceiptVerification } from '../../api/contract/receipts';
import { formatAmount } from '../../config/currency';
import { formatDateTime } from '../../i18n/format';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { useActiveLocale, useSiteSettings } from '../../ui/hooks';
import { FailedWithRetry } from '../../ui/ListStatus';
import { PageTitle } from '../../ui/PageTitle';
import { CheckingPanel, ResultHeading, ResultLine as Line } from '../../ui/ResultCard';
import { receiptVerificationLogic, tokenOf } from './receiptVerification.logic';

type Snapshot = SnapshotFrom<typeof receiptVerificationMachine>;
type Step = 'verifying' | 'verified' | 'unknown' | 'failed';

const selectStep = (s: Snapshot): Step =>
  s.matches('verified') ? 'verified' : s.matches('unknown') ? 'unknown' : s.matches('failed') ? 'failed' : 'verifying';
/** the flow carries the contract's answer without looking inside */
const selectReceipt = (s: Snapshot) => s.context.receipt as ReceiptVerification | null;
const selectFailure = (s: Snapshot) => s.context.failure;

/**
 * /receipt/<token> (requirements#receipt-verification): what a receipt's QR code opens — public,
 * the status, amount, date and masked parties as the server holds them, nothing more.
 */
export function ReceiptVerificationPage({ token }: { token: string }) {
  const { t } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const currencies = useSiteSettings()?.currencyList;
  const [logic] = useState(() => receiptVerificationLogic(platform));
  const actor = useFlowActor(logic, { input: { token: tokenOf(token) } });
  const step = useSelector(actor, selectStep);
  const receipt = useSelector(actor, selectReceipt);
  const failure = useSelector(actor, selectFailure);

  const look =
    receipt?.status === 'paid'
      ? { color: 'success', icon: <IconCircleCheck size={28} />, label: t`Paid` }
      : receipt?.status === 'pending'
        ? { color: 'warning', icon: <IconClockHour4 size={28} />, label: t`Pending` }
        : { color: 'danger', icon: <IconAlertTriangle size={28} />, label: t`Failed` };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" data-verification={step}>
      {step === 'verifying' ? (
        <CheckingPanel title={<Trans>Receipt check</Trans>}>
          <Trans>Checking the receipt…</Trans>
        </CheckingPanel>
      ) : step === 'verified' && receipt ? (
        <Stack gap="lg">
          <ResultHeading color={look.color} icon={look.icon} title={<Trans>This receipt is genuine</Trans>}>
            <Text size="sm" c="dimmed">
              <Trans>Issued by this portal. What it holds today:</Trans>
            </Text>
          </ResultHeading>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Line label={t`Status`}>
              <Badge color={look.color} variant="dot" size="lg">
                {look.label}
              </Badge>
            </Line>
            <Line label={t`Amount`}>
              <span dir="ltr">{formatAmount(receipt.amount, receipt.currency, currencies, locale)}</span>
            </Line>
            <Line label={t`Date`}>{formatDateTime(receipt.createdAt, locale)}</Line>
            {receipt.payer ? (
              <Line label={t`Paid by`}>
                <bdi>{receipt.payer}</bdi>
              </Line>
            ) : null}
            {receipt.payee ? (
              <Line label={t`Paid to`}>
                <bdi>{receipt.payee}</bdi>
              </Line>
            ) : null}
          </SimpleGrid>
        </Stack>
      ) : step === 'failed' ? (
        <Stack gap="md">
          <PageTitle>
            <Trans>Receipt check</Trans>
          </PageTitle>
          <FailedWithRetry
            failure={failure}
            title={t`The receipt could not be checked`}
            onRetry={() => actor.send({ type: 'verify.retry' })}
          />
        </Stack>
      ) : (
        <ResultHeading
          color="danger"
          icon={<IconShieldQuestion size={28} />}
          title={<Trans>No receipt has this address</Trans>}
        >
          <Text c="dimmed">
            <Trans>
              Check that the whole address was scanned or copied. A receipt that was altered cannot be verified.
            </Trans>
          </Text>
        </ResultHeading>
      )}
    </Paper>
  );
}
