import { Alert, Box, Button, Card, Group, SegmentedControl, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconChartBar } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { ChartPeriod, spendingChartMachine } from '../../../machines/spendingChart.machine';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { useActiveLocale } from '../../ui/hooks';
import { useFailureMessage } from '../../ui/useFailureMessage';
import { loadChartPanels, loadFiguresTable, spendingChartLogic } from './spendingChart.logic';

const ChartPanels = lazy(loadChartPanels);
const FiguresTable = lazy(loadFiguresTable);

type Snapshot = SnapshotFrom<typeof spendingChartMachine>;
const selectPeriod = (s: Snapshot) => s.context.period;
const selectFigures = (s: Snapshot) => s.context.figures;
const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null);
const selectBusy = (s: Snapshot) => s.matches('loading') || s.matches('waiting');

/** The body's height, kept from the placeholder to the charts so the dashboard does not jump. */
const BODY_MIN_HEIGHT = 300;
const periods: readonly ChartPeriod[] = [3, 6, 12];

function periodFrom(settings: Readonly<Record<string, unknown>> | undefined): ChartPeriod {
  const configured = settings?.period;
  return configured === 3 || configured === 12 ? configured : 6;
}

/**
 * The GraphWidget (requirements#spending-chart): money in and out per month and spend by service,
 * from the ledger, over 3, 6 or 12 months. Its charts (and their library) load only once it is
 * scrolled into view; the same figures are always in a table, shown on request and read by
 * screen readers either way.
 */
export default function GraphWidget({ settings }: { settings?: Readonly<Record<string, unknown>> }) {
  const { t } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => spendingChartLogic(platform));
  const actor = useFlowActor(logic, { input: { period: periodFrom(settings) } });
  const period = useSelector(actor, selectPeriod);
  const figures = useSelector(actor, selectFigures);
  const failure = useSelector(actor, selectFailure);
  const busy = useSelector(actor, selectBusy);
  const locale = useActiveLocale();
  const describe = useFailureMessage();
  // purely visual: which of two presentations of the same figures is on screen
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const placeholder = useRef<HTMLDivElement>(null);

  // seen at last: the chart may load (requirements#spending-chart: not before, for the dashboard's weight)
  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    if (typeof IntersectionObserver !== 'function') {
      actor.send({ type: 'chart.visible' });
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          actor.send({ type: 'chart.visible' });
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [actor]);

  const table = figures ? (
    <Suspense fallback={<Skeleton h={BODY_MIN_HEIGHT} radius="md" />}>
      <FiguresTable figures={figures} locale={locale} />
    </Suspense>
  ) : null;

  return (
    <Card component="section" withBorder radius="lg" padding="lg" aria-labelledby="spending-title" aria-busy={busy}>
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconChartBar size={20} aria-hidden />
          <Text fw={600} component="h2" id="spending-title">
            <Trans>Money in and out</Trans>
          </Text>
        </Group>
        <Group gap="sm">
          <SegmentedControl
            size="xs"
            aria-label={t`Period`}
            value={String(period)}
            onChange={(value) => actor.send({ type: 'chart.period', period: Number(value) as ChartPeriod })}
            data={periods.map((p) => ({ value: String(p), label: t`${p} months` }))}
          />
          <SegmentedControl
            size="xs"
            aria-label={t`Show as`}
            value={view}
            onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
            data={[
              { value: 'chart', label: t`Chart` },
              { value: 'table', label: t`Table` },
            ]}
          />
        </Group>
      </Group>
      {failure ? (
        <Alert color="danger" variant="light" role="alert" mb="sm">
          <Text size="sm">{describe(failure)}</Text>
          <Button mt="sm" size="xs" variant="light" onClick={() => actor.send({ type: 'chart.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : null}
      <Box ref={placeholder} mih={BODY_MIN_HEIGHT} style={{ opacity: busy && figures ? 0.6 : 1 }}>
        {!figures ? (
          failure ? null : (
            <div role="status">
              <VisuallyHidden>{t`Loading the chart`}</VisuallyHidden>
              <Skeleton h={BODY_MIN_HEIGHT} radius="md" aria-hidden />
            </div>
          )
        ) : view === 'table' ? (
          table
        ) : (
          <>
            <Suspense fallback={<Skeleton h={BODY_MIN_HEIGHT} radius="md" />}>
              <ChartPanels figures={figures} locale={locale} />
            </Suspense>
            <VisuallyHidden>{table}</VisuallyHidden>
          </>
        )}
      </Box>
    </Card>
  );
}
