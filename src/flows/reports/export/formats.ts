/**
 * A report's rows as plain text, JSON and CSV (requirements#reports: exports). The caller formats
 * every cell the way the screen shows it (dates in the column's format, amounts with the site's
 * decimals and currency); these functions only lay the texts out. Pure: each format is also a
 * generator of string parts, so a driver can yield to the event loop between parts and hand the
 * parts to a Blob without ever building one giant string.
 */

/** One column of an export, in the order the screen shows them. */
export interface ExportColumn {
  id: string;
  /** the column's label in the user's language */
  header: string;
  /**
   * an amount column: its cells carry the raw value next to the text (`{ text, value }`), the
   * spreadsheet writes the value as a number, the plain-text table right-aligns it
   */
  numeric?: boolean;
}

/** A numeric cell: the text the user sees and the number behind it (`{ text: '1,250.00 IQD', value: 1250 }`). */
export interface NumericCell {
  text: string;
  value: number;
}

export type ExportCell = string | NumericCell;
/** A row: each column id's cell; a missing cell is empty. */
export type ExportCells = Readonly<Record<string, ExportCell | undefined>>;

/** The filter's dates, `YYYY-MM-DD`; either side may be open. */
export interface ExportPeriod {
  from?: string | null;
  to?: string | null;
}

export interface ExportTable {
  /** the report's name in the user's language */
  title: string;
  period: ExportPeriod | null;
  columns: readonly ExportColumn[];
  rows: readonly ExportCells[];
  /** JSON's metadata */
  exportedAt: Date;
}

export type TextFormat = 'txt' | 'json' | 'csv';

/** Rows per part: small enough that formatting one part stays far below a frame's budget. */
export const ROWS_PER_PART = 1000;

export function cellText(cell: ExportCell | undefined): string {
  if (cell === undefined) return '';
  return typeof cell === 'string' ? cell : cell.text;
}

export function periodText(period: ExportPeriod | null): string {
  if (!period || (!period.from && !period.to)) return '';
  return `${period.from || '…'} – ${period.to || '…'}`;
}

// ─── CSV (RFC 4180) ────────────────────────────────────────────────────────────────────────────

/** Excel reads a UTF-8 file as the system's code page unless it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

/** A number as a screen shows it (`-10.00`, `1,250.5`, `+964`, Arabic-Indic digits): nothing a spreadsheet runs. */
const PLAIN_NUMBER = /^[-+]?[0-9\u0660-\u0669\u06F0-\u06F9]+(?:[.,\u066B\u066C][0-9\u0660-\u0669\u06F0-\u06F9]+)*$/;
/** What a spreadsheet starts a formula (or a DDE call) with. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field: a cell that a spreadsheet would run as a formula gets an apostrophe in front
 * (OWASP's CSV-injection advice) unless it is a plain number; then quotes when the field holds a
 * quote, a comma or a line break, with quotes doubled.
 */
export function csvField(text: string): string {
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const CRLF = '\r\n';

export function* csvParts(table: ExportTable, rowsPerPart = ROWS_PER_PART): Generator<string> {
  const { columns, rows } = table;
  yield UTF8_BOM + columns.map((c) => csvField(c.header)).join(',') + CRLF;
  for (let start = 0; start < rows.length; start += rowsPerPart) {
    const end = Math.min(rows.length, start + rowsPerPart);
    const lines: string[] = new Array<string>(end - start);
    for (let r = start; r < end; r++) {
      const row = rows[r]!;
      lines[r - start] = columns.map((c) => csvField(cellText(row[c.id]))).join(',');
    }
    yield lines.join(CRLF) + CRLF;
  }
}

// ─── JSON ──────────────────────────────────────────────────────────────────────────────────────

/** Two columns with one label would overwrite each other's values: the second becomes `Label (2)`. */
export function uniqueKeys(columns: readonly ExportColumn[]): string[] {
  const seen = new Set<string>();
  return columns.map((c) => {
    const base = c.header.trim() || c.id;
    let key = base;
    for (let n = 2; seen.has(key); n++) key = `${base} (${n})`;
    seen.add(key);
    return key;
  });
}

export function* jsonParts(table: ExportTable, rowsPerPart = ROWS_PER_PART): Generator<string> {
  const { columns, rows } = table;
  const keys = uniqueKeys(columns).map((k) => JSON.stringify(k));
  const period = table.period && (table.period.from || table.period.to) ? table.period : null;
  const meta = {
    report: table.title,
    period: period ? { from: period.from || null, to: period.to || null } : null,
    exportedAt: table.exportedAt.toISOString(),
    rowCount: rows.length,
  };
  yield `${JSON.stringify(meta).slice(0, -1)},"rows":[`;
  for (let start = 0; start < rows.length; start += rowsPerPart) {
    const end = Math.min(rows.length, start + rowsPerPart);
    const objects: string[] = new Array<string>(end - start);
    for (let r = start; r < end; r++) {
      const row = rows[r]!;
      objects[r - start] = `{${columns.map((c, i) => `${keys[i]}:${JSON.stringify(cellText(row[c.id]))}`).join(',')}}`;
    }
    yield (start === 0 ? '\n' : ',\n') + objects.join(',\n');
  }
  yield '\n]}\n';
}

// ─── Plain text ────────────────────────────────────────────────────────────────────────────────

const ASCII_PRINTABLE = /^[\x20-\x7E]*$/;
/** marks drawn on the previous letter (Arabic harakat…) and invisible format characters */
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]$/u;

