import * as v from 'valibot';
import type { UserCategory } from '../../src/api/contract/categories';
import { dashboardLayoutSchema, type DashboardLayout, type DashboardWidget } from '../../src/api/contract/dashboard';

/**
 * requirements#dashboard-widgets: each category's dashboard, layout by filter with
 * moduleType=dashboard. The order is the order on screen, `span` the width in twelfths. What a
 * cold visit loads first stays light: the widgets of the first screen are small, the heavier
 * ones (charts, the QR code, banners) come further down and load when scrolled near. A name the
 * portal does not know is skipped and logged there.
 */
const w = (name: string, span: number, settings?: Record<string, unknown>): DashboardWidget =>
  settings ? { name, span, settings } : { name, span };

const text = (en: string, ar: string, ku: string) => ({ en, ar, ku });

const helpLinks = w('IconList', 6, {
  title: text('Help and account', 'المساعدة والحساب', 'یارمەتی و هەژمار'),
  items: [
    { route: '/app/support', icon: 'headset', title: text('Support', 'الدعم', 'پشتگیری') },
    { route: '/app/pages/contact-us', icon: 'users', title: text('Contact us', 'اتصل بنا', 'پەیوەندیمان پێوە بکە') },
    { route: '/app/my-account', icon: 'settings', title: text('My account', 'حسابي', 'هەژمارەکەم') },
    { route: '/app/two-factor', icon: 'settings', title: text('Two-factor', 'التحقق بخطوتين', 'دوو هەنگاوی') },
  ],
});

const reportLinks = w('IconList', 6, {
  title: text('Reports', 'التقارير', 'ڕاپۆرتەکان'),
  items: [
    { route: '/app/report/passbook', icon: 'receipt', title: text('Passbook', 'دفتر الحساب', 'پاسبووک') },
    { route: '/app/report/transactions', icon: 'report', title: text('Transactions', 'المعاملات', 'مامەڵەکان') },
    {
      route: '/app/report/notifications',
      icon: 'report',
      title: text('Notifications', 'الإشعارات', 'ئاگادارکردنەوەکان'),
    },
  ],
});

const footer = w('CustomFooter', 12);

