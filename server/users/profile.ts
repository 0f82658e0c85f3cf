import type { UserAccountData } from '../../src/api/contract/schemas';
import { isoTime, type Queryable } from '../db/types';
import { profileTemplateIdByCategory } from '../seed/profileTemplates';
import { toUserSummary, type UserRecord } from './users';

interface AccountExtrasRow {
  mime_type: string | null;
  photo: Uint8Array | null;
  codes_left: number;
  has_pin: boolean;
}

/** getUserAccount's answer (seed 000 §3 profile identifiers), also returned by updateProfile. */
export async function loadUserAccount(q: Queryable, user: UserRecord): Promise<UserAccountData> {
  const { rows } = await q.query<AccountExtrasRow>(
    `SELECT p.mime_type, p.data AS photo, u.pin_hash IS NOT NULL AS has_pin,
            (SELECT count(*)::int FROM recovery_codes r WHERE r.user_id = u.id AND r.used_at IS NULL) AS codes_left
       FROM users u LEFT JOIN user_photos p ON p.user_id = u.id
      WHERE u.id = $1::bigint`,
    [user.id],
  );
  const row = rows[0];
  // Both drivers hand bytea back as bytes (pg: Buffer, PGlite: Uint8Array).
  const photo =
    row?.photo == null || row.mime_type === null
      ? null
      : `data:${row.mime_type};base64,${Buffer.from(row.photo).toString('base64')}`;
  return {
    user: toUserSummary(user),
    fields: {
      FULL_NAME_IN_ENGLISH: user.fullNameEn,
      FULL_NAME_IN_ARABIC: user.fullNameAr,
      PHONE: user.phone ?? '',
      DISPLAY_PHOTOGRAPH: photo,
      EMAIL: user.email ?? '',
    },
    twoFactorEnabled: user.totpEnabled,
    recoveryCodesLeft: row?.codes_left ?? 0,
    profileTemplateId: profileTemplateIdByCategory[user.category],
    hasTransactionPin: row?.has_pin ?? false,
  };
}

export interface ProfileChanges {
  FULL_NAME_IN_ENGLISH?: string | undefined;
  FULL_NAME_IN_ARABIC?: string | undefined;
  PHONE?: string | undefined;
  EMAIL?: string | undefined;
}

/** Absent fields keep their value (COALESCE with a null parameter). */
export async function updateProfileFields(q: Queryable, userId: string, changes: ProfileChanges): Promise<void> {
  await q.query(
    `UPDATE users SET full_name_en = COALESCE($2, full_name_en), full_name_ar = COALESCE($3, full_name_ar),
            phone = COALESCE($4, phone), email = COALESCE($5, email)
      WHERE id = $1::bigint`,
    [
      userId,
      changes.FULL_NAME_IN_ENGLISH ?? null,
      changes.FULL_NAME_IN_ARABIC ?? null,
      changes.PHONE ?? null,
      changes.EMAIL ?? null,
    ],
  );
}

/** Bytes travel as base64 text (the Db interface binds text) and are decoded by PostgreSQL. */
export async function savePhoto(
  q: Queryable,
  userId: string,
  photo: { mimeType: string; bytes: Buffer } | null,
  nowMs: number,
): Promise<void> {
  if (photo === null) {
    await q.query('DELETE FROM user_photos WHERE user_id = $1::bigint', [userId]);
    return;
  }
  await q.query(
    `INSERT INTO user_photos (user_id, mime_type, data, updated_at) VALUES ($1::bigint, $2, decode($3, 'base64'), $4)
     ON CONFLICT (user_id) DO UPDATE SET mime_type = EXCLUDED.mime_type, data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
    [userId, photo.mimeType, photo.bytes.toString('base64'), isoTime(nowMs)],
  );
}

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The declared type must match the file's own signature: a renamed file is not a photograph. */
export function photoMatchesType(bytes: Buffer, mimeType: string): boolean {
  const magic = mimeType === 'image/png' ? PNG_MAGIC : JPEG_MAGIC;
  return bytes.length > magic.length && bytes.subarray(0, magic.length).equals(magic);
}
