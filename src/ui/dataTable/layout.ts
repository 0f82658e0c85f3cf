import { defaultRangeExtractor, elementScroll, type Range, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import type { CSSProperties } from 'react';
import type { DataColumn } from './types';

/**
 * The table's rows and header have fixed heights (cells do not wrap), so the virtualiser needs
 * no measuring and a page of rows is laid out once. The CSS reads the same figures.
 */
export const ROW_HEIGHT = 40;
export const HEADER_HEIGHT = 40;
/** rows rendered above and below the visible ones, so a fast scroll or Tab finds them ready */
export const OVERSCAN = 8;
/** the scroll area's height when the caller gives none (and the first render's guess at it) */
export const DEFAULT_HEIGHT = 600;
/** a column without a width gets at least this much before the table scrolls sideways */
const MIN_AUTO_WIDTH = 120;

export const sizeVars = {
  '--data-table-row-height': `${ROW_HEIGHT}px`,
  '--data-table-header-height': `${HEADER_HEIGHT}px`,
} as CSSProperties;

/** The virtualiser's first guess at the viewport, before the scroll area is measured. */
export const initialRect = (height: number | string | undefined) => ({
  width: 0,
  height: typeof height === 'number' ? height : DEFAULT_HEIGHT,
});

/**
 * The scroll area's size for the virtualiser, from a ResizeObserver only. The default also reads
 * it at once when the table mounts, which forces a layout in the middle of React's commit: a
 * second style and layout pass over the new rows (most of a first page's time in the benchmark).
 * Until the observer reports, after the browser's own layout, the virtualiser works with
 * `initialRect`, the `height` the area is capped at, so the first paint has rows enough. An area
 * without layout (in a hidden tab panel, or a test's DOM) keeps that guess instead of counting
 * as 0 px, which would render no row at all; the real size replaces it once the area is shown.
 */
export const observeRectOrGuess =
  (height: number | string | undefined) =>
  <S extends Element, I extends Element>(instance: Virtualizer<S, I>, report: (rect: Rect) => void) => {
    const element = instance.scrollElement;
    if (!element) return;
    const guess = initialRect(height);
    const read = () => {
      const { clientWidth, clientHeight } = element;
      report(clientHeight > 0 ? { width: clientWidth, height: clientHeight } : guess);
    };
    const Observer = element.ownerDocument.defaultView?.ResizeObserver;
    if (!Observer) {
      read();
      return;
    }
    const observer = new Observer(read);
    observer.observe(element);
    return () => observer.disconnect();
  };

const attached = new WeakSet<Element>();

/**
 * The virtualiser's scroll writes, less its first one to a new scroll area: that one puts a fresh
 * element at 0, where it already is, and a scroll write forces a layout in the middle of the
 * commit (as the default size reading would). Every later write goes through.
 */
export function scrollOnceAttached<S extends Element, I extends Element>(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<S, I>,
): void {
  const element = instance.scrollElement;
  if (element && !attached.has(element)) {
    attached.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
}

/**
 * The rows to render: the visible range with its overscan, plus the active row wherever it is,
 * so the grid's one tab stop (and the focused element) never leaves the DOM on a scroll.
 */
export function rangeWith(range: Range, keep: number): number[] {
  const indexes = defaultRangeExtractor(range);
  if (keep < 0 || keep >= range.count || indexes.includes(keep)) return indexes;
  return keep < (indexes[0] ?? 0) ? [keep, ...indexes] : [...indexes, keep];
}

/** The narrowest the fixed-layout table gets before it scrolls sideways, in px. */
export function tableMinWidth<Row>(columns: readonly DataColumn<Row>[]): number {
  return columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : MIN_AUTO_WIDTH), 0);
}
