import { categoryCodes, type UserCategory } from './contract/categories';
import { accessChannel } from './contract/headers';

/**
 * The query of a layout-by-filter call (requirements#route-table, #theme): a module for a category
 * on this channel. Apart from endpoints.ts: the boot's configuration and theme calls need it, not
 * the shared calls' schemas (issue 20).
 */
export function byFilter(moduleType: string, category: UserCategory) {
  return { moduleType, accessChannel, userType: categoryCodes[category] };
}
