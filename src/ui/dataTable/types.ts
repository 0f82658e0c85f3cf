import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface DataSort {
  columnId: string;
  direction: SortDirection;
}

export interface DataColumn<Row> {
  id: string;
  /** plain text: the column header, the card view's label and the sort button's description */
  header: string;
  /**
   * The cell's content. Called as a plain function for the rows on screen only (no hooks here;
   * return an element when a cell needs state of its own).
   */
  cell: (row: Row) => ReactNode;
  /** the header is a button that asks the caller to sort by this column */
  sortable?: boolean;
  /** aligned to the inline end, with tabular figures */
  numeric?: boolean;
  /** listed in the Columns menu */
  hideable?: boolean;
  /** the column's width in the table view (px, or any CSS length); the others share the rest */
  width?: number | string;
}

export interface DataTableProps<Row> {
  /** keep the array stable (useMemo or module level): a new array re-renders every visible row */
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  /** a row's identity: TanStack's row id, and the card list's key for measured card heights */
  rowKey: (row: Row) => string;
  /** the table's accessible name */
  caption: string;
  /** the server's sort: the table shows it and asks for another with `onSortChange` */
  sort?: DataSort;
  onSortChange?: (columnId: string, direction: SortDirection) => void;
  /** controlled hidden columns; without it the table keeps its own */
  hiddenColumns?: readonly string[];
  onHiddenColumnsChange?: (ids: string[]) => void;
  /** Enter, a click or a tap on a row (or card) */
  onRowActivate?: (row: Row) => void;
  /** the scroll area's maximum height; 600 px by default */
  height?: number | string;
  /** all rows of the result, for aria-rowcount when `rows` is one page of it */
  totalRows?: number;
  /** the position of `rows[0]` in the whole result (0-based), for aria-rowindex on later pages */
  firstRowIndex?: number;
  /** keeps the rows on screen, dimmed under an overlay, and marks the table busy */
  loading?: boolean;
}
