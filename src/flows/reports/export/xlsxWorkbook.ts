import { displayWidth } from './formats';

/**
 * The spreadsheet export (requirements#reports: exports) built with exceljs, loaded on first use so
 * it never weighs on the main bundle. Run in the export worker (xlsx.worker.ts) or, where there is
 * no Worker, on the main thread (xlsx.ts); both feed it the same compact rows.
 */

/** What the workbook needs to know before the first row. */
export interface XlsxHead {
  /** the report's name: the worksheet's name (made valid) and the workbook's title */
  title: string;
  /** the period, as the workbook's subject */
  subject: string;
  /** ISO time of the export */
  created: string;
  columns: readonly { header: string; numeric: boolean }[];
  /** a right-to-left sheet view: column A on the right, as the user's language reads */
  rtl: boolean;
}

/** A row in column order: a number for a numeric column's value, else the cell's text. */
export type XlsxRow = readonly (string | number)[];

/** two decimals with thousands grouping; Excel shows it in the reader's own separators */
export const AMOUNT_FORMAT = '#,##0.00';
/** Excel refuses longer cells */
const MAX_CELL = 32_767;
const MIN_WIDTH = 6;
const MAX_WIDTH = 60;

/**
 * Excel's rules for a worksheet name: at most 31 characters, none of `\ / ? * [ ] :`, no
 * apostrophe first or last, not empty, not the reserved `History`.
 */
export function worksheetName(title: string): string {
  let name = title
    .replace(/[\\/?*[\]:\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .trim();
  if (name.length > 31) {
    // cut on a code point, never inside a surrogate pair
    let cut = '';
    for (const char of name) {
      if (cut.length + char.length > 31) break;
      cut += char;
    }
    name = cut.replace(/'+$/, '').trim();
  }
  if (!name) return 'Report';
  return name.toLowerCase() === 'history' ? 'History report' : name;
}

/** The width a number takes once Excel draws it with AMOUNT_FORMAT. */
function amountWidth(value: number): number {
  const digits = Math.trunc(Math.abs(value)).toString().length;
  return digits + Math.floor((digits - 1) / 3) + 3 + (value < 0 ? 1 : 0);
}

export interface XlsxBuilder {
  add(rows: readonly XlsxRow[]): void;
  /** the .xlsx file's bytes */
  finish(): Promise<ArrayBuffer>;
}

export async function createXlsxBuilder(head: XlsxHead): Promise<XlsxBuilder> {
  const mod = await import('exceljs');
  // a CommonJS package: Node gives it as the default export, bundlers as either
  const { Workbook } = mod.default ?? mod;
  const workbook = new Workbook();
  workbook.title = head.title;
  workbook.subject = head.subject;
  workbook.created = new Date(head.created);
  const sheet = workbook.addWorksheet(worksheetName(head.title), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', rightToLeft: head.rtl }],
  });
  const widths = head.columns.map((c) => displayWidth(c.header));
  head.columns.forEach((c, i) => {
    // cells take their column's style when they are made: every amount gets the number format
    if (c.numeric) sheet.getColumn(i + 1).numFmt = AMOUNT_FORMAT;
  });
  const header = sheet.addRow(head.columns.map((c) => c.header));
  header.font = { bold: true };
  if (head.columns.length > 0)
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: head.columns.length } };

  return {
    add(rows) {
      const values: (string | number)[][] = new Array<(string | number)[]>(rows.length);
      for (let r = 0; r < rows.length; r++) {
        const row = rows[r]!;
        const out = new Array<string | number>(row.length);
        for (let i = 0; i < row.length; i++) {
          const cell = row[i]!;
          let width: number;
          if (typeof cell === 'number') {
            out[i] = cell;
            width = amountWidth(cell);
          } else {
            const text = cell.length > MAX_CELL ? cell.slice(0, MAX_CELL) : cell;
            out[i] = text;
            width = displayWidth(text);
          }
          if (width > widths[i]!) widths[i] = width;
        }
        values[r] = out;
      }
      sheet.addRows(values);
    },
    async finish() {
      widths.forEach((w, i) => {
        sheet.getColumn(i + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, w + 2));
      });
      const buffer = await workbook.xlsx.writeBuffer();
      // exceljs answers a Buffer (a Uint8Array) in Node and in its browser build: copy out exactly its bytes
      const bytes = buffer as unknown as Uint8Array;
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    },
  };
}
