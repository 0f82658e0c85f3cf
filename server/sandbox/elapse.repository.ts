import type { Queryable } from '../db/types';

/** issue 22: one SMS code's times moved back by `seconds` (see ./elapse.ts); the rows changed. */
export async function ageOtpRequest(q: Queryable, requestHash: string, seconds: number): Promise<number> {
  const { rowCount } = await q.query(
    `UPDATE otp_requests
        SET created_at = created_at - $2::int * interval '1 second',
            expires_at = expires_at - $2::int * interval '1 second',
            resend_available_at = resend_available_at - $2::int * interval '1 second'
      WHERE request_hash = $1`,
    [requestHash, seconds],
  );
  return rowCount;
}

/** issue 22: one session's or challenge's times moved back by `seconds`; the rows changed. */
export async function ageSession(q: Queryable, tokenHash: string, seconds: number): Promise<number> {
  const { rowCount } = await q.query(
    `UPDATE sessions
        SET created_at = created_at - $2::int * interval '1 second',
            last_seen_at = last_seen_at - $2::int * interval '1 second',
            expires_at = expires_at - $2::int * interval '1 second'
      WHERE token_hash = $1`,
    [tokenHash, seconds],
  );
  return rowCount;
}

/** issue 22: one card payment session's times moved back by `seconds` (its code's resend wait, expiry); the rows changed. */
export async function ageCardSession(q: Queryable, publicId: string, seconds: number): Promise<number> {
  const { rowCount } = await q.query(
    `UPDATE card_payment_sessions
        SET created_at = created_at - $2::int * interval '1 second',
            otp_resend_at = otp_resend_at - $2::int * interval '1 second',
            otp_expires_at = otp_expires_at - $2::int * interval '1 second',
            expires_at = expires_at - $2::int * interval '1 second'
      WHERE public_id = $1`,
    [publicId, seconds],
  );
  return rowCount;
}
