import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The dashboard's widgets by the names configuration uses (requirements#dashboard-widgets), each
 * loaded on demand in its own chunk. A widget that belongs to a flow lives in that flow's folder
 * and is registered here; a widget of the dashboard's own lives beside this file.
 */
export const widgets = {
  BalanceInquiry: lazy(() => import('../flows/balance/BalanceInquiry')),
  Services: lazy(() => import('./Services')),
  RecentTransaction: lazy(() => import('./RecentTransaction')),
  AdsBanner: lazy(() => import('../flows/adsBanner/AdsBanner')),
  GraphWidget: lazy(() => import('../flows/spendingChart/GraphWidget')),
} satisfies Record<string, LazyExoticComponent<ComponentType>>;

export type WidgetName = keyof typeof widgets;
