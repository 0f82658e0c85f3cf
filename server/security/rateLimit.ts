import { toDate, type Queryable } from '../db/types';
import { tooManyAttempts } from '../http/envelope';
import { countAttempt, deleteWindowsStartedBefore, uncountAttempt } from './rateLimit.repository';

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
  const row = await countAttempt(q, rule.key, nowMs, nowMs - windowMs);
  if (row === undefined) throw new Error('rate limit upsert returned no row');
  const windowStartedAt = toDate(row.window_started_at);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStartedAt.getTime() + windowMs - nowMs) / 1000));
  return { rule, count: row.count, windowStartedAt, limited: row.count > rule.max, retryAfterSeconds };
}

/** `hit`, refusing with 429 (and Retry-After) when the caller is over the limit. */
export async function reserve(q: Queryable, rule: LimitRule, nowMs: number): Promise<Hit> {
  const h = await hit(q, rule, nowMs);
  if (h.limited) throw tooManyAttempts(h.retryAfterSeconds);
  return h;
}

/** Gives back a reservation (successful sign-in does not count as a failure). */
export async function refund(q: Queryable, h: Hit): Promise<void> {
  await uncountAttempt(q, h.rule.key, h.windowStartedAt);
}

/** Housekeeping: windows that began before `beforeMs` can no longer limit anyone. */
export async function purgeOldWindows(q: Queryable, beforeMs: number): Promise<void> {
  await deleteWindowsStartedBefore(q, beforeMs);
}
