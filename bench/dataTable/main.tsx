/**
 * The page `npm run bench:table` (scripts/benchDataTable.ts) builds and opens in Chromium: the
 * DataTable with a 1,000-row page of report rows, driven from the script through `window.bench`.
 * Each call times one user step from the click (before React renders) to the next paint after it
 * (a frame, then a task).
 */
import '@mantine/core/styles.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Badge, DirectionProvider, MantineProvider, type MantineColor } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { messages as en } from '../../src/i18n/locales/en/messages.po';
import { DataTable, type DataColumn, type DataSort } from '../../src/ui/dataTable/DataTable';

// as the portal: the compiled English catalog. A text not extracted into it yet falls back to its
// source (the bench build keeps it), compiled here as the catalog would be rather than warned about.
i18n.setMessagesCompiler((message) =>
  message
    .split(/\{(\w+)\}/)
    .map((part, i): string | [string] => (i % 2 ? [part] : part))
    .filter((part) => part !== ''),
);
i18n.loadAndActivate({ locale: 'en', messages: en });

type Status = 'completed' | 'pending' | 'failed' | 'reversed';

interface ReportRow {
  id: string;
  date: string;
  service: string;
  direction: 'in' | 'out';
  counterparty: string;
  amount: number;
  fee: number;
  status: Status;
  balance: number;
}

const services = [
  'Send money',
  'Cash-in',
  'Cash-out',
  'Bill payment',
  'Mobile top-up',
  'Merchant payment',
  'E-voucher',
];
const names = [
  'Ahmed Karim',
  'Zainab Hassan',
  'Layla Mahmoud',
  'Omar Saleh',
  'Rawand Aziz',
  'Shilan Omer',
  'Baghdad Electricity',
  'Asiacell',
  'Korek Telecom',
  'Erbil Market',
];
const statuses: Status[] = ['completed', 'completed', 'completed', 'pending', 'failed', 'reversed'];
const statusColour: Record<Status, MantineColor> = {
  completed: 'green',
  pending: 'yellow',
  failed: 'red',
  reversed: 'gray',
};

/** a small seeded generator, so every run times the same rows */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function reportRows(seed: number, count = 1000): ReportRow[] {
  const next = random(seed);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  let balance = 250_000 + Math.round(next() * 1_000_000);
  let time = Date.UTC(2024, 5, 30, 18, 0);
  return Array.from({ length: count }, (_, i) => {
    const direction = next() < 0.4 ? 'in' : 'out';
    const amount = Math.round(next() * 500_000) / 100;
    const fee = direction === 'out' ? Math.round(amount * 0.5) / 100 : 0;
    balance += direction === 'in' ? amount : -(amount + fee);
    time -= Math.round(next() * 3_600_000);
    return {
      id: `TXN${String(seed * 1_000_000 + i).padStart(10, '0')}`,
      date: new Date(time).toISOString(),
      service: pick(services),
      direction,
      counterparty: pick(names),
      amount,
      fee,
      status: pick(statuses),
      balance: Math.round(balance * 100) / 100,
    };
  });
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const money = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** what a report screen would declare once, at module level */
const columns: DataColumn<ReportRow>[] = [
  { id: 'date', header: 'Date', width: 170, sortable: true, cell: (r) => dateFormat.format(new Date(r.date)) },
  { id: 'id', header: 'Transaction', width: 140, sortable: true, cell: (r) => r.id },
  { id: 'service', header: 'Service', sortable: true, hideable: true, cell: (r) => r.service },
  {
    id: 'direction',
    header: 'Direction',
    width: 100,
    hideable: true,
    cell: (r) => (r.direction === 'in' ? 'In' : 'Out'),
  },
  { id: 'counterparty', header: 'Counterparty', hideable: true, cell: (r) => r.counterparty },
  {
    id: 'amount',
    header: 'Amount',
    width: 120,
    numeric: true,
    sortable: true,
    cell: (r) => (r.direction === 'in' ? '+' : '−') + money.format(r.amount),
  },
  { id: 'fee', header: 'Fee', width: 90, numeric: true, hideable: true, cell: (r) => money.format(r.fee) },
  {
    id: 'status',
    header: 'Status',
    width: 120,
    sortable: true,
    hideable: true,
    cell: (r) => (
      <Badge size="sm" variant="light" color={statusColour[r.status]}>
        {r.status}
      </Badge>
    ),
  },
  { id: 'balance', header: 'Balance', width: 130, numeric: true, cell: (r) => money.format(r.balance) },
];

const rowKey = (r: ReportRow) => r.id;

interface PageState {
  rows: ReportRow[] | null;
  sort: DataSort;
}

let state: PageState = { rows: null, sort: { columnId: 'date', direction: 'desc' } };
const listeners = new Set<() => void>();
const store = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
  set: (next: PageState) => {
    state = next;
    listeners.forEach((listener) => listener());
  },
};

