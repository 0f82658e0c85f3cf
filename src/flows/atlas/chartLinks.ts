import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import type { ChartLinks } from '../../atlas/ChartSvg';
import type { ChartGraph } from '../../atlas/graph';
import { machineTexts } from '../../atlas/machineTexts';

/** Where a chart of the atlas is: the page with that chart chosen. */
export const chartHref = (machineId: string) =>
  `${import.meta.env.BASE_URL}atlas?machine=${encodeURIComponent(machineId)}`;

/** A chart the page can show (the registry's, named in machineTexts): the charts around it link to it. */
export const canShow = (machineId: string) => Object.hasOwn(machineTexts, machineId);

/**
 * The links of a chart's drawing: each invocation of a registry chart the page can show opens
 * that chart (a chart it cannot show stays plain text).
 */
export function chartLinks(
  graph: ChartGraph,
  label: (machineId: string, name: string) => string,
  open: (machineId: string) => void,
): ChartLinks | null {
  const invokes = new Map<string, Array<string | null>>();
  const opens = (chart: string | undefined) => (chart !== undefined && canShow(chart) ? chart : null);
  for (const node of graph.nodes)
    if (node.invoke.some((i) => opens(i.chart)))
      invokes.set(
        node.id,
        node.invoke.map((i) => opens(i.chart)),
      );
  return invokes.size > 0 ? { invokes, href: chartHref, label, open } : null;
}

/** A chart's title in the reader's language, and the links of `graph`'s drawing to the charts it runs. */
export function useChartLinks(graph: ChartGraph | null, open: (machineId: string) => void) {
  const { t, i18n } = useLingui();
  const titleOf = useCallback((id: string) => (machineTexts[id] ? i18n._(machineTexts[id].title) : id), [i18n]);
  const links = useMemo(() => {
    // the name drawn comes first: the link's accessible name contains what is seen (WCAG 2.5.3)
    const label = (id: string, name: string) => {
      const title = titleOf(id);
      return t`${name}: open the chart of ${title}`;
    };
    return graph ? chartLinks(graph, label, open) : null;
  }, [graph, t, titleOf, open]);
  return { titleOf, links };
}
