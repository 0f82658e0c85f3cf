import type { Queryable } from '../db/types';

/** The user's points (text, so bigint survives both drivers); `lock`: the row locked for the transaction. */
export async function selectPoints(q: Queryable, userId: string, lock: boolean): Promise<string | undefined> {
  const { rows } = await q.query<{ points: string }>(
    `SELECT points::text AS points FROM loyalty_points WHERE user_id = $1::bigint${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0]?.points;
}

/** Takes points off the user's balance; answers what is left. */
export async function deductPoints(q: Queryable, userId: string, points: bigint): Promise<string | undefined> {
  const { rows } = await q.query<{ points: string }>(
    'UPDATE loyalty_points SET points = points - $2::bigint WHERE user_id = $1::bigint RETURNING points::text AS points',
    [userId, points.toString()],
  );
  return rows[0]?.points;
}
