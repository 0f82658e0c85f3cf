import type { Queryable } from '../db/types';
import type { BankCode } from './partners';

export interface LinkedBankRow {
  id: string;
  bank_code: BankCode;
  account_number: string;
  account_name: string;
}

export async function selectLinkedBanks(q: Queryable, userId: string): Promise<LinkedBankRow[]> {
  const { rows } = await q.query<LinkedBankRow>(
    `SELECT b.id::text AS id, b.bank_code, b.account_number, b.account_name FROM linked_bank_accounts b
      WHERE b.user_id = $1::bigint ORDER BY b.id`,
    [userId],
  );
  return rows;
}

/** Links the account (a link again replaces its name and statement); answers its id. */
export async function upsertLinkedBank(
  q: Queryable,
  link: { userId: string; bankCode: BankCode; accountNumber: string; accountName: string; statementFileId: string },
  nowMs: number,
): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO linked_bank_accounts (user_id, bank_code, account_number, account_name, statement_file_id, created_at)
     VALUES ($1::bigint, $2, $3, $4, $5::bigint, $6)
     ON CONFLICT (user_id, bank_code, account_number)
       DO UPDATE SET account_name = EXCLUDED.account_name, statement_file_id = EXCLUDED.statement_file_id
     RETURNING id::text AS id`,
    [
      link.userId,
      link.bankCode,
      link.accountNumber,
      link.accountName,
      link.statementFileId,
      new Date(nowMs).toISOString(),
    ],
  );
  return rows[0]?.id;
}
