import { Anchor, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArrowDownLeft, IconArrowUpRight, IconReceipt } from '@tabler/icons-react';
import { shallowEqual } from '@xstate/react';
import { Link } from '@tanstack/react-router';
import { configuredLink } from '../config/routes';
import { useFlowActor } from '../platform/flowInspector';
import { useState } from 'react';
import type { TransactionReportData } from '../api/contract/transactions';
import { TransactionStatusBadge } from '../ui/transactionStatus';
import { useApp } from '../platform/context';
import { recentTransactionsLogic } from './recentTransactions.logic';
import { RECENT_CARD_HEIGHT } from './widgetHeights';
import { formatAmount, signedRowAmount } from '../config/currency';
import { localize } from '../forms/localize';
import { formatDateTime } from '../i18n/format';
import { useActiveLocale, useSiteSettings } from '../ui/hooks';
import { useFailureMessage } from '../ui/useFailureMessage';
import { successText } from '../ui/textColours';
import { useTransitionSelector } from '../ui/useTransitionSelector';

const rowProps = {
  justify: 'space-between',
  wrap: 'nowrap',
  py: 'xs',
  style: { borderBottom: '1px solid var(--mantine-color-default-border)' },
} as const;

/** Rows drawn while the list loads: the loaded rows' texts and badge, covered. */
const LOADING_ROWS = 5;

/**
 * While the list loads: rows of the loaded rows' height in a card of its least height
 * (RECENT_CARD_HEIGHT, its placeholder's too), so the list's arrival moves nothing below it unless
 * it is longer (issue 20: the dashboard's layout shift).
 */
function RowsLoading() {
  return (
    <Stack gap={0} p={0} m={0} aria-hidden>
      {Array.from({ length: LOADING_ROWS }, (_, i) => (
        <Group key={i} {...rowProps}>
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Skeleton circle height={28} />
            <Stack gap={0} miw={0}>
              <Skeleton>
                <Text size="sm">&nbsp;</Text>
              </Skeleton>
              <Skeleton>
                <Text size="xs">&nbsp;</Text>
              </Skeleton>
            </Stack>
          </Group>
          <Stack gap={2} align="flex-end">
            <Skeleton w={72}>
              <Text size="sm">&nbsp;</Text>
            </Skeleton>
            <Skeleton w={56}>
              <TransactionStatusBadge status={1} />
            </Skeleton>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** requirements#recent-transactions: the last 10 transactions from the ledger, both directions. */
export default function RecentTransaction() {
  const { t } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => recentTransactionsLogic(platform));
  const actor = useFlowActor(logic);
  // the rows replacing the placeholder are drawn as a transition, in slices (issue 20)
  const { data, failed, failure } = useTransitionSelector(
    actor,
    (s) => ({
      data: s.context.configuration as TransactionReportData | null,
      failed: s.matches('failed'),
      failure: s.context.failure,
    }),
    shallowEqual,
  );
  const locale = useActiveLocale();
  const settings = useSiteSettings();
  const describe = useFailureMessage();

  return (
    <Card
      component="section"
      withBorder
      radius="lg"
      padding="lg"
      mih={RECENT_CARD_HEIGHT}
      aria-busy={!data && !failed}
      aria-labelledby="recent-title"
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconReceipt size={20} aria-hidden />
          <Text fw={600} component="h2" id="recent-title">
            <Trans>Recent transactions</Trans>
          </Text>
        </Group>
        <Anchor component={Link} size="sm" {...configuredLink('/app/report/transactions')}>
          <Trans>See all</Trans>
        </Anchor>
      </Group>
      {failed ? (
        <Stack gap="xs" align="flex-start">
          <Text c="danger" size="sm" role="alert">
            {failure ? describe(failure) : t`Please try after sometime.`}
          </Text>
          <Button size="xs" variant="light" onClick={() => actor.send({ type: 'configuration.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      ) : !data ? (
        <RowsLoading />
      ) : data.rows.length === 0 ? (
        // in the middle of the card's least height
        <Stack flex={1} justify="center" align="center" gap="xs" ta="center">
          <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
            <IconReceipt size={26} />
          </ThemeIcon>
          <Text fw={500} size="sm">
            <Trans>No transactions yet.</Trans>
          </Text>
          <Text c="dimmed" size="sm" maw={280}>
            <Trans>The payments you make and the money you receive will show here.</Trans>
          </Text>
        </Stack>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.rows.map((row) => {
            const credit = row.direction === 'credit';
            // a debit as the balance saw it: the amount and its fee
            const signed = signedRowAmount(row);
            const amount = formatAmount(signed.amount, row.currency, settings?.currencyList, locale);
            return (
              <Group key={`${row.transactionId}-${row.direction}`} component="li" {...rowProps}>
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <ThemeIcon variant="light" color={credit ? 'success' : 'gray'} radius="xl" aria-hidden>
                    {credit ? <IconArrowDownLeft size={18} /> : <IconArrowUpRight size={18} />}
                  </ThemeIcon>
                  <Stack gap={0} miw={0}>
                    {/* the title and the other party each cut short in their own direction: one line
                        cut as a whole cut a Latin name's start in right-to-left text ("…ading") */}
                    <Group gap={0} wrap="nowrap" miw={0} fz="sm" fw={500}>
                      <Text span inherit truncate miw={0}>
                        {localize(row.title, locale)}
                      </Text>
                      {row.counterparty ? (
                        <>
                          <Text span inherit style={{ whiteSpace: 'pre', flexShrink: 0 }}>
                            {' · '}
                          </Text>
                          {/* the name first (titles repeat, names tell the rows apart), at most half
                              the line; the title has the rest */}
                          <Text span inherit truncate dir="auto" style={{ flex: '0 0 auto', maxWidth: '55%' }}>
                            {row.counterparty.name}
                          </Text>
                        </>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(row.createdAt, locale)}
                    </Text>
                  </Stack>
                </Group>
                <Stack gap={2} align="flex-end">
                  <Text
                    size="sm"
                    fw={600}
                    dir="ltr"
                    c={row.status === 2 ? 'dimmed' : credit ? successText : undefined}
                    td={row.status === 2 ? 'line-through' : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {signed.sign}
                    {amount}
                  </Text>
                  <TransactionStatusBadge status={row.status} />
                </Stack>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
