/** Values the sandbox binds as `$n` parameters; bigints travel as strings with an explicit cast. */
export type SqlParam = string | number | boolean | null;

export interface QueryResult<T> {
  rows: T[];
  /** Rows returned by a SELECT, or rows changed by INSERT/UPDATE/DELETE. */
  rowCount: number;
}

/** What both a connection and a transaction can do. */
export interface Queryable {
  /**
   * Row types are the caller's declaration, not checked at run time: SQL is the schema here, and
   * every query names its columns (casting bigint and counts to text/int so both drivers agree).
   */
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<QueryResult<T>>;
  /** Several statements in one round trip, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** For the start-up line: `pglite at .data/pglite`, `pglite in memory`, `postgresql`. */
  readonly description: string;
  /**
   * Runs `fn` in one transaction: COMMIT when it resolves, ROLLBACK when it throws. Deferred
   * constraints (the ledger's balance check) fire at COMMIT, so their errors surface here.
   * Inside `fn` use only `tx`: the outer handle may wait for this very transaction.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Both drivers hand back timestamptz as Date; this keeps callers honest if one ever does not. */
export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number') return new Date(value);
  throw new TypeError('expected a timestamp');
}

export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * `($1::bigint, $2), ($3::bigint, $4)…`: the VALUES of a multi-row INSERT, one tuple per row with
 * each column's cast (empty for none). Several rows in one round trip instead of one each (issue 19).
 */
export function valuesRows(casts: readonly string[], rows: number): string {
  const tuples: string[] = [];
  for (let row = 0; row < rows; row++)
    tuples.push(`(${casts.map((cast, column) => `$${row * casts.length + column + 1}${cast}`).join(', ')})`);
  return tuples.join(', ');
}
