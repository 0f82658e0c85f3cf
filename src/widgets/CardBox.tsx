import { Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconArrowDownLeft, IconArrowUpRight, IconListNumbers } from '@tabler/icons-react';
import type { ReportPage } from '../api/contract/reports';
import { addAmounts, formatAmount } from '../config/currency';
import { useActiveLocale, useSiteSettings } from '../ui/hooks';
import { WidgetCard } from '../ui/WidgetCard';
import { setting, type WidgetProps } from '../ui/widgetData';
import { useWidgetActor } from './useWidgetActor';

type Metric = 'moneyIn' | 'moneyOut' | 'count';
const DAY_MS = 86_400_000;
/** the latest rows a box sums: enough for a month of a busy counter's dashboard glance */
const ROWS = 50;

/** The box's figure over the rows of the last 30 days that went through (status 1). */
export function cardBoxFigure(page: ReportPage, metric: Metric, nowMs: number): { amount: string; count: number } {
  const since = nowMs - 30 * DAY_MS;
  const rows = page.rows.filter((r) => r.status === 1 && Date.parse(r.createdAt) >= since);
  const counted = metric === 'count' ? rows : rows.filter((r) => r.direction === (metric === 'moneyIn' ? 'credit' : 'debit'));
  const amount = counted.reduce(
    (sum, r) => addAmounts(sum, r.direction === 'debit' ? addAmounts(r.amount, r.fee) : r.amount),
    '0.00',
  );
  return { amount, count: counted.length };
}

/** CardBox: one figure of the last 30 days (settings.metric: moneyIn, moneyOut or count). */
export default function CardBox(props: WidgetProps) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const settings = useSiteSettings();
  const configured = setting(props, 'metric', 'count');
  const metric: Metric = configured === 'moneyIn' || configured === 'moneyOut' ? configured : 'count';
  const actor = useWidgetActor((l) => l.transactions(ROWS));
  const title = metric === 'moneyIn' ? t`Money in, 30 days` : metric === 'moneyOut' ? t`Money out, 30 days` : t`Transactions, 30 days`;
  const Icon = metric === 'moneyIn' ? IconArrowDownLeft : metric === 'moneyOut' ? IconArrowUpRight : IconListNumbers;
  return (
    <WidgetCard<ReportPage> actor={actor} title={title} icon={<Icon size={20} aria-hidden />} empty={t`No transactions yet.`} skeletonHeight={48}>
      {(page) => {
        const figure = cardBoxFigure(page, metric, Date.now());
        const currency = page.rows[0]?.currency ?? '';
        return (
          <Stack gap={0}>
            <Text size="xl" fw={700} dir="ltr" ta="start">
              {metric === 'count' ? figure.count : formatAmount(figure.amount, currency, settings?.currencyList, locale)}
            </Text>
            {metric === 'count' ? null : (
              <Text size="xs" c="dimmed">
                {t`${figure.count} transactions`}
              </Text>
            )}
          </Stack>
        );
      }}
    </WidgetCard>
  );
}
