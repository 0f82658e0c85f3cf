import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import {
  receiptDocumentSchema,
  receiptVerificationSchema,
  statementSchema,
  type ReceiptDocument,
} from '../../../src/api/contract/receipts';
import type { TransactionResult } from '../../../src/api/contract/transactions';
import { parseMajor } from '../../../server/ledger/ledger';
import { demoUser } from '../../../server/seed/demoUsers';
import { maskIdentifier, maskName } from '../../../server/receipts/receipts';
import { receiptToken, referenceOfToken } from '../../../server/receipts/receiptToken';
import { backends, testKeys } from '../support/backends';
import { withTestServer } from '../support/server';
import { callerFor, type Caller } from '../support/transact';

/**
 * requirements#receipt-pdf, #receipt-verification: a receipt of the user's own with its token; the
 * public check tells status, amount, date and masked parties to whoever holds the token, and a
 * tampered or foreign token reads exactly like one that never existed; a month of the passbook.
 */

describe('receipt tokens', () => {
  const reference = 'TX000000000000000042';
  it('round-trips a reference and refuses every one-character change', () => {
    const token = receiptToken(testKeys.receipt, reference);
    expect(token).toMatch(/^[A-Za-z0-9_-]{70}$/);
    expect(referenceOfToken(testKeys.receipt, token)).toBe(reference);
    for (let i = 0; i < token.length; i++) {
      const swapped = token[i] === 'A' ? 'B' : 'A';
      expect(referenceOfToken(testKeys.receipt, token.slice(0, i) + swapped + token.slice(i + 1))).toBeUndefined();
    }
    expect(referenceOfToken(testKeys.receipt, token.slice(0, 69))).toBeUndefined();
    // another key (another server's secret) vouches for nothing here
    expect(referenceOfToken(testKeys.otp, token)).toBeUndefined();
  });

  it('masks names to initials and identifiers to their last two characters', () => {
    expect(maskName('Ahmed Karim')).toBe('A**** K****');
    expect(maskName('  سارا   ')).toBe('س***');
    expect(maskIdentifier('7701000002')).toBe('********02');
    expect(maskIdentifier('7')).toBe('**');
  });
});