const dashboards: Record<UserCategory, DashboardLayout> = {
  // a person: money in and out, the people they pay, their own code to be paid with
  consumer: {
    widgets: [
      w('BalanceInquiry', 4),
      w('RecentTransaction', 8),
      w('Services', 12),
      w('SendandLoad', 4, { send: '/app/services/send-money', load: '/app/services/load-money' }),
      w('CopyClipBoard', 4, { field: 'walletId' }),
      w('ProfileWidget', 4),
      w('MyQRCode', 4),
      w('DeleteWithAuthentication', 4),
      w('SliderSlick', 4),
      w('AdsBanner', 12),
      w('GraphWidget', 12),
      w('CouponCard', 6, {
        code: 'WELCOME5',
        title: text('5% back on your first bill', '5٪ استرداد على فاتورتك الأولى', '5٪ گەڕانەوە لەسەر یەکەم پسوولەت'),
      }),
      w('ModelDialog', 6, { pageId: 'privacy-personal' }),
      footer,
    ],
  },
  // an agent serves walk-in customers: today's takings, the services, the rows to reconcile
  agent: {
    widgets: [
      w('BalanceInquiry', 4),
      w('CardBox', 4, { metric: 'moneyIn' }),
      w('CardBox', 4, { metric: 'count' }),
      w('ServiceHeader', 12),
      w('Services', 12),
      w('DataTable', 8, { rows: 8 }),
      w('MyQRCode', 4),
      w('GraphWidget', 12),
      reportLinks,
      helpLinks,
    ],
    // requirements#login-as: a chain store's shops are paid at the counter (takings first); a
    // mini-houston is a small cash point (its cash count and the latest rows, no chart)
    bySubType: {
      CHAIN_STORE_MERCHANT: [
        w('BalanceInquiry', 4),
        w('MyQRCode', 4),
        w('CardBox', 4, { metric: 'moneyIn' }),
        w('Services', 12),
        w('DataTable', 12, { rows: 10 }),
        w('GraphWidget', 12),
        reportLinks,
        helpLinks,
      ],
      MINI_HOUSTON: [
        w('BalanceInquiry', 6),
        w('CardBox', 6, { metric: 'count' }),
        w('Services', 12),
        w('RecentTransaction', 12),
        reportLinks,
        helpLinks,
      ],
    },
  },
  // a super agent oversees a network of agents
  superAgent: {
    widgets: [
      w('ProfileHeader', 12),
      w('BalanceInquiry', 6),
      w('CardBox', 6, { metric: 'moneyOut' }),
      w('HeaderWithButton', 12, {
        title: text('Your network', 'شبكتك', 'تۆڕەکەت'),
        text: text(
          'Look up any transaction of your agents by its ID.',
          'ابحث عن أي معاملة لوكلائك برقمها.',
          'هەر مامەڵەیەکی بریکارەکانت بە ناسنامەکەی بدۆزەرەوە.',
        ),
        button: text('Look up a transaction', 'ابحث عن معاملة', 'مامەڵەیەک بدۆزەرەوە'),
        route: '/app/report/viewtransaction',
      }),
      w('Services', 12),
      w('GraphWidget', 12),
      w('DataTable', 12, { rows: 10 }),
      reportLinks,
      w('ModelDialog', 6, { pageId: 'terms-partner' }),
    ],
  },
  // requirements#per-category-pages: customer-service staff have no wallet, so nothing of money
  csr: {
    widgets: [
      w('ProfileHeader', 12),
      w('HeaderWithButton', 12, {
        title: text('Customer look-up', 'البحث عن عميل', 'گەڕان بەدوای کڕیار'),
        text: text(
          'Find a customer by mobile number and read their transactions.',
          'ابحث عن عميل برقم هاتفه واقرأ معاملاته.',
          'کڕیارێک بە ژمارەی مۆبایل بدۆزەرەوە و مامەڵەکانی بخوێنەرەوە.',
        ),
        button: text('Find a customer', 'ابحث عن عميل', 'کڕیارێک بدۆزەرەوە'),
        route: '/app/report/transactions',
      }),
      w('PageNotFound', 6),
      helpLinks,
      w('MoreDetail', 6),
      w('ModelDialog', 6, { pageId: 'terms-partner' }),
      footer,
    ],
  },
  // a shop is paid: its code at the counter, its card, its takings
  merchant: {
    widgets: [
      w('BalanceInquiry', 4),
      w('MyQRCode', 4),
      w('PaymentCard', 4),
      w('CardBox', 6, { metric: 'moneyIn' }),
      w('CardBox', 6, { metric: 'count' }),
      w('DataTable', 12, { rows: 10 }),
      w('GraphWidget', 12),
      w('Services', 12),
      reportLinks,
      helpLinks,
      footer,
    ],
  },
  // an enterprise pays salaries and suppliers; its branch and teller users see their own desk
  enterprise: {
    widgets: [
      w('ProfileHeader', 12),
      w('BalanceInquiry', 4),
      w('CardBox', 4, { metric: 'moneyOut' }),
      w('FileDetails', 4),
      w('Services', 12),
      w('GraphWidget', 12),
      w('DataTable', 12, { rows: 10 }),
      reportLinks,
      w('MoreDetail', 6),
    ],
    bySubType: {
      BRANCH: [
        w('BalanceInquiry', 6),
        w('CardBox', 6, { metric: 'count' }),
        w('Services', 12),
        w('RecentTransaction', 8),
        w('MoreDetail', 4),
        reportLinks,
        helpLinks,
      ],
      TELLER: [
        w('BalanceInquiry', 6),
        w('CopyClipBoard', 6, { field: 'mobile' }),
        w('CardServices', 12, { limit: 4 }),
        w('RecentTransaction', 12),
        w('PageNotFound', 12),
      ],
    },
  },
  // a vendor sells to the network: its card, its sales, its news
  vendor: {
    widgets: [
      w('BalanceInquiry', 4),
      w('PaymentCard', 4),
      w('CardBox', 4, { metric: 'moneyIn' }),
      w('Services', 12),
      w('SliderSlick', 12),
      w('DataTable', 12, { rows: 8 }),
      w('CardServices', 12, { limit: 4 }),
      footer,
    ],
  },
};

/** A category's dashboard, checked against the portal's schema when built, like the menus. */
export function seedDashboard(category: UserCategory): DashboardLayout {
  return v.parse(dashboardLayoutSchema, dashboards[category]);
}
