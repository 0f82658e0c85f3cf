/**
 * User categories and wallet identifier kinds (requirements#categories).
 * Chain-store merchant and mini-houston users sign in as agents; branch and teller users are
 * enterprise login-as users.
 */
export const userCategories = ['consumer', 'agent', 'superAgent', 'csr', 'merchant', 'enterprise', 'vendor'] as const;
export type UserCategory = (typeof userCategories)[number];

export const categoryCodes: Record<UserCategory, string> = {
  consumer: 'CONSUMER_CATEGORY',
  agent: 'AGENT_CATEGORY',
  superAgent: 'SUPER_AGENT_CATEGORY',
  csr: 'CSR_CATEGORY',
  merchant: 'MERCHANT_CATEGORY',
  enterprise: 'ENTERPRISE_CATEGORY',
  vendor: 'VENDOR_CATEGORY',
};

export const walletKinds = ['CUSTOMER', 'AGENT', 'SUPERAGENT', 'MERCHANT', 'ENTERPRISE', 'AGENT_MERCHANT', ''] as const;
export type WalletKind = (typeof walletKinds)[number];

/** Variants that change what a user is, not which portal category they sign in under. */
export const userSubTypes = ['CHAIN_STORE_MERCHANT', 'MINI_HOUSTON', 'BRANCH', 'TELLER'] as const;
export type UserSubType = (typeof userSubTypes)[number];

/** requirements#login-as: where a variant's own configuration is kept, beside its category's. */
export function variantCode(categoryCode: string, subType: string): string {
  return `${categoryCode}:${subType}`;
}

/** requirements#partner-rule: a partner user is neither an enterprise nor a consumer. */
export function isPartnerCategoryCode(code: string): boolean {
  return code !== categoryCodes.enterprise && code !== categoryCodes.consumer;
}

export function categoryFromCode(code: string): UserCategory | undefined {
  return userCategories.find((c) => categoryCodes[c] === code);
}

/** requirements#per-category-pages: customer-service staff have no wallet, hence no transaction PIN. */
export function hasWallet(category: UserCategory): boolean {
  return category !== 'csr';
}

/** No wallet, no transaction PIN: no change, reset or recovery of one. */
export function hasTransactionPin(category: UserCategory): boolean {
  return hasWallet(category);
}
