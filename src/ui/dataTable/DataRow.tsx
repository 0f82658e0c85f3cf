import { memo, type ReactElement } from 'react';
import classes from './dataTable.module.css';
import type { DataColumn } from './types';

interface DataRowProps<Row> {
  row: Row;
  columns: readonly DataColumn<Row>[];
  /** the row's index in `rows` */
  index: number;
  /** its aria-rowindex in the whole result, the header being 1 */
  rowIndex: number;
  /** the body's one tab stop */
  active: boolean;
  activatable: boolean;
}

/**
 * One row, as plain cells (no component per cell): moving the active row or scrolling re-renders
 * only the rows whose props changed. Events are handled on the body, so no handler is passed in.
 * A number is isolated (<bdi>) so that right to left keeps "−1,250.00" whole instead of moving its
 * sign to the other end; a number formatted for Arabic carries its own marks and still reads right.
 */
function DataRowView<Row>({ row, columns, index, rowIndex, active, activatable }: DataRowProps<Row>) {
  return (
    <tr
      className={classes.row}
      aria-rowindex={rowIndex}
      data-index={index}
      tabIndex={active ? 0 : -1}
      data-activatable={activatable || undefined}
    >
      {columns.map((column) => (
        <td key={column.id} role="gridcell" className={classes.td} data-numeric={column.numeric || undefined}>
          {column.numeric ? <bdi>{column.cell(row)}</bdi> : column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

export const DataRow = memo(DataRowView) as <Row>(props: DataRowProps<Row>) => ReactElement;
