import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { otpDeliverySchema } from '../../../src/api/contract/account';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { importMaskKey, maskValue } from '../../../src/api/contract/requestSecurity';
import { transactionResultSchema } from '../../../src/api/contract/transactions';
import { parseMajor } from '../../../server/ledger/ledger';
import { DEMO_PIN, demoUser } from '../../../server/seed/demoUsers';
import { backends } from '../support/backends';
import { latestOtp, readOutbox } from '../support/outbox';
import { withTestServer } from '../support/server';
import { balanceOfLogin, newRequestId, PNG_BYTES, upload } from '../support/services';
import { callerFor, masked, withNonce, type Caller } from '../support/transact';

/** The Submit's protections: the PIN and its lock, the payer's code, masking, nonce, idempotency, limits. */
describe.each(backends)('transaction security on $name', (backend) => {
  const env = withTestServer(backend);
  let consumer: Caller;
  let enterprise: Caller;
  const p2p = (amount = '1000') => ({
    serviceCode: 'P2P_MONEY_TRANSFER_REG_USER',
    recipientMobile: '7701000002',
    amount,
  });
  const entriesFor = async (transactionId: string) =>
    (
      await env.server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM journal_entries j JOIN transactions t ON t.entry_id = j.id WHERE t.public_id = $1`,
        [transactionId],
      )
    ).rows[0]?.n;

  beforeAll(async () => {
    consumer = await callerFor(env.server, 'consumer');
    enterprise = await callerFor(env.server, 'enterprise');
  });

  it('locks payments for 15 minutes after five wrong PINs in a row; a right PIN clears the count', async () => {
    const teller = await callerFor(env.server, 'teller');
    const b2b = { serviceCode: 'B2B_TRANSFER', businessId: '1000000008', amount: '10000', reference: 'T-1' };
    const wrong = async () => (await teller.submit(b2b, { pin: await masked('1357') })).envelope;
    expect(await wrong()).toMatchObject({ errCode: ErrCode.pinWrong, data: { attemptsLeft: 4 } });
    expect((await teller.submit(b2b)).envelope.responseCode).toBe(0); // a right PIN clears the count
    for (const left of [4, 3, 2, 1])
      expect(await wrong()).toMatchObject({ errCode: ErrCode.pinWrong, data: { attemptsLeft: left } });
    expect(await wrong()).toMatchObject({ errCode: ErrCode.pinLocked, data: { retryAfterSeconds: 900 } });
    env.server.clock.advance(60_000);
    const stillLocked = (await teller.submit(b2b)).envelope;
    expect(stillLocked).toMatchObject({ errCode: ErrCode.pinLocked, data: { retryAfterSeconds: 840 } });
    expect(stillLocked.message).toBe('Too many wrong PINs. Payments are locked for 14 minutes.');
    env.server.clock.advance(14 * 60_000);
    expect((await teller.submit(b2b)).envelope.responseCode).toBe(0);
    expect((await teller.submit(b2b, { pin: null })).envelope.errCode).toBe(ErrCode.pinRequired);
    await env.server.db.query("UPDATE users SET pin_hash = NULL WHERE login = 'teller'");
    expect((await teller.submit(b2b)).envelope).toMatchObject({
      errCode: ErrCode.pinRequired,
      message: 'Set a transaction PIN first.',
    });
  });

  it('refuses the PIN unmasked, tampered or masked with another key, before anything is counted', async () => {
    const plain = await consumer.submit(p2p(), { pin: DEMO_PIN });
    expect(plain.status).toBe(400);
    expect(plain.envelope).toMatchObject({
      errCode: ErrCode.maskedValueInvalid,
      data: { errors: [{ field: 'pin', code: 'masked' }] },
    });
    const good = await masked(DEMO_PIN);
    const tampered = `${good.slice(0, -3)}${good.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`;
    expect((await consumer.submit(p2p(), { pin: tampered })).envelope.errCode).toBe(ErrCode.maskedValueInvalid);
    const otherKey = await importMaskKey(Buffer.alloc(32, 1).toString('base64'));
    const foreign = await maskValue(otherKey, DEMO_PIN);
    expect((await consumer.submit(p2p(), { pin: foreign })).envelope.errCode).toBe(ErrCode.maskedValueInvalid);
    expect((await consumer.submit(p2p(), { pin: await masked('12ab') })).status).toBe(400);
    // a card number is masked too, in a quote as in a submit
    const card = await consumer.quote({
      serviceCode: 'LOAD_MONEY',
      source: 'card',
      cardNumber: '4111111111111111',
      cardExpiry: '10/38',
      cardHolder: 'Layla Hassan',
      cvv: await masked('123'),
      amount: '10000',
    });
    expect(card.envelope).toMatchObject({
      errCode: ErrCode.maskedValueInvalid,
      data: { errors: [{ field: 'cardNumber' }] },
    });
    // a field the form chose to encrypt (not in maskRequestParam) is opened as well
    const note = await consumer.receipt({ ...p2p(), note: await masked('for the taxi') });
    expect(note.details.note).toBe('for the taxi');
  });

  it('requires ts and checksum where the form sets nonce, and checks them wherever they are sent', async () => {
    const bank = v.parse(
      v.object({ options: v.array(v.object({ value: v.string() })) }),
      (await enterprise.client.call('POST', paths.linkedBanks, { userToken: enterprise.token })).envelope.data,
    ).options[0]?.value;
    const cashOut = { serviceCode: 'BANK_CASH_OUT', bankAccountId: bank, amount: '20000' };
    const missing = await enterprise.submit(cashOut);
    expect(missing.status).toBe(400);
    expect(missing.envelope).toMatchObject({
      errCode: ErrCode.checksumInvalid,
      data: { errors: [{ code: 'required' }] },
    });
    const now = String(env.server.clock.now());
    const signed = await withNonce({ ...cashOut, requestId: newRequestId(), pin: await masked(DEMO_PIN) }, now);
    const submit = (json: unknown) =>
      enterprise.client.call('POST', paths.transactionSubmit, { userToken: enterprise.token, json });
    expect((await submit({ ...signed, amount: '20001' })).envelope.errCode).toBe(ErrCode.checksumInvalid);
    expect((await submit({ ...signed, checksum: 'f'.repeat(64) })).envelope.errCode).toBe(ErrCode.checksumInvalid);
    expect((await submit({ ...signed, checksum: 'not hex' })).envelope.errCode).toBe(ErrCode.checksumInvalid);
    const stale = await withNonce(
      { ...cashOut, requestId: newRequestId(), pin: await masked(DEMO_PIN) },
      String(env.server.clock.now() - 5 * 60_000 - 1),
    );
    expect((await submit(stale)).envelope.errCode).toBe(ErrCode.nonceExpired);
    const iso = await withNonce(
      { ...cashOut, requestId: newRequestId(), pin: await masked(DEMO_PIN) },
      new Date(env.server.clock.now()).toISOString(),
    );
    expect((await submit(iso)).envelope.responseCode).toBe(0);
    expect((await submit(signed)).envelope.responseCode).toBe(0);
    // a service without nonce: optional, but verified when present
    expect((await consumer.submit(p2p())).envelope.responseCode).toBe(0);
    const bad = await consumer.client.call('POST', paths.transactionQuote, {
      userToken: consumer.token,
      json: { ...p2p(), ts: now, checksum: '0'.repeat(64) },
    });
    expect(bad.envelope.errCode).toBe(ErrCode.checksumInvalid);
  });

  it('answers a retried submit with the first result and posts once; another body under the same requestId conflicts', async () => {
    const before = await balanceOfLogin(env.server.db, 'consumer');
    const requestId = newRequestId();
    const first = await consumer.receipt(p2p('2000'), { requestId });
    // the retry carries a freshly masked PIN (another ciphertext): still the same request
    const again = await consumer.receipt(p2p('2000'), { requestId });
    expect(again).toEqual(first);
    expect(await entriesFor(first.transactionId)).toBe(1);
    expect(await balanceOfLogin(env.server.db, 'consumer')).toBe(before - parseMajor(first.total));
    const conflict = await consumer.submit(p2p('2001'), { requestId });
    expect(conflict.envelope).toMatchObject({
      responseCode: 1,
      errCode: ErrCode.idempotencyConflict,
      data: { transactionId: first.transactionId },
    });
    const otherService = await consumer.submit(
      { serviceCode: 'SEND_MONEY', recipientMobile: '7701000002', amount: '2000' },
      { requestId },
    );
    expect(otherService.envelope.errCode).toBe(ErrCode.idempotencyConflict);
    // the same requestId is another user's own
    const agent = await callerFor(env.server, 'agent');
    const theirs = await agent.receipt(
      { serviceCode: 'AGENT_TO_AGENT_TRANSFER', recipientMobile: '7701000004', amount: '10000' },
      { requestId },
    );
    expect(theirs.transactionId).not.toBe(first.transactionId);
  });

  it('posts once when the same submit arrives several times at once', async () => {
    const before = await balanceOfLogin(env.server.db, 'consumer');
    const requestId = newRequestId();
    const results = await Promise.all(Array.from({ length: 6 }, () => consumer.submit(p2p('3000'), { requestId })));
    const receipts = results.map((r) => v.parse(transactionResultSchema, r.envelope.data));
    expect(new Set(receipts.map((r) => r.transactionId)).size).toBe(1);
    const [receipt] = receipts;
    expect(await entriesFor(receipt?.transactionId ?? '')).toBe(1);
    expect(await balanceOfLogin(env.server.db, 'consumer')).toBe(before - parseMajor(receipt?.total ?? '0'));
  });

  it('confirms an agent’s cash-out with a code sent to the customer, bound to that transaction', async () => {
    const agent = await callerFor(env.server, 'agent');
    const customer = demoUser('consumer');
    const requestId = newRequestId();
    const body = { serviceCode: 'CASH_OUT_BY_AGENT', customerMobile: '9647701000001', amount: '20000' };
    const ask = (json: unknown) => agent.client.call('POST', paths.transactionOtp, { userToken: agent.token, json });
    const delivery = v.parse(otpDeliverySchema, (await ask({ ...body, requestId })).envelope.data);
    expect(delivery).toMatchObject({ channel: 'sms', destination: `•••••••${customer.phone.slice(-3)}`, length: 6 });
    const [sms] = await readOutbox(env.server, { recipient: customer.phone, purpose: 'transaction', limit: 1 });
    expect(sms?.body).toMatch(
      /^Ahmed Kareem \(agent 1000000003\) is paying you 20000\.00 IQD in cash from your wallet \(fee 600\.00 IQD\)\. Your Wallet transaction code is \d{6}\. It expires in 3 minutes\./,
    );
    const code = sms?.otp ?? '';
    const submit = async (json: Record<string, unknown>, otp: string, otpRequestId?: string) =>
      agent.client.call('POST', paths.transactionSubmit, {
        userToken: agent.token,
        json: { ...json, requestId, otp: await masked(otp), ...(otpRequestId === undefined ? {} : { otpRequestId }) },
      });
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await submit(body, wrongCode)).envelope).toMatchObject({
      errCode: ErrCode.otpInvalid,
      data: { attemptsLeft: 4 },
    });
    // the code approves this amount only
    expect((await submit({ ...body, amount: '20001' }, code)).envelope).toMatchObject({
      errCode: ErrCode.otpInvalid,
      message: 'Ask for a code first.',
    });
    expect((await ask({ ...body, requestId })).envelope.errCode).toBe(ErrCode.otpResendTooSoon);
    env.server.clock.advance(30_000);
    const resent = v.parse(otpDeliverySchema, (await ask(body)).envelope.data);
    expect(resent.requestId).not.toBe(delivery.requestId);
    expect((await submit(body, code)).envelope.errCode).toBe(ErrCode.otpInvalid); // replaced by the resend
    const fresh = await latestOtp(env.server, customer.phone, 'transaction');
    // the code request's id, when sent, must be that code's
    const otherRequest = await agent.client.call('POST', paths.transactionSubmit, {
      userToken: agent.token,
      json: { ...body, requestId, otp: await masked(fresh), otpRequestId: delivery.requestId },
    });
    expect(otherRequest.envelope.message).toBe('This code is no longer valid. Ask for a new code.');
    const before = await balanceOfLogin(env.server.db, 'consumer');
    const done = await submit(body, fresh, resent.requestId);
    expect(done.envelope).toMatchObject({ responseCode: 0, data: { status: 1, amount: '20000.00', fee: '600.00' } });
    expect(await balanceOfLogin(env.server.db, 'consumer')).toBe(before - parseMajor('20600'));
    // a code works once: another transaction needs its own
    const again = await agent.client.call('POST', paths.transactionSubmit, {
      userToken: agent.token,
      json: { ...body, requestId: newRequestId(), otp: await masked(fresh) },
    });
    expect(again.envelope.errCode).toBe(ErrCode.otpInvalid);
    // the customer's balance is theirs: a refusal does not tell it to the agent
    const tooMuch = await agent.client.call('POST', paths.transactionSubmit, {
      userToken: agent.token,
      json: { ...body, amount: '4000000', requestId: newRequestId(), otp: await masked('123456') },
    });
    expect(tooMuch.envelope).toMatchObject({ errCode: ErrCode.otpInvalid });
    // nor a quote (the submit checks, once the customer's code approved it)
    expect((await agent.quote({ ...body, amount: '4000000' })).envelope.responseCode).toBe(0);
    const code2 = await (async () => {
      await ask({ ...body, amount: '4000000' });
      return latestOtp(env.server, customer.phone, 'transaction');
    })();
    const refused = await agent.client.call('POST', paths.transactionSubmit, {
      userToken: agent.token,
      json: { ...body, amount: '4000000', requestId: newRequestId(), otp: await masked(code2) },
    });
    expect(refused.envelope).toMatchObject({ errCode: ErrCode.insufficientFunds, data: null });
    const noCode = await agent.submit(body, { pin: null });
    expect(noCode.status).toBe(400);
    expect((await ask({ ...body, requestId: newRequestId(), customerMobile: '7701000008' })).envelope.errCode).toBe(
      ErrCode.recipientUnknown,
    );
    const notByCode = await ask({
      serviceCode: 'CASH_IN_BY_AGENT',
      recipientMobile: '7701000001',
      amount: '1000',
      requestId,
    });
    expect(notByCode.envelope.errCode).toBe(ErrCode.serviceUnknown);
    // resendSMS does not reissue a transaction code (it would not be bound to the transaction)
    const resend = await agent.client.call('POST', paths.resendSMS, { json: { requestId: delivery.requestId } });
    expect(resend.envelope.errCode).toBe(ErrCode.otpInvalid);
  });
});

describe.each(backends)('service rate limits on $name', (backend) => {
  const env = withTestServer(backend, {
    limits: {
      transactionSubmitsPerUserPerMinute: 2,
      transactionOtpsPerUserPerHour: 1,
      recipientLookupsPerUserPerHour: 2,
      fileUploadsPerUserPerHour: 1,
    },
  });

  it('limits submits, codes, look-ups and uploads per user', async () => {
    const consumer = await callerFor(env.server, 'consumer');
    const p2p = { serviceCode: 'P2P_MONEY_TRANSFER_REG_USER', recipientMobile: '7701000002', amount: '1000' };
    expect((await consumer.submit(p2p)).status).toBe(200);
    expect((await consumer.submit(p2p)).status).toBe(200);
    const limited = await consumer.submit(p2p);
    expect(limited.status).toBe(429);
    expect(limited.envelope.errCode).toBe(ErrCode.tooManyAttempts);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    const lookup = () =>
      consumer.client.call('POST', paths.getChildUserInfo, {
        userToken: consumer.token,
        json: { mobile: '7701000002' },
      });
    expect((await lookup()).status).toBe(200);
    expect((await lookup()).status).toBe(200);
    expect((await lookup()).status).toBe(429);
    const file = { bytes: PNG_BYTES, name: 'a.png', type: 'image/png' };
    expect((await upload(consumer.client, consumer.token, file)).status).toBe(200);
    expect((await upload(consumer.client, consumer.token, file)).status).toBe(429);
    const agent = await callerFor(env.server, 'agent');
    const ask = () =>
      agent.client.call('POST', paths.transactionOtp, {
        userToken: agent.token,
        json: {
          serviceCode: 'CASH_OUT_BY_AGENT',
          customerMobile: '7701000001',
          amount: '5000',
          requestId: newRequestId(),
        },
      });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });
});
