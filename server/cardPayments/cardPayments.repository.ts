import type { CardFailureReason, CardSessionStatus } from '../../src/api/contract/cardPayments';
import { isoTime, toDate, type Queryable } from '../db/types';

/** The card payment sessions' statements: every one scoped to the session's user (requirements#payment-results). */

export interface CardSessionRecord {
  id: string;
  publicId: string;
  userId: string;
  serviceCode: string;
  requestId: string;
  amountMinor: bigint;
  feeMinor: bigint;
  currency: string;
  status: CardSessionStatus;
  cardLast4: string | null;
  otpHash: string | null;
  otpAttemptsLeft: number;
  otpResendAt: Date | null;
  otpExpiresAt: Date | null;
  failureReason: CardFailureReason | null;
  transactionId: string | null;
  createdAt: Date;
  expiresAt: Date;
}

interface Row {
  id: string;
  public_id: string;
  user_id: string;
  service_code: string;
  request_id: string;
  amount_minor: string;
  fee_minor: string;
  currency: string;
  status: CardSessionStatus;
  card_last4: string | null;
  otp_hash: string | null;
  otp_attempts_left: number;
  otp_resend_at: unknown;
  otp_expires_at: unknown;
  failure_reason: CardFailureReason | null;
  transaction_id: string | null;
  created_at: unknown;
  expires_at: unknown;
}

const COLUMNS = `id::text AS id, public_id, user_id::text AS user_id, service_code, request_id,
  amount_minor::text AS amount_minor, fee_minor::text AS fee_minor, currency, status, card_last4, otp_hash,
  otp_attempts_left, otp_resend_at, otp_expires_at, failure_reason, transaction_id, created_at, expires_at`;

const orNull = (value: unknown) => (value === null || value === undefined ? null : toDate(value));

const record = (row: Row): CardSessionRecord => ({
  id: row.id,
  publicId: row.public_id,
  userId: row.user_id,
  serviceCode: row.service_code,
  requestId: row.request_id,
  amountMinor: BigInt(row.amount_minor),
  feeMinor: BigInt(row.fee_minor),
  currency: row.currency,
  status: row.status,
  cardLast4: row.card_last4,
  otpHash: row.otp_hash,
  otpAttemptsLeft: Number(row.otp_attempts_left),
  otpResendAt: orNull(row.otp_resend_at),
  otpExpiresAt: orNull(row.otp_expires_at),
  failureReason: row.failure_reason,
  transactionId: row.transaction_id,
  createdAt: toDate(row.created_at),
  expiresAt: toDate(row.expires_at),
});

export interface NewCardSession {
  publicId: string;
  userId: string;
  serviceCode: string;
  requestId: string;
  amountMinor: bigint;
  feeMinor: bigint;
  currency: string;
  expiresMs: number;
}

/** A new session; the same user and requestId again answers the first one (ON CONFLICT). */
export async function insertCardSession(
  q: Queryable,
  session: NewCardSession,
  nowMs: number,
): Promise<CardSessionRecord> {
  await q.query(
    `INSERT INTO card_payment_sessions
       (public_id, user_id, service_code, request_id, amount_minor, fee_minor, currency, status,
        created_at, updated_at, expires_at)
     VALUES ($1, $2::bigint, $3, $4, $5::bigint, $6::bigint, $7, 'created', $8, $8, $9)
     ON CONFLICT (user_id, request_id) DO NOTHING`,
    [
      session.publicId,
      session.userId,
      session.serviceCode,
      session.requestId,
      session.amountMinor.toString(),
      session.feeMinor.toString(),
      session.currency,
      isoTime(nowMs),
      isoTime(session.expiresMs),
    ],
  );
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM card_payment_sessions WHERE user_id = $1::bigint AND request_id = $2`,
    [session.userId, session.requestId],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('card session insert returned no row');
  return record(row);
}

/** One of the user's sessions; `lock` takes it FOR UPDATE (in a transaction). */
export async function selectCardSession(
  q: Queryable,
  userId: string,
  publicId: string,
  lock = false,
): Promise<CardSessionRecord | undefined> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM card_payment_sessions
     WHERE user_id = $1::bigint AND public_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [userId, publicId],
  );
  const row = rows[0];
  return row === undefined ? undefined : record(row);
}

/** The card was accepted: its last four digits and the code sent for it. */
export async function updateAwaitingOtp(
  q: Queryable,
  id: string,
  fields: { cardLast4: string; otpHash: string; attempts: number; resendMs: number; expiresMs: number },
  nowMs: number,
): Promise<void> {
  await q.query(
    `UPDATE card_payment_sessions SET status = 'awaiting_otp', card_last4 = $2, otp_hash = $3,
       otp_attempts_left = $4, otp_resend_at = $5, otp_expires_at = $6, updated_at = $7
     WHERE id = $1::bigint`,
    [
      id,
      fields.cardLast4,
      fields.otpHash,
      fields.attempts,
      isoTime(fields.resendMs),
      isoTime(fields.expiresMs),
      isoTime(nowMs),
    ],
  );
}

/** A wrong code: one attempt fewer. */
export async function updateOtpAttempts(q: Queryable, id: string, attemptsLeft: number, nowMs: number): Promise<void> {
  await q.query(`UPDATE card_payment_sessions SET otp_attempts_left = $2, updated_at = $3 WHERE id = $1::bigint`, [
    id,
    attemptsLeft,
    isoTime(nowMs),
  ]);
}

/** The gateway's decision: authorized (the code was right) or failed with its reason; the code is gone. */
export async function updateDecided(
  q: Queryable,
  id: string,
  decision: { status: 'authorized' } | { status: 'failed'; reason: CardFailureReason },
  nowMs: number,
): Promise<void> {
  await q.query(
    `UPDATE card_payment_sessions SET status = $2, failure_reason = $3, otp_hash = NULL, updated_at = $4
     WHERE id = $1::bigint`,
    [id, decision.status, decision.status === 'failed' ? decision.reason : null, isoTime(nowMs)],
  );
}

/** The verified callback credited the wallet: the ledger's transaction, once (only from authorized). */
export async function updateCompleted(q: Queryable, id: string, transactionId: string, nowMs: number): Promise<void> {
  await q.query(
    `UPDATE card_payment_sessions SET status = 'completed', transaction_id = $2, updated_at = $3
     WHERE id = $1::bigint AND status IN ('authorized', 'completed')`,
    [id, transactionId, isoTime(nowMs)],
  );
}
