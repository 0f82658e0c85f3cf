import type { Queryable } from '../db/types';

/**
 * Two-factor state of a user row. Each change is one conditional UPDATE that also claims the
 * time step of the code that authorised it (a code is accepted once, as at sign-in), so two
 * concurrent calls with the same code cannot both win and no rollback dance is needed.
 */

export async function loadPendingSecret(q: Queryable, userId: string): Promise<string | null> {
  const { rows } = await q.query<{ sealed: string | null }>(
    'SELECT totp_pending_secret_enc AS sealed FROM users WHERE id = $1::bigint',
    [userId],
  );
  return rows[0]?.sealed ?? null;
}

/** A new setup replaces an unfinished one; refused (false) once two-factor is on. */
export async function storePendingSecret(q: Queryable, userId: string, sealed: string): Promise<boolean> {
  const result = await q.query(
    'UPDATE users SET totp_pending_secret_enc = $2 WHERE id = $1::bigint AND NOT totp_enabled',
    [userId, sealed],
  );
  return result.rowCount === 1;
}

/**
 * Moves the pending secret into place, if it is still the one the code was checked against and
 * the step is newer than the last accepted one. False: enabled meanwhile, replaced by another
 * generate2FA, or the code was already used.
 */
export async function activatePendingSecret(
  q: Queryable,
  userId: string,
  sealedPending: string,
  step: number,
): Promise<boolean> {
  const result = await q.query(
    `UPDATE users SET totp_secret_enc = totp_pending_secret_enc, totp_pending_secret_enc = NULL,
            totp_enabled = true, totp_last_step = $3::bigint
      WHERE id = $1::bigint AND NOT totp_enabled AND totp_pending_secret_enc = $2
        AND (totp_last_step IS NULL OR totp_last_step < $3::bigint)`,
    [userId, sealedPending, String(step)],
  );
  return result.rowCount === 1;
}

/**
 * Clears the secret, any pending one and the last step. With `step` (an authenticator code) the
 * step must be newer than the last accepted one; a recovery code was consumed by the caller.
 */
export async function disableTwoFactor(q: Queryable, userId: string, step: number | null): Promise<boolean> {
  const result = await q.query(
    `UPDATE users SET totp_enabled = false, totp_secret_enc = NULL, totp_pending_secret_enc = NULL,
            totp_last_step = NULL
      WHERE id = $1::bigint AND totp_enabled
        AND ($2::bigint IS NULL OR totp_last_step IS NULL OR totp_last_step < $2::bigint)`,
    [userId, step === null ? null : String(step)],
  );
  return result.rowCount === 1;
}

/**
 * Replay protection: records `step` as the user's last accepted step only if it is newer than the
 * last one. A single conditional UPDATE, so two concurrent requests with the same code cannot
 * both win, even on PostgreSQL with many connections. Returns whether this call won.
 */
export async function claimTotpStep(q: Queryable, userId: string, step: number): Promise<boolean> {
  const result = await q.query(
    `UPDATE users SET totp_last_step = $2::bigint
      WHERE id = $1::bigint AND (totp_last_step IS NULL OR totp_last_step < $2::bigint)`,
    [userId, String(step)],
  );
  return result.rowCount === 1;
}
