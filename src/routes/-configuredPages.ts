import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { ConfiguredRoute } from '../config/routes';

/**
 * The fixed routes of the signed-in area that the category's route table decides
 * (requirements#fixed-routes, #route-table): each is drawn as the portal's own screen, a content
 * page, or "not available for your account". Declared once here and served by the one route
 * `/app/$`; a route with a screen names it here, loaded with its own chunk when first shown.
 * A route whose screen is not built yet has none: the route table can only give it a content
 * page, and the menus offer no link to it (requirements#not-available).
 */
interface ConfiguredPageEntry {
  screen?: ComponentType;
  /** a screen shown under the route's content page (the contact form under the contact page's text) */
  belowContent?: ComponentType;
}

export const configuredPages: Readonly<Record<ConfiguredRoute, ConfiguredPageEntry>> = {
  '/app/myQrCode': {
    screen: lazyRouteComponent(() => import('../flows/myQrCode/MyQrCodePage'), 'MyQrCodePage'),
  },
  '/app/support': {},
  '/app/terms-of-service': {},
  '/app/pa-terms-of-service': {},
  '/app/terms-of-services': {},
  '/app/privacy-policy': {},
  '/app/transaction-pin-policy': {},
  '/app/password-policy': {},
  '/app/pages/about-us': {},
  '/app/pages/contact-us': {
    belowContent: lazyRouteComponent(() => import('../flows/contactUs/ContactUsPage'), 'ContactUsSection'),
  },
  '/app/change-login-password': {
    screen: lazyRouteComponent(() => import('../flows/changePassword/ChangePasswordPage'), 'ChangePasswordPage'),
  },
  '/app/reset-transaction-pin': {
    screen: lazyRouteComponent(() => import('../flows/pinReset/ResetPinPage'), 'ResetPinPage'),
  },
  '/app/change-transaction-pin': {
    screen: lazyRouteComponent(() => import('../flows/changePin/ChangePinPage'), 'ChangePinPage'),
  },
  '/app/link-bank-account': {
    screen: lazyRouteComponent(() => import('./-LinkBankAccountPage'), 'LinkBankAccountPage'),
  },
  '/app/lists/bank': {
    screen: lazyRouteComponent(() => import('../flows/bankAccounts/BankAccountsPage'), 'BankAccountsPage'),
  },
  '/app/forms/view-bank-details': {
    screen: lazyRouteComponent(() => import('../flows/bankAccounts/BankAccountDetailsPage'), 'BankAccountDetailsPage'),
  },
  '/app/agent-locator': {
    screen: lazyRouteComponent(() => import('../flows/agentLocator/AgentLocatorPage'), 'AgentLocatorPage'),
  },
  '/app/beneficiary/list': {
    screen: lazyRouteComponent(() => import('../flows/beneficiaries/BeneficiariesPage'), 'BeneficiariesPage'),
  },
  '/app/schedule': {
    screen: lazyRouteComponent(() => import('../flows/schedules/ScheduleCreatePage'), 'ScheduleCreatePage'),
  },
  '/app/schedule-view': {
    screen: lazyRouteComponent(() => import('../flows/schedules/SchedulesPage'), 'SchedulesPage'),
  },
  '/app/recentTransaction': {
    screen: lazyRouteComponent(() => import('../flows/reports/pages'), 'RecentTransactionsPage'),
  },
  '/app/report/passbook': {
    screen: lazyRouteComponent(() => import('../flows/reports/pages'), 'PassbookPage'),
  },
  '/app/report-full/passbook': {
    screen: lazyRouteComponent(() => import('../flows/reports/pages'), 'PassbookFullScreenPage'),
  },
  '/app/report/transactionView': {
    screen: lazyRouteComponent(() => import('../flows/reports/pages'), 'TransactionDetailsPage'),
  },
  '/app/report/viewtransaction': {
    screen: lazyRouteComponent(() => import('../flows/reports/pages'), 'TransactionLookUpPage'),
  },
  '/app/report/transactions': {
    screen: lazyRouteComponent(() => import('../flows/reports/pages'), 'TransactionsReportPage'),
  },
  '/app/table-list/disbursement': {
    screen: lazyRouteComponent(() => import('../flows/disbursement/DisbursementPage'), 'DisbursementPage'),
  },
  '/app/table-list/manage-teller': {
    screen: lazyRouteComponent(() => import('../flows/tellers/TellersPage'), 'TellersPage'),
  },
  '/app/onboard-customer': {
    screen: lazyRouteComponent(() => import('../flows/agentOnboarding/AgentOnboardingPage'), 'AgentOnboardingPage'),
  },
  '/app/onboard-customer/applications': {
    screen: lazyRouteComponent(() => import('../flows/agentOnboarding/AgentApplicationsPage'), 'AgentApplicationsPage'),
  },
  '/app/table-list-full/onboarding-details': {
    screen: lazyRouteComponent(() => import('./-OnboardingDetailsScreen'), 'OnboardingDetailsScreen'),
  },
};
