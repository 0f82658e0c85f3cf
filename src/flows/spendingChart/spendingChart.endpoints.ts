import * as paths from '../../api/contract/paths';
import { chartDataSchema, type ChartPeriod } from '../../api/contract/spendingChart';
import type { Gateway } from '../../api/gateway';

export function spendingChartEndpoints(gateway: Gateway) {
  return {
    /** requirements#spending-chart: the signed-in user's figures over the last `period` months */
    getChart: (period: ChartPeriod, signal?: AbortSignal) =>
      gateway.call(paths.getChart, { method: 'POST', body: { period }, schema: chartDataSchema, signal }),
  };
}
