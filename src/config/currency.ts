import type { SiteSettings } from '../api/contract/schemas';
import { formatNumber } from '../i18n/format';

type Currency = SiteSettings['currencyList'][number];

/** requirements#constants-currency: the currency label when there is no default currency. */
export const FALLBACK_CURRENCY_LABEL = '(Ks)';

export function defaultCurrency(list: readonly Currency[] | undefined): Currency | null {
  return list?.find((c) => c.isDefault) ?? null;
}

/**
 * An amount with thousands grouped and two decimals (requirements#constants-currency), with the
 * grouping and decimal marks of the user's language (requirements#intl-formats), the currency symbol
 * before or after as configured. Digits stay Latin in every locale so amounts read the same as the
 * receipts and SMS the provider sends.
 */
export function formatAmount(
  amountMajor: string,
  currencyCode: string,
  list: readonly Currency[] | undefined,
  locale: string,
): string {
  const value = Number(amountMajor);
  const number = Number.isFinite(value)
    ? formatNumber(value, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true })
    : amountMajor;
  const currency = list?.find((c) => c.currencyCode === currencyCode);
  if (!currency) return `${number} ${currencyCode || FALLBACK_CURRENCY_LABEL}`;
  return currency.symbolPosition === 'prefix' ? `${currency.symbol}${number}` : `${number} ${currency.symbol}`;
}

/** Two decimal-string amounts added exactly (in minor units), as a decimal string again. */
export function addAmounts(a: string, b: string): string {
  const minor = (value: string) => {
    const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
    const units = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
    return value.startsWith('-') ? -units : units;
  };
  const sum = minor(a) + minor(b);
  const size = sum < 0n ? -sum : sum;
  return `${sum < 0n ? '-' : ''}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}

/**
 * requirements#recent-transactions: a row as the user's balance saw it — a debit took the amount
 * and its fee ('-'), a credit brought the amount ('+'); a row that moved nothing (no direction, or
 * failed: status 2) has no sign.
 */
export function signedRowAmount(row: {
  direction: 'debit' | 'credit' | 'none';
  amount: string;
  fee: string;
  status: 0 | 1 | 2;
}): { sign: '+' | '−' | ''; amount: string } {
  const total = row.direction === 'debit' ? addAmounts(row.amount, row.fee) : row.amount;
  if (row.status === 2 || row.direction === 'none') return { sign: '', amount: total };
  return { sign: row.direction === 'debit' ? '−' : '+', amount: total };
}
