import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import dayjs from 'dayjs';
import type { SiteSettings } from '../../api/contract/schemas';
import type { CellType, ReportColumn, ReportColumnId, ReportRow } from '../../api/contract/reports';
import { formatAmount } from '../../config/currency';
import { localize } from '../../forms/localize';
import { formatDateTime } from '../../i18n/format';
import { transactionStatusNames } from '../../ui/transactionStatus';

/**
 * How report cells read (requirements#reports, #view-configuration): the same text on screen, in
 * the card list and in every export — dates in the column's format, amounts with the site's
 * decimals and currency, statuses by name.
 */
export interface CellFormat {
  locale: string;
  currencies: SiteSettings['currencyList'] | undefined;
  i18n: I18n;
}

const directionNames: Record<ReportRow['direction'], MessageDescriptor> = {
  debit: msg`Money out`,
  credit: msg`Money in`,
  none: msg`No money moved`,
};

/** A date in a configured dayjs format (Latin digits), else the user's language's medium form. */
export function formatDateCell(iso: string, typeFormat: string | undefined, locale: string): string {
  if (!typeFormat) return formatDateTime(iso, locale);
  const date = dayjs(iso);
  return date.isValid() ? date.format(typeFormat) : '-';
}

export function formatAmountCell(amount: string | null | undefined, currency: string, format: CellFormat): string {
  if (amount === null || amount === undefined) return '-';
  return formatAmount(amount, currency, format.currencies, format.locale);
}

/** The signed amount as the user's wallet saw it: out is negative, in positive. */
export function signedAmount(row: Pick<ReportRow, 'amount' | 'direction'>): string {
  return row.direction === 'debit' && !row.amount.startsWith('-') ? `-${row.amount}` : row.amount;
}

export function directionName(direction: ReportRow['direction'], i18n: I18n): string {
  return i18n._(directionNames[direction]);
}

export function statusName(status: 0 | 1 | 2, i18n: I18n): string {
  return i18n._(transactionStatusNames[status]);
}

/** A value of a typed cell as text (a view entry's or a column's type). */
export function typedText(
  value: unknown,
  type: CellType,
  typeFormat: string | undefined,
  currency: string,
  format: CellFormat,
): string {
  if (value === null || value === undefined || value === '') return '-';
  switch (type) {
    case 'isDate':
      return formatDateCell(String(value), typeFormat, format.locale);
    case 'isAmount':
      return formatAmountCell(String(value), currency, format);
    case 'isBadge':
      return value === 0 || value === 1 || value === 2 ? statusName(value, format.i18n) : String(value);
    default:
      return typeof value === 'object' ? localize(value as Record<string, string>, format.locale) : String(value);
  }
}

/** The text of one cell of a report row. */
export function cellText(column: Pick<ReportColumn, 'id' | 'typeFormat'>, row: ReportRow, format: CellFormat): string {
  switch (column.id) {
    case 'createdAt':
      return formatDateCell(row.createdAt, column.typeFormat, format.locale);
    case 'transactionId':
      return row.transactionId;
    case 'service':
      return localize(row.title, format.locale);
    case 'direction':
      return directionName(row.direction, format.i18n);
    case 'counterparty':
      return row.counterparty ? `${row.counterparty.name} (${row.counterparty.identifier})` : '-';
    case 'amount':
      return formatAmountCell(signedAmount(row), row.currency, format);
    case 'fee':
      return formatAmountCell(row.fee, row.currency, format);
    case 'status':
      return statusName(row.status, format.i18n);
    case 'balanceAfter':
      return formatAmountCell(row.balanceAfter, row.currency, format);
  }
}

/** Columns holding money: aligned to the end, and written as numbers into spreadsheets. */
export const numericColumns: ReadonlySet<ReportColumnId> = new Set(['amount', 'fee', 'balanceAfter']);

/** The number a spreadsheet gets for a money cell (null: none). */
export function cellNumber(columnId: ReportColumnId, row: ReportRow): number | null {
  const raw =
    columnId === 'amount'
      ? signedAmount(row)
      : columnId === 'fee'
        ? row.fee
        : columnId === 'balanceAfter'
          ? row.balanceAfter
          : null;
  if (raw === null || raw === undefined) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}
