import type { MenuEntry } from '../../../src/api/contract/content';
import { groupTitles, type Localized } from './titles';

/**
 * The building blocks of the seeded menus: every service route (requirements#service-routes) and
 * the fixed pages (requirements#fixed-routes) the menus link to, each with its title in the three
 * portal languages.
 */

interface Destination {
  route: string;
  pageId: string;
  icon: string;
  title: Localized;
}

/** Services under /app/services/ (plural) */
const pluralServices = {
  'pin-sell': { icon: 'receipt', title: { en: 'PIN sales', ar: 'بيع الرموز', ku: 'فرۆشتنی PIN' } },
  'mobile-bill-payment': {
    icon: 'device-mobile',
    title: { en: 'Mobile bill payment', ar: 'دفع فاتورة الهاتف', ku: 'پارەدانی پسوولەی مۆبایل' },
  },
  'bank-cash-in': {
    icon: 'building-bank',
    title: { en: 'Bank cash in', ar: 'إيداع من البنك', ku: 'دانانی پارە لە بانکەوە' },
  },
  'bank-cash-out': {
    icon: 'building-bank',
    title: { en: 'Bank cash out', ar: 'سحب إلى البنك', ku: 'کێشانەوەی پارە بۆ بانک' },
  },
  'load-money': { icon: 'wallet', title: { en: 'Load money', ar: 'شحن الرصيد', ku: 'بارکردنی پارە' } },
  'send-money': { icon: 'send', title: { en: 'Send money', ar: 'إرسال الأموال', ku: 'ناردنی پارە' } },
  disbursement: { icon: 'users', title: { en: 'Bulk disbursement', ar: 'الصرف الجماعي', ku: 'دابەشکردنی بەکۆمەڵ' } },
  'link-bank-account': {
    icon: 'building-bank',
    title: { en: 'Link a bank account', ar: 'ربط حساب مصرفي', ku: 'بەستنەوەی هەژماری بانکی' },
  },
  'merchant-payment-external': {
    icon: 'shopping-cart',
    title: { en: 'Pay an external merchant', ar: 'الدفع لتاجر خارجي', ku: 'پارەدان بە بازرگانی دەرەکی' },
  },
  'topup-other-external': {
    icon: 'device-mobile',
    title: { en: 'Top up another network', ar: 'شحن شبكة أخرى', ku: 'پڕکردنەوەی تۆڕێکی تر' },
  },
  'evoucher-sales-aggregator': {
    icon: 'gift',
    title: { en: 'E-voucher sales', ar: 'بيع القسائم الإلكترونية', ku: 'فرۆشتنی کوپۆنی ئەلیکترۆنی' },
  },
  'bill-payment-post-paid': {
    icon: 'receipt',
    title: { en: 'Post-paid bills', ar: 'فواتير الدفع الآجل', ku: 'پسوولەی پاشەکی' },
  },
  'cash-in-agent-external': {
    icon: 'cash',
    title: { en: 'Cash in at a partner agent', ar: 'إيداع لدى وكيل شريك', ku: 'دانانی پارە لای بریکاری هاوبەش' },
  },
  'airtime-sales-cash': {
    icon: 'device-mobile',
    title: { en: 'Airtime sales', ar: 'بيع رصيد المكالمات', ku: 'فرۆشتنی باڵانسی تەلەفۆن' },
  },
  'evoucher-sales-korek': { icon: 'gift', title: { en: 'Korek e-vouchers', ar: 'قسائم كورك', ku: 'کوپۆنی کۆرەک' } },
  'cash-in-other-wallet': {
    icon: 'wallet',
    title: { en: 'Cash in from another wallet', ar: 'إيداع من محفظة أخرى', ku: 'دانانی پارە لە جزدانێکی ترەوە' },
  },
} satisfies Record<string, { icon: string; title: Localized }>;

/** Services under /app/service/ (singular) */
const singularServices = {
  'business-payment': {
    icon: 'receipt',
    title: { en: 'Business payment', ar: 'دفع الأعمال', ku: 'پارەدانی بازرگانی' },
  },
  favourites: { icon: 'users', title: { en: 'Favourites', ar: 'المفضلة', ku: 'دڵخوازەکان' } },
  cashout: { icon: 'cash', title: { en: 'Cash out', ar: 'سحب نقدي', ku: 'کێشانەوەی پارە' } },
  'wallet-topup': { icon: 'wallet', title: { en: 'Wallet top-up', ar: 'تعبئة المحفظة', ku: 'پڕکردنەوەی جزدان' } },
  'merchant-payment': { icon: 'qrcode', title: { en: 'Pay a merchant', ar: 'الدفع للتاجر', ku: 'پارەدان بە بازرگان' } },
  'loyalty-point': { icon: 'gift', title: { en: 'Loyalty points', ar: 'نقاط الولاء', ku: 'خاڵەکانی دڵسۆزی' } },
  'p2p-money-transfer-reg-user': {
    icon: 'send',
    title: { en: 'Transfer to a wallet user', ar: 'تحويل إلى مستخدم محفظة', ku: 'گواستنەوە بۆ بەکارهێنەری جزدان' },
  },
  'agent-to-agent-transfer': {
    icon: 'send',
    title: { en: 'Agent to agent transfer', ar: 'تحويل بين الوكلاء', ku: 'گواستنەوە لە نێوان بریکاران' },
  },
  'cash-in-by-agent': {
    icon: 'cash',
    title: { en: 'Customer cash in', ar: 'إيداع للعميل', ku: 'دانانی پارە بۆ کڕیار' },
  },
  'cash-out-by-agent': {
    icon: 'cash',
    title: { en: 'Customer cash out', ar: 'سحب للعميل', ku: 'کێشانەوەی پارە بۆ کڕیار' },
  },
  'b2b-transfer': {
    icon: 'building-bank',
    title: { en: 'Business to business transfer', ar: 'تحويل بين الشركات', ku: 'گواستنەوەی نێوان کۆمپانیاکان' },
  },
  'm2m-transfer': {
    icon: 'shopping-cart',
    title: { en: 'Merchant to merchant transfer', ar: 'تحويل بين التجار', ku: 'گواستنەوەی نێوان بازرگانان' },
  },
  withdraw: { icon: 'cash', title: { en: 'Withdraw', ar: 'سحب', ku: 'کێشانەوە' } },
} satisfies Record<string, { icon: string; title: Localized }>;

