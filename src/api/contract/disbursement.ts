import Papa from 'papaparse';
import * as v from 'valibot';

/**
 * requirements#bulk-disbursement: an enterprise pays many wallets from one CSV file. The rows are
 * checked here, by one function the portal runs as the file is chosen and the sandbox runs again
 * before it pays (it adds what only it knows: which numbers have a wallet). Calls of this
 * contract's own.
 */

/** The header, exactly (any case), in this order. */
export const DISBURSEMENT_COLUMNS = ['mobile', 'amount', 'reference'] as const;
/** A file larger than this is refused before it is read. */
export const MAX_DISBURSEMENT_BYTES = 512 * 1024;
/** At most this many payment rows in one file. */
export const MAX_DISBURSEMENT_ROWS = 5000;
/** The amount of one row, in IQD. */
export const MIN_ROW_AMOUNT = 1000;
export const MAX_ROW_AMOUNT = 10_000_000;

/**
 * Why a row is refused:
 * - mobile: not a 10-digit mobile number (a 964 prefix or a leading 0 allowed);
 * - amount: not a whole or two-decimal IQD amount between the row limits;
 * - reference: empty, over 32 characters, or other than letters, digits, space, - _ / .;
 * - formula: a cell that a spreadsheet would run (starts with = + - @, a tab or a carriage return);
 * - duplicate: the same mobile, amount and reference as an earlier row;
 * - columns: not three cells;
 * - unknownWallet, self: the sandbox's own (no active wallet for the number; the payer's own).
 */
export const rowProblems = [
  'mobile',
  'amount',
  'reference',
  'formula',
  'duplicate',
  'columns',
  'unknownWallet',
  'self',
] as const;
export type RowProblem = (typeof rowProblems)[number];

/** Why the whole file is refused. */
export const fileProblems = ['size', 'header', 'empty', 'rows', 'unreadable'] as const;
export type FileProblem = (typeof fileProblems)[number];

export interface CheckedRow {
  /** the row's line in the file (the header is line 1) */
  line: number;
  mobile: string;
  amount: string;
  reference: string;
  problems: RowProblem[];
}

export type CheckedFile = { ok: true; rows: CheckedRow[] } | { ok: false; problem: FileProblem };

const MOBILE = /^(?:\+?964|00964)?0?(\d{10})$/;
const AMOUNT = /^\d{1,8}(?:\.\d{1,2})?$/;
const REFERENCE = /^[\p{L}\p{N} _\-/.]{1,32}$/u;
const FORMULA = /^[=+\-@\t\r]/;

/** The 10 digits of a mobile number without prefix, or undefined. */
export function normalizedMobile(value: string): string | undefined {
  return value.replace(/[\s-]/g, '').match(MOBILE)?.[1];
}

function rowOf(line: number, cells: string[], seen: Set<string>): CheckedRow {
  const [mobileCell = '', amountCell = '', referenceCell = ''] = cells;
  const problems: RowProblem[] = [];
  if (cells.length !== DISBURSEMENT_COLUMNS.length) problems.push('columns');
  if (cells.some((cell) => FORMULA.test(cell))) problems.push('formula');
  const mobile = normalizedMobile(mobileCell);
  if (mobile === undefined) problems.push('mobile');
  const amount = amountCell.trim();
  const value = AMOUNT.test(amount) ? Number(amount) : Number.NaN;
  if (!(value >= MIN_ROW_AMOUNT && value <= MAX_ROW_AMOUNT)) problems.push('amount');
  const reference = referenceCell.trim();
  if (!REFERENCE.test(reference)) problems.push('reference');
  if (problems.length === 0) {
    const key = `${mobile}|${value}|${reference.toLowerCase()}`;
    if (seen.has(key)) problems.push('duplicate');
    seen.add(key);
  }
  // a refused cell is shown as text, never as what a spreadsheet would run
  return {
    line,
    mobile: mobile ?? mobileCell.slice(0, 32),
    amount: amount.slice(0, 32),
    reference: reference.slice(0, 32),
    problems,
  };
}

/**
 * Reads and checks a disbursement file's text: the header first, then every row. Blank lines are
 * skipped; a row's line number is its line in the file.
 */
