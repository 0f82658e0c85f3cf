import { expect } from 'vitest';
import type { OutboxMessage, OutboxPurpose } from '../../../server/outbox/outbox';
import type { TestServer } from './server';

/** The sandbox outbox API (/sandbox/v1/outbox), newest first. */
export async function readOutbox(
  server: TestServer,
  query: { recipient?: string; purpose?: OutboxPurpose; limit?: number } = {},
): Promise<OutboxMessage[]> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  const response = await fetch(`${server.url}/sandbox/v1/outbox?${params.toString()}`);
  expect(response.status).toBe(200);
  const envelope = (await response.json()) as { data: { messages: OutboxMessage[] } };
  return envelope.data.messages;
}

/** The code of the newest message to `recipient` for `purpose`. */
export async function latestOtp(server: TestServer, recipient: string, purpose: OutboxPurpose): Promise<string> {
  const [message] = await readOutbox(server, { recipient, purpose, limit: 1 });
  if (message?.otp == null) throw new Error(`no ${purpose} code was sent to ${recipient}`);
  return message.otp;
}

let sequence = 0;
/** A 10-digit mobile number no other test uses, so the outbox can be read per test. */
export function uniquePhone(): string {
  sequence += 1;
  return `79${String(process.pid % 10000).padStart(4, '0')}${String(sequence).padStart(4, '0')}`;
}
