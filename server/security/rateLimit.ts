import { isoTime, toDate, type Queryable } from '../db/types';

export interface LimitRule {
  key: string;
  max: number;
  windowSeconds: number;
}

export interface Hit {
  rule: LimitRule;
  count: number;
  windowStartedAt: Date;
  limited: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter in the database, so every process shares it. The attempt is counted
 * *before* the expensive check (reserve first): N concurrent guesses cannot all slip in at
 * count N−1. A successful attempt hands its reservation back with `refund`.
 */
export async function hit(q: Queryable, rule: LimitRule, nowMs: number): Promise<Hit> {
  const windowMs = rule.windowSeconds * 1000;
  const { rows } = await q.query<{ count: number; window_started_at: unknown }>(
    `INSERT INTO rate_limits AS r (key, window_started_at, count) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN r.window_started_at <= $3::timestamptz THEN 1 ELSE r.count + 1 END,
       window_started_at = CASE WHEN r.window_started_at <= $3::timestamptz THEN $2::timestamptz ELSE r.window_started_at END
     RETURNING count, window_started_at`,
    [rule.key, isoTime(nowMs), isoTime(nowMs - windowMs)],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('rate limit upsert returned no row');
  const windowStartedAt = toDate(row.window_started_at);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStartedAt.getTime() + windowMs - nowMs) / 1000));
  return { rule, count: row.count, windowStartedAt, limited: row.count > rule.max, retryAfterSeconds };
}

/** Gives back a reservation (successful sign-in does not count as a failure). */
export async function refund(q: Queryable, h: Hit): Promise<void> {
  await q.query('UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND window_started_at = $2 AND count > 0', [
    h.rule.key,
    h.windowStartedAt.toISOString(),
  ]);
}