describe.each(backends)('receipts on $name', (backend) => {
  const env = withTestServer(backend);
  /** the agent pays (cash in), the consumer is paid */
  let consumer: Caller;
  let recipient: Caller;
  let sent: TransactionResult;

  const issue = (caller: Caller, json: unknown) =>
    caller.client.call('POST', paths.receipt, { userToken: caller.token, json });
  const verify = async (token: string) => {
    const response = await fetch(`${env.server.url}/api/${paths.receiptVerification(token)}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    consumer = await callerFor(env.server, 'agent');
    recipient = await callerFor(env.server, 'consumer');
    sent = await consumer.receipt({ serviceCode: 'CASH_IN_BY_AGENT', recipientMobile: '7701000001', amount: '1250' });
    expect(sent.status).toBe(1);
  });

  it('issues the payer’s receipt with the transaction and a token that verifies it', async () => {
    const result = await issue(consumer, { transactionId: sent.transactionId });
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    const doc: ReceiptDocument = v.parse(receiptDocumentSchema, result.envelope.data);
    expect(doc.transaction).toMatchObject({ transactionId: sent.transactionId, direction: 'debit', status: 1 });
    expect(parseMajor(doc.transaction.amount)).toBe(parseMajor('1250'));
    expect(doc.token).toBe(receiptToken(testKeys.receipt, sent.transactionId));
  });

  it('issues the payee’s receipt of the same transaction (their side), and nobody else’s', async () => {
    const payee = await issue(recipient, { transactionId: sent.transactionId });
    expect(payee.status).toBe(200);
    expect(v.parse(receiptDocumentSchema, payee.envelope.data).transaction.direction).toBe('credit');
    const stranger = await callerFor(env.server, 'merchant');
    const foreign = await issue(stranger, { transactionId: sent.transactionId });
    const unknown = await issue(stranger, { transactionId: 'TX999999999999999999' });
    expect(foreign.status).toBe(404);
    // the same answer as for a transaction that does not exist: existence is not revealed
    expect(foreign.envelope).toEqual(unknown.envelope);
  });

  it('refuses a malformed request and an anonymous one without a 5xx', async () => {
    for (const json of [{}, { transactionId: 'TX1' }, { transactionId: 42 }, null]) {
      const result = await issue(consumer, json);
      expect(result.status).toBe(400);
      expect(result.envelope.errCode).toBe(ErrCode.validationFailed);
    }
    const anonymous = await consumer.client.call('POST', paths.receipt, {
      json: { transactionId: sent.transactionId },
    });
    expect(anonymous.status).toBeGreaterThanOrEqual(400);
    expect(anonymous.status).toBeLessThan(500);
  });

  it('tells anyone holding the token the status, amount, date and masked parties — nothing more', async () => {
    const { status, body } = await verify(receiptToken(testKeys.receipt, sent.transactionId));
    expect(status).toBe(200);
    const data = v.parse(receiptVerificationSchema, body.data);
    expect(data.status).toBe('paid');
    expect(parseMajor(data.amount)).toBe(parseMajor('1250'));
    expect(data.currency).toBe(sent.currency);
    expect(data.createdAt).toBe(new Date(sent.createdAt).toISOString());
    expect(data.payer).toMatch(/^\S\*+( \S\*+)*$/);
    expect(data.payee).toMatch(/\*/);
    // no reference, no full name, no identifier, no balance
    const text = JSON.stringify(body);
    expect(text).not.toContain(sent.transactionId);
    expect(text).not.toContain('7701000001');
    expect(text).not.toContain('balance');
  });

  it('answers a tampered, truncated or forged token exactly like a receipt that never existed', async () => {
    const token = receiptToken(testKeys.receipt, sent.transactionId);
    const never = await verify(receiptToken(testKeys.receipt, 'TX999999999999999999'));
    expect(never.status).toBe(404);
    expect(never.body.errCode).toBe(ErrCode.notFound);
    const tampered = token.slice(0, 40) + (token[40] === 'x' ? 'y' : 'x') + token.slice(41);
    const forged = receiptToken(testKeys.otp, sent.transactionId);
    for (const bad of [tampered, forged, token.slice(0, 50), `${token}A`, 'not-a-token', '%00']) {
      const answer = await verify(bad);
      expect(answer.status, bad).toBe(404);
      expect(answer.body).toEqual(never.body);
    }
  });

  it('prints a month of the passbook, oldest first, whose balances chain from opening to closing', async () => {
    const month = new Date(sent.createdAt).toISOString().slice(0, 7);
    const result = await consumer.client.call('POST', paths.statement, { userToken: consumer.token, json: { month } });
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    const statement = v.parse(statementSchema, result.envelope.data);
    expect(statement.month).toBe(month);
    expect(statement.holder.identifier).toBe(demoUser('agent').userIdentifier);
    expect(statement.rows.map((r) => r.transactionId)).toContain(sent.transactionId);
    let balance = parseMajor(statement.openingBalance);
    for (const row of statement.rows) {
      balance += (row.direction === 'credit' ? 1n : -1n) * parseMajor(row.amount);
      expect(parseMajor(row.balanceAfter ?? 'x')).toBe(balance);
    }
    expect(balance).toBe(parseMajor(statement.closingBalance));
    // a month long before the wallet opened is empty, its balances zero
    const empty = await consumer.client.call('POST', paths.statement, {
      userToken: consumer.token,
      json: { month: '2001-02' },
    });
    expect(v.parse(statementSchema, empty.envelope.data)).toMatchObject({
      rows: [],
      openingBalance: '0.00',
      closingBalance: '0.00',
      truncated: false,
    });
    for (const json of [{ month: '2026-13' }, { month: '0000-01' }, { month: 202611 }, {}]) {
      const bad = await consumer.client.call('POST', paths.statement, { userToken: consumer.token, json });
      expect(bad.status, JSON.stringify(json)).toBe(400);
    }
  });
});