function App() {
  const { rows, sort } = useSyncExternalStore(store.subscribe, store.get);
  if (!rows) return null;
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      caption="Transactions report"
      sort={sort}
      onSortChange={() => undefined}
      onRowActivate={() => undefined}
      height={600}
      totalRows={25_000}
    />
  );
}

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * From the click to the paint after it: React's render and commit (`commit`), then style, layout
 * and paint (`total` is both).
 */
async function timed(update: () => void): Promise<{ total: number; commit: number }> {
  const start = performance.now();
  flushSync(update);
  const commit = performance.now() - start;
  await nextPaint();
  return { total: performance.now() - start, commit };
}

const sorts: DataSort[] = [
  { columnId: 'amount', direction: 'asc' },
  { columnId: 'status', direction: 'desc' },
  { columnId: 'date', direction: 'asc' },
  { columnId: 'service', direction: 'asc' },
];

const bench = {
  /** a 1,000-row page where there was none (the report's first page) */
  mount: (seed: number) => {
    const rows = reportRows(seed);
    return timed(() => store.set({ rows, sort: { columnId: 'date', direction: 'desc' } }));
  },
  unmount: async () => {
    flushSync(() => store.set({ ...state, rows: null }));
    await nextPaint();
  },
  /** another 1,000 rows in another order, in the table already on screen (a filter change) */
  filterChange: (seed: number) => {
    const rows = reportRows(seed);
    const sort = sorts[seed % sorts.length]!;
    return timed(() => store.set({ rows, sort }));
  },
  /** what is on screen: rows in the DOM and the rendered heights the virtualiser assumes */
  inspect: () => {
    const table = document.querySelector('table[role="grid"]');
    const rows = table?.querySelectorAll('tbody tr[data-index]') ?? [];
    const spacers = Array.from(table?.querySelectorAll<HTMLElement>('tbody tr[aria-hidden]') ?? []);
    return {
      rowsInDom: rows.length,
      rowHeight: rows[0]?.getBoundingClientRect().height ?? 0,
      headerHeight: table?.querySelector('thead tr')?.getBoundingClientRect().height ?? 0,
      scrollHeight: table?.parentElement?.scrollHeight ?? 0,
      spacerHeight: spacers.reduce((sum, tr) => sum + tr.getBoundingClientRect().height, 0),
    };
  },
};

declare global {
  interface Window {
    bench: typeof bench;
  }
}
window.bench = bench;

// ?dir=rtl, ?scheme=dark and ?show (a page at once) are for looking at the table, not for timing
const params = new URLSearchParams(location.search);
const dir = params.get('dir') === 'rtl' ? 'rtl' : 'ltr';
document.documentElement.dir = dir;
if (params.has('show')) state = { ...state, rows: reportRows(1) };

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <DirectionProvider initialDirection={dir} detectDirection={false}>
    <MantineProvider forceColorScheme={params.get('scheme') === 'dark' ? 'dark' : 'light'}>
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>
    </MantineProvider>
  </DirectionProvider>,
);
