import type { BatchRow, BatchSummary, CheckedRowAnswer } from '../../src/api/contract/disbursement';
import { toDate, type Queryable, type SqlParam } from '../db/types';

/** The SQL of disbursement batches, every query scoped to the user who paid. */

interface BatchRecord {
  id: string;
  public_id: string;
  request_id: string;
  file_name: string;
  status: BatchSummary['status'];
  transaction_public_id: string | null;
  row_count: number;
  paid_count: number;
  amount_minor: string;
  fee_minor: string;
  created_at: unknown;
}

const BATCH_COLUMNS = `id::text AS id, public_id, request_id, file_name, status, transaction_public_id,
  row_count, paid_count, amount_minor::text AS amount_minor, fee_minor::text AS fee_minor, created_at`;

export interface NewBatch {
  publicId: string;
  userId: string;
  requestId: string;
  fileName: string;
  status: BatchSummary['status'];
  transactionId: string | null;
  amountMinor: bigint;
  feeMinor: bigint;
  rows: ReadonlyArray<CheckedRowAnswer & { status: BatchRow['status'] }>;
}

/** Rows go in 250 at a time: one round trip per 250, not per row. */
const ROWS_PER_INSERT = 250;

/** Records a batch and its rows; a batch of the same requestId already there wins (answers false). */
export async function insertBatch(tx: Queryable, batch: NewBatch, nowMs: number): Promise<boolean> {
  const paid = batch.rows.filter((row) => row.status === 'paid').length;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO disbursement_batches (public_id, user_id, request_id, file_name, status, transaction_public_id,
       row_count, paid_count, amount_minor, fee_minor, created_at)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, $7, $8, $9::bigint, $10::bigint, $11)
     ON CONFLICT (user_id, request_id) DO NOTHING
     RETURNING id::text AS id`,
    [
      batch.publicId,
      batch.userId,
      batch.requestId,
      batch.fileName,
      batch.status,
      batch.transactionId,
      batch.rows.length,
      paid,
      String(batch.amountMinor),
      String(batch.feeMinor),
      new Date(nowMs).toISOString(),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) return false;
  for (let start = 0; start < batch.rows.length; start += ROWS_PER_INSERT) {
    const chunk = batch.rows.slice(start, start + ROWS_PER_INSERT);
    const params: SqlParam[] = [];
    const values = chunk.map((row) => {
      const n = params.length;
      params.push(
        id,
        row.line,
        row.mobile,
        row.amount,
        row.reference,
        row.holderName ?? null,
        row.status,
        row.problems.join(','),
      );
      return `($${n + 1}::bigint, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}, $${n + 7}, COALESCE(string_to_array(NULLIF($${n + 8}, ''), ','), '{}'::text[]))`;
    });
    await tx.query(
      `INSERT INTO disbursement_rows (batch_id, line, mobile, amount, reference, holder_name, status, problems)
       VALUES ${values.join(', ')}`,
      params,
    );
  }
  return true;
}

export interface StoredBatch {
  id: string;
  summary: Omit<BatchSummary, 'totals'> & { rows: number; paid: number; amountMinor: bigint; feeMinor: bigint };
}

function stored(row: BatchRecord): StoredBatch {
  return {
    id: row.id,
    summary: {
      batchId: row.public_id,
      fileName: row.file_name,
      status: row.status,
      createdAt: toDate(row.created_at).toISOString(),
      transactionId: row.transaction_public_id,
      rows: row.row_count,
      paid: row.paid_count,
      amountMinor: BigInt(row.amount_minor),
      feeMinor: BigInt(row.fee_minor),
    },
  };
}

export async function selectBatchByRequest(
  q: Queryable,
  userId: string,
  requestId: string,
): Promise<StoredBatch | undefined> {
  const { rows } = await q.query<BatchRecord>(
    `SELECT ${BATCH_COLUMNS} FROM disbursement_batches WHERE user_id = $1::bigint AND request_id = $2`,
    [userId, requestId],
  );
  return rows[0] === undefined ? undefined : stored(rows[0]);
}

export async function selectBatch(q: Queryable, userId: string, publicId: string): Promise<StoredBatch | undefined> {
  const { rows } = await q.query<BatchRecord>(
    `SELECT ${BATCH_COLUMNS} FROM disbursement_batches WHERE user_id = $1::bigint AND public_id = $2`,
    [userId, publicId],
  );
  return rows[0] === undefined ? undefined : stored(rows[0]);
}

/** The user's latest batches, newest first. */
export async function selectBatches(q: Queryable, userId: string, limit: number): Promise<StoredBatch[]> {
  const { rows } = await q.query<BatchRecord>(
    `SELECT ${BATCH_COLUMNS} FROM disbursement_batches WHERE user_id = $1::bigint
     ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map(stored);
}

export async function selectBatchRows(q: Queryable, batchId: string): Promise<BatchRow[]> {
  const { rows } = await q.query<{
    line: number;
    mobile: string;
    amount: string;
    reference: string;
    holder_name: string | null;
    status: BatchRow['status'];
    problems: string[] | null;
  }>(
    `SELECT line, mobile, amount, reference, holder_name, status, problems
     FROM disbursement_rows WHERE batch_id = $1::bigint ORDER BY line`,
    [batchId],
  );
  return rows.map((row) => ({
    line: row.line,
    mobile: row.mobile,
    amount: row.amount,
    reference: row.reference,
    holderName: row.holder_name,
    status: row.status,
    problems: (row.problems ?? []) as BatchRow['problems'],
  }));
}
