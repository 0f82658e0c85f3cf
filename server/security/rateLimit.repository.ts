import { isoTime, type Queryable } from '../db/types';

/**
 * Counts one attempt in the key's fixed window, starting a new window when the stored one began
 * at or before `expiredAtMs`. Answers the count and when the window began.
 */
export async function countAttempt(
  q: Queryable,
  key: string,
  nowMs: number,
  expiredAtMs: number,
): Promise<{ count: number; window_started_at: unknown } | undefined> {
  const { rows } = await q.query<{ count: number; window_started_at: unknown }>(
    `INSERT INTO rate_limits AS r (key, window_started_at, count) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN r.window_started_at <= $3::timestamptz THEN 1 ELSE r.count + 1 END,
       window_started_at = CASE WHEN r.window_started_at <= $3::timestamptz THEN $2::timestamptz ELSE r.window_started_at END
     RETURNING count, window_started_at`,
    [key, isoTime(nowMs), isoTime(expiredAtMs)],
  );
  return rows[0];
}

/** Takes one attempt back from the window that began at `windowStartedAt` (never below zero). */
export async function uncountAttempt(q: Queryable, key: string, windowStartedAt: Date): Promise<void> {
  await q.query('UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND window_started_at = $2 AND count > 0', [
    key,
    windowStartedAt.toISOString(),
  ]);
}

export async function deleteWindowsStartedBefore(q: Queryable, beforeMs: number): Promise<void> {
  await q.query('DELETE FROM rate_limits WHERE window_started_at < $1', [isoTime(beforeMs)]);
}
