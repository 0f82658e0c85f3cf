import type { Queryable } from '../db/types';

export interface VerificationRecord {
  status: number;
  amount_minor: string;
  currency: string;
  created_at: unknown;
  payer_name: string;
  counterparty_name: string | null;
  counterparty_identifier: string | null;
}

/** A transaction by its public id, for whoever holds its verified token: no user scope by design. */
export async function selectReceiptForVerification(
  q: Queryable,
  publicId: string,
): Promise<VerificationRecord | undefined> {
  const { rows } = await q.query<VerificationRecord>(
    `SELECT t.status, t.amount_minor::text AS amount_minor, t.currency, t.created_at,
            u.full_name_en AS payer_name, t.counterparty_name, t.counterparty_identifier
       FROM transactions t JOIN users u ON u.id = t.initiator_user_id
      WHERE t.public_id = $1`,
    [publicId],
  );
  return rows[0];
}
