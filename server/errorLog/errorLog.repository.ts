import { toDate, type Queryable } from '../db/types';

/** requirements#error-log: the stored ErrorLog events (validated and masked before they get here). */

export interface ErrorLogEntry {
  id: string;
  receivedAt: string;
  userIdentifier: string | null;
  errCode: string;
  method: string;
  path: string;
  event: unknown;
}

export interface ErrorLogFilter {
  userIdentifier?: string | undefined;
  errCode?: string | undefined;
  limit: number;
}

interface Row {
  id: string;
  received_at: unknown;
  user_identifier: string | null;
  err_code: string;
  method: string;
  path: string;
  event: unknown;
}

const COLUMNS = 'id::text AS id, received_at, user_identifier, err_code, method, path, event';
const entry = (row: Row): ErrorLogEntry => ({
  id: row.id,
  receivedAt: toDate(row.received_at).toISOString(),
  userIdentifier: row.user_identifier,
  errCode: row.err_code,
  method: row.method,
  path: row.path,
  event: row.event,
});

export async function insertErrorLogEntry(
  q: Queryable,
  row: Omit<ErrorLogEntry, 'id' | 'receivedAt'> & { receivedAt: Date },
): Promise<ErrorLogEntry> {
  const { rows } = await q.query<Row>(
    `INSERT INTO error_log (received_at, user_identifier, err_code, method, path, event)
     VALUES ($1::timestamptz, $2, $3, $4, $5, $6::jsonb) RETURNING ${COLUMNS}`,
    [row.receivedAt.toISOString(), row.userIdentifier, row.errCode, row.method, row.path, JSON.stringify(row.event)],
  );
  return entry(rows[0]!);
}

/** Keeps the newest `keep` events (a ring buffer in the table). */
export async function trimErrorLog(q: Queryable, keep: number): Promise<void> {
  await q.query(
    'DELETE FROM error_log WHERE id <= (SELECT id FROM error_log ORDER BY id DESC OFFSET $1::int LIMIT 1)',
    [keep],
  );
}

/** The newest events first, of one user and/or one errCode when given. */
export async function selectErrorLog(q: Queryable, filter: ErrorLogFilter): Promise<ErrorLogEntry[]> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM error_log
      WHERE ($1::text IS NULL OR user_identifier = $1::text) AND ($2::text IS NULL OR err_code = $2::text)
      ORDER BY id DESC LIMIT $3::int`,
    [filter.userIdentifier ?? null, filter.errCode ?? null, filter.limit],
  );
  return rows.map(entry);
}
