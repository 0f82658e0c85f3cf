import type { Queryable } from '../db/types';

export interface DetailRecord {
  public_id: string;
  service_code: string;
  status: number;
  status_message: string | null;
  currency: string;
  details: Record<string, string>;
  created_at: unknown;
  entry_id: string | null;
  direction: 'debit' | 'credit' | 'none';
  amount_minor: string;
  fee_minor: string;
  counterparty_name: string | null;
  counterparty_identifier: string | null;
}

/**
 * One transaction as this user sees it (their side of it), by its public id; undefined when the
 * user took no part in it, exactly as when it does not exist.
 */
export async function selectPartyTransaction(
  q: Queryable,
  userId: string,
  publicId: string,
): Promise<DetailRecord | undefined> {
  const { rows } = await q.query<DetailRecord>(
    `SELECT t.public_id, t.service_code, t.status, t.status_message, t.currency, t.details, t.created_at,
            t.entry_id::text AS entry_id, p.direction, p.amount_minor::text AS amount_minor,
            p.fee_minor::text AS fee_minor, p.counterparty_name, p.counterparty_identifier
       FROM transactions t JOIN transaction_parties p ON p.transaction_id = t.id AND p.user_id = $2::bigint
      WHERE t.public_id = $1
      ORDER BY p.direction
      LIMIT 1`,
    [publicId, userId],
  );
  return rows[0];
}
