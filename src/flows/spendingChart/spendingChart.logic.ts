import { fromPromise } from 'xstate';
import { spendingChartMachine } from '../../../machines/spendingChart.machine';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { spendingChartEndpoints } from './spendingChart.endpoints';

/**
 * The chart's code is its own chunk (recharts is about 100 KB gzip, more than the dashboard can
 * carry): it is fetched with the figures, once the widget is seen, and a failure of either is
 * the widget's failure, with its retry.
 */
export const loadChartPanels = () => import('./ChartPanels');
export const loadFiguresTable = () => import('./FiguresTable');

export function spendingChartLogic(platform: Platform) {
  const api = spendingChartEndpoints(platform.gateway);
  return spendingChartMachine.provide({
    actors: {
      loadChart: fromPromise(
        quietWhenAborted(async ({ input, signal }) => {
          const [, , figures] = await Promise.all([
            loadChartPanels(),
            loadFiguresTable(),
            api.getChart(input.period, signal),
          ]);
          return figures;
        }),
      ),
    },
  });
}
