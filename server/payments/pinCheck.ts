import { ErrCode } from '../../src/api/contract/errCodes';
import { updatePinHash } from '../account/users.repository';
import { toDate, type Queryable } from '../db/types';
import type { Deps } from '../deps';
import type { ApiError } from '../http/envelope';
import { pinRingOf, verifyPin, type PepperRing } from '../security/pinHash';
import { clearPinFailures, ensurePinState, selectPinState, updatePinFailures } from './pinCheck.repository';
import { refuse } from './plans/types';

/** Five wrong transaction PINs in a row lock the payment services for 15 minutes. */
export const PIN_MAX_WRONG = 5;
export const PIN_LOCK_SECONDS = 15 * 60;

function locked(untilMs: number, nowMs: number): ApiError {
  const retryAfterSeconds = Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return refuse(
    ErrCode.pinLocked,
    `Too many wrong PINs. Payments are locked for ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfterSeconds },
  );
}

/**
 * One user's PIN checks run one at a time, so concurrent guesses cannot all be judged against the
 * same count: in this process by a queue per user, and across processes sharing a PostgreSQL by
 * the state row's lock (held through the hash check, which is why it is per user).
 */
const queues = new Map<string, Promise<unknown>>();

async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.catch(() => undefined);
  queues.set(key, settled);
  try {
    return await run;
  } finally {
    if (queues.get(key) === settled) queues.delete(key);
  }
}

async function judge(
  q: Queryable,
  ring: PepperRing,
  userId: string,
  pin: string,
  nowMs: number,
  lockRow: boolean,
): Promise<ApiError | null> {
  // the row exists after the user's first PIN: made (then read again) only before it
  let state = await selectPinState(q, userId, lockRow);
  if (state === undefined) {
    await ensurePinState(q, userId);
    state = await selectPinState(q, userId, lockRow);
  }
  if (state === undefined) throw new Error('PIN state row missing');
  const lockedUntil = state.locked_until === null ? null : toDate(state.locked_until).getTime();
  if (lockedUntil !== null && lockedUntil > nowMs) return locked(lockedUntil, nowMs);
  // a lock that ran out starts the count again
  const failed = lockedUntil === null ? state.failed_attempts : 0;
  if (state.pin_hash === null) return refuse(ErrCode.pinRequired, 'Set a transaction PIN first.');
  const verdict = await verifyPin(ring, pin, state.pin_hash);
  if (verdict.ok) {
    if (state.failed_attempts !== 0 || state.locked_until !== null) await clearPinFailures(q, userId);
    // an older key's hash (or a legacy scrypt one) moves to the current key
    if (verdict.rehash !== undefined) await updatePinHash(q, userId, verdict.rehash);
    return null;
  }
  const wrong = failed + 1;
  const lockUntil = wrong >= PIN_MAX_WRONG ? nowMs + PIN_LOCK_SECONDS * 1000 : null;
  await updatePinFailures(q, userId, lockUntil === null ? wrong : 0, lockUntil);
  if (lockUntil !== null) return locked(lockUntil, nowMs);
  return refuse(ErrCode.pinWrong, 'The transaction PIN is not correct.', { attemptsLeft: PIN_MAX_WRONG - wrong });
}

/**
 * Checks the transaction PIN (HMAC under the pepper key, security/pinHash.ts). Refusals: pinRequired,
 * pinWrong (data.attemptsLeft), pinLocked (data.retryAfterSeconds). A right PIN clears the count.
 */
export async function checkTransactionPin(
  deps: Pick<Deps, 'db' | 'keys' | 'pinPeppers'>,
  userId: string,
  pin: string | undefined,
  nowMs: number,
): Promise<void> {
  if (pin === undefined) throw refuse(ErrCode.pinRequired, 'Enter your transaction PIN.');
  const { db } = deps;
  const ring = pinRingOf(deps);
  const refusal = await oneAtATime(`pin:${userId}`, () =>
    // PGlite is one process: the queue is enough, and no transaction holds its only connection
    // through the check. PostgreSQL may be shared by several processes: the row lock serializes
    // (held for an HMAC now, microseconds, no longer for a 0.4 s scrypt).
    db.kind === 'postgres'
      ? db.transaction((tx) => judge(tx, ring, userId, pin, nowMs, true))
      : judge(db, ring, userId, pin, nowMs, false),
  );
  if (refusal !== null) throw refusal;
}
