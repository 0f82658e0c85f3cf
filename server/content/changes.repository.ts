import type { ChangeIdentifier } from '../../src/api/contract/content';
import { isoTime, type Queryable } from '../db/types';

export async function insertChange(q: Queryable, identifier: ChangeIdentifier, nowMs: number): Promise<void> {
  await q.query('INSERT INTO content_changes (identifier, changed_at) VALUES ($1, $2)', [identifier, isoTime(nowMs)]);
}

/** Each identifier changed in (sinceMs, upToMs] with its latest change in ms, oldest first, at most `limit`. */
export async function selectLatestChanges(
  q: Queryable,
  sinceMs: number,
  upToMs: number,
  limit: number,
): Promise<Array<{ identifier: string; changed_ms: string }>> {
  const { rows } = await q.query<{ identifier: string; changed_ms: string }>(
    `SELECT identifier, (extract(epoch FROM max(changed_at)) * 1000)::bigint::text AS changed_ms
       FROM content_changes
      WHERE changed_at > $1 AND changed_at <= $2
      GROUP BY identifier
      ORDER BY max(changed_at), identifier
      LIMIT ${limit}`,
    [isoTime(sinceMs), isoTime(upToMs)],
  );
  return rows;
}
