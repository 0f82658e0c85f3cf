import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExportTable } from '../../../src/flows/reports/export/formats';
import { toXlsx, XLSX_MIME } from '../../../src/flows/reports/export/xlsx';
import { AMOUNT_FORMAT, worksheetName } from '../../../src/flows/reports/export/xlsxWorkbook';

const table: ExportTable = {
  title: 'كشف الحساب',
  period: { from: '2026-01-01', to: '2026-01-31' },
  columns: [
    { id: 'createdAt', header: 'التاريخ' },
    { id: 'counterparty', header: 'الطرف الآخر' },
    { id: 'amount', header: 'المبلغ', numeric: true },
    { id: 'balanceAfter', header: 'الرصيد بعدها', numeric: true },
  ],
  rows: [
    {
      createdAt: '02/01/2026',
      counterparty: 'شركة الاتصالات المتحدة للخدمات',
      amount: { text: '1,250.50 IQD', value: 1250.5 },
      balanceAfter: { text: '10,000.00', value: 10000 },
    },
    { createdAt: '03/01/2026', counterparty: '=cmd', amount: { text: '-10.00', value: -10 }, balanceAfter: '—' },
    { createdAt: '04/01/2026', counterparty: 'Ali', amount: { text: '0.00', value: 0 }, balanceAfter: undefined },
  ],
  exportedAt: new Date('2026-02-01T08:30:00.000Z'),
};

async function readBack(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  return workbook;
}

describe('the spreadsheet export', () => {
  it('is an .xlsx named after the report, with a bold frozen header of the column labels', async () => {
    const blob = await toXlsx(table, { rtl: false, worker: false });
    expect(blob.type).toBe(XLSX_MIME);
    const workbook = await readBack(blob);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('كشف الحساب');
    expect(workbook.title).toBe('كشف الحساب');
    expect(sheet.getRow(1).values).toEqual([undefined, 'التاريخ', 'الطرف الآخر', 'المبلغ', 'الرصيد بعدها']);
    for (let c = 1; c <= 4; c++) expect(sheet.getRow(1).getCell(c).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, rightToLeft: false });
  });

  it('keeps Arabic text whole and writes a would-be formula as text', async () => {
    const sheet = (await readBack(await toXlsx(table, { rtl: true, worker: false }))).worksheets[0]!;
    expect(sheet.getCell('B2').value).toBe('شركة الاتصالات المتحدة للخدمات');
    expect(sheet.getCell('B3').value).toBe('=cmd');
    expect(sheet.getCell('B3').formula).toBeUndefined();
  });

  it('writes amounts as numbers with two decimals, and a cell without a value as its text', async () => {
    const sheet = (await readBack(await toXlsx(table, { rtl: false, worker: false }))).worksheets[0]!;
    expect(sheet.getCell('C2').value).toBe(1250.5);
    expect(sheet.getCell('C2').numFmt).toBe(AMOUNT_FORMAT);
    expect(sheet.getCell('C3').value).toBe(-10);
    expect(sheet.getCell('C4').value).toBe(0);
    expect(sheet.getCell('D2').value).toBe(10000);
    expect(sheet.getCell('D2').numFmt).toBe(AMOUNT_FORMAT);
    expect(sheet.getCell('D3').value).toBe('—');
    expect(sheet.getCell('A2').value).toBe('02/01/2026');
    expect(sheet.getCell('A2').numFmt).not.toBe(AMOUNT_FORMAT);
  });

  it('has one row per exported row under the header', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({
      createdAt: `${i}`,
      counterparty: 'x',
      amount: { text: `${i}.00`, value: i },
    }));
    const sheet = (await readBack(await toXlsx({ ...table, rows }, { rtl: false, worker: false }))).worksheets[0]!;
    expect(sheet.rowCount).toBe(301);
    expect(sheet.getCell('C301').value).toBe(299);
  });

  it('turns the sheet right-to-left for a right-to-left language', async () => {
    const sheet = (await readBack(await toXlsx(table, { rtl: true, worker: false }))).worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, rightToLeft: true });
  });

  it('sizes the columns to their content, within bounds', async () => {
    const sheet = (await readBack(await toXlsx(table, { rtl: false, worker: false }))).worksheets[0]!;
    const widths = [1, 2, 3, 4].map((c) => sheet.getColumn(c).width ?? 0);
    expect(widths[1]).toBeGreaterThan(widths[0]!);
    expect(widths[1]).toBe('شركة الاتصالات المتحدة للخدمات'.length + 2);
    expect(widths[2]).toBe('1,250.50'.length + 2);
    for (const w of widths) expect(w).toBeGreaterThanOrEqual(6);
  });

  it('stops before building when the export is already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(toXlsx(table, { rtl: false, worker: false, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('worksheet names', () => {
  it.each([
    ['Passbook', 'Passbook'],
    ['Report: 2026/01 [final]?*', 'Report 2026 01 final'],
    ["'quoted'", 'quoted'],
    ['', 'Report'],
    ['history', 'History report'],
    ['A very long report name that goes past thirty-one', 'A very long report name that go'],
  ])('makes %j a name Excel accepts: %j', (title, name) => {
    expect(worksheetName(title)).toBe(name);
  });

  it('cuts at 31 without splitting a surrogate pair', () => {
    const name = worksheetName(`${'a'.repeat(30)}😀b`);
    expect(name).toBe('a'.repeat(30));
    expect(name.length).toBeLessThanOrEqual(31);
  });
});

