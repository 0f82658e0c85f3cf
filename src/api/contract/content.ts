import * as v from 'valibot';

/**
 * Content-service configuration of the signed-in shell (requirements#shell-config: menus, drawer,
 * theme). The portal parses it once at the edge with these schemas; the sandbox seeds it and
 * validates its seeds with the same schemas.
 */

/** Titles are keyed by locale (title.locale); a missing one falls back (requirements#locale-fallback) */
export const localeTextSchema = v.record(v.pipe(v.string(), v.regex(/^[a-z]{2}(-[A-Z]{2})?$/)), v.string());
export type LocaleText = v.InferOutput<typeof localeTextSchema>;

/** requirements#menu-entries: a service-category entry; it may nest another dataList. */
export interface MenuEntry {
  route: string;
  page_id: string | null;
  enabled: boolean;
  icon: string | null;
  path_one: string | null;
  path_two: string | null;
  sort_order: number;
  title: LocaleText;
  externalId: string | null;
  dataList?: MenuEntry[] | undefined;
}

export const menuEntrySchema: v.GenericSchema<MenuEntry> = v.object({
  route: v.pipe(v.string(), v.maxLength(200)),
  page_id: v.nullable(v.string()),
  enabled: v.boolean(),
  icon: v.nullable(v.pipe(v.string(), v.maxLength(64))),
  path_one: v.nullable(v.string()),
  path_two: v.nullable(v.string()),
  sort_order: v.number(),
  title: localeTextSchema,
  externalId: v.nullable(v.string()),
  dataList: v.optional(v.array(v.lazy(() => menuEntrySchema))),
});

/** header, footer, service and app_notification: a list of entries under layout_data */
export const menuPartSchema = v.object({
  layout_data: v.object({ dataList: v.array(menuEntrySchema) }),
});

/** requirements#drawer: drawer body, tab menu: tabs of wallet list, categories with menus, or other */
export const drawerTabSchema = v.object({
  tab_type: v.picklist(['walletList', 'menuwithcategory', 'other']),
  display_order: v.number(),
  title: localeTextSchema,
  content: v.array(menuEntrySchema),
});

/** requirements#drawer: drawer body, list menu: items with childs */
export const drawerListItemSchema = v.object({
  title: localeTextSchema,
  icon: v.nullable(v.string()),
  route: v.nullable(v.string()),
  sort_order: v.number(),
  enabled: v.boolean(),
  childs: v.array(menuEntrySchema),
});

export const drawerBodySchema = v.variant('type', [
  v.object({ type: v.literal('tabmenu'), tabs: v.array(drawerTabSchema) }),
  v.object({ type: v.literal('listmenu'), content: v.array(drawerListItemSchema) }),
]);
export type DrawerBody = v.InferOutput<typeof drawerBodySchema>;

export const drawerPartSchema = v.object({
  layout_data: v.object({
    page_field_configuration: v.object({
      body: drawerBodySchema,
      header: v.object({ showProfile: v.boolean(), showBalance: v.boolean() }),
      /** which session values the drawer's header binds (e.g. name → displayName) */
      userParameterBinding: v.record(v.string(), v.string()),
    }),
  }),
});

/** requirements#menu: the menu configuration has five parts, each with layout_data */
export const menuSchema = v.object({
  header: menuPartSchema,
  footer: menuPartSchema,
  drawer: drawerPartSchema,
  service: menuPartSchema,
  app_notification: menuPartSchema,
});
export type Menu = v.InferOutput<typeof menuSchema>;

/** requirements#theme: theme list and assets */
const colour = v.pipe(v.string(), v.hexColor());
export const themeSchema = v.object({
  themeList: v.pipe(
    v.array(
      v.object({
        name: v.string(),
        /** what the theme chooser calls it; the name when absent */
        title: v.optional(localeTextSchema),
        primaryColor: colour,
        secondaryColor: colour,
        textPrimary: colour,
        textSecondary: colour,
        backgroundColor: colour,
        default: v.boolean(),
      }),
    ),
    v.minLength(1),
  ),
  assets: v.array(v.object({ key: v.string(), value: v.string(), localstorage: v.boolean() })),
});
export type Theme = v.InferOutput<typeof themeSchema>;

/**
 * requirements#fixed-routes: the fixed routes of the signed-in area. Each maps to a page
 * identifier, for some routes a different one per user category; a category without an entry for a
 * route does not have that page ("not available for your account").
 */
