import * as v from 'valibot';
import { hasTransactionPin, hasWallet, type UserCategory } from '../../src/api/contract/categories';
import { routeMapSchema, type FixedAppRoute, type RouteMap, type RoutePage } from '../../src/api/contract/content';

/**
 * The three terms routes, one per audience (requirements#per-category-pages): consumers, partners
 * (requirements#partner-rule: neither consumer nor enterprise; customer service reads the partner
 * terms too) and businesses.
 */
const termsOf: Record<UserCategory, { route: FixedAppRoute; pageId: string }> = {
  consumer: { route: '/app/terms-of-service', pageId: 'terms-consumer' },
  agent: { route: '/app/pa-terms-of-service', pageId: 'terms-partner' },
  superAgent: { route: '/app/pa-terms-of-service', pageId: 'terms-partner' },
  vendor: { route: '/app/pa-terms-of-service', pageId: 'terms-partner' },
  csr: { route: '/app/pa-terms-of-service', pageId: 'terms-partner' },
  merchant: { route: '/app/terms-of-services', pageId: 'terms-business' },
  enterprise: { route: '/app/terms-of-services', pageId: 'terms-business' },
};

/** The terms route a category's menus link to. */
export function termsRouteOf(category: UserCategory): FixedAppRoute {
  return termsOf[category].route;
}

export { hasTransactionPin, hasWallet } from '../../src/api/contract/categories';

const screen = (route: FixedAppRoute, page_id: string): RoutePage => ({ route, page_id, kind: 'screen' });
const cms = (route: FixedAppRoute, page_id: string): RoutePage => ({ route, page_id, kind: 'cms' });

/** The categories whose menus offer link-bank-account (server/seed/menus). */
export function linksBanks(category: UserCategory): boolean {
  return category === 'consumer' || category === 'superAgent' || category === 'merchant' || category === 'enterprise';
}

function routesOf(category: UserCategory): RoutePage[] {
  const enterprise = category === 'enterprise';
  const consumer = category === 'consumer';
  const terms = termsOf[category];
  return [
    screen('/app/dashboard', enterprise ? 'dashboard-enterprise' : 'dashboard'),
    screen('/app/my-account', 'my-account'),
    screen('/app/two-factor', 'two-factor'),
    // requirements#faq: help for every category
    screen('/app/faq', 'faq'),
    // requirements#per-category-pages: change password differs by category
    screen('/app/change-login-password', enterprise ? 'change-password-enterprise' : 'change-password'),
    cms('/app/password-policy', 'password-policy'),
    ...(hasTransactionPin(category)
      ? [
          screen('/app/change-transaction-pin', 'change-pin'),
          screen('/app/reset-transaction-pin', 'reset-pin'),
          cms('/app/transaction-pin-policy', 'transaction-pin-policy'),
        ]
      : []),
    cms(terms.route, terms.pageId),
    cms('/app/privacy-policy', consumer ? 'privacy-personal' : 'privacy-business'),
    // privacy and support split people (consumers) from businesses and partners
    cms('/app/support', consumer ? 'support-consumer' : 'support-partner'),
    cms('/app/pages/about-us', 'about-us'),
    cms('/app/pages/contact-us', 'contact-us'),
    // requirements#beneficiaries: consumers save recipients with the favourites service and manage them here
    ...(consumer ? [screen('/app/beneficiary/list', 'beneficiaries')] : []),
    // requirements#bank-linking: the categories whose menus offer link-bank-account list and unlink theirs
    ...(linksBanks(category)
      ? [
          screen('/app/link-bank-account', 'link-bank-account'),
          screen('/app/lists/bank', 'bank-accounts'),
          screen('/app/forms/view-bank-details', 'bank-account-details'),
        ]
      : []),
    // spec 000 §7 agentlocator: people and businesses find a cash-in/cash-out agent
    ...(consumer || category === 'merchant' || enterprise ? [screen('/app/agent-locator', 'agent-locator')] : []),
    // requirements#bulk-disbursement: an enterprise pays many wallets from one file
    ...(enterprise ? [screen('/app/table-list/disbursement', 'disbursement-batches')] : []),
    // issue 16 part 9: an enterprise (and its branches) manage their tellers
    ...(enterprise ? [screen('/app/table-list/manage-teller', 'manage-teller')] : []),
    // issue 16 part 9: the users a super agent onboarded (a customer-service rep sees them all)
    ...(category === 'superAgent' || category === 'csr'
      ? [screen('/app/table-list-full/onboarding-details', 'onboarding-details')]
      : []),
    // requirements#agent-onboarding: an agent onboards customers and follows its applications
    ...(category === 'agent'
      ? [
          screen('/app/onboard-customer', 'onboard-customer'),
          screen('/app/onboard-customer/applications', 'onboard-customer-applications'),
        ]
      : []),
    // requirements#reports: customer service reads customers' transactions; its own have no wallet
    screen('/app/report/transactions', category === 'csr' ? 'transactions-lookup' : 'transactions'),
    screen('/app/report/transactionView', 'transaction-view'),
    screen('/app/report/viewtransaction', 'transaction-lookup'),
    screen('/app/report/notifications', 'notifications'),
    ...(hasWallet(category)
      ? [
          screen('/app/report/passbook', 'passbook'),
          screen('/app/report-full/passbook', 'passbook-full'),
          screen('/app/recentTransaction', 'recent-transactions'),
          // requirements#qr-code: a code to be paid with needs a wallet to be paid into
          screen('/app/myQrCode', 'my-qr-code'),
          // issue 16: scheduled payments, paid from the wallet
          screen('/app/schedule', 'schedule'),
          screen('/app/schedule-view', 'schedule-view'),
        ]
      : []),
  ];
}

/**
 * requirements#route-table: each category's route map, layout by filter with moduleType=pages.
 * Checked against the portal's schema when built, like the menus. Routes whose screens come later
 * (tables, schedules) are not in it yet, and no menu
 * links to them.
 */
export function seedRoutes(category: UserCategory): RouteMap {
  return v.parse(routeMapSchema, { routes: routesOf(category) });
}
