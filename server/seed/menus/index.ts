import * as v from 'valibot';
import { userCategories, type UserCategory, type UserSubType } from '../../../src/api/contract/categories';
import { menuSchema, type Menu } from '../../../src/api/contract/content';
import { agentMenu, chainStoreMenu, miniHoustonMenu, superAgentMenu, vendorMenu } from './agents';
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

/**
 * requirements#login-as: the variants whose menu differs from their category's (chain-store
 * merchant, mini-houston), by category and subType; a variant not listed has its category's menu.
 */
export function seedVariantMenus(): Array<{ category: UserCategory; subType: UserSubType; menu: Menu }> {
  return [
    { category: 'agent', subType: 'CHAIN_STORE_MERCHANT', menu: v.parse(menuSchema, chainStoreMenu()) },
    { category: 'agent', subType: 'MINI_HOUSTON', menu: v.parse(menuSchema, miniHoustonMenu()) },
  ];
}