/**
 * The worker as the browser runs it, in this thread: the real xlsx.worker.ts module answers
 * through a stand-in `self`, and each message is copied the way postMessage copies it.
 */
const scope: { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (data: unknown) => void } = {
  onmessage: null,
  postMessage: () => {},
};
const started: FakeWorker[] = [];

class FakeWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  terminated = false;
  readonly sent: { type: string }[] = [];

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    started.push(this);
    scope.postMessage = (data) =>
      setTimeout(() => {
        if (!this.terminated) this.onmessage?.({ data: structuredClone(data) });
      });
  }

  postMessage(data: { type: string }) {
    this.sent.push(data);
    const copy = structuredClone(data);
    setTimeout(() => {
      if (!this.terminated) scope.onmessage?.({ data: copy });
    });
  }

  terminate() {
    this.terminated = true;
  }
}

/** A worker whose script cannot load (blocked by a policy, a missing chunk). */
class BrokenWorker extends FakeWorker {
  constructor(url: URL, options: WorkerOptions) {
    super(url, options);
    setTimeout(() => this.onerror?.({ message: 'failed to load', preventDefault: () => {} }));
  }
  override postMessage() {}
}

describe('the spreadsheet export in a worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    started.length = 0;
  });

  async function withWorker(kind: typeof FakeWorker) {
    vi.stubGlobal('self', scope);
    vi.stubGlobal('Worker', kind);
    await import('../../../src/flows/reports/export/xlsx.worker');
  }

  it('builds in a module worker, sends the rows in parts and ends the worker', async () => {
    await withWorker(FakeWorker);
    // 5,000 rows a message: 10,001 rows are three
    const rows = Array.from({ length: 10_001 }, (_, i) => ({ amount: { text: '', value: i } }));
    const blob = await toXlsx({ ...table, columns: [table.columns[2]!], rows }, { rtl: true });
    const worker = started[0]!;
    expect(started).toHaveLength(1);
    expect(worker.url.pathname).toMatch(/xlsx\.worker\.ts$/);
    expect(worker.options).toEqual({ type: 'module' });
    expect(worker.sent.map((m) => m.type)).toEqual(['start', 'rows', 'rows', 'rows', 'finish']);
    expect(worker.terminated).toBe(true);
    const sheet = (await readBack(blob)).worksheets[0]!;
    expect(sheet.rowCount).toBe(10_002);
    expect(sheet.getCell('A10002').value).toBe(10_000);
    expect(sheet.views[0]?.rightToLeft).toBe(true);
  });

  it('ends the worker and rejects with an AbortError when the export is cancelled', async () => {
    await withWorker(FakeWorker);
    const controller = new AbortController();
    const done = toXlsx(table, { rtl: false, signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(started[0]!.terminated).toBe(true);
  });

  it('builds on this thread when the worker cannot start', async () => {
    await withWorker(BrokenWorker);
    const blob = await toXlsx(table, { rtl: false });
    expect(started).toHaveLength(1);
    expect(started[0]!.terminated).toBe(true);
    expect((await readBack(blob)).worksheets[0]!.getCell('B2').value).toBe('شركة الاتصالات المتحدة للخدمات');
  });
});
