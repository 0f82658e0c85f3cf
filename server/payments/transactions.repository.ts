import { isoTime, valuesRows, type Queryable } from '../db/types';
import type { Counterparty, Party } from './plans/types';

export interface TransactionRow {
  id: string;
  public_id: string;
  service_code: string;
  body_hash: string;
  status: number;
  amount_minor: string;
  fee_minor: string;
  currency: string;
  counterparty_name: string | null;
  counterparty_identifier: string | null;
  details: Record<string, string>;
  status_message: string | null;
  balance_after_minor: string | null;
  created_at: unknown;
}

const ROW_COLUMNS = `id::text AS id, public_id, service_code, body_hash, status, amount_minor::text AS amount_minor,
  fee_minor::text AS fee_minor, currency, counterparty_name, counterparty_identifier, details, status_message,
  balance_after_minor::text AS balance_after_minor, created_at`;

/**
 * What the user moved on this service's side since `sinceMs` in pending and successful
 * transactions (minor units, as text).
 */
export async function sumMovedSince(
  q: Queryable,
  userId: string,
  direction: 'debit' | 'credit',
  serviceCode: string,
  sinceMs: number,
): Promise<string | undefined> {
  const { rows } = await q.query<{ minor: string }>(
    `SELECT COALESCE(SUM(p.amount_minor), 0)::text AS minor
       FROM transaction_parties p JOIN transactions t ON t.id = p.transaction_id
      WHERE p.user_id = $1::bigint AND p.direction = $2 AND t.service_code = $3 AND t.status IN (0, 1)
        AND t.created_at >= $4::timestamptz`,
    [userId, direction, serviceCode, isoTime(sinceMs)],
  );
  return rows[0]?.minor;
}

export async function selectByRequest(
  q: Queryable,
  userId: string,
  requestId: string,
): Promise<TransactionRow | undefined> {
  const { rows } = await q.query<TransactionRow>(
    `SELECT ${ROW_COLUMNS} FROM transactions WHERE initiator_user_id = $1::bigint AND request_id = $2`,
    [userId, requestId],
  );
  return rows[0];
}

export interface NewTransaction {
  publicId: string;
  initiatorId: string;
  serviceCode: string;
  requestId: string;
  bodyHash: string;
  status: number;
  amountMinor: bigint;
  feeMinor: bigint;
  currency: string;
  counterparty: Counterparty | null;
  entryId: string | null;
  details: Record<string, string>;
  statusMessage: string | null;
  balanceAfterMinor: bigint | null;
}

export async function insertTransaction(
  q: Queryable,
  t: NewTransaction,
  nowMs: number,
): Promise<TransactionRow | undefined> {
  const { rows } = await q.query<TransactionRow>(
    `INSERT INTO transactions (public_id, initiator_user_id, service_code, request_id, body_hash, status, amount_minor,
        fee_minor, currency, counterparty_name, counterparty_identifier, entry_id, details, status_message,
        balance_after_minor, created_at)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, $7::bigint, $8::bigint, $9, $10, $11, $12::bigint, $13::jsonb, $14, $15::bigint, $16)
     RETURNING ${ROW_COLUMNS}`,
    [
      t.publicId,
      t.initiatorId,
      t.serviceCode,
      t.requestId,
      t.bodyHash,
      t.status,
      t.amountMinor.toString(),
      t.feeMinor.toString(),
      t.currency,
      t.counterparty?.name ?? null,
      t.counterparty?.identifier ?? null,
      t.entryId,
      JSON.stringify(t.details),
      t.statusMessage,
      t.balanceAfterMinor?.toString() ?? null,
      isoTime(nowMs),
    ],
  );
  return rows[0];
}

/** A transaction's parties, in one statement. */
export async function insertParties(
  q: Queryable,
  transactionId: string,
  parties: readonly Party[],
  nowMs: number,
): Promise<void> {
  if (parties.length === 0) return;
  await q.query(
    `INSERT INTO transaction_parties (transaction_id, user_id, direction, amount_minor, fee_minor, counterparty_name,
        counterparty_identifier, created_at)
     VALUES ${valuesRows(['::bigint', '::bigint', '', '::bigint', '::bigint', '', '', ''], parties.length)}`,
    parties.flatMap((party) => [
      transactionId,
      party.userId,
      party.direction,
      party.amountMinor.toString(),
      party.feeMinor.toString(),
      party.counterparty?.name ?? null,
      party.counterparty?.identifier ?? null,
      isoTime(nowMs),
    ]),
  );
}