/** requirements#fixed-routes: the fixed pages menus link to */
const pages = {
  dashboard: { route: '/app/dashboard', icon: 'home', title: { en: 'Dashboard', ar: 'لوحة التحكم', ku: 'داشبۆرد' } },
  support: { route: '/app/support', icon: 'headset', title: { en: 'Support', ar: 'الدعم', ku: 'پشتگیری' } },
  myQrCode: {
    route: '/app/myQrCode',
    icon: 'qrcode',
    title: { en: 'My QR code', ar: 'رمز QR الخاص بي', ku: 'کۆدی QR ـەکەم' },
  },
  // requirements#per-category-pages: three terms routes, one per audience (seed/routes.ts picks a category's)
  terms: {
    route: '/app/terms-of-service',
    icon: 'report',
    title: { en: 'Terms of service', ar: 'شروط الخدمة', ku: 'مەرجەکانی خزمەتگوزاری' },
  },
  partnerTerms: {
    route: '/app/pa-terms-of-service',
    icon: 'report',
    title: { en: 'Partner terms of service', ar: 'شروط الخدمة للشركاء', ku: 'مەرجەکانی خزمەتگوزاری بۆ هاوبەشان' },
  },
  businessTerms: {
    route: '/app/terms-of-services',
    icon: 'report',
    title: { en: 'Business terms of service', ar: 'شروط الخدمة للأعمال', ku: 'مەرجەکانی خزمەتگوزاری بۆ بازرگانی' },
  },
  privacy: {
    route: '/app/privacy-policy',
    icon: 'report',
    title: { en: 'Privacy policy', ar: 'سياسة الخصوصية', ku: 'سیاسەتی تایبەتێتی' },
  },
  about: { route: '/app/pages/about-us', icon: 'users', title: { en: 'About us', ar: 'من نحن', ku: 'دەربارەی ئێمە' } },
  faq: {
    route: '/app/faq',
    icon: 'help',
    title: { en: 'Help & FAQ', ar: 'المساعدة والأسئلة الشائعة', ku: 'یارمەتی و پرسیارە باوەکان' },
  },
  contact: {
    route: '/app/pages/contact-us',
    icon: 'headset',
    title: { en: 'Contact us', ar: 'اتصل بنا', ku: 'پەیوەندیمان پێوە بکە' },
  },
  recentTransactions: {
    route: '/app/recentTransaction',
    icon: 'report',
    title: { en: 'Recent transactions', ar: 'المعاملات الأخيرة', ku: 'دوایین مامەڵەکان' },
  },
  passbook: {
    route: '/app/report/passbook',
    icon: 'wallet',
    title: { en: 'Passbook', ar: 'كشف الحساب', ku: 'پاسبووک' },
  },
  transactions: {
    route: '/app/report/transactions',
    icon: 'report',
    title: { en: 'Transaction report', ar: 'تقرير المعاملات', ku: 'ڕاپۆرتی مامەڵەکان' },
  },
  viewTransaction: {
    route: '/app/report/viewtransaction',
    icon: 'report',
    title: { en: 'Look up a transaction', ar: 'البحث عن معاملة', ku: 'گەڕان بۆ مامەڵەیەک' },
  },
  notifications: {
    route: '/app/report/notifications',
    icon: 'report',
    title: { en: 'Notifications', ar: 'الإشعارات', ku: 'ئاگادارکردنەوەکان' },
  },
  beneficiaries: {
    route: '/app/beneficiary/list',
    icon: 'users',
    title: { en: 'Beneficiaries', ar: 'المستفيدون', ku: 'سوودمەندان' },
  },
  schedule: {
    route: '/app/schedule',
    icon: 'report',
    title: { en: 'Scheduled payments', ar: 'المدفوعات المجدولة', ku: 'پارەدانە خشتەکراوەکان' },
  },
  scheduleView: {
    route: '/app/schedule-view',
    icon: 'report',
    title: { en: 'My scheduled payments', ar: 'مدفوعاتي المجدولة', ku: 'پارەدانە خشتەکراوەکانم' },
  },
  agentLocator: {
    route: '/app/agent-locator',
    icon: 'map-pin',
    title: { en: 'Find an agent', ar: 'ابحث عن وكيل', ku: 'بریکارێک بدۆزەوە' },
  },
  bankAccounts: {
    route: '/app/lists/bank',
    icon: 'building-bank',
    title: { en: 'Bank accounts', ar: 'الحسابات المصرفية', ku: 'هەژمارە بانکییەکان' },
  },
  changePassword: {
    route: '/app/change-login-password',
    icon: 'settings',
    title: { en: 'Change password', ar: 'تغيير كلمة المرور', ku: 'گۆڕینی وشەی نهێنی' },
  },
  changePin: {
    route: '/app/change-transaction-pin',
    icon: 'settings',
    title: { en: 'Change transaction PIN', ar: 'تغيير رمز المعاملات', ku: 'گۆڕینی PIN ـی مامەڵە' },
  },
  disbursements: {
    route: '/app/table-list/disbursement',
    icon: 'report',
    title: { en: 'Disbursement batches', ar: 'دفعات الصرف', ku: 'کۆمەڵەکانی دابەشکردن' },
  },
  tellers: {
    route: '/app/table-list/manage-teller',
    icon: 'users',
    title: { en: 'Manage tellers', ar: 'إدارة الصرافين', ku: 'بەڕێوەبردنی سندووقدارەکان' },
  },
  onboardCustomer: {
    route: '/app/onboard-customer',
    icon: 'users',
    title: { en: 'Onboard a customer', ar: 'تسجيل عميل', ku: 'تۆمارکردنی کڕیار' },
  },
  onboardedCustomers: {
    route: '/app/onboard-customer/applications',
    icon: 'report',
    title: { en: 'My customer applications', ar: 'طلبات عملائي', ku: 'داواکارییەکانی کڕیارەکانم' },
  },
  onboarding: {
    route: '/app/table-list-full/onboarding-details',
    icon: 'users',
    title: { en: 'Onboarding details', ar: 'تفاصيل التسجيل', ku: 'وردەکاریی تۆمارکردن' },
  },
} satisfies Record<string, { route: string; icon: string; title: Localized }>;

