import { ReportPage } from './ReportPage';
import { TransactionViewPage } from './TransactionViewPage';

/** The report routes' screens (requirements#reports, #view-configuration), one per route. */
export function TransactionsReportPage() {
  return <ReportPage reportId="transactions" />;
}

export function PassbookPage() {
  return <ReportPage reportId="passbook" />;
}

export function PassbookFullScreenPage() {
  return <ReportPage reportId="passbook" fullScreen />;
}

export function RecentTransactionsPage() {
  return <ReportPage reportId="recent" />;
}

export function TransactionDetailsPage() {
  return <TransactionViewPage />;
}

export function TransactionLookUpPage() {
  return <TransactionViewPage lookUp />;
}