export function checkDisbursementCsv(text: string): CheckedFile {
  if (new TextEncoder().encode(text).length > MAX_DISBURSEMENT_BYTES) return { ok: false, problem: 'size' };
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...body] = parsed.data;
  if (header === undefined) return { ok: false, problem: 'empty' };
  if (parsed.errors.some((error) => error.type === 'Quotes')) return { ok: false, problem: 'unreadable' };
  const names = header.map((cell) => cell.trim().toLowerCase());
  if (names.length !== DISBURSEMENT_COLUMNS.length || DISBURSEMENT_COLUMNS.some((name, i) => names[i] !== name)) {
    return { ok: false, problem: 'header' };
  }
  if (body.length === 0) return { ok: false, problem: 'empty' };
  if (body.length > MAX_DISBURSEMENT_ROWS) return { ok: false, problem: 'rows' };
  const seen = new Set<string>();
  // Papa's rows skip blank lines: the line numbers come from where each row started
  const lines = lineNumbers(text);
  return { ok: true, rows: body.map((cells, index) => rowOf(lines[index + 1] ?? index + 2, cells, seen)) };
}

/** The 1-based line where each non-blank line of the text starts (quoted newlines are rare here). */
function lineNumbers(text: string): number[] {
  const numbers: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() !== '') numbers.push(index + 1);
  });
  return numbers;
}

const amountText = v.pipe(v.string(), v.maxLength(32));

export const checkedRowSchema = v.object({
  line: v.pipe(v.number(), v.integer(), v.minValue(1)),
  mobile: v.pipe(v.string(), v.maxLength(32)),
  amount: amountText,
  reference: v.pipe(v.string(), v.maxLength(32)),
  problems: v.array(v.picklist(rowProblems)),
  /** the wallet holder as others see them, when the number has an active wallet */
  holderName: v.optional(v.nullable(v.string())),
});
export type CheckedRowAnswer = v.InferOutput<typeof checkedRowSchema>;

/** adapter/v1/disbursement/check and /submit carry the file's text */
export const disbursementFileSchema = v.pipe(
  v.string(),
  v.maxLength(MAX_DISBURSEMENT_BYTES, 'The file is larger than 512 KB.'),
);

export const checkDisbursementRequestSchema = v.object({
  fileName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(128), v.regex(/^[^<>/\\]*$/, 'a file name')),
  csv: disbursementFileSchema,
});

export const disbursementTotalsSchema = v.object({
  rows: v.number(),
  payable: v.number(),
  refused: v.number(),
  amount: v.string(),
  fee: v.string(),
  total: v.string(),
  currency: v.string(),
  balance: v.string(),
});
export type DisbursementTotals = v.InferOutput<typeof disbursementTotalsSchema>;

/** check: every row with its problems and the totals of the payable rows; no money moves */
export const disbursementCheckSchema = v.object({
  rows: v.array(checkedRowSchema),
  totals: disbursementTotalsSchema,
});
export type DisbursementCheck = v.InferOutput<typeof disbursementCheckSchema>;

/**
 * submit: the PIN (masked when the category masks it), and a requestId the client keeps for the
 * batch: a retry with the same requestId answers the first batch and pays nothing again.
 */
export const submitDisbursementRequestSchema = v.object({
  ...checkDisbursementRequestSchema.entries,
  requestId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,58}$/, 'a request id')),
  pin: v.optional(v.unknown()),
});

export const batchStatuses = ['paid', 'partial', 'refused'] as const;
export const batchRowStatuses = ['paid', 'refused'] as const;

export const batchSummarySchema = v.object({
  batchId: v.string(),
  fileName: v.string(),
  status: v.picklist(batchStatuses),
  createdAt: v.string(),
  transactionId: v.nullable(v.string()),
  totals: disbursementTotalsSchema,
});
export type BatchSummary = v.InferOutput<typeof batchSummarySchema>;

export const batchRowSchema = v.object({
  ...checkedRowSchema.entries,
  status: v.picklist(batchRowStatuses),
});
export type BatchRow = v.InferOutput<typeof batchRowSchema>;

/** submit and batch: a batch with every row's result */
export const disbursementBatchSchema = v.object({
  batch: batchSummarySchema,
  rows: v.array(batchRowSchema),
});
export type DisbursementBatch = v.InferOutput<typeof disbursementBatchSchema>;

/** list: the user's batches, newest first */
export const disbursementBatchListSchema = v.object({ batches: v.array(batchSummarySchema) });
export type DisbursementBatchList = v.InferOutput<typeof disbursementBatchListSchema>;

export const disbursementBatchRequestSchema = v.object({
  batchId: v.pipe(v.string(), v.regex(/^DB[0-9]{12}$/, 'a batch id')),
});
