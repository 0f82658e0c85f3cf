import { ActionIcon, Alert, Button, Card, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconEyeOff, IconRefresh, IconWallet } from '@tabler/icons-react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { balanceMachine, BalanceLine } from '../../../machines/balance.machine';
import type { sessionMachine } from '../../../machines/session.machine';
import { formatAmount } from '../../config/currency';
import { localize } from '../../forms/localize';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { toUserCategory } from '../../platform/platform';
import { useActiveLocale, useSiteSettings } from '../../ui/hooks';
import { TooltipOnReach } from '../../ui/TooltipOnReach';
import { useFailureMessage } from '../../ui/useFailureMessage';
import { balanceLogic, isBalanceHidden } from './balance.logic';
import { useTransitionSelector } from '../../ui/useTransitionSelector';

type Snapshot = SnapshotFrom<typeof balanceMachine>;
const selectState = (s: Snapshot) => s.value;
/** large, but never so large that a big balance breaks between the amount and its currency */
const amountSize = 'clamp(1.375rem, 1.1rem + 0.8vw, 1.75rem)';
const selectBalance = (s: Snapshot) => s.context.balance;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectHidden = (s: Snapshot) => s.context.hidden;
const selectUser = (s: SnapshotFrom<typeof sessionMachine>) => s.context.user;

/**
 * The BalanceInquiry widget (requirements#balance): the pouches the category's balance layout
 * names, in its order and with its labels, from the ledger; the amounts can be hidden, and stay
 * hidden for this user.
 */
export default function BalanceInquiry(_props: { settings?: Readonly<Record<string, unknown>> }) {
  const { t, i18n } = useLingui();
  const { platform, actors } = useApp();
  const user = useSelector(actors.session, selectUser);
  const userIdentifier = user?.userIdentifier ?? '';
  const [logic] = useState(() =>
    balanceLogic(platform, { userIdentifier, category: toUserCategory(platform, user?.category) }),
  );
  const actor = useFlowActor(logic, { input: { hidden: isBalanceHidden(platform.store, userIdentifier) } });
  // the balances replacing the placeholder are drawn as a transition, in slices (issue 20); hiding
  // or showing the amounts answers the user's press at once
  const { state, balance, failure } = useTransitionSelector(
    actor,
    (s) => ({ state: selectState(s), balance: selectBalance(s), failure: selectFailure(s) }),
    shallowEqual,
  );
  const hidden = useSelector(actor, selectHidden);
  const settings = useSiteSettings();
  const locale = useActiveLocale();
  const describe = useFailureMessage();
  const shown = state === 'loaded' || state === 'refreshing';

  const amountOf = (line: BalanceLine) =>
    formatAmount(line.amountMajor, line.currencyCode, settings?.currencyList, locale);
  const labelOf = (line: BalanceLine) => (line.label ? localize(line.label, locale) : t`Main balance`);
  const masked = (
    <>
      <span aria-hidden>••••••</span>
      <VisuallyHidden>
        <Trans>Hidden</Trans>
      </VisuallyHidden>
    </>
  );
  const [main, ...others] = balance?.lines ?? [];

  return (
    <Card
      component="section"
      withBorder
      radius="lg"
      padding="lg"
      aria-busy={state === 'loadingLayout' || state === 'loading' || state === 'refreshing'}
      aria-labelledby="balance-title"
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconWallet size={20} aria-hidden />
          <Text fw={600} component="h2" id="balance-title">
            {main ? <bdi>{labelOf(main)}</bdi> : <Trans>Main balance</Trans>}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          {/* one name, its state said by aria-pressed: pressed means the amounts are hidden */}
          <TooltipOnReach label={hidden ? t`Show balance` : t`Hide balance`}>
            <ActionIcon
              variant={hidden ? 'light' : 'subtle'}
              aria-label={t`Hide balance`}
              aria-pressed={hidden}
              onClick={() => actor.send({ type: 'balance.toggleVisibility' })}
            >
              <IconEyeOff size={18} aria-hidden />
            </ActionIcon>
          </TooltipOnReach>
          {/* drawn while the balance loads too (busy), so its arrival does not move the header */}
          {state !== 'failed' ? (
            <TooltipOnReach label={t`Refresh balance`}>
              <ActionIcon
                variant="subtle"
                aria-label={t`Refresh balance`}
                loading={!shown || state === 'refreshing'}
                onClick={() => actor.send({ type: 'balance.refresh' })}
              >
                <IconRefresh size={18} aria-hidden />
              </ActionIcon>
            </TooltipOnReach>
          ) : null}
        </Group>
      </Group>
      {state === 'loadingLayout' || state === 'loading' ? (
        // the loaded amount and "Updated" line, covered: the same height, so the card does not move
        <Stack gap={0} aria-hidden>
          <Skeleton w="70%">
            <Text fw={700} fz={amountSize} lh={1.25}>
              &nbsp;
            </Text>
          </Skeleton>
          <Skeleton w="45%">
            <Text size="xs">&nbsp;</Text>
          </Skeleton>
        </Stack>
      ) : null}
      {state === 'failed' && failure ? (
        <Alert color="danger" variant="light" role="alert">
          <Text size="sm">{describe(failure)}</Text>
          <Button mt="sm" size="xs" variant="light" onClick={() => actor.send({ type: 'balance.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : null}
      {shown && balance && main ? (
        <>
          {/* large, but never so large that a big balance breaks between the amount and its currency */}
          <Text fw={700} fz={amountSize} lh={1.25} style={{ whiteSpace: 'nowrap' }}>
            {hidden ? (
              <span data-testid="balance-hidden">{masked}</span>
            ) : (
              // the amount reads left to right in every language; its alignment follows the page
              <bdi dir="ltr" data-testid="balance-amount">
                {amountOf(main)}
              </bdi>
            )}
          </Text>
          {others.length > 0 ? (
            <Stack gap={2} mt="xs" component="dl" m={0}>
              {others.map((line) => (
                <Group key={line.pouchType} gap="xs" justify="space-between" wrap="nowrap">
                  <Text component="dt" size="sm" c="dimmed">
                    <bdi>{labelOf(line)}</bdi>
                  </Text>
                  <Text component="dd" size="sm" fw={600} m={0} style={{ whiteSpace: 'nowrap' }}>
                    {hidden ? (
                      masked
                    ) : (
                      <bdi dir="ltr" data-testid={`balance-amount-${line.pouchType}`}>
                        {amountOf(line)}
                      </bdi>
                    )}
                  </Text>
                </Group>
              ))}
            </Stack>
          ) : null}
          <Text size="xs" c="dimmed">
            <Trans>Updated {i18n.date(balance.asOf, { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
          </Text>
        </>
      ) : null}
      {shown && !balance ? (
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
