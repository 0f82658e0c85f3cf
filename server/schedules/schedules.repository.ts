import type { Occurrence, ScheduleStatus } from '../../src/api/contract/schedules';
import { isoTime, toDate, type Queryable } from '../db/types';

/**
 * Scheduled payments' statements. The screen's are scoped to the signed-in user; the runner's
 * claim the due schedules of every user with FOR UPDATE SKIP LOCKED, so two processes never
 * claim the same schedule, and the unique (schedule_id, occurrence_at) key of schedule_runs keeps
 * every occurrence to one run.
 */

export interface ScheduleRecord {
  id: string;
  userId: string;
  serviceCode: string;
  recipientMobile: string;
  recipientName: string;
  amountMinor: bigint;
  note: string | null;
  occurrence: Occurrence;
  locale: 'en' | 'ar' | 'ku';
  status: ScheduleStatus;
  nextRunAt: number | null;
  createdAt: number;
}

export interface RunRecord {
  id: string;
  scheduleId: string;
  occurrenceAt: number;
  requestId: string;
  status: 'running' | 'success' | 'failure';
  transactionId: string | null;
  errCode: number | null;
  message: string | null;
}

interface ScheduleRow {
  id: string;
  user_id: string;
  service_code: string;
  recipient_mobile: string;
  recipient_name: string;
  amount_minor: string;
  note: string | null;
  occurrence: unknown;
  locale: 'en' | 'ar' | 'ku';
  status: ScheduleStatus;
  next_run_at: unknown;
  created_at: unknown;
}

interface RunRow {
  id: string;
  schedule_id: string;
  occurrence_at: unknown;
  request_id: string;
  status: RunRecord['status'];
  transaction_public_id: string | null;
  err_code: number | null;
  message: string | null;
}

const SCHEDULE_COLUMNS = `id::text AS id, user_id::text AS user_id, service_code, recipient_mobile, recipient_name,
  amount_minor::text AS amount_minor, note, occurrence, locale, status, next_run_at, created_at`;
const RUN_COLUMNS = `id::text AS id, schedule_id::text AS schedule_id, occurrence_at, request_id, status,
  transaction_public_id, err_code, message`;

const schedule = (row: ScheduleRow): ScheduleRecord => ({
  id: row.id,
  userId: row.user_id,
  serviceCode: row.service_code,
  recipientMobile: row.recipient_mobile,
  recipientName: row.recipient_name,
  amountMinor: BigInt(row.amount_minor),
  note: row.note,
  occurrence: (typeof row.occurrence === 'string' ? JSON.parse(row.occurrence) : row.occurrence) as Occurrence,
  locale: row.locale,
  status: row.status,
  nextRunAt: row.next_run_at === null ? null : toDate(row.next_run_at).getTime(),
  createdAt: toDate(row.created_at).getTime(),
});

const run = (row: RunRow): RunRecord => ({
  id: row.id,
  scheduleId: row.schedule_id,
  occurrenceAt: toDate(row.occurrence_at).getTime(),
  requestId: row.request_id,
  status: row.status,
  transactionId: row.transaction_public_id,
  errCode: row.err_code,
  message: row.message,
});

const timeOrNull = (ms: number | null) => (ms === null ? null : isoTime(ms));