function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf && code !== 0x303f) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x1f300 && code <= 0x1faff) ||
    (code >= 0x20000 && code <= 0x3fffd)
  );
}

/** Columns a text takes in a monospaced font: combining marks take none, CJK and emoji two. */
export function displayWidth(text: string): number {
  if (ASCII_PRINTABLE.test(text)) return text.length;
  let width = 0;
  for (const char of text) {
    if (ZERO_WIDTH.test(char)) continue;
    width += isWide(char.codePointAt(0)!) ? 2 : 1;
  }
  return width;
}

const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const LINE_BREAKS = /[\r\n\t\u2028\u2029]+/g;

/**
 * A cell on one line. A right-to-left text is wrapped in a first-strong isolate (U+2068 … U+2069),
 * invisible and zero-width: without it a viewer's bidi algorithm merges two neighbouring Arabic
 * cells into one run and swaps them, and the columns no longer line up. The text itself is kept.
 */
function txtCell(text: string): { text: string; width: number } {
  const flat = text.replace(LINE_BREAKS, ' ');
  const width = displayWidth(flat);
  return { text: RTL_LETTER.test(flat) ? `\u2068${flat}\u2069` : flat, width };
}

const GAP = '  ';

export function* txtParts(table: ExportTable, rowsPerPart = ROWS_PER_PART): Generator<string> {
  const { columns, rows } = table;
  // the widths need every row before the first line; measured in parts too
  const widths = columns.map((c) => txtCell(c.header).width);
  for (let start = 0; start < rows.length; start += rowsPerPart) {
    const end = Math.min(rows.length, start + rowsPerPart);
    for (let r = start; r < end; r++) {
      const row = rows[r]!;
      for (let i = 0; i < columns.length; i++) {
        const w = displayWidth(cellText(row[columns[i]!.id]).replace(LINE_BREAKS, ' '));
        if (w > widths[i]!) widths[i] = w;
      }
    }
    if (end < rows.length) yield '';
  }
  const line = (texts: readonly string[]) => {
    const cells = texts.map((text, i) => {
      const cell = txtCell(text);
      const pad = ' '.repeat(widths[i]! - cell.width);
      return columns[i]!.numeric ? pad + cell.text : i === texts.length - 1 ? cell.text : cell.text + pad;
    });
    return cells.join(GAP).trimEnd();
  };
  const period = periodText(table.period);
  const head = [
    txtCell(period ? `${table.title} (${period})` : table.title).text,
    '',
    line(columns.map((c) => c.header)),
    widths.map((w) => '-'.repeat(w)).join(GAP),
  ];
  yield head.join(CRLF) + CRLF;
  for (let start = 0; start < rows.length; start += rowsPerPart) {
    const end = Math.min(rows.length, start + rowsPerPart);
    const lines: string[] = new Array<string>(end - start);
    for (let r = start; r < end; r++) {
      const row = rows[r]!;
      lines[r - start] = line(columns.map((c) => cellText(row[c.id])));
    }
    yield lines.join(CRLF) + CRLF;
  }
}

// ─── Whole files ───────────────────────────────────────────────────────────────────────────────

export const textParts: Record<TextFormat, (table: ExportTable, rowsPerPart?: number) => Generator<string>> = {
  txt: txtParts,
  json: jsonParts,
  csv: csvParts,
};

export const toCsv = (table: ExportTable): string => [...csvParts(table)].join('');
export const toJson = (table: ExportTable): string => [...jsonParts(table)].join('');
export const toTxt = (table: ExportTable): string => [...txtParts(table)].join('');
