import type { BeneficiaryKind } from '../../src/api/contract/beneficiaries';
import { toDate, type Queryable } from '../db/types';

/** The saved recipients screen's statements: every one scoped to the signed-in user (requirements#beneficiaries). */

export interface BeneficiaryRecord {
  id: string;
  kind: BeneficiaryKind;
  nickname: string;
  mobile: string;
  createdAt: string;
}

interface Row {
  id: string;
  kind: BeneficiaryKind;
  nickname: string;
  mobile: string;
  created_at: unknown;
}

const COLUMNS = 'id::text AS id, kind, nickname, mobile, created_at';
const record = (row: Row): BeneficiaryRecord => ({
  id: row.id,
  kind: row.kind,
  nickname: row.nickname,
  mobile: row.mobile,
  createdAt: toDate(row.created_at).toISOString(),
});

/** The user's saved recipients (of one kind when given), by nickname. */
export async function selectSavedRecipients(
  q: Queryable,
  userId: string,
  kind: BeneficiaryKind | null,
): Promise<BeneficiaryRecord[]> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM beneficiaries
      WHERE user_id = $1::bigint AND ($2::text IS NULL OR kind = $2) ORDER BY lower(nickname), id`,
    [userId, kind],
  );
  return rows.map(record);
}

/** One of the user's saved recipients; another user's is not found. */
export async function selectSavedRecipient(
  q: Queryable,
  userId: string,
  id: string,
): Promise<BeneficiaryRecord | undefined> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM beneficiaries WHERE user_id = $1::bigint AND id = $2::bigint`,
    [userId, id],
  );
  const row = rows[0];
  return row === undefined ? undefined : record(row);
}

/** A new nickname for one of the user's saved recipients; undefined when it is not theirs (or gone). */
export async function updateNickname(
  q: Queryable,
  userId: string,
  id: string,
  nickname: string,
): Promise<BeneficiaryRecord | undefined> {
  const { rows } = await q.query<Row>(
    `UPDATE beneficiaries SET nickname = $3 WHERE user_id = $1::bigint AND id = $2::bigint RETURNING ${COLUMNS}`,
    [userId, id, nickname],
  );
  const row = rows[0];
  return row === undefined ? undefined : record(row);
}

/** Deletes one of the user's saved recipients; undefined when it is not theirs (or already gone). */
export async function deleteSavedRecipient(
  q: Queryable,
  userId: string,
  id: string,
): Promise<BeneficiaryRecord | undefined> {
  const { rows } = await q.query<Row>(
    `DELETE FROM beneficiaries WHERE user_id = $1::bigint AND id = $2::bigint RETURNING ${COLUMNS}`,
    [userId, id],
  );
  const row = rows[0];
  return row === undefined ? undefined : record(row);
}

/**
 * The wallet holders the user paid last by mobile number (one row per number, newest first):
 * successful transactions of the given services whose counterparty is a holder with a phone.
 */
export async function selectRecentRecipients(
  q: Queryable,
  userId: string,
  serviceCodes: readonly string[],
  limit: number,
): Promise<Array<{ mobile: string; name: string }>> {
  const { rows } = await q.query<{ mobile: string; name: string }>(
    `SELECT mobile, name FROM (
        SELECT DISTINCT ON (u.phone) u.phone AS mobile, coalesce(t.counterparty_name, '') AS name, t.created_at, t.id
          FROM transactions t JOIN users u ON u.user_identifier = t.counterparty_identifier
         WHERE t.initiator_user_id = $1::bigint AND t.status = 1 AND t.service_code = ANY($2::text[])
           AND u.phone IS NOT NULL AND u.id <> $1::bigint
         ORDER BY u.phone, t.created_at DESC, t.id DESC
      ) latest
      ORDER BY created_at DESC, id DESC LIMIT $3`,
    [userId, `{${serviceCodes.join(',')}}`, limit],
  );
  return rows;
}
