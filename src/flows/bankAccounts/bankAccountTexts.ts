import type { BankAccount } from '../../api/contract/bankAccounts';

/** The bank's name in the user's language (English when the language is not one of the three). */
export function bankNameIn(account: Pick<BankAccount, 'bankName'>, locale: string): string {
  const names = account.bankName;
  return locale === 'ar' ? names.ar : locale === 'ku' ? names.ku : names.en;
}

/** the route of the link-bank-account wizard (a fixed route, requirements#fixed-routes) */
export const LINK_ROUTE_SPLAT = 'link-bank-account';
export const LIST_ROUTE_SPLAT = 'lists/bank';
export const DETAILS_ROUTE_SPLAT = 'forms/view-bank-details';
