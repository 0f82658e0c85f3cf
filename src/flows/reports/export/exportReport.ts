import type { ExportFormat } from '../../../api/contract/reports';
import { isRtl } from '../../../i18n/locales';
import {
  textParts,
  type ExportCells,
  type ExportColumn,
  type ExportPeriod,
  type ExportTable,
  type TextFormat,
} from './formats';
import { yieldToEventLoop } from '../../../platform/yieldToEventLoop';

/**
 * The export of a report (requirements#reports: "exports take every page of the current filter,
 * with progress and cancel; zero rows export nothing and say so"): every page of the filter,
 * 1,000 rows a call, turned into cells as the screen shows them and then into the chosen file.
 * The report's export actor calls it; the screen saves the result with `saveFile`.
 */

/** requirements#constants-pagination: the most rows one call may ask for */
export const EXPORT_PAGE_SIZE = 1000;

/** The filter matches no row: the screen says so and no file is made. */
export class NothingToExportError extends Error {
  override name = 'NothingToExportError';
  constructor() {
    super('There is nothing to export: no row matches the filter.');
  }
}

/** How an export's cancellation shows: the signal's reason, an AbortError unless the caller gave another. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && (error as { name: unknown }).name === 'AbortError'
  );
}

export interface ExportProgress {
  /** rows received so far */
  fetched: number;
  /** rows the filter matches, as the last page said */
  total: number;
}

export interface ExportReportOptions<TRow> {
  /** one page of the current filter and sort; pass `signal` on to the call */
  fetchPage: (page: number, pageSize: number, signal: AbortSignal) => Promise<{ rows: readonly TRow[]; total: number }>;
  /** a row's cells, formatted as the screen shows them; an amount column's cell also carries its value */
  toCells: (row: TRow) => ExportCells;
  /** the visible columns, in the screen's order */
  columns: readonly ExportColumn[];
  format: ExportFormat;
  /** the report's name in the user's language: the text's title line, the JSON's `report`, the worksheet's name */
  title: string;
  /** the filter's dates (YYYY-MM-DD), in the file name and the title */
  period: ExportPeriod | null;
  /** the user's language: a right-to-left one turns the spreadsheet's view */
  locale: string;
  signal: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  /** the file name's first part (the report id, `passbook`); else made from the title */
  fileStem?: string;
  /** for tests */
  now?: () => Date;
}

export interface ExportResult {
  blob: Blob;
  fileName: string;
  rows: number;
}

const extensions: Record<ExportFormat, string> = { txt: 'txt', json: 'json', csv: 'csv', xls: 'xlsx' };
const textTypes: Record<TextFormat, string> = {
  txt: 'text/plain;charset=utf-8',
  json: 'application/json;charset=utf-8',
  csv: 'text/csv;charset=utf-8',
};

/** Letters and digits of any script, joined by `-`: safe in a file name everywhere, lowercase. */
export function slug(text: string, fallback = 'report'): string {
  const dashed = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // at most 60 code points, never half a surrogate pair
  const s = Array.from(dashed).slice(0, 60).join('').replace(/-+$/, '');
  return s || fallback;
}

const isoDay = (value: string | null | undefined) => (value ? slug(value, '') : '');

/** `<report>_<from>_<to>.<ext>`: `passbook_2026-01-01_2026-01-31.csv`, `passbook_all.csv` without dates. */
export function exportFileName(stem: string, period: ExportPeriod | null, format: ExportFormat): string {
  const from = isoDay(period?.from);
  const to = isoDay(period?.to);
  const dates = from || to ? `${from || 'start'}_${to || 'today'}` : 'all';
  return `${slug(stem)}_${dates}.${extensions[format]}`;
}

export async function exportReport<TRow>(options: ExportReportOptions<TRow>): Promise<ExportResult> {
  const { signal, columns } = options;
  signal.throwIfAborted();
  const cells: ExportCells[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const answer = await options.fetchPage(page, EXPORT_PAGE_SIZE, signal);
    signal.throwIfAborted();
    for (const row of answer.rows) cells.push(options.toCells(row));
    total = Math.max(answer.total, cells.length);
    if (cells.length === 0) throw new NothingToExportError();
    options.onProgress?.({ fetched: cells.length, total });
    // the last page: short, or the count reached (rows added meanwhile may lengthen the count)
    if (answer.rows.length < EXPORT_PAGE_SIZE || cells.length >= answer.total) break;
    await yieldToEventLoop();
    signal.throwIfAborted();
  }

  const table: ExportTable = {
    title: options.title,
    period: options.period,
    columns,
    rows: cells,
    exportedAt: (options.now ?? (() => new Date()))(),
  };
  const fileName = exportFileName(options.fileStem ?? options.title, options.period, options.format);

  if (options.format === 'xls') {
    const { toXlsx } = await import('./xlsx');
    const blob = await toXlsx(table, { rtl: isRtl(options.locale), signal });
    return { blob, fileName, rows: cells.length };
  }

  // each part becomes its own Blob as it comes: encoding 10 MB of text to UTF-8 at the end would be
  // one long block, joining Blobs is not
  const parts: Blob[] = [];
  for (const part of textParts[options.format](table)) {
    if (part) parts.push(new Blob([part]));
    await yieldToEventLoop();
    signal.throwIfAborted();
  }
  return { blob: new Blob(parts, { type: textTypes[options.format] }), fileName, rows: cells.length };
}
