import { Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconListNumbers, IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { formatAmount } from '../config/currency';
import { useActiveLocale, useSiteSettings } from '../ui/hooks';
import { WidgetCard } from '../ui/WidgetCard';
import { setting, type WidgetProps } from '../ui/widgetData';
import { useWidgetActor } from './useWidgetActor';
import type { CardBoxMetric, cardBoxFigure } from './widgets.logic';

type Figure = ReturnType<typeof cardBoxFigure>;

/** CardBox: one figure of the last 30 days (settings.metric: moneyIn, moneyOut or count). */
export default function CardBox(props: WidgetProps) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const settings = useSiteSettings();
  const configured = setting(props, 'metric', 'count');
  const metric: CardBoxMetric = configured === 'moneyIn' || configured === 'moneyOut' ? configured : 'count';
  const actor = useWidgetActor((l) => l.cardBox(metric));
  const title =
    metric === 'moneyIn'
      ? t`Money in, 30 days`
      : metric === 'moneyOut'
        ? t`Money out, 30 days`
        : t`Transactions, 30 days`;
  const Icon = metric === 'moneyIn' ? IconTrendingUp : metric === 'moneyOut' ? IconTrendingDown : IconListNumbers;
  return (
    <WidgetCard<Figure>
      actor={actor}
      title={title}
      icon={<Icon size={20} aria-hidden />}
      empty={t`No transactions yet.`}
      skeletonHeight={48}
    >
      {(figure) => {
        const currency = figure.currency;
        return (
          <Stack gap={0}>
            <Text size="xl" fw={700} dir="ltr" ta="start">
              {metric === 'count'
                ? figure.count
                : formatAmount(figure.amount, currency, settings?.currencyList, locale)}
            </Text>
          </Stack>
        );
      }}
    </WidgetCard>
  );
}
