import type { Queryable } from '../db/types';

/** The user's saved recipients (of one kind when given), by nickname. */
export async function selectBeneficiaries(
  q: Queryable,
  userId: string,
  kind: 'favourite' | 'beneficiary' | null,
): Promise<Array<{ kind: string; nickname: string; mobile: string }>> {
  const { rows } = await q.query<{ kind: string; nickname: string; mobile: string }>(
    `SELECT kind, nickname, mobile FROM beneficiaries
        WHERE user_id = $1::bigint AND ($2::text IS NULL OR kind = $2) ORDER BY lower(nickname), id`,
    [userId, kind],
  );
  return rows;
}

/** How many favourites the user keeps besides the one of `mobile`. */
export async function countOtherFavourites(q: Queryable, userId: string, mobile: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM beneficiaries WHERE user_id = $1::bigint AND kind = 'favourite' AND mobile <> $2",
    [userId, mobile],
  );
  return rows[0]?.n ?? 0;
}

/** Saves a favourite; a favourite of the same mobile gets the new nickname. */
export async function upsertFavourite(
  q: Queryable,
  userId: string,
  favourite: { nickname: string; mobile: string },
  nowMs: number,
): Promise<void> {
  await q.query(
    `INSERT INTO beneficiaries (user_id, kind, nickname, mobile, created_at) VALUES ($1::bigint, 'favourite', $2, $3, $4)
         ON CONFLICT (user_id, kind, mobile) DO UPDATE SET nickname = EXCLUDED.nickname`,
    [userId, favourite.nickname, favourite.mobile, new Date(nowMs).toISOString()],
  );
}
