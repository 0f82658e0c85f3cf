import { useLingui } from '@lingui/react/macro';
import type { Table } from '@tanstack/react-table';
import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import classes from './dataTable.module.css';
import { DataRow } from './DataRow';
import { HeaderCell } from './HeaderCell';
import {
  HEADER_HEIGHT,
  initialRect,
  observeRectOrGuess,
  OVERSCAN,
  scrollOnceAttached,
  rangeWith,
  ROW_HEIGHT,
  tableMinWidth,
} from './layout';
import { nextRowIndex } from './rowNavigation';
import type { DataColumn } from './types';

export interface TableViewProps<Row> {
  /** TanStack's table: the columns' sort state (its row model is not built: see DataTable) */
  table: Table<Row>;
  rows: readonly Row[];
  /** the visible columns, in order */
  columns: readonly DataColumn<Row>[];
  caption: string;
  onRowActivate?: (row: Row) => void;
  height?: number | string;
  totalRows?: number;
  firstRowIndex: number;
  loading: boolean;
}

const rowSize = () => ROW_HEIGHT;

/** what a click or Enter inside a cell belongs to, rather than to the row */
const interactive = 'a, button, input, select, textarea, [role="button"], [role="link"]';

const rowElement = (target: EventTarget) =>
  target instanceof Element ? target.closest<HTMLElement>('tr[data-index]') : null;

/**
 * The table on wide screens: a real <table> (role grid) with a sticky header and a virtualised
 * body. Rows outside the scroll area's view are replaced by two spacer rows, so the cells stay in
 * the header's columns (one fixed-layout table) and only a screenful of rows is in the DOM;
 * aria-rowcount and aria-rowindex tell screen readers the whole size. The body is one tab stop:
 * the active row, moved by the arrow keys, Home/End and PageUp/PageDown.
 */
export function TableView<Row>({
  table,
  rows,
  columns,
  caption,
  onRowActivate,
  height,
  totalRows,
  firstRowIndex,
  loading,
}: TableViewProps<Row>) {
  const { t } = useLingui();
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const focusPending = useRef(false);
  const [active, setActive] = useState(0);
  const activeIndex = Math.min(active, rows.length - 1);

  const rangeExtractor = useCallback((range: Range) => rangeWith(range, activeIndex), [activeIndex]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders this component itself
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: rowSize,
    overscan: OVERSCAN,
    // the sticky header sits above the first row inside the scroll area
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    initialRect: initialRect(height),
    observeElementRect: observeRectOrGuess(height),
    scrollToFn: scrollOnceAttached,
    rangeExtractor,
  });

  // a key moved the active row: focus it once it is rendered (the virtualiser keeps it in the DOM)
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${activeIndex}"]`)?.focus({ preventScroll: true });
  });

  const pageSize = () => {
    const view = (scrollRef.current?.clientHeight ?? 0) - HEADER_HEIGHT;
    return view > ROW_HEIGHT ? Math.floor(view / ROW_HEIGHT) - 1 : 10;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const target = event.target as HTMLElement;
    // keys inside a cell's link or button are theirs
    if (!target.matches('tr[data-index]')) return;
    const current = Number(target.dataset.index);
    if (event.key === 'Enter') {
      const row = rows[current];
      if (row && onRowActivate) {
        event.preventDefault();
        onRowActivate(row);
      }
      return;
    }
    const next = nextRowIndex(event.key, current, rows.length, pageSize());
    if (next === null) return;
    event.preventDefault();
    focusPending.current = true;
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const tr = rowElement(event.target);
    if (tr) setActive(Number(tr.dataset.index));
  };

  const onClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const tr = rowElement(event.target);
    if (!tr || !onRowActivate) return;
    const inner = (event.target as Element).closest(interactive);
    if (inner && tr.contains(inner)) return;
    const row = rows[Number(tr.dataset.index)];
    if (row) onRowActivate(row);
  };

  const span = Math.max(columns.length, 1);
  const body: ReactNode[] = [];
  if (rows.length === 0) {
    body.push(
      <tr key="empty">
        <td role="gridcell" colSpan={span} className={classes.empty}>
          {t`No rows`}
        </td>
      </tr>,
    );
  } else {
    // spacer rows stand in for the rows that are not rendered, keeping the scroll height
    let end = HEADER_HEIGHT;
    for (const item of virtualizer.getVirtualItems()) {
      const row = rows[item.index] as Row;
      if (item.start > end)
        body.push(spacer(end === HEADER_HEIGHT ? 'start' : `gap-${item.index}`, item.start - end, span));
      // keyed by position: a new page (a filter change) updates the rows on screen in place rather
      // than replacing them, which halves its cost, and the focused row stays in the document
      body.push(
        <DataRow
          key={item.index}
          row={row}
          columns={columns}
          index={item.index}
          rowIndex={firstRowIndex + item.index + 2}
          active={item.index === activeIndex}
          activatable={onRowActivate !== undefined}
        />,
      );
      end = item.end;
    }
    const total = virtualizer.getTotalSize();
    if (total > end) body.push(spacer('end', total - end, span));
  }

  return (
    <div ref={scrollRef} className={classes.scroller} style={{ maxHeight: height }}>
      <table
        role="grid"
        aria-label={caption}
        aria-rowcount={rows.length > 0 ? (totalRows ?? rows.length) + 1 : undefined}
        aria-busy={loading || undefined}
        className={classes.table}
        style={{ minWidth: tableMinWidth(columns) }}
      >
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} tableColumn={table.getColumn(column.id)} />
            ))}
          </tr>
        </thead>
        <tbody ref={bodyRef} onKeyDown={onKeyDown} onFocus={onFocus} onClick={onClick}>
          {body}
        </tbody>
      </table>
    </div>
  );
}

function spacer(key: string, height: number, span: number) {
  return (
    <tr key={key} aria-hidden className={classes.spacer}>
      <td colSpan={span} style={{ height }} />
    </tr>
  );
}
