import type { UserCategory } from '../api/contract/categories';
import type { LocaleText, Menu, MenuEntry, RouteMap } from '../api/contract/content';
import type { ReportPage } from '../api/contract/reports';
import { createSharedEndpoints } from '../api/endpoints';
import { addAmounts } from '../config/currency';
import { resolveRoute } from '../config/menu';
import { alwaysAvailableRoutes } from '../config/routes';
import { notificationsEndpoints } from '../flows/notifications/notifications.endpoints';
import type { Platform } from '../platform/platform';
import { configurationEndpoints } from '../shell/configuration/configuration.endpoints';
import { widgetDataLogic } from '../ui/widgetData';

/** A link a widget may offer: a service or page of the category's own configuration. */
export interface WidgetLink {
  route: string;
  icon: string | null;
  title: LocaleText;
}

/** The enabled entries of the menu's service part that lead somewhere, nested lists flattened. */
export function serviceLinks(menu: Menu): WidgetLink[] {
  const walk = (entries: readonly MenuEntry[]): WidgetLink[] =>
    [...entries]
      .filter((e) => e.enabled)
      .sort((a, b) => a.sort_order - b.sort_order)
      .flatMap((e) => {
        const route = resolveRoute(e.route);
        const own = route ? [{ route, icon: e.icon, title: e.title }] : [];
        return [...own, ...walk(e.dataList ?? [])];
      });
  return walk(menu.service.layout_data.dataList);
}

export type CardBoxMetric = 'moneyIn' | 'moneyOut' | 'count';
const DAY_MS = 86_400_000;

/** A CardBox figure over the rows of the 30 days before `nowMs` that went through (status 1). */
export function cardBoxFigure(page: ReportPage, metric: CardBoxMetric, nowMs: number) {
  const since = nowMs - 30 * DAY_MS;
  const rows = page.rows.filter((r) => r.status === 1 && Date.parse(r.createdAt) >= since);
  const counted =
    metric === 'count' ? rows : rows.filter((r) => r.direction === (metric === 'moneyIn' ? 'credit' : 'debit'));
  const amount = counted.reduce(
    (sum, r) => addAmounts(sum, r.direction === 'debit' ? addAmounts(r.amount, r.fee) : r.amount),
    '0.00',
  );
  return { amount, count: counted.length, currency: page.rows[0]?.currency ?? '' };
}

/** Whether the category's route table has the page (the dashboard's own pages are always there). */
export function hasPage(routeMap: RouteMap, route: string): boolean {
  return (alwaysAvailableRoutes as ReadonlySet<string>).has(route) || routeMap.routes.some((r) => r.route === route);
}

/**
 * The loaders of the dashboard's own widgets: each widget runs its own widget statechart with one
 * of these. Configuration comes through the content cache, so the widgets share the shell's
 * requests for the menu and route table instead of repeating them.
 */
export function widgetLoaders(platform: Platform, category: UserCategory) {
  const shared = createSharedEndpoints(platform.gateway);
  const configuration = configurationEndpoints(platform.gateway);
  const menu = () => platform.contentCache.get('layout', `menu:${category}`, () => configuration.getMenu());
  const routeMap = () =>
    platform.contentCache.get('layout', `pages:${category}`, () => configuration.getRouteMap(category));
  return {
    account: () => widgetDataLogic((signal) => shared.getUserAccount(signal)),
    services: (pick: (links: WidgetLink[]) => unknown) => widgetDataLogic(async () => pick(serviceLinks(await menu()))),
    /** the links whose pages the category has: configuration never leads to a page that is not there */
    pages: <T extends { route: string }>(links: readonly T[]) =>
      widgetDataLogic(async () => {
        const map = await routeMap();
        return links.filter((l) => hasPage(map, l.route));
      }),
    transactions: (pageSize: number) =>
      widgetDataLogic(async (signal) => {
        const report = await shared.transactionReport({ page: 1, pageSize }, signal);
        return report.total === 0 ? null : report;
      }),
    /** the latest rows a box sums: enough for a month of a busy counter at a glance */
    cardBox: (metric: CardBoxMetric) =>
      widgetDataLogic(async (signal) => {
        const report = await shared.transactionReport({ page: 1, pageSize: 50 }, signal);
        return report.total === 0 ? null : cardBoxFigure(report, metric, Date.now());
      }),
    notifications: (pageSize: number) =>
      widgetDataLogic(async (signal) => {
        const page = await notificationsEndpoints(platform.gateway).notifications(
          { filter: null, page: 1, pageSize },
          signal,
        );
        return page.rows;
      }),
    cmsPage: (pageId: string) =>
      widgetDataLogic(async () => {
        const map = await routeMap();
        const entry = map.routes.find((r) => r.kind === 'cms' && r.page_id === pageId);
        if (!entry) return null;
        const page = await platform.contentCache.get('page', pageId, () => configuration.getCmsPage(pageId));
        return { route: entry.route, page };
      }),
    /** what the site settings already hold: nothing to fetch, still the same states */
    siteSettings: <T>(pick: () => T | null) => widgetDataLogic(async () => pick()),
  };
}

export type WidgetLoaders = ReturnType<typeof widgetLoaders>;
