import { ServicePage } from '../flows/serviceWizard/ServicePage';

/**
 * /app/link-bank-account (requirements#fixed-routes): the link-bank-account service's wizard (composed
 * here: a flow never imports another), the
 * user's when their category's menus offer that service.
 */
export function LinkBankAccountPage() {
  return <ServicePage path="/app/services/link-bank-account" />;
}
