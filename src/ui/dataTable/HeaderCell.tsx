import { useLingui } from '@lingui/react/macro';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { Column } from '@tanstack/react-table';
import { useId } from 'react';
import classes from './dataTable.module.css';
import type { DataColumn } from './types';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column header. A sortable one holds a button named by the header's text (so the cells keep a
 * plain column name) and described as "Sort by …"; aria-sort tells the current order. The arrows
 * point up and down, which right-to-left does not mirror.
 */
export function HeaderCell<Row>({ column, tableColumn }: { column: DataColumn<Row>; tableColumn?: Column<Row> }) {
  const { t } = useLingui();
  const descriptionId = useId();
  const numeric = column.numeric || undefined;
  if (!tableColumn?.getCanSort()) {
    return (
      <th scope="col" className={classes.th} data-numeric={numeric}>
        {column.header}
      </th>
    );
  }
  const sorted = tableColumn.getIsSorted();
  const header = column.header;
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <th scope="col" className={classes.th} data-numeric={numeric} aria-sort={sorted ? ariaSort[sorted] : 'none'}>
      <button
        type="button"
        className={classes.sortButton}
        aria-describedby={descriptionId}
        // a second click on the sorted column turns its order round; a new column starts ascending
        onClick={() => tableColumn.toggleSorting(sorted === 'asc')}
      >
        <span className={classes.headerText}>{header}</span>
        <Icon className={classes.sortIcon} size={16} stroke={1.75} aria-hidden />
      </button>
      <span id={descriptionId} hidden>
        {t`Sort by ${header}`}
      </span>
    </th>
  );
}
