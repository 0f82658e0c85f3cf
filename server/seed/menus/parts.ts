import type { UserCategory } from '../../../src/api/contract/categories';
import type { Menu, MenuEntry } from '../../../src/api/contract/content';
import { termsRouteOf } from '../routes';
import { link, page } from './catalogue';
import { groupTitles } from './titles';

type MenuPart = Menu['header'];
type DrawerPart = Menu['drawer'];
type DrawerConfiguration = DrawerPart['layout_data']['page_field_configuration'];
type ListItem = Extract<DrawerConfiguration['body'], { type: 'listmenu' }>['content'][number];
type Tab = Extract<DrawerConfiguration['body'], { type: 'tabmenu' }>['tabs'][number];

export function part(dataList: MenuEntry[]): MenuPart {
  return { layout_data: { dataList } };
}

/** The terms page of a category's audience: the route its route map has (seed/routes.ts). */
export function termsPage(category: UserCategory, sortOrder: number): MenuEntry {
  const route = termsRouteOf(category);
  const key =
    route === '/app/terms-of-service'
      ? 'terms'
      : route === '/app/pa-terms-of-service'
        ? 'partnerTerms'
        : 'businessTerms';
  return page(key, sortOrder);
}

/**
 * The footer every category has: its own terms, policies and information pages
 * (requirements#fixed-routes). The array order is not the display order: the portal sorts by
 * sort_order (requirements#menu-entries).
 */
export function commonFooter(category: UserCategory): MenuPart {
  return part([termsPage(category, 2), page('privacy', 1), page('about', 4), page('contact', 3), page('faq', 5)]);
}

/**
 * app_notification: the notification centre's filters. path_one carries the filter the
 * notifications report applies (the spec leaves its meaning open; the sandbox uses it so).
 */
export function notifications(withOffers: boolean): MenuPart {
  const route = '/app/report/notifications';
  return part([
    link('transactionAlerts', route, 'cash', 2, { path_one: 'TRANSACTION' }),
    link('allNotifications', route, 'report', 1),
    link('securityAlerts', route, 'settings', 3, { path_one: 'SECURITY' }),
    link('offers', route, 'gift', 4, { path_one: 'PROMOTION', enabled: withOffers }),
  ]);
}

/** A list-menu item (requirements#drawer): an entry with childs (a group when it has no route). */
export function listItem(
  from: MenuEntry,
  childs: MenuEntry[] = [],
  more: Partial<Pick<ListItem, 'enabled' | 'route'>> = {},
): ListItem {
  return {
    title: from.title,
    icon: from.icon,
    route: from.route === '' ? null : from.route,
    sort_order: from.sort_order,
    enabled: from.enabled,
    childs,
    ...more,
  };
}

export function tab(
  tabType: Tab['tab_type'],
  title: keyof typeof groupTitles,
  displayOrder: number,
  content: MenuEntry[],
): Tab {
  return { tab_type: tabType, display_order: displayOrder, title: { ...groupTitles[title] }, content };
}

/** What the drawer's header shows and which session values it binds (requirements#drawer). */
const userParameterBinding = { name: 'displayName', identifier: 'userIdentifier', type: 'userType' };

export function drawer(body: DrawerConfiguration['body'], header: DrawerConfiguration['header']): DrawerPart {
  return {
    layout_data: { page_field_configuration: { body, header, userParameterBinding: { ...userParameterBinding } } },
  };
}
