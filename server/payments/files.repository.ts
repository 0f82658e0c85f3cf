import type { Queryable } from '../db/types';

/** Bytes travel as base64 text (the Db interface binds text) and are decoded by PostgreSQL. Returns the row id. */
export async function insertFile(
  q: Queryable,
  file: { publicId: string; ownerId: string; name: string; mimeType: string; sha256: string; bytes: Buffer },
  nowMs: number,
): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO uploaded_files (public_id, owner_user_id, name, mime_type, size, sha256, data, created_at)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, decode($7, 'base64'), $8) RETURNING id::text AS id`,
    [
      file.publicId,
      file.ownerId,
      file.name,
      file.mimeType,
      file.bytes.length,
      file.sha256,
      file.bytes.toString('base64'),
      new Date(nowMs).toISOString(),
    ],
  );
  return rows[0]?.id;
}

export async function selectOwnFile(
  q: Queryable,
  publicId: string,
  ownerId: string,
): Promise<{ id: string; name: string; mime_type: string; size: number; data: Uint8Array } | undefined> {
  const { rows } = await q.query<{ id: string; name: string; mime_type: string; size: number; data: Uint8Array }>(
    `SELECT id::text AS id, name, mime_type, size, data FROM uploaded_files
      WHERE public_id = $1 AND owner_user_id = $2::bigint`,
    [publicId, ownerId],
  );
  return rows[0];
}
