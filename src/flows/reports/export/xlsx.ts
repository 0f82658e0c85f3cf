import { cellText, periodText, type ExportTable } from './formats';
import { yieldToEventLoop } from '../../../platform/yieldToEventLoop';
import type { XlsxHead, XlsxRow } from './xlsxWorkbook';

/**
 * The spreadsheet export (requirements#reports: exports): the rows go to a module worker in parts
 * (so neither the copy nor the build blocks the tab) and the .xlsx comes back as bytes. Where there
 * is no Worker (tests, old web views) or it cannot start, exceljs runs here instead. Either way
 * exceljs is a chunk of its own, loaded only when someone asks for a spreadsheet.
 */

export type XlsxMessage =
  { type: 'start'; head: XlsxHead } | { type: 'rows'; rows: readonly XlsxRow[] } | { type: 'finish' };
export type XlsxAnswer = { type: 'done'; buffer: ArrayBuffer } | { type: 'error'; message: string };

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows per message: one copy into the worker stays a few milliseconds. */
const ROWS_PER_MESSAGE = 5000;

export interface XlsxOptions {
  rtl: boolean;
  signal?: AbortSignal;
  /** `false` builds on this thread; by default a worker where the browser offers one */
  worker?: boolean;
}

function headOf(table: ExportTable, rtl: boolean): XlsxHead {
  return {
    title: table.title,
    subject: periodText(table.period),
    created: table.exportedAt.toISOString(),
    columns: table.columns.map((c) => ({ header: c.header, numeric: c.numeric === true })),
    rtl,
  };
}

/** A numeric column's cell goes as its value when it has one (a missing balance stays text). */
function* rowParts(table: ExportTable): Generator<XlsxRow[]> {
  const { columns, rows } = table;
  for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE) {
    const end = Math.min(rows.length, start + ROWS_PER_MESSAGE);
    const part: XlsxRow[] = new Array<XlsxRow>(end - start);
    for (let r = start; r < end; r++) {
      const row = rows[r]!;
      part[r - start] = columns.map((c) => {
        const cell = row[c.id];
        return c.numeric && typeof cell === 'object' && Number.isFinite(cell.value) ? cell.value : cellText(cell);
      });
    }
    yield part;
  }
}

const aborted = (signal: AbortSignal | undefined) =>
  signal?.reason ?? new DOMException('The export was cancelled', 'AbortError');

async function onThisThread(table: ExportTable, options: XlsxOptions): Promise<ArrayBuffer> {
  const { createXlsxBuilder } = await import('./xlsxWorkbook');
  options.signal?.throwIfAborted();
  const builder = await createXlsxBuilder(headOf(table, options.rtl));
  for (const part of rowParts(table)) {
    builder.add(part);
    await yieldToEventLoop();
    options.signal?.throwIfAborted();
  }
  return builder.finish();
}

/** Resolves with the bytes; rejects with the build's error, or `null` when the worker could not run at all. */
function inWorker(table: ExportTable, options: XlsxOptions): Promise<ArrayBuffer | null> {
  const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ArrayBuffer | null>((resolve, reject) => {
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      worker.terminate();
      options.signal?.removeEventListener('abort', onAbort);
      done();
    };
    const onAbort = () => settle(() => reject(aborted(options.signal)));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<XlsxAnswer>) => {
      const answer = event.data;
      if (answer.type === 'done') settle(() => resolve(answer.buffer));
      else settle(() => reject(new Error(`the spreadsheet could not be built: ${answer.message}`)));
    };
    // the script did not load (a blocked worker, a broken chunk): the caller builds here instead
    worker.onerror = (event) => {
      event.preventDefault();
      settle(() => resolve(null));
    };
    void (async () => {
      const post = (message: XlsxMessage) => {
        if (!settled) worker.postMessage(message);
      };
      post({ type: 'start', head: headOf(table, options.rtl) });
      for (const part of rowParts(table)) {
        post({ type: 'rows', rows: part });
        await yieldToEventLoop();
        if (settled) return;
      }
      post({ type: 'finish' });
    })();
  });
}

/** The table as an .xlsx Blob: bold frozen header, widths from content, amounts as numbers, RTL view for RTL languages. */
export async function toXlsx(table: ExportTable, options: XlsxOptions): Promise<Blob> {
  options.signal?.throwIfAborted();
  let buffer: ArrayBuffer | null = null;
  if (options.worker !== false && typeof Worker !== 'undefined') buffer = await inWorker(table, options);
  buffer ??= await onThisThread(table, options);
  return new Blob([buffer], { type: XLSX_MIME });
}
