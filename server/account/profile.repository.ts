import { isoTime, type Queryable } from '../db/types';

export interface AccountExtrasRow {
  mime_type: string | null;
  photo: Uint8Array | null;
  codes_left: number;
  has_pin: boolean;
}

/** The photograph, unused recovery codes and whether a PIN is set, of one user. */
export async function selectAccountExtras(q: Queryable, userId: string): Promise<AccountExtrasRow | undefined> {
  const { rows } = await q.query<AccountExtrasRow>(
    `SELECT p.mime_type, p.data AS photo, u.pin_hash IS NOT NULL AS has_pin,
            (SELECT count(*)::int FROM recovery_codes r WHERE r.user_id = u.id AND r.used_at IS NULL) AS codes_left
       FROM users u LEFT JOIN user_photos p ON p.user_id = u.id
      WHERE u.id = $1::bigint`,
    [userId],
  );
  return rows[0];
}

/** Null keeps a field's value (COALESCE). */
export async function updateProfileColumns(
  q: Queryable,
  userId: string,
  fields: { fullNameEn: string | null; fullNameAr: string | null; phone: string | null; email: string | null },
): Promise<void> {
  await q.query(
    `UPDATE users SET full_name_en = COALESCE($2, full_name_en), full_name_ar = COALESCE($3, full_name_ar),
            phone = COALESCE($4, phone), email = COALESCE($5, email)
      WHERE id = $1::bigint`,
    [userId, fields.fullNameEn, fields.fullNameAr, fields.phone, fields.email],
  );
}

export async function deletePhoto(q: Queryable, userId: string): Promise<void> {
  await q.query('DELETE FROM user_photos WHERE user_id = $1::bigint', [userId]);
}

/** Bytes travel as base64 text (the Db interface binds text) and are decoded by PostgreSQL. */
export async function upsertPhoto(
  q: Queryable,
  userId: string,
  photo: { mimeType: string; bytes: Buffer },
  nowMs: number,
): Promise<void> {
  await q.query(
    `INSERT INTO user_photos (user_id, mime_type, data, updated_at) VALUES ($1::bigint, $2, decode($3, 'base64'), $4)
     ON CONFLICT (user_id) DO UPDATE SET mime_type = EXCLUDED.mime_type, data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
    [userId, photo.mimeType, photo.bytes.toString('base64'), isoTime(nowMs)],
  );
}