export async function insertSchedule(
  q: Queryable,
  s: {
    userId: string;
    serviceCode: string;
    recipientMobile: string;
    recipientName: string;
    amountMinor: bigint;
    note: string | null;
    occurrence: Occurrence;
    locale: string;
    nextRunAt: number;
  },
  nowMs: number,
): Promise<ScheduleRecord> {
  const { rows } = await q.query<ScheduleRow>(
    `INSERT INTO schedules (user_id, service_code, recipient_mobile, recipient_name, amount_minor, note, occurrence,
       locale, status, next_run_at, authorized_at, created_at, updated_at)
     VALUES ($1::bigint, $2, $3, $4, $5::bigint, $6, $7::jsonb, $8, 'active', $9, $10, $10, $10)
     RETURNING ${SCHEDULE_COLUMNS}`,
    [
      s.userId,
      s.serviceCode,
      s.recipientMobile,
      s.recipientName,
      s.amountMinor.toString(),
      s.note,
      JSON.stringify(s.occurrence),
      s.locale,
      isoTime(s.nextRunAt),
      isoTime(nowMs),
    ],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('schedule insert returned no row');
  return schedule(row);
}

export async function countOpenSchedules(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM schedules WHERE user_id = $1::bigint AND status IN ('active', 'paused')`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** The user's schedules, newest first (bounded). */
export async function selectSchedules(q: Queryable, userId: string, limit: number): Promise<ScheduleRecord[]> {
  const { rows } = await q.query<ScheduleRow>(
    `SELECT ${SCHEDULE_COLUMNS} FROM schedules WHERE user_id = $1::bigint ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map(schedule);
}

export async function selectSchedule(q: Queryable, userId: string, id: string): Promise<ScheduleRecord | undefined> {
  const { rows } = await q.query<ScheduleRow>(
    `SELECT ${SCHEDULE_COLUMNS} FROM schedules WHERE user_id = $1::bigint AND id = $2::bigint`,
    [userId, id],
  );
  const row = rows[0];
  return row === undefined ? undefined : schedule(row);
}

/** The newest runs of some schedules, at most `perSchedule` each. */
export async function selectRuns(
  q: Queryable,
  scheduleIds: readonly string[],
  perSchedule: number,
): Promise<RunRecord[]> {
  if (scheduleIds.length === 0) return [];
  const { rows } = await q.query<RunRow>(
    `SELECT ${RUN_COLUMNS} FROM (
       SELECT r.*, row_number() OVER (PARTITION BY schedule_id ORDER BY occurrence_at DESC, id DESC) AS n
         FROM schedule_runs r WHERE schedule_id = ANY (string_to_array($1, ',')::bigint[])
     ) ranked WHERE n <= $2 ORDER BY schedule_id, occurrence_at DESC, id DESC`,
    [scheduleIds.join(','), perSchedule],
  );
  return rows.map(run);
}

/** Pause (active → paused) or resume (paused → active with its next run); other states stay. */
export async function updateStatus(
  q: Queryable,
  userId: string,
  id: string,
  change: { from: ScheduleStatus; to: ScheduleStatus; nextRunAt?: number | null },
  nowMs: number,
): Promise<ScheduleRecord | undefined> {
  const { rows } = await q.query<ScheduleRow>(
    `UPDATE schedules SET status = $4,
       next_run_at = CASE WHEN $5::boolean THEN $6::timestamptz ELSE next_run_at END, updated_at = $7
      WHERE user_id = $1::bigint AND id = $2::bigint AND status = $3
      RETURNING ${SCHEDULE_COLUMNS}`,
    [
      userId,
      id,
      change.from,
      change.to,
      change.nextRunAt !== undefined,
      timeOrNull(change.nextRunAt ?? null),
      isoTime(nowMs),
    ],
  );
  const row = rows[0];
  return row === undefined ? undefined : schedule(row);
}

/** Cancels an active or paused schedule (no next run). */
export async function cancelSchedule(
  q: Queryable,
  userId: string,
  id: string,
  nowMs: number,
): Promise<ScheduleRecord | undefined> {
  const { rows } = await q.query<ScheduleRow>(
    `UPDATE schedules SET status = 'cancelled', next_run_at = NULL, updated_at = $3
      WHERE user_id = $1::bigint AND id = $2::bigint AND status IN ('active', 'paused')
      RETURNING ${SCHEDULE_COLUMNS}`,
    [userId, id, isoTime(nowMs)],
  );
  const row = rows[0];
  return row === undefined ? undefined : schedule(row);
}

// ---- the runner's -------------------------------------------------------------------------

/** Due active schedules, locked for this transaction; those another process holds are skipped. */
export async function lockDueSchedules(tx: Queryable, nowMs: number, limit: number): Promise<ScheduleRecord[]> {
  const { rows } = await tx.query<ScheduleRow>(
    `SELECT ${SCHEDULE_COLUMNS} FROM schedules
      WHERE status = 'active' AND next_run_at <= $1
      ORDER BY next_run_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [isoTime(nowMs), limit],
  );
  return rows.map(schedule);
}

/** The run of an occurrence, if this is the first claim of it (the unique key refuses a second). */
export async function insertRun(
  tx: Queryable,
  r: { scheduleId: string; occurrenceAt: number; requestId: string },
  nowMs: number,
): Promise<RunRecord | undefined> {
  const { rows } = await tx.query<RunRow>(
    `INSERT INTO schedule_runs (schedule_id, occurrence_at, request_id, status, claimed_at)
     VALUES ($1::bigint, $2, $3, 'running', $4)
     ON CONFLICT (schedule_id, occurrence_at) DO NOTHING
     RETURNING ${RUN_COLUMNS}`,
    [r.scheduleId, isoTime(r.occurrenceAt), r.requestId, isoTime(nowMs)],
  );
  const row = rows[0];
  return row === undefined ? undefined : run(row);
}

export async function advanceSchedule(
  tx: Queryable,
  id: string,
  nextRunAt: number | null,
  nowMs: number,
): Promise<void> {
  await tx.query(
    `UPDATE schedules SET next_run_at = $2, status = CASE WHEN $2::timestamptz IS NULL THEN 'finished' ELSE status END,
       updated_at = $3 WHERE id = $1::bigint`,
    [id, timeOrNull(nextRunAt), isoTime(nowMs)],
  );
}

/** Runs a process claimed and never finished (it stopped), older than `beforeMs`, locked for retry. */
export async function lockStaleRuns(tx: Queryable, beforeMs: number, limit: number): Promise<RunRecord[]> {
  const { rows } = await tx.query<RunRow>(
    `SELECT ${RUN_COLUMNS} FROM schedule_runs WHERE status = 'running' AND claimed_at < $1
      ORDER BY claimed_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [isoTime(beforeMs), limit],
  );
  return rows.map(run);
}

export async function touchRun(tx: Queryable, id: string, nowMs: number): Promise<void> {
  await tx.query(`UPDATE schedule_runs SET claimed_at = $2 WHERE id = $1::bigint`, [id, isoTime(nowMs)]);
}

export async function scheduleById(q: Queryable, id: string): Promise<ScheduleRecord | undefined> {
  const { rows } = await q.query<ScheduleRow>(`SELECT ${SCHEDULE_COLUMNS} FROM schedules WHERE id = $1::bigint`, [id]);
  const row = rows[0];
  return row === undefined ? undefined : schedule(row);
}

export async function finishRun(
  q: Queryable,
  id: string,
  outcome: {
    status: 'success' | 'failure';
    transactionId: string | null;
    errCode: number | null;
    message: string | null;
  },
  nowMs: number,
): Promise<void> {
  await q.query(
    `UPDATE schedule_runs SET status = $2, transaction_public_id = $3, err_code = $4, message = $5, finished_at = $6
      WHERE id = $1::bigint AND status = 'running'`,
    [id, outcome.status, outcome.transactionId, outcome.errCode, outcome.message, isoTime(nowMs)],
  );
}