export const fixedAppRoutes = [
  '/app/dashboard',
  '/app/myQrCode',
  '/app/support',
  '/app/terms-of-service',
  '/app/pa-terms-of-service',
  '/app/terms-of-services',
  '/app/privacy-policy',
  '/app/transaction-pin-policy',
  '/app/password-policy',
  '/app/pages/about-us',
  '/app/pages/contact-us',
  '/app/change-login-password',
  '/app/reset-transaction-pin',
  '/app/change-transaction-pin',
  '/app/link-bank-account',
  '/app/lists/bank',
  '/app/agent-locator',
  '/app/forms/view-bank-details',
  '/app/beneficiary/list',
  '/app/schedule',
  '/app/schedule-view',
  '/app/recentTransaction',
  '/app/report/notifications',
  '/app/report/passbook',
  // requirements#reports: the passbook's full-screen form
  '/app/report-full/passbook',
  '/app/report/transactionView',
  '/app/report/viewtransaction',
  '/app/report/transactions',
  '/app/table-list/disbursement',
  '/app/table-list/manage-teller',
  '/app/table-list-full/onboarding-details',
  // requirements#agent-onboarding: an agent onboards a customer, and follows the applications it made
  '/app/onboard-customer',
  '/app/onboard-customer/applications',
  // this contract's own account pages (requirements#account-routes)
  '/app/my-account',
  '/app/two-factor',
  // requirements#faq: the in-app help, every category
  '/app/faq',
] as const;
export type FixedAppRoute = (typeof fixedAppRoutes)[number];

/**
 * How a page is drawn: `screen` is one of the portal's own screens (page_id picks a variant where
 * a screen has several), `cms` is a content-service page (page_id is its id for
 * cms/v1/default_pages_getPageById_{id}).
 */
export const pageKinds = ['screen', 'cms'] as const;
export type PageKind = (typeof pageKinds)[number];

export const cmsPageIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;
const pageId = v.pipe(v.string(), v.regex(cmsPageIdPattern, 'a page id such as terms-consumer'));

/** One route's page. Routes the portal does not know are kept (a newer back end) and ignored. */
export const routePageSchema = v.object({
  route: v.pipe(v.string(), v.regex(/^\/app\/[\w\-/]+$/, 'an /app/ route')),
  page_id: pageId,
  kind: v.picklist(pageKinds),
});
export type RoutePage = v.InferOutput<typeof routePageSchema>;

/**
 * The route table of a category (requirements#route-table):
 * layout by filter with moduleType=pages.
 */
export const routeMapSchema = v.object({ routes: v.array(routePageSchema) });
export type RouteMap = v.InferOutput<typeof routeMapSchema>;

/**
 * Layout-by-filter module types this contract serves (requirements#constants-module-types):
 * pages is the route table, dashboard the dashboard's widgets (dashboardLayoutSchema),
 * balancewidget the balance widget's layout.
 */
export const layoutModuleTypes = ['pages', 'dashboard', 'balancewidget'] as const;

/**
 * requirements#cms-pages: a content page. `content` is HTML per
 * locale, written by content editors: the portal sanitizes it before showing it.
 */
export const cmsPageSchema = v.object({
  page_id: pageId,
  title: localeTextSchema,
  content: localeTextSchema,
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type CmsPage = v.InferOutput<typeof cmsPageSchema>;

/**
 * requirements#change-notifications: the identifiers a content change is announced under.
 * The portal maps each to the cached content kinds it invalidates (src/config/contentCache.ts).
 */
export const changeIdentifiers = [
  'default_languages',
  'default_pages',
  'default_layout',
  'default_reportLayout',
  'default_onBoardingFieldDetails',
  'default_faqquestion',
  'default_faqcategory',
  'default_bankmaster',
  'landingpages',
  'default_theme',
  'default_sitesetting',
  'default_evouchercategorymasters',
] as const;
export type ChangeIdentifier = (typeof changeIdentifiers)[number];

/** Changes announced after `since` (server time, ms since the epoch); `now` is the next `since`. */
export const contentChangesSchema = v.object({
  now: v.number(),
  changes: v.array(v.object({ identifier: v.string(), changedAt: v.number() })),
});
export type ContentChanges = v.InferOutput<typeof contentChangesSchema>;

/** requirements#language-preference: the signed-in user's language. */
export const languagePreferenceRequestSchema = v.object({
  locale: v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'a two-letter language code')),
});
export const languagePreferenceDataSchema = v.object({ locale: v.string() });
