import { toDate, type Queryable } from '../db/types';

export interface InvalidAccessRow {
  login: string;
  category: string;
  route: string;
  reason: string;
  at: string;
}

/** One denied access; at most one a minute per user and route (a reloading tab adds nothing). */
export async function insertInvalidAccess(
  q: Queryable,
  entry: { userId: string; category: string; route: string; reason: string },
  nowMs: number,
): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO invalid_accesses (user_id, category, route, reason, created_at)
     SELECT $1, $2, $3, $4, to_timestamp($5 / 1000.0)
      WHERE NOT EXISTS (SELECT 1 FROM invalid_accesses
                         WHERE user_id = $1 AND route = $3 AND created_at > to_timestamp(($5 - 60000) / 1000.0))
     RETURNING id::text AS id`,
    [entry.userId, entry.category, entry.route, entry.reason, nowMs],
  );
  return rows.length > 0;
}

/** The newest denied accesses, with the account's login (for the sandbox's testers). */
export async function selectInvalidAccesses(q: Queryable, limit: number): Promise<InvalidAccessRow[]> {
  const { rows } = await q.query<{
    login: string;
    category: string;
    route: string;
    reason: string;
    created_at: unknown;
  }>(
    `SELECT u.login, a.category, a.route, a.reason, a.created_at
       FROM invalid_accesses a JOIN users u ON u.id = a.user_id
      ORDER BY a.created_at DESC, a.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    login: r.login,
    category: r.category,
    route: r.route,
    reason: r.reason,
    at: toDate(r.created_at).toISOString(),
  }));
}
