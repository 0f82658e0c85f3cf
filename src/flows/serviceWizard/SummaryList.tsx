import { Text } from '@mantine/core';
import type { Option, SummaryLine } from '../../api/contract/serviceForm';
import { defaultCurrency, formatAmount } from '../../config/currency';
import { localize } from '../../forms/localize';
import { resolveSummaryLine } from '../../forms/request';
import type { FormValues } from '../../forms/types';
import { formatDate } from '../../i18n/format';
import { useSiteSettings } from '../../ui/hooks';
import classes from '../../ui/verticalTable.module.css';

interface Props {
  lines: readonly SummaryLine[];
  values: FormValues;
  responses: readonly unknown[];
  receipt: unknown;
  options: Readonly<Record<string, readonly Option[]>>;
  locale: string;
  /** the currency amounts are in (the quote's or the receipt's); the site's default otherwise */
  currencyCode?: string | undefined;
  caption?: string | undefined;
}

/**
 * The review of a step or the lines of a receipt: what the user entered and what the service
 * answered, formatted (amounts grouped with the currency, dates in the user's calendar). An
 * empty line shows '-' (requirements#locale-fallback).
 */
export function SummaryList({ lines, values, responses, receipt, options, locale, currencyCode, caption }: Props) {
  const settings = useSiteSettings();
  const currency = currencyCode ?? defaultCurrency(settings?.currencyList)?.currencyCode ?? '';
  if (lines.length === 0) return null;
  return (
    // a plain table in Mantine's vertical look (verticalTable.module.css says why)
    <table className={classes.table}>
      {caption ? <caption className={classes.caption}>{caption}</caption> : null}
      <tbody>
        {lines.map((line) => {
          const resolved = resolveSummaryLine(line, values, responses, receipt, options);
          let text = resolved.value ?? '-';
          let ltr = false;
          if (resolved.value !== null && resolved.format === 'amount') {
            text = formatAmount(resolved.value, currency, settings?.currencyList, locale);
            ltr = true;
          } else if (resolved.value !== null && resolved.format === 'date') text = formatDate(resolved.value, locale);
          else if (resolved.format === 'mobile') ltr = true;
          else if (resolved.format === 'option' && resolved.optionLabel) text = localize(resolved.optionLabel, locale);
          const label = localize(resolved.label, locale);
          return (
            <tr key={`${line.from}:${line.key}:${label}`} className={classes.row}>
              <th scope="row" className={classes.head}>
                {label}
              </th>
              <td className={classes.cell}>
                {/* each value keeps its own direction (a Latin name in an Arabic page) and long
                    references wrap instead of leaving the table */}
                <Text
                  span
                  fw={500}
                  dir={ltr ? 'ltr' : 'auto'}
                  style={{ unicodeBidi: 'isolate', overflowWrap: 'anywhere' }}
                >
                  {text}
                </Text>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
