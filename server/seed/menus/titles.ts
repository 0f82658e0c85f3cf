/**
 * The portal's three languages (requirements#languages); every seeded title has all three unless a
 * test case says otherwise.
 */
export type Localized = Record<'en' | 'ar' | 'ku', string>;

/** Titles of groups, tabs and drawer items that are not a page of their own. */
export const groupTitles = {
  transfers: { en: 'Transfers', ar: 'التحويلات', ku: 'گواستنەوەکان' },
  payments: { en: 'Payments', ar: 'المدفوعات', ku: 'پارەدانەکان' },
  bills: { en: 'Bills', ar: 'الفواتير', ku: 'پسوولەکان' },
  topUps: { en: 'Top-ups', ar: 'التعبئة', ku: 'پڕکردنەوە' },
  rewards: { en: 'Vouchers and rewards', ar: 'القسائم والمكافآت', ku: 'کوپۆن و خەڵاتەکان' },
  banking: { en: 'Banking', ar: 'الخدمات المصرفية', ku: 'بانک' },
  cash: { en: 'Cash services', ar: 'الخدمات النقدية', ku: 'خزمەتگوزارییە نەختینەییەکان' },
  sales: { en: 'Sales', ar: 'المبيعات', ku: 'فرۆشتن' },
  business: { en: 'Business', ar: 'الأعمال', ku: 'بازرگانی' },
  reports: { en: 'Reports', ar: 'التقارير', ku: 'ڕاپۆرتەکان' },
  settings: { en: 'Settings', ar: 'الإعدادات', ku: 'ڕێکخستنەکان' },
  customerCare: { en: 'Customer care', ar: 'رعاية العملاء', ku: 'چاودێریی کڕیاران' },
  customers: { en: 'Customers', ar: 'العملاء', ku: 'کڕیاران' },
  wallets: { en: 'Wallets', ar: 'المحافظ', ku: 'جزدانەکان' },
  services: { en: 'Services', ar: 'الخدمات', ku: 'خزمەتگوزارییەکان' },
  more: { en: 'More', ar: 'المزيد', ku: 'زیاتر' },
  mainWallet: { en: 'Main wallet (IQD)', ar: 'المحفظة الرئيسية (د.ع)', ku: 'جزدانی سەرەکی (د.ع)' },
  allNotifications: { en: 'All notifications', ar: 'كل الإشعارات', ku: 'هەموو ئاگادارکردنەوەکان' },
  transactionAlerts: { en: 'Transaction alerts', ar: 'تنبيهات المعاملات', ku: 'ئاگاداریی مامەڵەکان' },
  securityAlerts: { en: 'Security alerts', ar: 'تنبيهات الأمان', ku: 'ئاگاداریی ئاسایش' },
  offers: { en: 'Offers', ar: 'العروض', ku: 'پێشکەشکراوەکان' },
} satisfies Record<string, Localized>;