export type PluralService = keyof typeof pluralServices;
export type SingularService = keyof typeof singularServices;
export type ServiceSlug = PluralService | SingularService;
export type PageKey = keyof typeof pages;

function isPlural(slug: ServiceSlug): slug is PluralService {
  return Object.hasOwn(pluralServices, slug);
}

function upperSnake(value: string): string {
  return value
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toUpperCase();
}

function serviceDestination(slug: ServiceSlug): Destination {
  const { icon, title } = isPlural(slug) ? pluralServices[slug] : singularServices[slug];
  const base = isPlural(slug) ? '/app/services/' : '/app/service/';
  return { route: `${base}${slug}`, pageId: `SERVICE_${upperSnake(slug)}`, icon, title };
}

type Overrides = Partial<Omit<MenuEntry, 'sort_order'>>;

function entryOf(destination: Destination, sortOrder: number, externalId: string | null, more: Overrides): MenuEntry {
  return {
    route: destination.route,
    page_id: destination.pageId,
    enabled: true,
    icon: destination.icon,
    path_one: null,
    path_two: null,
    sort_order: sortOrder,
    // a copy: a menu that edits its titles (the fallback cases) must not change the catalogue
    title: { ...destination.title },
    externalId,
    ...more,
  };
}

/** A service entry; externalId is the service code the back office knows. */
export function service(slug: ServiceSlug, sortOrder: number, more: Overrides = {}): MenuEntry {
  return entryOf(serviceDestination(slug), sortOrder, upperSnake(slug), more);
}

/** A fixed page. */
export function page(key: PageKey, sortOrder: number, more: Overrides = {}): MenuEntry {
  const { route, icon, title } = pages[key];
  return entryOf({ route, icon, title, pageId: `PAGE_${upperSnake(key)}` }, sortOrder, null, more);
}

/** A service category (requirements#menu-entries): no route of its own, its entries in dataList. */
export function group(
  title: keyof typeof groupTitles,
  icon: string | null,
  sortOrder: number,
  dataList: MenuEntry[],
  more: Overrides = {},
): MenuEntry {
  return {
    route: '',
    page_id: null,
    enabled: true,
    icon,
    path_one: null,
    path_two: null,
    sort_order: sortOrder,
    title: { ...groupTitles[title] },
    externalId: null,
    dataList,
    ...more,
  };
}

/** An entry titled by groupTitles that links somewhere (a notification filter, a wallet). */
export function link(
  title: keyof typeof groupTitles,
  route: string,
  icon: string,
  sortOrder: number,
  more: Overrides = {},
): MenuEntry {
  return entryOf(
    { route, icon, title: groupTitles[title], pageId: `PAGE_${upperSnake(title)}` },
    sortOrder,
    null,
    more,
  );
}
