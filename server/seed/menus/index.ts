import * as v from 'valibot';
import { userCategories, type UserCategory } from '../../../src/api/contract/categories';
import { menuSchema, type Menu } from '../../../src/api/contract/content';
import { agentMenu, superAgentMenu, vendorMenu } from './agents';
import { consumerMenu } from './consumer';
import { merchantMenu } from './merchant';
import { csrMenu, enterpriseMenu } from './office';

const builders: Record<UserCategory, () => Menu> = {
  consumer: consumerMenu,
  agent: agentMenu,
  superAgent: superAgentMenu,
  csr: csrMenu,
  merchant: merchantMenu,
  enterprise: enterpriseMenu,
  vendor: vendorMenu,
};

/**
 * requirements#menu: each category's menu configuration, checked against the portal's own schema
 * when built, so a seed that the portal could not read fails the server's start, not a user.
 */
export function seedMenu(category: UserCategory): Menu {
  return v.parse(menuSchema, builders[category]());
}

export function seedMenus(): Record<UserCategory, Menu> {
  return Object.fromEntries(userCategories.map((category) => [category, seedMenu(category)])) as Record<
    UserCategory,
    Menu
  >;
}
