import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text, useDirection } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChartFigures } from '../../../machines/spendingChart.machine';
import { localize } from '../../forms/localize';
import { amountFormatter, monthFormatter } from './spendingChart.format';

export const CHART_HEIGHT = 240;

/**
 * The charts themselves, in their own chunk with recharts. Drawn for the eye (inert: hidden from assistive technology, and nothing in it takes focus): the
 * widget's table says the same figures to everyone. Right to left, time runs from the right and
 * the amounts' axis stands on the right.
 */
export default function ChartPanels({ figures, locale }: { figures: ChartFigures; locale: string }) {
  const { t } = useLingui();
  const { dir } = useDirection();
  const rtl = dir === 'rtl';
  const amount = amountFormatter(locale);
  const month = monthFormatter(locale);
  const months = figures.months.map((m) => ({ month: month(m.month), in: Number(m.inMajor), out: Number(m.outMajor) }));
  const services = figures.byService.map((s) => ({ service: localize(s.label, locale), out: Number(s.outMajor) }));

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" inert data-testid="spending-chart-panels">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          <Trans>Money in and out per month</Trans>
        </Text>
        <BarChart
          h={CHART_HEIGHT}
          data={months}
          dataKey="month"
          series={[
            { name: 'in', label: t`Money in`, color: 'teal.7' },
            { name: 'out', label: t`Money out`, color: 'red.7' },
          ]}
          valueFormatter={amount}
          withLegend
          tickLine="none"
          xAxisProps={{ reversed: rtl }}
          yAxisProps={{ orientation: rtl ? 'right' : 'left', width: 72 }}
        />
      </Stack>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          <Trans>Spend by service</Trans>
        </Text>
        {services.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Nothing spent in this period.</Trans>
          </Text>
        ) : (
          <BarChart
            // every service gets a readable bar, however many there are
            h={Math.max(CHART_HEIGHT, services.length * 36)}
            data={services}
            dataKey="service"
            orientation="vertical"
            series={[{ name: 'out', label: t`Spent`, color: 'indigo.6' }]}
            valueFormatter={amount}
            tickLine="none"
            xAxisProps={{ reversed: rtl }}
            yAxisProps={{ width: 140, orientation: rtl ? 'right' : 'left', interval: 0 }}
          />
        )}
      </Stack>
    </SimpleGrid>
  );
}
