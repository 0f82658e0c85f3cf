import type { DrawerBody, LocaleText, MenuEntry } from '../api/contract/content';

/**
 * The rules that turn menu configuration into what the shell shows (requirements#menu).
 * Pure functions, so every rule is tested on its own.
 */

export const DRAWER_LIST_LIMIT = 7;
export const SERVICES_PREFIX = '/app/services/';

/** requirements#locale-fallback: a missing label falls back to the default locale, then to '-' */
export function localizedTitle(title: LocaleText | undefined, locale: string, defaultLocale = 'en'): string {
  const text = title?.[locale]?.trim() || title?.[defaultLocale]?.trim();
  return text || '-';
}

/**
 * requirements#service-routes: a service route configured without a leading slash lives under
 * /app/services/. External addresses and anything that could leave the portal are refused (null).
 */
export function resolveRoute(route: string | null | undefined): string | null {
  const r = route?.trim();
  if (!r) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(r) || r.startsWith('//') || r.includes('\\')) return null;
  const path = r.startsWith('/') ? r : `${SERVICES_PREFIX}${r}`;
  return /^\/[\w\-/.~%]*$/.test(path) && !path.split('/').includes('..') ? path : null;
}

export interface ShownEntry {
  key: string;
  title: string;
  icon: string | null;
  /** null when the entry only groups others */
  to: string | null;
  children: ShownEntry[];
}

/** requirements#menu-entries: only enabled entries, in sort_order (stable for equal orders), nested lists too */
export function shownEntries(entries: readonly MenuEntry[], locale: string, prefix = ''): ShownEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.enabled)
    .sort((a, b) => a.entry.sort_order - b.entry.sort_order || a.index - b.index)
    .map(({ entry, index }) => {
      const key = `${prefix}${index}`;
      return {
        key,
        title: localizedTitle(entry.title, locale),
        icon: entry.icon,
        to: resolveRoute(entry.route),
        children: shownEntries(entry.dataList ?? [], locale, `${key}.`),
      };
    });
}

/** requirements#drawer-limit: at most `limit` items; the rest are reached through "more" */
export function limitList<T>(items: readonly T[], limit = DRAWER_LIST_LIMIT): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

export interface ShownTab {
  key: string;
  kind: 'walletList' | 'menuwithcategory' | 'other';
  title: string;
  entries: ShownEntry[];
}

/** requirements#drawer: the drawer is a tab menu (tabs in display_order) or a list menu (items with childs) */
export function shownDrawer(
  body: DrawerBody,
  locale: string,
): { type: 'tabmenu'; tabs: ShownTab[] } | { type: 'listmenu'; items: ShownEntry[] } {
  if (body.type === 'tabmenu')
    return {
      type: 'tabmenu',
      tabs: body.tabs
        .map((tab, index) => ({ tab, index }))
        .sort((a, b) => a.tab.display_order - b.tab.display_order || a.index - b.index)
        .map(({ tab, index }) => ({
          key: `tab${index}`,
          kind: tab.tab_type,
          title: localizedTitle(tab.title, locale),
          entries: shownEntries(tab.content, locale, `tab${index}.`),
        })),
    };
  return {
    type: 'listmenu',
    items: body.content
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => item.enabled)
      .sort((a, b) => a.item.sort_order - b.item.sort_order || a.index - b.index)
      .map(({ item, index }) => ({
        key: `item${index}`,
        title: localizedTitle(item.title, locale),
        icon: item.icon,
        to: resolveRoute(item.route),
        children: shownEntries(item.childs, locale, `item${index}.`),
      })),
  };
}
