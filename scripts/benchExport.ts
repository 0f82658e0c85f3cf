/**
 * `npx tsx scripts/benchExport.ts [rows]`: how long exporting a report of 50,000 rows (by default)
 * takes in each format, through the same driver the report's export actor calls (pages of 1,000
 * from an in-memory filter, cells as the screen formats them, then the file), and the largest
 * single chunk of work between two turns of the event loop: the longest the tab could not answer
 * a click. Median of 3 rounds after a warm-up. Figures to read, not a pass/fail test.
 *
 * Node has no Worker, so the xlsx figures are the main-thread fallback's; in the browser the
 * build runs in the export worker and the page only copies the rows to it, 5,000 a message.
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { ExportFormat } from '../src/api/contract/reports';
import { exportReport } from '../src/flows/reports/export/exportReport';
import type { ExportCells, ExportColumn } from '../src/flows/reports/export/formats';
import { printTable } from './table';

const ROWS = Number(process.argv[2] ?? 50_000);
const ROUNDS = 3;

interface Row {
  createdAt: string;
  transactionId: string;
  service: string;
  direction: 'debit' | 'credit';
  counterparty: string;
  amount: number;
  fee: number;
  status: string;
  balanceAfter: number;
}

const names = ['محمد علي', 'Basra Trading Co.', 'شركة الاتصالات', 'Ali "the trader"', '=HYPERLINK("x")', 'زينب, حسن'];
const services = ['Send money', 'تحويل', 'Bill payment', 'شحن رصيد'];
const all: Row[] = Array.from({ length: ROWS }, (_, i) => ({
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  transactionId: `TX${String(i).padStart(18, '0')}`,
  service: services[i % services.length]!,
  direction: i % 3 ? 'debit' : 'credit',
  counterparty: names[i % names.length]!,
  amount: ((i * 7919) % 1_000_000) / 100,
  fee: (i % 50) / 10,
  status: ['Success', 'Pending', 'Failed'][i % 3]!,
  balanceAfter: 1_000_000 - i * 3.25,
}));

const columns: ExportColumn[] = [
  { id: 'createdAt', header: 'التاريخ' },
  { id: 'transactionId', header: 'Transaction' },
  { id: 'service', header: 'Service' },
  { id: 'direction', header: 'Direction' },
  { id: 'counterparty', header: 'Counterparty' },
  { id: 'amount', header: 'Amount', numeric: true },
  { id: 'fee', header: 'Fee', numeric: true },
  { id: 'status', header: 'Status' },
  { id: 'balanceAfter', header: 'Balance', numeric: true },
];

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amount = (value: number) => ({ text: `${money.format(value)} IQD`, value });
const toCells = (row: Row): ExportCells => ({
  createdAt: `${row.createdAt.slice(8, 10)}/${row.createdAt.slice(5, 7)}/${row.createdAt.slice(0, 4)} ${row.createdAt.slice(11, 16)}`,
  transactionId: row.transactionId,
  service: row.service,
  direction: row.direction,
  counterparty: row.counterparty,
  amount: amount(row.direction === 'debit' ? -row.amount : row.amount),
  fee: amount(row.fee),
  status: row.status,
  balanceAfter: amount(row.balanceAfter),
});

/** The longest gap between two turns of the event loop while `run` runs. */
async function measure(run: () => Promise<{ blob: Blob }>) {
  let last = performance.now();
  let longest = 0;
  let running = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  const start = performance.now();
  const { blob } = await run();
  const total = performance.now() - start;
  running = false;
  tick();
  return { total, longest, bytes: blob.size };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const f = (n: number) => n.toFixed(0);

const rows: string[][] = [
  ['format', 'total ms (median)', 'largest chunk ms (median)', 'largest chunk ms (max)', 'size MB'],
];
for (const format of ['csv', 'txt', 'json', 'xls'] as ExportFormat[]) {
  const once = () =>
    measure(() =>
      exportReport({
        fetchPage: async (page, pageSize) => ({
          rows: all.slice((page - 1) * pageSize, page * pageSize),
          total: all.length,
        }),
        toCells,
        columns,
        format,
        title: 'كشف الحساب',
        fileStem: 'passbook',
        period: { from: '2026-01-01', to: '2026-01-31' },
        locale: 'ar',
        signal: new AbortController().signal,
      }),
    );
  await once();
  const results = [];
  for (let r = 0; r < ROUNDS; r++) results.push(await once());
  rows.push([
    format === 'xls' ? 'xlsx (this thread)' : format,
    f(median(results.map((r) => r.total))),
    f(median(results.map((r) => r.longest))),
    f(Math.max(...results.map((r) => r.longest))),
    (results[0]!.bytes / 1e6).toFixed(1),
  ]);
}

console.log(
  `Exporting ${ROWS.toLocaleString('en')} rows × ${columns.length} columns, Node ${process.version}, ` +
    `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
);
printTable(rows);
