import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { paymentResultMachine } from '../../../machines/paymentResult.machine';
import type { CardCallbackResult, CardFailureReason } from '../../api/contract/cardPayments';
import { formatDateTime } from '../../i18n/format';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { ButtonLink } from '../../ui/ButtonLink';
import { useActiveLocale } from '../../ui/hooks';
import { FailedWithRetry } from '../../ui/ListStatus';
import { PageTitle } from '../../ui/PageTitle';
import { ReceiptPdfSlot } from '../../ui/receiptSlots';
import { CheckingPanel, ResultHeading, ResultLine as Line } from '../../ui/ResultCard';
import { callbackFromSearch, paymentResultLogic } from './paymentResult.logic';

type Snapshot = SnapshotFrom<typeof paymentResultMachine>;
type Step = 'verifying' | 'paid' | 'declined' | 'unverified' | 'missing';

const selectStep = (s: Snapshot): Step =>
  s.matches('paid')
    ? 'paid'
    : s.matches('declined')
      ? 'declined'
      : s.matches('unverified')
        ? 'unverified'
        : s.matches('missing')
          ? 'missing'
          : 'verifying';
/** the flow carries the contract's result without looking inside */
const selectPayment = (s: Snapshot) => s.context.payment as CardCallbackResult | null;
const selectFailure = (s: Snapshot) => s.context.failure;

const loadMoney = { to: '/app/services/$serviceId', params: { serviceId: 'load-money' } } as const;

function useReason(reason: CardFailureReason | null): string {
  const { t } = useLingui();
  switch (reason) {
    case 'declined':
      return t`The card issuer declined the payment.`;
    case 'insufficientFunds':
      return t`The card does not have enough money.`;
    case 'otpAttempts':
      return t`The confirmation code was wrong too many times.`;
    case 'cancelled':
      return t`You cancelled the payment.`;
    case 'expired':
      return t`The payment page was left open too long.`;
    default:
      return t`The payment could not be completed. Nothing was taken from your card.`;
  }
}

function Details({ payment, locale }: { payment: CardCallbackResult; locale: string }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Line label={t`Amount`}>
        <span dir="ltr">
          {payment.amount} {payment.currency}
        </span>
      </Line>
      {payment.cardLast4 ? (
        <Line label={t`Card`}>
          <span dir="ltr">•••• {payment.cardLast4}</span>
        </Line>
      ) : null}
      {payment.transactionId ? (
        <Line label={t`Transaction`}>
          <span dir="ltr">{payment.transactionId}</span>
        </Line>
      ) : null}
      {payment.balanceAfter ? (
        <Line label={t`Balance after`}>
          <span dir="ltr">
            {payment.balanceAfter} {payment.currency}
          </span>
        </Line>
      ) : null}
      <Line label={t`Date`}>{formatDateTime(payment.createdAt, locale)}</Line>
    </SimpleGrid>
  );
}

function Outcome({ ok, title, children }: { ok: boolean; title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md">
      <ResultHeading
        color={ok ? 'success' : 'red'}
        icon={ok ? <IconCircleCheck size={28} /> : <IconCircleX size={28} />}
        title={title}
      />
      {children}
    </Stack>
  );
}

function DashboardLink({ primary = false }: { primary?: boolean }) {
  return (
    <ButtonLink to="/app/dashboard" variant={primary ? 'filled' : 'default'}>
      <Trans>Go to the dashboard</Trans>
    </ButtonLink>
  );
}

/**
 * /payment-success and /payment-fail (requirements#payment-results): the gateway's signed return,
 * verified before anything is said. A success shows the transaction (a refresh shows the same one:
 * the wallet is credited once); a failure says why and offers to try again.
 */
export function PaymentResultPage({ search }: { search: Record<string, unknown> }) {
  const { t } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const [logic] = useState(() => paymentResultLogic(platform));
  const [callback] = useState(() => callbackFromSearch(search));
  const actor = useFlowActor(logic, { input: { callback } });
  const step = useSelector(actor, selectStep);
  const payment = useSelector(actor, selectPayment);
  const failure = useSelector(actor, selectFailure);
  const reason = useReason(payment?.failureReason ?? null);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      {step === 'verifying' ? (
        <CheckingPanel title={<Trans>Payment result</Trans>}>
          <Trans>Checking the payment…</Trans>
        </CheckingPanel>
      ) : step === 'paid' && payment ? (
        <Outcome ok title={<Trans>Money loaded</Trans>}>
          <Text>
            <Trans>Your card payment went through and the money is in your wallet.</Trans>
          </Text>
          <Details payment={payment} locale={locale} />
          {payment.transactionId ? <ReceiptPdfSlot transactionId={payment.transactionId} /> : null}
          <Group gap="sm">
            <DashboardLink primary />
            <ButtonLink {...loadMoney} variant="default">
              <Trans>Load more money</Trans>
            </ButtonLink>
          </Group>
        </Outcome>
      ) : step === 'declined' && payment ? (
        <Outcome ok={false} title={<Trans>The payment did not go through</Trans>}>
          <Text>{reason}</Text>
          <Details payment={payment} locale={locale} />
          <Group gap="sm">
            <ButtonLink {...loadMoney}>
              <Trans>Try again</Trans>
            </ButtonLink>
            <DashboardLink />
          </Group>
        </Outcome>
      ) : step === 'unverified' ? (
        <Stack gap="md">
          <PageTitle>
            <Trans>Payment result</Trans>
          </PageTitle>
          <FailedWithRetry
            failure={failure}
            title={t`This payment result could not be verified`}
            onRetry={() => actor.send({ type: 'verify.retry' })}
          />
          <Group>
            <DashboardLink />
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <PageTitle>
            <Trans>There is no payment result to show</Trans>
          </PageTitle>
          <Text c="dimmed">
            <Trans>This address does not carry a payment result. Your payments are in your transactions.</Trans>
          </Text>
          <Group>
            <DashboardLink primary />
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
