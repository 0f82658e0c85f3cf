import type { ComponentType } from 'react';
import type { WidgetProps } from '../ui/widgetData';

/**
 * The widgets few first screens open, each still its own chunk. Their imports live here, in a
 * chunk of their own that a dashboard fetches when it first shows one of them: the bundler's
 * preload lists of twenty imports are not worth carrying on every dashboard that opens none.
 */
export const moreWidgets = {
  MyQRCode: () => import('../flows/myQrCode/MyQrCodeWidget'),
  ProfileWidget: () => import('./ProfileWidget'),
  ProfileHeader: () => import('./ProfileHeader'),
  PageNotFound: () => import('./PageNotFound'),
  SliderSlick: () => import('./SliderSlick'),
  MoreDetail: () => import('./MoreDetail'),
  HeaderWithButton: () => import('./HeaderWithButton'),
  DeleteWithAuthentication: () => import('./DeleteWithAuthenticationWidget'),
  CardServices: () => import('./CardServices'),
  PaymentCard: () => import('./PaymentCard'),
  CustomFooter: () => import('./CustomFooter'),
  CouponCard: () => import('./CouponCard'),
  CardBox: () => import('./CardBox'),
  SendandLoad: () => import('./SendandLoad'),
  FileDetails: () => import('./FileDetails'),
  ServiceHeader: () => import('./ServiceHeader'),
  ModelDialog: () => import('./ModelDialog'),
  CopyClipBoard: () => import('./CopyClipBoard'),
  DataTable: () => import('./DataTable'),
  IconList: () => import('./IconList'),
  AdsBanner: () => import('../flows/adsBanner/AdsBanner'),
  GraphWidget: () => import('../flows/spendingChart/GraphWidget'),
} satisfies Record<string, () => Promise<{ default: ComponentType<WidgetProps> }>>;

export type MoreWidgetName = keyof typeof moreWidgets;
