import type { CellType, TransactionDetail, ViewConfiguration } from '../../api/contract/reports';
import { localize } from '../../forms/localize';
import { directionName, statusName, typedText, type CellFormat } from './cells';

/**
 * A transaction drawn by its view configuration (requirements#view-configuration): each entry's
 * `value` names a field of the transaction (`amount`, `counterparty.name`, `details.reference`),
 * shown as its type says, in sort order. Entries naming nothing the transaction has are left out.
 */
export interface ViewItem {
  label: string;
  text: string;
  type: CellType;
  /** the status, for an isBadge entry's colour */
  status: 0 | 1 | 2 | null;
}

/** The field a dotted path names, or undefined. */
export function fieldAt(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export function viewItems(
  configuration: ViewConfiguration,
  transaction: TransactionDetail,
  format: CellFormat,
): ViewItem[] {
  return [...configuration.data]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .flatMap((entry) => {
      const value = fieldAt(transaction, entry.value);
      if (value === undefined || value === null || value === '') return [];
      const status = entry.type === 'isBadge' && (value === 0 || value === 1 || value === 2) ? value : null;
      // the transaction's own codes read as words in the user's language
      const text =
        entry.value === 'direction' && entry.type === 'text'
          ? directionName(transaction.direction, format.i18n)
          : entry.value === 'status' && entry.type === 'text'
            ? statusName(transaction.status, format.i18n)
            : typedText(value, entry.type, entry.typeFormat, transaction.currency, format);
      return [
        {
          label: localize(entry.label, format.locale),
          text,
          type: entry.type,
          status,
        },
      ];
    });
}

/**
 * The configuration's table (tableData, shown when isTableShow): a cell starting with `=` names a
 * field of the transaction (`=fee`); amounts among them read as amounts.
 */
export function viewTable(
  configuration: ViewConfiguration,
  transaction: TransactionDetail,
  format: CellFormat,
): { headers: string[]; rows: string[][] } | null {
  const table = configuration.tableData;
  if (!configuration.isTableShow || !table) return null;
  const amounts = new Set(['amount', 'fee', 'total', 'balanceAfter']);
  return {
    headers: table.colData.map((c) => localize(c.label, format.locale)),
    rows: table.rowData.map((row) =>
      table.colData.map((c) => {
        const cell = row[c.key] ?? '';
        if (!cell.startsWith('=')) return cell;
        const path = cell.slice(1);
        return typedText(
          fieldAt(transaction, path),
          amounts.has(path) ? 'isAmount' : 'text',
          undefined,
          transaction.currency,
          format,
        );
      }),
    ),
  };
}
