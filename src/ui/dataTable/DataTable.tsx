import { LoadingOverlay } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { CardView } from './CardView';
import { ColumnsMenu } from './ColumnsMenu';
import classes from './dataTable.module.css';
import { DEFAULT_HEIGHT, sizeVars } from './layout';
import { SortMenu } from './SortMenu';
import { TableView } from './TableView';
import type { DataColumn, DataTableProps } from './types';

export type { DataColumn, DataSort, DataTableProps, SortDirection } from './types';

/** requirements#constants-breakpoints: mobile is up to 768 px, where the rows become cards */
export const CARD_VIEW_QUERY = '(max-width: 48em)';

const coreRowModel = getCoreRowModel();
/** TanStack lets only a column with an accessor sort; the server sorts, so there is no value to read */
const noValue = () => null;

/**
 * A page of server rows as a table (a list of cards on phones). Presentational: sorting and paging
 * happen on the server, so a header click only asks for a sort (`onSortChange`) and the table
 * shows the `sort` it is given. Only the rows in view are rendered, so a 1,000-row page costs a
 * screenful of rows. TanStack Table keeps the columns, the sort state and column visibility;
 * TanStack Virtual picks the rows to render. The views read `rows` by index rather than TanStack's
 * row model: building its 1,000 row objects (a few dozen closures each) cost more than rendering
 * the rows on screen, and nothing here needs them. The core row model stays configured, so a
 * future feature that needs rows can read it.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  sort,
  onSortChange,
  hiddenColumns,
  onHiddenColumnsChange,
  onRowActivate,
  height = DEFAULT_HEIGHT,
  totalRows,
  firstRowIndex = 0,
  loading = false,
}: DataTableProps<Row>) {
  const cards = useMediaQuery(CARD_VIEW_QUERY, false, { getInitialValueInEffect: false });
  const [ownHidden, setOwnHidden] = useState<readonly string[]>([]);
  const hidden = hiddenColumns ?? ownHidden;

  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<Row> => ({
        id: column.id,
        header: column.header,
        accessorFn: noValue,
        enableSorting: column.sortable === true,
        enableHiding: column.hideable === true,
      })),
    [columns],
  );
  const columnVisibility = useMemo(() => visibility(columns, hidden), [columns, hidden]);
  const sortId = sort?.columnId;
  const sortDesc = sort?.direction === 'desc';
  const sorting = useMemo<SortingState>(() => (sortId ? [{ id: sortId, desc: sortDesc }] : []), [sortId, sortDesc]);

  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the table is read fresh each render
  const table = useReactTable<Row>({
    data: rows as Row[],
    columns: columnDefs,
    getCoreRowModel: coreRowModel,
    getRowId: (row) => rowKey(row),
    // a sortable column's first direction is ascending, without reading the first row to guess
    sortDescFirst: false,
    manualSorting: true,
    enableSorting: onSortChange !== undefined,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting, columnVisibility },
    onSortingChange: (updater) => {
      const next = functionalUpdate(updater, sorting)[0];
      if (next) onSortChange?.(next.id, next.desc ? 'desc' : 'asc');
    },
    onColumnVisibilityChange: (updater) => {
      const next = functionalUpdate(updater, columnVisibility);
      const ids = columns.filter((column) => next[column.id] === false).map((column) => column.id);
      onHiddenColumnsChange?.(ids);
      if (hiddenColumns === undefined) setOwnHidden(ids);
    },
  });

  const leafColumns = table.getVisibleLeafColumns();
  const visibleColumns = useMemo(() => {
    const byId = new Map(columns.map((column) => [column.id, column]));
    return leafColumns.flatMap((leaf) => byId.get(leaf.id) ?? []);
  }, [columns, leafColumns]);

  const withColumnsMenu = columns.some((column) => column.hideable);
  const withSortMenu = cards && onSortChange !== undefined && columns.some((column) => column.sortable);
  const view = { rows, columns: visibleColumns, caption, onRowActivate, height, totalRows, firstRowIndex, loading };

  return (
    <div className={classes.root} style={sizeVars}>
      {withColumnsMenu || withSortMenu ? (
        <div className={classes.toolbar}>
          {withSortMenu && onSortChange ? <SortMenu columns={columns} sort={sort} onSortChange={onSortChange} /> : null}
          {withColumnsMenu ? <ColumnsMenu table={table} columns={columns} /> : null}
        </div>
      ) : null}
      <div className={classes.frame}>
        {cards ? <CardView rowKey={rowKey} {...view} /> : <TableView table={table} {...view} />}
        <LoadingOverlay
          visible={loading}
          zIndex={2}
          overlayProps={{ backgroundOpacity: 0.45, color: 'var(--mantine-color-body)' }}
          loaderProps={{ type: 'dots' }}
        />
      </div>
    </div>
  );
}

/** TanStack's visibility state from the hidden ids; hiding every column leaves the first one. */
function visibility<Row>(columns: readonly DataColumn<Row>[], hidden: readonly string[]): VisibilityState {
  const state: VisibilityState = Object.fromEntries(hidden.map((id) => [id, false]));
  const first = columns[0];
  if (first && columns.every((column) => state[column.id] === false)) delete state[first.id];
  return state;
}
