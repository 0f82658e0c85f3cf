import { ServicePage } from '../serviceWizard/ServicePage';

/**
 * /app/link-bank-account (requirements#fixed-routes): the link-bank-account service's wizard, the
 * user's when their category's menus offer that service.
 */
export function LinkBankAccountPage() {
  return <ServicePage path="/app/services/link-bank-account" />;
}
