import type { UserCategory } from '../api/contract/categories';
import { dashboardLayoutSchema } from '../api/contract/dashboard';
import * as paths from '../api/contract/paths';
import { byFilter } from '../api/byFilter';
import type { Gateway } from '../api/gateway';

/** requirements#dashboard-widgets: the category's dashboard, layout by filter with moduleType=dashboard. */
export function dashboardEndpoints(gateway: Gateway) {
  return {
    getDashboard: (category: UserCategory, signal?: AbortSignal) =>
      gateway.call(paths.layoutByFilter, {
        query: byFilter('dashboard', category),
        category,
        schema: dashboardLayoutSchema,
        signal,
      }),
  };
}
