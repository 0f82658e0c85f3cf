import { isoTime, toDate, type Queryable } from '../db/types';

/**
 * The sandbox's outbox: every e-mail and SMS it "sends" is a row here instead of a delivery.
 * Testers read it at /sandbox/outbox, tests through /sandbox/v1/outbox. The server log never
 * carries a message body, code or link (secrets stay out of logs).
 */
export type OutboxChannel = 'sms' | 'email';
export type OutboxPurpose = 'activation' | 'password_reset' | 'pin_reset' | 'notice' | 'transaction';

export interface OutgoingMessage {
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

export interface OutboxMessage extends Required<Omit<OutgoingMessage, 'otp' | 'link' | 'linkData' | 'userId'>> {
  id: number;
  userId: string | null;
  otp: string | null;
  link: string | null;
  linkData: string | null;
  createdAt: string;
}

export async function send(q: Queryable, message: OutgoingMessage, nowMs: number): Promise<void> {
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

export interface OutboxQuery {
  recipient?: string;
  purpose?: OutboxPurpose;
  limit: number;
}

interface OutboxRow {
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

/** Newest first. */
export async function listOutbox(q: Queryable, query: OutboxQuery): Promise<OutboxMessage[]> {
  const { rows } = await q.query<OutboxRow>(
    `SELECT id::int AS id, channel, recipient, user_id::text AS user_id, purpose, subject, body, otp, link, link_data, created_at
       FROM outbox
      WHERE ($1::text IS NULL OR recipient = $1) AND ($2::text IS NULL OR purpose = $2)
      ORDER BY id DESC LIMIT $3`,
    [query.recipient ?? null, query.purpose ?? null, query.limit],
  );
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    userId: r.user_id,
    purpose: r.purpose,
    subject: r.subject,
    body: r.body,
    otp: r.otp,
    link: r.link,
    linkData: r.link_data,
    createdAt: toDate(r.created_at).toISOString(),
  }));
}

/** Masks a phone for display in answers: only the last three digits stay. */
export function maskPhone(phone: string): string {
  return `${'•'.repeat(Math.max(0, phone.length - 3))}${phone.slice(-3)}`;
}

/** Masks an address: first letter of the local part and the domain stay. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
