import { toDate, type Queryable } from '../db/types';
import { insertMessage, selectMessages, type NewMessageRow, type OutboxPurpose } from './outbox.repository';

/**
 * The sandbox's outbox: every e-mail and SMS it "sends" is a row here instead of a delivery.
 * Testers read it at /sandbox/outbox, tests through /sandbox/v1/outbox. The server log never
 * carries a message body, code or link (secrets stay out of logs).
 */
export type { OutboxChannel, OutboxPurpose } from './outbox.repository';
export { outboxPurposes } from './outbox.repository';

/** A message as the sandbox "sends" it: the row it becomes. */
export type OutgoingMessage = NewMessageRow;

export interface OutboxMessage extends Required<Omit<OutgoingMessage, 'otp' | 'link' | 'linkData' | 'userId'>> {
  id: number;
  userId: string | null;
  otp: string | null;
  link: string | null;
  linkData: string | null;
  createdAt: string;
}

export async function send(q: Queryable, message: OutgoingMessage, nowMs: number): Promise<void> {
  await insertMessage(q, message, nowMs);
}

export interface OutboxQuery {
  recipient?: string;
  purpose?: OutboxPurpose;
  limit: number;
}

/** Newest first. */
export async function listOutbox(q: Queryable, query: OutboxQuery): Promise<OutboxMessage[]> {
  const rows = await selectMessages(q, query);
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
