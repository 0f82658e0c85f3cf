import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_VIEW_QUERY, DataTable, type DataColumn, type DataTableProps } from '../../src/ui/dataTable/DataTable';
import { activate, renderUi } from '../support/render';

interface Entry {
  id: string;
  date: string;
  name: string;
  amount: number;
}

const entries = (count: number): Entry[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `T${i + 1}`,
    date: `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
    name: `Customer ${i + 1}`,
    amount: (i + 1) * 10,
  }));

const columns: DataColumn<Entry>[] = [
  { id: 'date', header: 'Date', cell: (e) => e.date, sortable: true },
  { id: 'name', header: 'Name', cell: (e) => e.name, hideable: true },
  { id: 'amount', header: 'Amount', cell: (e) => e.amount.toFixed(2), sortable: true, numeric: true, hideable: true },
];

function renderTable(props: Partial<DataTableProps<Entry>> = {}) {
  const all: DataTableProps<Entry> = {
    columns,
    rows: entries(20),
    rowKey: (e) => e.id,
    caption: 'Transactions',
    ...props,
  };
  const view = renderUi(<DataTable {...all} />);
  return {
    ...view,
    rerenderWith: (next: Partial<DataTableProps<Entry>>) => view.rerender(<DataTable {...all} {...next} />),
  };
}

/**
 * happy-dom lays nothing out and its ResizeObserver never reports, so the virtualiser works with
 * the `height` it is given (400 px here); the scroll areas (the parents of the table and of the
 * card list) are given the same clientHeight, which PageUp/PageDown read.
 */
const VIEWPORT = 400;
function giveScrollAreasAHeight() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.querySelector(':scope > table, :scope > [role="list"]') ? VIEWPORT : 0;
  });
}

function narrowScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === CARD_VIEW_QUERY,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const grid = () => screen.getByRole('grid', { name: 'Transactions' });
const bodyRows = () => Array.from(grid().querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]'));
const header = (name: string) => screen.getByRole('columnheader', { name });
const focusedRowIndex = () => document.activeElement?.getAttribute('aria-rowindex');
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

beforeEach(() => activate('en'));
afterEach(() => vi.restoreAllMocks());

describe('DataTable', () => {
  it('asks for the other direction when the sorted header is clicked, and shows only the sort it is given', () => {
    const onSortChange = vi.fn();
    const view = renderTable({ sort: { columnId: 'amount', direction: 'asc' }, onSortChange });
    expect(header('Amount').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Date').getAttribute('aria-sort')).toBe('none');
    expect(header('Name').hasAttribute('aria-sort')).toBe(false);
    expect(within(header('Name')).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Amount', description: 'Sort by Amount' }));
    expect(onSortChange).toHaveBeenLastCalledWith('amount', 'desc');
    // controlled: the header keeps the sort it was given until the caller gives another
    expect(header('Amount').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Date' }));
    expect(onSortChange).toHaveBeenLastCalledWith('date', 'asc');

    view.rerenderWith({ sort: { columnId: 'amount', direction: 'desc' }, onSortChange });
    expect(header('Amount').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Amount' }));
    expect(onSortChange).toHaveBeenLastCalledWith('amount', 'asc');
  });

  it('removes a column hidden in the Columns menu, and never hides the last one', () => {
    const onHiddenColumnsChange = vi.fn();
    renderTable({ onHiddenColumnsChange });
    const firstRowText = () => bodyRows()[0]!.textContent;
    expect(firstRowText()).toContain('Customer 1');
    expect(bodyRows()[0]!.cells).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Name' }));
    expect(onHiddenColumnsChange).toHaveBeenLastCalledWith(['name']);
    expect(bodyRows()[0]!.cells).toHaveLength(2);
    expect(firstRowText()).not.toContain('Customer 1');
    expect(screen.queryByRole('columnheader', { name: 'Name' })).toBeNull();
    expect(screen.getByRole('menuitemcheckbox', { name: 'Name' }).getAttribute('aria-checked')).toBe('false');

    // with every column hideable, the one left visible cannot be unticked
    const allHideable = columns.map((column) => ({ ...column, hideable: true }));
    renderTable({ columns: allHideable, hiddenColumns: ['name', 'amount'], caption: 'Second' });
    const second = screen.getByRole('grid', { name: 'Second' });
    expect(second.querySelectorAll('thead th')).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('button', { name: 'Columns' })[1]!);
    const date = screen.getAllByRole('menuitemcheckbox', { name: 'Date' }).at(-1)!;
    expect(date.getAttribute('aria-checked')).toBe('true');
    expect(date.hasAttribute('disabled') || date.getAttribute('aria-disabled') === 'true').toBe(true);
  });

  it('moves the active row with the arrow, Home, End and page keys, and activates it with Enter', () => {
    giveScrollAreasAHeight();
    const onRowActivate = vi.fn();
    const rows = entries(1000);
    renderTable({ rows, onRowActivate, height: VIEWPORT });
    // the body is one tab stop
    const stops = bodyRows().filter((row) => row.tabIndex === 0);
    expect(stops).toHaveLength(1);
    stops[0]!.focus();
    expect(focusedRowIndex()).toBe('2');

    press('ArrowDown');
    expect(focusedRowIndex()).toBe('3');
    press('ArrowUp');
    press('ArrowUp');
    expect(focusedRowIndex()).toBe('2');
    // a page is the rows that fit under the header, less one: (400 − 40) / 40 − 1 = 8
    press('PageDown');
    expect(focusedRowIndex()).toBe('10');
    press('End');
    expect(focusedRowIndex()).toBe('1001');
    expect(bodyRows().filter((row) => row.tabIndex === 0)).toHaveLength(1);
    press('PageUp');
    expect(focusedRowIndex()).toBe('993');

    press('Enter');
    expect(onRowActivate).toHaveBeenCalledTimes(1);
    expect(onRowActivate).toHaveBeenLastCalledWith(rows[991]);
    press('Home');
    expect(focusedRowIndex()).toBe('2');
    fireEvent.click(bodyRows()[3]!.cells[1]!);
    expect(onRowActivate).toHaveBeenLastCalledWith(rows[3]);
  });

  it('puts only the rows in view (and a few more) of a 1,000-row page in the DOM', () => {
    giveScrollAreasAHeight();
    renderTable({ rows: entries(1000), totalRows: 5000, firstRowIndex: 2000, height: VIEWPORT });
    const rendered = bodyRows();
    // 400 px show 9 rows under the 40 px header; the overscan adds 8 below
    expect(rendered).toHaveLength(17);
    expect(grid().getAttribute('aria-rowcount')).toBe('5001');
    expect(rendered[0]!.getAttribute('aria-rowindex')).toBe('2002');
    expect(rendered.at(-1)!.getAttribute('aria-rowindex')).toBe('2018');
    // the rows below are one spacer that keeps the scroll height: 1,000 rows of 40 px in all
    const spacers = Array.from(grid().querySelectorAll<HTMLTableCellElement>('tbody tr[aria-hidden] td'));
    const height = spacers.reduce((sum, td) => sum + parseFloat(td.style.height), 0);
    expect(height + rendered.length * 40).toBe(40_000);
  });

  it('aligns numbers to the end and isolates them, so right to left keeps a sign in its place', () => {
    renderTable({ rows: [{ id: 'T1', date: '2024-01-01', name: 'Customer 1', amount: -1250 }] });
    const [date, , amount] = bodyRows()[0]!.cells;
    expect(amount!.hasAttribute('data-numeric')).toBe(true);
    expect(amount!.firstElementChild?.tagName).toBe('BDI');
    expect(amount!.textContent).toBe('-1250.00');
    expect(date!.hasAttribute('data-numeric')).toBe(false);
    expect(header('Amount').hasAttribute('data-numeric')).toBe(true);
  });

  it('keeps the rows under a busy overlay while loading, and says when there are none', () => {
    const view = renderTable({ loading: true });
    expect(grid().getAttribute('aria-busy')).toBe('true');
    expect(bodyRows().length).toBeGreaterThan(0);
    view.rerenderWith({ loading: false, rows: [] });
    expect(grid().hasAttribute('aria-busy')).toBe(false);
    expect(bodyRows()).toHaveLength(0);
    expect(screen.getByText('No rows')).toBeTruthy();
  });

  it('shows cards of label: value lines under 768 px, activated by Enter or Space', () => {
    narrowScreen();
    giveScrollAreasAHeight();
    const onRowActivate = vi.fn();
    const onSortChange = vi.fn();
    const rows = entries(1000);
    renderTable({ rows, onRowActivate, onSortChange, sort: { columnId: 'date', direction: 'asc' }, height: VIEWPORT });
    expect(screen.queryByRole('grid')).toBeNull();
    const list = screen.getByRole('list', { name: 'Transactions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(2);
    expect(items.length).toBeLessThan(20);
    expect(items[0]!.getAttribute('aria-setsize')).toBe('1000');

    const first = within(items[0]!).getByRole('button');
    const lines = Array.from(first.querySelectorAll('dt')).map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(lines).toEqual(['Date: 2024-01-01', 'Name: Customer 1', 'Amount: 10.00']);

    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(onRowActivate).toHaveBeenLastCalledWith(rows[0]);
    const second = within(items[1]!).getByRole('button');
    fireEvent.keyDown(second, { key: ' ' });
    expect(onRowActivate).toHaveBeenLastCalledWith(rows[1]);
    expect(onRowActivate).toHaveBeenCalledTimes(2);

    // no headers to click: a Sort menu asks for the same sort
    fireEvent.click(screen.getByRole('button', { name: 'Sort' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Descending' }));
    expect(onSortChange).toHaveBeenLastCalledWith('date', 'desc');
  });
});
