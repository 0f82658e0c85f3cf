import { isoTime, toDate, type Queryable } from '../db/types';
import type { CaptchaKind } from '../../src/api/contract/contactUs';

/** requirements#contact-us: captcha challenges and contact messages. */

export async function insertCaptcha(
  q: Queryable,
  captcha: { id: string; kind: CaptchaKind; answerHmac: string; nowMs: number; expiresAtMs: number },
): Promise<void> {
  await q.query(
    `INSERT INTO captcha_challenges (id, kind, answer_hmac, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [captcha.id, captcha.kind, captcha.answerHmac, isoTime(captcha.nowMs), isoTime(captcha.expiresAtMs)],
  );
}

/**
 * Marks a challenge used and answers its stored answer and expiry; undefined when there is no
 * such challenge or it was used before. One statement, so two messages cannot both use it.
 */
export async function useCaptcha(
  q: Queryable,
  id: string,
  nowMs: number,
): Promise<{ answerHmac: string; expiresAt: Date } | undefined> {
  const { rows } = await q.query<{ answer_hmac: string; expires_at: unknown }>(
    `UPDATE captcha_challenges SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING answer_hmac, expires_at`,
    [id, isoTime(nowMs)],
  );
  const row = rows[0];
  return row === undefined ? undefined : { answerHmac: row.answer_hmac, expiresAt: toDate(row.expires_at) };
}

/** Housekeeping: challenges that expired before `beforeMs` can never be used. */
export async function deleteCaptchasExpiredBefore(q: Queryable, beforeMs: number): Promise<void> {
  await q.query('DELETE FROM captcha_challenges WHERE expires_at < $1', [isoTime(beforeMs)]);
}

export interface NewContactMessage {
  reference: string;
  category: string;
  name: string;
  email: string | null;
  mobile: string | null;
  subject: string;
  message: string;
}

/** Stores a message; false when the reference is taken (the caller draws another). */
export async function insertContactMessage(q: Queryable, message: NewContactMessage, nowMs: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO contact_messages (reference, category, name, email, mobile, subject, message, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (reference) DO NOTHING`,
    [
      message.reference,
      message.category,
      message.name,
      message.email,
      message.mobile,
      message.subject,
      message.message,
      isoTime(nowMs),
    ],
  );
  return rowCount === 1;
}

export async function selectContactMessage(
  q: Queryable,
  reference: string,
): Promise<(NewContactMessage & { createdAt: string }) | undefined> {
  const { rows } = await q.query<{
    reference: string;
    category: string;
    name: string;
    email: string | null;
    mobile: string | null;
    subject: string;
    message: string;
    created_at: unknown;
  }>(
    `SELECT reference, category, name, email, mobile, subject, message, created_at FROM contact_messages WHERE reference = $1`,
    [reference],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  const { created_at: createdAt, ...rest } = row;
  return { ...rest, createdAt: toDate(createdAt).toISOString() };
}
