import { AGE_LIMITS, type ConfigDetails } from '../../src/api/contract/configDetails';
import type { Deps } from '../deps';
import { reserve } from '../security/rateLimit';
import { isUserCategory } from '../account/users';
import { supportContact } from '../seed/supportContact';
import { loadSecurityPolicy } from './securityPolicy';

/**
 * configuration/getConfigDetails: the category's public settings, counted per IP (a public call
 * that reads the database).
 */
export async function configDetails(deps: Deps, ip: string, category: string): Promise<ConfigDetails> {
  await reserve(
    deps.db,
    { key: `configdetails:ip:${ip}`, max: deps.limits.configDetailsPerIpPerMinute, windowSeconds: 60 },
    deps.now(),
  );
  // the access token's category is one the clients table allows; an unknown one gets the consumer's rules
  const policy = await loadSecurityPolicy(deps.db, isUserCategory(category) ? category : 'consumer');
  return {
    ...supportContact,
    supportHours: { ...supportContact.supportHours },
    minAge: AGE_LIMITS.min,
    maxAge: AGE_LIMITS.max,
    otpLength: policy.otpLength,
    pinLength: policy.pinLength,
    otpValiditySeconds: policy.otpValiditySeconds,
  };
}
