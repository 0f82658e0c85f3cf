import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetProps } from '../ui/widgetData';
import type { MoreWidgetName } from './moreWidgets';
import { BALANCE_CARD_HEIGHT, RECENT_CARD_HEIGHT } from './widgetHeights';

/** One of the widgets registered through moreWidgets.ts: one more lazy step, still its own chunk. */
const more = (name: MoreWidgetName) => lazy(() => import('./moreWidgets').then((m) => m.moreWidgets[name]()));

/**
 * The dashboard's widgets by the names configuration uses (requirements#dashboard-widgets), each
 * loaded on demand in its own chunk. A widget that belongs to a flow lives in that flow's folder
 * and is registered here; a widget of the dashboard's own lives beside this file. The spec's
 * "data tables" and "icon lists" are DataTable and IconList. The widgets most first screens show
 * are imported here; the others through moreWidgets.ts (see there why).
 */
export const widgets = {
  BalanceInquiry: lazy(() => import('../flows/balance/BalanceInquiry')),
  Services: lazy(() => import('./Services')),
  RecentTransaction: lazy(() => import('./RecentTransaction')),
  MyQRCode: more('MyQRCode'),
  ProfileWidget: more('ProfileWidget'),
  ProfileHeader: more('ProfileHeader'),
  PageNotFound: more('PageNotFound'),
  SliderSlick: more('SliderSlick'),
  MoreDetail: more('MoreDetail'),
  HeaderWithButton: more('HeaderWithButton'),
  DeleteWithAuthentication: more('DeleteWithAuthentication'),
  CardServices: more('CardServices'),
  PaymentCard: more('PaymentCard'),
  CustomFooter: more('CustomFooter'),
  CouponCard: more('CouponCard'),
  CardBox: more('CardBox'),
  SendandLoad: more('SendandLoad'),
  FileDetails: more('FileDetails'),
  ServiceHeader: more('ServiceHeader'),
  ModelDialog: more('ModelDialog'),
  CopyClipBoard: more('CopyClipBoard'),
  DataTable: more('DataTable'),
  IconList: more('IconList'),
  AdsBanner: more('AdsBanner'),
  GraphWidget: more('GraphWidget'),
} satisfies Record<string, LazyExoticComponent<ComponentType<WidgetProps>>>;

export type WidgetName = keyof typeof widgets;

/** The height a widget's place holds before its chunk is loaded (px), so the page does not jump. */
export const placeholderHeights: Partial<Record<string, number>> = {
  // a consumer's service groups on a desktop: about 600 px; a shorter place let the widgets below
  // count as on screen (and load) before the services had arrived
  Services: 600,
  BalanceInquiry: BALANCE_CARD_HEIGHT,
  RecentTransaction: RECENT_CARD_HEIGHT,
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
