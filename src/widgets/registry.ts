import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetProps } from '../ui/widgetData';

/**
 * The dashboard's widgets by the names configuration uses (requirements#dashboard-widgets), each
 * loaded on demand in its own chunk. A widget that belongs to a flow lives in that flow's folder
 * and is registered here; a widget of the dashboard's own lives beside this file. The spec's
 * "data tables" and "icon lists" are DataTable and IconList.
 */
export const widgets = {
  BalanceInquiry: lazy(() => import('../flows/balance/BalanceInquiry')),
  Services: lazy(() => import('./Services')),
  RecentTransaction: lazy(() => import('./RecentTransaction')),
  MyQRCode: lazy(() => import('../flows/myQrCode/MyQrCodeWidget')),
  ProfileWidget: lazy(() => import('./ProfileWidget')),
  ProfileHeader: lazy(() => import('./ProfileHeader')),
  PageNotFound: lazy(() => import('./PageNotFound')),
  SliderSlick: lazy(() => import('./SliderSlick')),
  MoreDetail: lazy(() => import('./MoreDetail')),
  HeaderWithButton: lazy(() => import('./HeaderWithButton')),
  DeleteWithAuthentication: lazy(() => import('./DeleteWithAuthenticationWidget')),
  CardServices: lazy(() => import('./CardServices')),
  PaymentCard: lazy(() => import('./PaymentCard')),
  CustomFooter: lazy(() => import('./CustomFooter')),
  CouponCard: lazy(() => import('./CouponCard')),
  CardBox: lazy(() => import('./CardBox')),
  SendandLoad: lazy(() => import('./SendandLoad')),
  FileDetails: lazy(() => import('./FileDetails')),
  ServiceHeader: lazy(() => import('./ServiceHeader')),
  ModelDialog: lazy(() => import('./ModelDialog')),
  CopyClipBoard: lazy(() => import('./CopyClipBoard')),
  DataTable: lazy(() => import('./DataTable')),
  IconList: lazy(() => import('./IconList')),
} satisfies Record<string, LazyExoticComponent<ComponentType<WidgetProps>>>;

export type WidgetName = keyof typeof widgets;

/** The height a widget's place holds before its chunk is loaded (px), so the page does not jump. */
export const placeholderHeights: Partial<Record<string, number>> = {
  Services: 320,
  RecentTransaction: 420,
  MyQRCode: 260,
  GraphWidget: 360,
  AdsBanner: 200,
  DataTable: 380,
  ProfileHeader: 96,
  ServiceHeader: 96,
  CustomFooter: 96,
  DeleteWithAuthentication: 220,
  SliderSlick: 200,
};

export function isWidgetName(name: string): name is WidgetName {
  return Object.hasOwn(widgets, name);
}
