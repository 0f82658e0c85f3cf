import { isPartnerCategoryCode } from '../api/contract/categories';
import { fixedAppRoutes, type FixedAppRoute, type Menu, type MenuEntry, type RouteMap } from '../api/contract/content';
import { localizedTitle, resolveRoute } from './menu';

/**
 * Which page a route shows for the signed-in user's category (requirements#route-table). Pure, so
 * every rule is tested on its own.
 */

/**
 * Pages every signed-in user has, whatever the route table says: the landing page and the
 * account's own security pages. They render without waiting for configuration.
 */
const alwaysAvailable = [
  '/app/dashboard',
  '/app/my-account',
  '/app/two-factor',
  '/app/faq',
] as const satisfies readonly FixedAppRoute[];
export const alwaysAvailableRoutes: ReadonlySet<FixedAppRoute> = new Set(alwaysAvailable);

/**
 * The fixed routes with a route file of their own: the always available ones, and the
 * notifications report (it validates a `filter` search parameter).
 */
const ownRouteFiles = [...alwaysAvailable, '/app/report/notifications'] as const;

/** The fixed routes the category's route table decides, served by the one route `/app/$`. */
export type ConfiguredRoute = Exclude<FixedAppRoute, (typeof ownRouteFiles)[number]>;

/**
 * Whether a path is one of them. Here rather than beside their screens (`src/routes/-configuredPages.ts`):
 * `/app/$` checks it before it loads, in the boot's code, and the screens' table loads with the
 * route's component (issue 20: 2 KiB of gzip off every page).
 */
export function isConfiguredRoute(path: string): path is ConfiguredRoute {
  return (fixedAppRoutes as readonly string[]).includes(path) && !(ownRouteFiles as readonly string[]).includes(path);
}

/**
 * The props of a link to a configured page, checked against the fixed routes: the router knows
 * them only as `/app/$`, so a typo here fails the type check instead of the user.
 */
export function configuredLink(route: ConfiguredRoute): { to: string } {
  return { to: route };
}

/** requirements#partner-rule: the pages for partners only (the partner terms). */
export const partnerRoutes: ReadonlySet<string> = new Set<FixedAppRoute>(['/app/pa-terms-of-service']);

/**
 * requirements#partner-rule: partner pages stay in a route table only for a partner, judged on the
 * stored type as decoded (null: it did not decode, so no partner); a refused one is "not available"
 * and recorded like any other denied access.
 */
export function applyPartnerRule(routeMap: RouteMap, storedType: string | null): RouteMap {
  if (storedType !== null && isPartnerCategoryCode(storedType)) return routeMap;
  return { ...routeMap, routes: routeMap.routes.filter((r) => !partnerRoutes.has(r.route)) };
}

export type PageResolution =
  | { kind: 'screen'; pageId: string }
  | { kind: 'cms'; pageId: string }
  /** the category has no such page, or names a screen this portal does not have */
  | { kind: 'notAvailable'; reason: 'notConfigured' | 'unknownScreen' };

/** requirements#route-table: the route's page for this category; `hasScreen`: the portal has its own screen for it. */
export function resolvePage(routeMap: RouteMap, route: FixedAppRoute, hasScreen: boolean): PageResolution {
  const entry = routeMap.routes.find((r) => r.route === route);
  if (!entry) return { kind: 'notAvailable', reason: 'notConfigured' };
  if (entry.kind === 'cms') return { kind: 'cms', pageId: entry.page_id };
  return hasScreen ? { kind: 'screen', pageId: entry.page_id } : { kind: 'notAvailable', reason: 'unknownScreen' };
}

export interface ConfiguredService {
  route: string;
  title: string;
  icon: string | null;
  pageId: string | null;
  externalId: string | null;
}

/**
 * requirements#service-routes: a service route is the user's when an enabled entry of the
 * category's menu leads to it (a disabled group hides what it holds). Null: not in this category's
 * menus.
 */
export function findService(menu: Menu, path: string, locale: string): ConfiguredService | null {
  const search = (entries: readonly MenuEntry[]): MenuEntry | null => {
    for (const entry of entries) {
      if (!entry.enabled) continue;
      if (resolveRoute(entry.route) === path) return entry;
      const nested = search(entry.dataList ?? []);
      if (nested) return nested;
    }
    return null;
  };
  const body = menu.drawer.layout_data.page_field_configuration.body;
  const found = search([
    ...menu.service.layout_data.dataList,
    ...menu.header.layout_data.dataList,
    ...(body.type === 'tabmenu'
      ? body.tabs.flatMap((tab) => tab.content)
      : body.content.filter((item) => item.enabled).flatMap((item) => item.childs)),
  ]);
  if (!found) return null;
  return {
    route: path,
    title: localizedTitle(found.title, locale),
    icon: found.icon,
    pageId: found.page_id,
    externalId: found.externalId,
  };
}
