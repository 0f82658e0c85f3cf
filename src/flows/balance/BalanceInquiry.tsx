import { ActionIcon, Alert, Button, Card, Group, Skeleton, Text, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconRefresh, IconWallet } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../platform/flowInspector';
import { useState } from 'react';
import { useApp } from '../../platform/context';
import { balanceLogic } from './balance.logic';
import { formatAmount } from '../../config/currency';
import { useActiveLocale, useSiteSettings } from '../../ui/hooks';
import { useFailureMessage } from '../../ui/useFailureMessage';

/** The BalanceInquiry widget (requirements#balance): the main wallet balance from the ledger. */
export default function BalanceInquiry() {
  const { t, i18n } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => balanceLogic(platform));
  const actor = useFlowActor(logic);
  const state = useSelector(actor, (s) => s.value);
  const balance = useSelector(actor, (s) => s.context.balance);
  const failure = useSelector(actor, (s) => s.context.failure);
  const settings = useSiteSettings();
  const locale = useActiveLocale();
  const describe = useFailureMessage();

  return (
    <Card withBorder radius="lg" padding="lg" aria-busy={state === 'loading' || state === 'refreshing'}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs">
          <IconWallet size={20} aria-hidden />
          <Text fw={600} id="balance-title">
            <Trans>Main balance</Trans>
          </Text>
        </Group>
        {state === 'loaded' || state === 'refreshing' ? (
          <Tooltip label={t`Refresh balance`}>
            <ActionIcon
              variant="subtle"
              aria-label={t`Refresh balance`}
              loading={state === 'refreshing'}
              onClick={() => actor.send({ type: 'balance.refresh' })}
            >
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      {state === 'loading' ? <Skeleton h={40} w="70%" /> : null}
      {state === 'failed' && failure ? (
        <Alert color="danger" variant="light" role="alert">
          <Text size="sm">{describe(failure)}</Text>
          <Button mt="sm" size="xs" variant="light" onClick={() => actor.send({ type: 'balance.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : null}
      {(state === 'loaded' || state === 'refreshing') && balance ? (
        <>
          {/* large, but never so large that a big balance breaks between the amount and its currency */}
          <Text
            fw={700}
            fz="clamp(1.375rem, 1.1rem + 0.8vw, 1.75rem)"
            lh={1.25}
            style={{ whiteSpace: 'nowrap' }}
            aria-labelledby="balance-title"
          >
            {/* the amount reads left to right in every language; its alignment follows the page */}
            <bdi dir="ltr" data-testid="balance-amount">
              {formatAmount(balance.amountMajor, balance.currencyCode, settings?.currencyList, locale)}
            </bdi>
          </Text>
          <Text size="xs" c="dimmed">
            <Trans>Updated {i18n.date(balance.asOf, { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
          </Text>
        </>
      ) : null}
      {(state === 'loaded' || state === 'refreshing') && !balance ? (
        <Text c="dimmed">
          <Trans>This account has no wallet.</Trans>
        </Text>
      ) : null}
      {state === 'loaded' && failure ? (
        <Text size="xs" c="danger" role="status" mt={4}>
          {describe(failure)}
        </Text>
      ) : null}
    </Card>
  );
}
