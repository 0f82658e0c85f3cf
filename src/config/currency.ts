import type { SiteSettings } from '../api/contract/schemas';

type Currency = SiteSettings['currencyList'][number];

/** requirements#constants-currency: the currency label when there is no default currency. */
export const FALLBACK_CURRENCY_LABEL = '(Ks)';

export function defaultCurrency(list: readonly Currency[] | undefined): Currency | null {
  return list?.find((c) => c.isDefault) ?? null;
}

/**
 * An amount with thousands grouped in threes and two decimals (requirements#constants-currency),
 * the currency symbol before or after as configured. Digits stay Latin in every locale so
 * amounts read the same as the receipts and SMS the provider sends.
 */
export function formatAmount(
  amountMajor: string,
  currencyCode: string,
  list: readonly Currency[] | undefined,
  locale: string,
): string {
  const value = Number(amountMajor);
  const number = Number.isFinite(value)
    ? new Intl.NumberFormat(`${locale}-u-nu-latn`, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        useGrouping: true,
      }).format(value)
    : amountMajor;
  const currency = list?.find((c) => c.currencyCode === currencyCode);
  if (!currency) return `${number} ${currencyCode || FALLBACK_CURRENCY_LABEL}`;
  return currency.symbolPosition === 'prefix' ? `${currency.symbol}${number}` : `${number} ${currency.symbol}`;
}
