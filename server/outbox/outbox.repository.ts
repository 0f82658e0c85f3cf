import { isoTime, type Queryable } from '../db/types';

export type OutboxChannel = 'sms' | 'email';
/** `support`: the support inbox (contact-us messages, requirements#contact-us) */
export const outboxPurposes = [
  'activation',
  'password_reset',
  'pin_reset',
  'notice',
  'transaction',
  'support',
] as const;
export type OutboxPurpose = (typeof outboxPurposes)[number];

export interface NewMessageRow {
  channel: OutboxChannel;
  recipient: string;
  userId: string | null;
  purpose: OutboxPurpose;
  subject: string;
  body: string;
  otp?: string;
  link?: string;
  linkData?: string;
}

export interface OutboxRow {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  user_id: string | null;
  purpose: OutboxPurpose;
  subject: string;
  body: string;
  otp: string | null;
  link: string | null;
  link_data: string | null;
  created_at: unknown;
}

export async function insertMessage(q: Queryable, message: NewMessageRow, nowMs: number): Promise<void> {
  await q.query(
    `INSERT INTO outbox (channel, recipient, user_id, purpose, subject, body, otp, link, link_data, created_at)
     VALUES ($1, $2, $3::bigint, $4, $5, $6, $7, $8, $9, $10)`,
    [
      message.channel,
      message.recipient,
      message.userId,
      message.purpose,
      message.subject,
      message.body,
      message.otp ?? null,
      message.link ?? null,
      message.linkData ?? null,
      isoTime(nowMs),
    ],
  );
}

/** Newest first, filtered by recipient and purpose when given. */
export async function selectMessages(
  q: Queryable,
  query: { recipient?: string; purpose?: OutboxPurpose; limit: number },
): Promise<OutboxRow[]> {
  const { rows } = await q.query<OutboxRow>(
    `SELECT id::int AS id, channel, recipient, user_id::text AS user_id, purpose, subject, body, otp, link, link_data, created_at
       FROM outbox
      WHERE ($1::text IS NULL OR recipient = $1) AND ($2::text IS NULL OR purpose = $2)
      ORDER BY id DESC LIMIT $3`,
    [query.recipient ?? null, query.purpose ?? null, query.limit],
  );
  return rows;
}
