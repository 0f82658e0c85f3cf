import * as v from 'valibot';
import { categoryCodes, type UserCategory } from '../../src/api/contract/categories';
import { defaultSecurityPolicy, securityPolicySchema, type SecurityPolicy } from '../../src/api/contract/policy';
import type { Queryable } from '../db/types';
import { SITE_ID } from '../seed/siteSettings';
import { selectSecurityPolicy } from './siteSettings.repository';

/**
 * The category's `securityPolicy` block of the site settings, or the contract's defaults when the
 * block is absent or does not parse (an operator's typo must not take recovery down).
 */
export async function loadSecurityPolicy(q: Queryable, category: UserCategory): Promise<SecurityPolicy> {
  const policy = await selectSecurityPolicy(q, SITE_ID, categoryCodes[category]);
  const parsed = v.safeParse(securityPolicySchema, policy);
  return parsed.success ? parsed.output : defaultSecurityPolicy;
}
