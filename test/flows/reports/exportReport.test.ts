import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import {
  EXPORT_PAGE_SIZE,
  exportFileName,
  exportReport,
  isAbortError,
  NothingToExportError,
  type ExportReportOptions,
} from '../../../src/flows/reports/export/exportReport';

interface Row {
  id: number;
  amount: number;
  name: string;
}

const rowsOf = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, amount: (i + 1) * 1.5, name: i % 2 ? 'علي' : 'Ali' }));

/** A server of `all` rows, paged as report/transactionReport pages them. */
function server(all: readonly Row[]) {
  const fetchPage = vi.fn(async (page: number, pageSize: number, _signal: AbortSignal) => ({
    rows: all.slice((page - 1) * pageSize, page * pageSize),
    total: all.length,
  }));
  return fetchPage;
}

function options(fetchPage: ExportReportOptions<Row>['fetchPage'], overrides: Partial<ExportReportOptions<Row>> = {}) {
  return {
    fetchPage,
    toCells: (row: Row) => ({
      id: String(row.id),
      name: row.name,
      amount: { text: row.amount.toFixed(2), value: row.amount },
    }),
    columns: [
      { id: 'id', header: 'Id' },
      { id: 'name', header: 'Name' },
      { id: 'amount', header: 'Amount', numeric: true },
    ],
    format: 'csv' as const,
    title: 'Passbook',
    fileStem: 'passbook',
    period: { from: '2026-01-01', to: '2026-01-31' },
    locale: 'en',
    signal: new AbortController().signal,
    now: () => new Date('2026-02-01T00:00:00Z'),
    ...overrides,
  } satisfies ExportReportOptions<Row>;
}

describe('exporting a report', () => {
  it('fetches every page of the filter, 1,000 rows a call, and exports every row', async () => {
    const fetchPage = server(rowsOf(2345));
    const result = await exportReport(options(fetchPage));
    expect(fetchPage.mock.calls.map(([page, size]) => [page, size])).toEqual([
      [1, EXPORT_PAGE_SIZE],
      [2, EXPORT_PAGE_SIZE],
      [3, EXPORT_PAGE_SIZE],
    ]);
    expect(EXPORT_PAGE_SIZE).toBe(1000);
    expect(result.rows).toBe(2345);
    // the byte order mark is in the file (Blob#text drops it when it decodes)
    expect([...new Uint8Array(await result.blob.slice(0, 3).arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await result.blob.text()).split('\r\n');
    expect(lines[0]).toBe('Id,Name,Amount');
    expect(lines[2345]).toBe('2345,Ali,3517.50');
    expect(lines).toHaveLength(2347);
    expect(result.blob.type).toBe('text/csv;charset=utf-8');
    expect(result.fileName).toBe('passbook_2026-01-01_2026-01-31.csv');
  });

  it('makes one call for a filter of one short page and none more for an exact multiple', async () => {
    const short = server(rowsOf(7));
    await exportReport(options(short));
    expect(short).toHaveBeenCalledTimes(1);
    const exact = server(rowsOf(2000));
    await exportReport(options(exact));
    expect(exact).toHaveBeenCalledTimes(2);
  });

  it('reports progress after each page, in order', async () => {
    const onProgress = vi.fn();
    await exportReport(options(server(rowsOf(2345)), { onProgress }));
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([
      { fetched: 1000, total: 2345 },
      { fetched: 2000, total: 2345 },
      { fetched: 2345, total: 2345 },
    ]);
  });

  it('stops between pages when cancelled: no further call, and an AbortError', async () => {
    const controller = new AbortController();
    const fetchPage = server(rowsOf(5000));
    const error = await exportReport(
      options(fetchPage, {
        signal: controller.signal,
        onProgress: ({ fetched }) => {
          if (fetched === 2000) controller.abort();
        },
      }),
    ).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('passes the signal to each call, so a cancelled call ends at once', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn(
      (_page: number, _size: number, signal: AbortSignal) =>
        new Promise<{ rows: Row[]; total: number }>((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const done = exportReport(options(fetchPage, { signal: controller.signal }));
    controller.abort(new DOMException('left the report', 'AbortError'));
    await expect(done).rejects.toMatchObject({ name: 'AbortError', message: 'left the report' });
  });

  it('does not start when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchPage = server(rowsOf(10));
    await expect(exportReport(options(fetchPage, { signal: controller.signal }))).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('refuses to make a file of nothing: NothingToExportError after one call', async () => {
    const fetchPage = server([]);
    const onProgress = vi.fn();
    const error = await exportReport(options(fetchPage, { onProgress })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NothingToExportError);
    expect(isAbortError(error)).toBe(false);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('passes a failed page on as it is', async () => {
    const failure = new Error('Please try after sometime.');
    const fetchPage = vi.fn(async (page: number) => {
      if (page === 2) throw failure;
      return { rows: rowsOf(1000), total: 3000 };
    });
    await expect(exportReport(options(fetchPage))).rejects.toBe(failure);
  });

  it('writes each text format with its type and extension', async () => {
    const rows = rowsOf(3);
    const txt = await exportReport(options(server(rows), { format: 'txt' }));
    expect(txt.fileName).toBe('passbook_2026-01-01_2026-01-31.txt');
    expect(txt.blob.type).toBe('text/plain;charset=utf-8');
    expect((await txt.blob.text()).split('\r\n')[0]).toBe('Passbook (2026-01-01 – 2026-01-31)');
    const json = await exportReport(options(server(rows), { format: 'json' }));
    expect(json.fileName).toBe('passbook_2026-01-01_2026-01-31.json');
    expect(JSON.parse(await json.blob.text())).toMatchObject({
      report: 'Passbook',
      exportedAt: '2026-02-01T00:00:00.000Z',
      rowCount: 3,
      rows: [{ Id: '1', Name: 'Ali', Amount: '1.50' }, {}, {}],
    });
  });

  it('writes xls as an .xlsx, right-to-left for Arabic, amounts as numbers', async () => {
    const result = await exportReport(options(server(rowsOf(3)), { format: 'xls', locale: 'ar' }));
    expect(result.fileName).toBe('passbook_2026-01-01_2026-01-31.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await result.blob.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getCell('C3').value).toBe(3);
    expect(sheet.getCell('B3').value).toBe('علي');
    expect(sheet.rowCount).toBe(4);
  });
});

describe('export file names', () => {
  it.each([
    ['passbook', { from: '2026-01-01', to: '2026-01-31' }, 'csv', 'passbook_2026-01-01_2026-01-31.csv'],
    ['passbook', null, 'csv', 'passbook_all.csv'],
    ['passbook', { from: null, to: null }, 'json', 'passbook_all.json'],
    ['passbook', { from: '2026-01-01' }, 'txt', 'passbook_2026-01-01_today.txt'],
    ['passbook', { to: '2026-01-31' }, 'txt', 'passbook_start_2026-01-31.txt'],
    ['Transaction Report', null, 'xls', 'transaction-report_all.xlsx'],
    ['../../etc/passwd', null, 'csv', 'etc-passwd_all.csv'],
    ['كشف الحساب', null, 'csv', 'كشف-الحساب_all.csv'],
    ['***', { from: '01/02/2026', to: '2026-02-03' }, 'csv', 'report_01-02-2026_2026-02-03.csv'],
  ] as const)('names %j over %j as %j', (stem, period, format, name) => {
    expect(exportFileName(stem, period, format)).toBe(name);
  });
});
