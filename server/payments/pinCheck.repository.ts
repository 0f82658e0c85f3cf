import { isoTime, type Queryable } from '../db/types';

/** Creates the user's PIN state row (no wrong PINs) unless it exists. */
export async function ensurePinState(q: Queryable, userId: string): Promise<void> {
  await q.query(
    'INSERT INTO transaction_pin_state (user_id, failed_attempts) VALUES ($1::bigint, 0) ON CONFLICT (user_id) DO NOTHING',
    [userId],
  );
}

/** The PIN state with the PIN hash; `lock`: the state row locked for the rest of the transaction. */
export async function selectPinState(
  q: Queryable,
  userId: string,
  lock: boolean,
): Promise<{ failed_attempts: number; locked_until: unknown; pin_hash: string | null } | undefined> {
  const { rows } = await q.query<{ failed_attempts: number; locked_until: unknown; pin_hash: string | null }>(
    `SELECT s.failed_attempts, s.locked_until, u.pin_hash
       FROM transaction_pin_state s JOIN users u ON u.id = s.user_id
      WHERE s.user_id = $1::bigint${lock ? ' FOR UPDATE OF s' : ''}`,
    [userId],
  );
  return rows[0];
}

export async function clearPinFailures(q: Queryable, userId: string): Promise<void> {
  await q.query(
    'UPDATE transaction_pin_state SET failed_attempts = 0, locked_until = NULL WHERE user_id = $1::bigint',
    [userId],
  );
}

export async function updatePinFailures(
  q: Queryable,
  userId: string,
  failedAttempts: number,
  lockedUntilMs: number | null,
): Promise<void> {
  await q.query(
    'UPDATE transaction_pin_state SET failed_attempts = $2, locked_until = $3::timestamptz WHERE user_id = $1::bigint',
    [userId, failedAttempts, lockedUntilMs === null ? null : isoTime(lockedUntilMs)],
  );
}
