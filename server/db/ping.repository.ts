import type { Queryable } from './types';

/** The readiness probe's question: does the database answer at all? */
export async function pingDatabase(q: Queryable): Promise<void> {
  await q.query('SELECT 1');
}
