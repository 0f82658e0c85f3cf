import { useLingui } from '@lingui/react/macro';
import { Paper } from '@mantine/core';
import { measureElement, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useRef, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react';
import classes from './dataTable.module.css';
import { initialRect, observeRectOrGuess, OVERSCAN, scrollOnceAttached } from './layout';
import type { DataColumn } from './types';

export interface CardViewProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly DataColumn<Row>[];
  caption: string;
  onRowActivate?: (row: Row) => void;
  height?: number | string;
  totalRows?: number;
  firstRowIndex: number;
  loading: boolean;
}

/** a card's padding and border, and one label: value line (with the gap to the next) */
const CARD_CHROME = 34;
const LINE_HEIGHT = 26;

const interactive = 'a, button, input, select, textarea, [role="link"]';

/**
 * A card has no layout to measure (a hidden tab panel, a test's DOM): keep its estimate rather
 * than taking it as 0 px tall, which would put every card "in view".
 */
const measureCard = (
  element: HTMLDivElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, HTMLDivElement>,
) => measureElement(element, entry, instance) || instance.options.estimateSize(instance.indexFromElement(element));

const cardElement = (target: EventTarget) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-card]') : null;

/**
 * The rows as a list of cards on narrow screens (requirements#constants-breakpoints: mobile up to
 * 768 px): each card lists its visible columns as label: value lines, the labels being the
 * headers. The list is virtualised with measured card heights. With `onRowActivate`, each card is
 * a button (Tab reaches it; Enter or Space activates it); without, the scroll area takes focus so
 * the keyboard can scroll it.
 */
export function CardView<Row>({
  rows,
  rowKey,
  columns,
  caption,
  onRowActivate,
  height,
  totalRows,
  firstRowIndex,
  loading,
}: CardViewProps<Row>) {
  const { t } = useLingui();
  const scrollRef = useRef<HTMLDivElement>(null);
  const lines = columns.length;
  const estimateSize = useCallback(() => CARD_CHROME + lines * LINE_HEIGHT, [lines]);
  const getItemKey = useCallback(
    (index: number) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
    [rows, rowKey],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders this component itself
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    measureElement: measureCard,
    overscan: Math.ceil(OVERSCAN / 2),
    initialRect: initialRect(height),
    observeElementRect: observeRectOrGuess(height),
    scrollToFn: scrollOnceAttached,
  });
  const activatable = onRowActivate !== undefined;

  const activate = (target: EventTarget) => {
    const card = cardElement(target);
    const row = card ? rows[Number(card.dataset.card)] : undefined;
    if (row !== undefined && onRowActivate) onRowActivate(row);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target as HTMLElement).matches('[data-card]')) return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activate(event.target);
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const inner = (event.target as Element).closest(interactive);
    if (inner && cardElement(inner)) return;
    activate(event.target);
  };

  const count = totalRows ?? rows.length;
  return (
    <div
      ref={scrollRef}
      className={classes.cardScroller}
      style={{ maxHeight: height }}
      tabIndex={activatable || rows.length === 0 ? undefined : 0}
    >
      {rows.length === 0 ? (
        <p className={classes.cardEmpty}>{t`No rows`}</p>
      ) : (
        <div
          role="list"
          aria-label={caption}
          aria-busy={loading || undefined}
          className={classes.cardList}
          style={{ height: virtualizer.getTotalSize() }}
          onKeyDown={activatable ? onKeyDown : undefined}
          onClick={activatable ? onClick : undefined}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index] as Row;
            return (
              <div
                key={item.key}
                role="listitem"
                aria-setsize={count}
                aria-posinset={firstRowIndex + item.index + 1}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={classes.cardItem}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <Card row={row} index={item.index} columns={columns} activatable={activatable} />
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}

interface CardProps<Row> {
  row: Row;
  index: number;
  columns: readonly DataColumn<Row>[];
  activatable: boolean;
}

function CardContent<Row>({ row, index, columns, activatable }: CardProps<Row>) {
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      className={classes.card}
      data-card={index}
      role={activatable ? 'button' : undefined}
      tabIndex={activatable ? 0 : undefined}
    >
      <dl className={classes.cardLines}>
        {columns.map((column) => (
          <div key={column.id} className={classes.cardLine}>
            <dt className={classes.cardLabel}>{column.header}</dt>
            <dd className={classes.cardValue} data-numeric={column.numeric || undefined}>
              {column.numeric ? <bdi>{column.cell(row)}</bdi> : column.cell(row)}
            </dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}

const Card = memo(CardContent) as <Row>(props: CardProps<Row>) => ReactElement;
