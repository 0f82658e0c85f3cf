import type { BankCode } from '../payments/partners';
import { toDate, type Queryable } from '../db/types';

/** The linked bank accounts screens' statements: every one scoped to the signed-in user (requirements#bank-linking). */

export interface BankAccountRecord {
  id: string;
  bankCode: BankCode;
  accountNumber: string;
  holderName: string;
  linkedAt: string;
  statement: { mimeType: string; size: number } | null;
}

interface Row {
  id: string;
  bank_code: BankCode;
  account_number: string;
  account_name: string;
  created_at: unknown;
  mime_type: string | null;
  size: number | null;
}

const COLUMNS = `b.id::text AS id, b.bank_code, b.account_number, b.account_name, b.created_at,
  f.mime_type, f.size`;
const FROM = `linked_bank_accounts b LEFT JOIN uploaded_files f ON f.id = b.statement_file_id`;

const record = (row: Row): BankAccountRecord => ({
  id: row.id,
  bankCode: row.bank_code,
  accountNumber: row.account_number,
  holderName: row.account_name,
  linkedAt: toDate(row.created_at).toISOString(),
  statement: row.mime_type === null ? null : { mimeType: row.mime_type, size: Number(row.size) },
});

/** The user's linked bank accounts, the newest first. */
export async function selectBankAccounts(q: Queryable, userId: string): Promise<BankAccountRecord[]> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE b.user_id = $1::bigint ORDER BY b.created_at DESC, b.id DESC`,
    [userId],
  );
  return rows.map(record);
}

/** One of the user's linked bank accounts; another user's is not found. */
export async function selectBankAccount(
  q: Queryable,
  userId: string,
  id: string,
): Promise<BankAccountRecord | undefined> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE b.user_id = $1::bigint AND b.id = $2::bigint`,
    [userId, id],
  );
  const row = rows[0];
  return row === undefined ? undefined : record(row);
}

/** Unlinks one of the user's bank accounts; false when it is not theirs (or already gone). */
export async function deleteBankAccount(q: Queryable, userId: string, id: string): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `DELETE FROM linked_bank_accounts WHERE user_id = $1::bigint AND id = $2::bigint RETURNING id::text AS id`,
    [userId, id],
  );
  return rows.length > 0;
}
