import { intlLocale } from '../../i18n/format';
/** Figures as the reader reads numbers and months (Latin digits, as every amount of the portal). */
export function amountFormatter(locale: string): (value: number) => string {
  const format = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0, useGrouping: true });
  return (value) => format.format(value);
}

/** '2026-11' → 'Nov 2026' in the reader's language. */
export function monthFormatter(locale: string): (month: string) => string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (month) => {
    const [year, m] = month.split('-').map(Number);
    return year && m ? format.format(new Date(Date.UTC(year, m - 1, 1))) : month;
  };
}
