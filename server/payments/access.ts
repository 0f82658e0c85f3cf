import { userCategories, type UserCategory } from '../../src/api/contract/categories';
import type { Menu, MenuEntry } from '../../src/api/contract/content';
import { seedMenu } from '../seed/menus';
import { serviceByCode, type ServiceDefinition } from './catalogue';

/**
 * Which categories may use a service: those whose seeded menu offers it (an enabled entry with
 * the service's code, anywhere in the menu). A service a category's menu does not offer is
 * unknown to that category (errCode serviceUnknown), whatever a tampered client sends. The seeds,
 * not stored overrides, decide: a tester breaking a menu does not change what users may do.
 */

function enabledCodes(entries: readonly MenuEntry[], into: Set<string>): void {
  for (const entry of entries) {
    if (!entry.enabled) continue;
    if (entry.externalId !== null) into.add(entry.externalId);
    if (entry.dataList !== undefined) enabledCodes(entry.dataList, into);
  }
}

export function servicesOffered(menu: Menu): Set<string> {
  const codes = new Set<string>();
  for (const part of [menu.header, menu.footer, menu.service, menu.app_notification]) {
    enabledCodes(part.layout_data.dataList, codes);
  }
  const body = menu.drawer.layout_data.page_field_configuration.body;
  if (body.type === 'tabmenu') {
    for (const tab of body.tabs) enabledCodes(tab.content, codes);
  } else {
    for (const item of body.content) if (item.enabled) enabledCodes(item.childs, codes);
  }
  return codes;
}

let offered: ReadonlyMap<UserCategory, ReadonlySet<string>> | undefined;

function offeredByCategory(): ReadonlyMap<UserCategory, ReadonlySet<string>> {
  offered ??= new Map(userCategories.map((category) => [category, servicesOffered(seedMenu(category))]));
  return offered;
}

export function isOfferedTo(category: UserCategory, code: string): boolean {
  return offeredByCategory().get(category)?.has(code) ?? false;
}

/** The categories that may use a service. */
export function categoriesOffering(code: string): UserCategory[] {
  return userCategories.filter((category) => isOfferedTo(category, code));
}

/** The service of a code, if the category may use it. */
export function serviceFor(category: UserCategory, code: string): ServiceDefinition | undefined {
  const definition = serviceByCode(code);
  return definition !== undefined && isOfferedTo(category, code) ? definition : undefined;
}
