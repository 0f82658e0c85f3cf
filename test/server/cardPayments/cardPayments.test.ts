import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cardCallbackResultSchema,
  cardSessionSchema,
  type CardCallback,
  type CardSession,
} from '../../../src/api/contract/cardPayments';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { headerNames } from '../../../src/api/contract/headers';
import * as paths from '../../../src/api/contract/paths';
import { transactionResultSchema } from '../../../src/api/contract/transactions';
import { signCallback } from '../../../server/cardPayments/callback';
import { paymentTokens } from '../../../server/cardPayments/paymentTokens';
import { demoUser } from '../../../server/seed/demoUsers';
import { backends, testKeys } from '../support/backends';
import type { CallResult } from '../support/client';
import { readOutbox } from '../support/outbox';
import { withTestServer } from '../support/server';
import { balanceOfLogin, ledgerTotal, newRequestId } from '../support/services';
import { callerFor, type Caller } from '../support/transact';
import portalConfig from '../../../public/portal-config.json';

it('ships the payment tokens the sandbox expects in the portal configuration', () => {
  expect(portalConfig.paymentTokens).toEqual(paymentTokens);
});

/** requirements#payment-results: load money by card through the sandbox gateway, credited once. */
describe.each(backends)('load money by card on $name', (backend) => {
  const env = withTestServer(backend);
  let consumer: Caller;
  let other: Caller;
  const login = 'consumer';
  const phone = demoUser(login).phone!;

  beforeAll(async () => {
    consumer = await callerFor(env.server, login);
    other = await callerFor(env.server, 'agent');
  });

  const balance = () => balanceOfLogin(env.server.db, login);

  /** a payment path with its payment token, as the portal's gateway sends it */
  const pay = (caller: Caller, path: string, json: unknown, token: string | null = null) =>
    caller.client.call('POST', path, {
      userToken: caller.token,
      json,
      headers: {
        [headerNames.authorization]: `Basic ${token ?? (path === paths.cardCallback ? paymentTokens.callback : paymentTokens.gateway)}`,
      },
    });

  const data = <T>(schema: v.GenericSchema<unknown, T>, result: CallResult): T => {
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    expect(result.envelope.responseCode, JSON.stringify(result.envelope)).toBe(0);
    return v.parse(schema, result.envelope.data);
  };

  /** the wizard's Submit of a load-money by card: the hand-off to the card page */
  async function start(amount = '40000', caller = consumer, requestId = newRequestId()): Promise<string> {
    const result = await caller.submit(
      { serviceCode: 'LOAD_MONEY', source: 'card', amount, userIdentifier: caller === consumer ? '1000000001' : null },
      { nonce: true, requestId },
    );
    const receipt = data(transactionResultSchema, result);
    expect(receipt.status).toBe(0);
    const url = receipt.details.paymentUrl!;
    expect(url).toMatch(/^\/payment-gateway\?session=CP[A-Za-z0-9_-]{22}$/);
    return new URL(url, 'http://x').searchParams.get('session')!;
  }

  const card = (sessionId: string, cardNumber = '4111 1111 1111 1111', expiry = '12/39', cvv = '123') =>
    pay(consumer, paths.cardDetails, { sessionId, cardNumber, expiry, cvv });

  const latestCode = async () => {
    const [message] = await readOutbox(env.server, { recipient: phone, purpose: 'transaction', limit: 1 });
    return message!.otp!;
  };

  const callbackOf = (session: CardSession): CardCallback => {
    const url = new URL(session.returnUrl!, 'http://x');
    return {
      session: url.searchParams.get('session')!,
      result: url.searchParams.get('result') as CardCallback['result'],
      ts: url.searchParams.get('ts')!,
      sig: url.searchParams.get('sig')!,
    };
  };

  /** card → code → authorized: the signed success callback the gateway returns with */
  async function authorized(amount = '40000'): Promise<{ sessionId: string; callback: CardCallback }> {
    const sessionId = await start(amount);
    const waiting = data(cardSessionSchema, await card(sessionId));
    expect(waiting.status).toBe('awaiting_otp');
    const done = data(cardSessionSchema, await pay(consumer, paths.cardOtp, { sessionId, otp: await latestCode() }));
    expect(done.status).toBe('authorized');
    expect(done.returnUrl).toMatch(/^\/payment-success\?session=/);
    return { sessionId, callback: callbackOf(done) };
  }

  it('hands the card source off to the card page: a pending receipt, no money moved, the same key the same session', async () => {
    const before = await balance();
    const requestId = newRequestId();
    const first = await start('25000', consumer, requestId);
    expect(await start('25000', consumer, requestId)).toBe(first);
    expect(await balance()).toBe(before);
    const session = data(cardSessionSchema, await pay(consumer, paths.cardSession, { sessionId: first }));
    expect(session).toMatchObject({ amount: '25000.00', fee: '0.00', total: '25000.00', status: 'created' });
    expect(session.returnUrl).toBeNull();
  });

  it('credits the wallet once: the verified success, refreshed or replayed, answers the same transaction', async () => {
    const before = await balance();
    const totalBefore = await ledgerTotal(env.server.db);
    const { callback } = await authorized('40000');
    // authorized is not credited yet: only the verified callback credits
    expect(await balance()).toBe(before);
    const first = data(cardCallbackResultSchema, await pay(consumer, paths.cardCallback, callback));
    expect(first).toMatchObject({ result: 'success', amount: '40000.00', cardLast4: '1111', failureReason: null });
    expect(first.transactionId).toMatch(/^TX\d{18}$/);
    expect(await balance()).toBe(before + 4_000_000n);
    const again = await Promise.all([
      pay(consumer, paths.cardCallback, callback),
      pay(consumer, paths.cardCallback, callback),
    ]);
    for (const result of again) {
      expect(data(cardCallbackResultSchema, result).transactionId).toBe(first.transactionId);
    }
    expect(await balance()).toBe(before + 4_000_000n);
    expect(await ledgerTotal(env.server.db)).toBe(totalBefore);
    // the transaction is the user's own, with the card's last four digits only
    const detail = await consumer.client.call('POST', paths.transactionDetail, {
      userToken: consumer.token,
      json: { transactionId: first.transactionId },
    });
    expect(JSON.stringify(detail.envelope)).toContain('•••• 1111');
    expect(JSON.stringify(detail.envelope)).not.toContain('4111111111111111');
  });

  it('changes nothing for a bad signature, an altered result or another user', async () => {
    const before = await balance();
    const { callback } = await authorized('15000');
    const refusals: CallResult[] = [
      await pay(consumer, paths.cardCallback, {
        ...callback,
        sig: `${callback.sig.slice(0, 42)}${callback.sig.endsWith('A') ? 'B' : 'A'}`,
      }),
      await pay(consumer, paths.cardCallback, { ...callback, ts: String(Number(callback.ts) + 1) }),
      await pay(consumer, paths.cardCallback, { ...callback, result: 'fail' }),
      // signed with another key: a made-up callback
      await pay(consumer, paths.cardCallback, signCallback(Buffer.alloc(32, 7), { ...callback })),
      // another user's session: not theirs to verify
      await pay(other, paths.cardCallback, callback),
    ];
    for (const refused of refusals) {
      expect(refused.envelope, JSON.stringify(refused.envelope)).toMatchObject({
        responseCode: 1,
        errCode: ErrCode.paymentCallbackInvalid,
      });
    }
    expect(await balance()).toBe(before);
    // a success the gateway never gave (the session still waits for its code) is refused too
    const waiting = await start('15000');
    const forged = signCallback(testKeys.paymentCallback, { session: waiting, result: 'success', ts: '1' });
    expect((await pay(consumer, paths.cardCallback, forged)).envelope.errCode).toBe(ErrCode.paymentCallbackInvalid);
    expect(await balance()).toBe(before);
  });

  it('requires the payment tokens: the gateway token on the card page, the callback token on the verification', async () => {
    const sessionId = await start('5000');
    const wrong = await pay(consumer, paths.cardSession, { sessionId }, paymentTokens.callback);
    expect(wrong.status).toBe(403);
    expect(wrong.envelope.errCode).toBe(ErrCode.paymentTokenInvalid);
    const none = await consumer.client.call('POST', paths.cardSession, {
      userToken: consumer.token,
      json: { sessionId },
    });
    expect(none.status).toBe(403);
    const { callback } = await authorized('5000');
    expect((await pay(consumer, paths.cardCallback, callback, paymentTokens.gateway)).status).toBe(403);
  });

  it('judges the card without keeping it: Luhn, expiry and security code; a sandbox decline fails the session', async () => {
    const sessionId = await start('20000');
    const bad = await card(sessionId, '4111 1111 1111 1112', '01/20', '12');
    expect(bad.status).toBe(400);
    const fields = (bad.envelope.data as { errors: Array<{ field: string; code: string }> }).errors;
    expect(fields.map((e) => [e.field, e.code])).toEqual([
      ['cardNumber', 'luhn'],
      ['expiry', 'expired'],
      ['cvv', 'format'],
    ]);
    const before = await balance();
    const declined = data(cardSessionSchema, await card(sessionId, '4000 0000 0000 0002'));
    expect(declined).toMatchObject({ status: 'failed', cardLast4: null });
    expect(declined.returnUrl).toMatch(/^\/payment-fail\?/);
    const result = data(cardCallbackResultSchema, await pay(consumer, paths.cardCallback, callbackOf(declined)));
    expect(result).toMatchObject({ result: 'fail', failureReason: 'declined', transactionId: null });
    expect(await balance()).toBe(before);
    // the session is over: another card changes nothing
    const later = data(cardSessionSchema, await card(sessionId));
    expect(later.status).toBe('failed');
    // no card number is stored anywhere
    const { rows } = await env.server.db.query<{ row: string }>(
      'SELECT row_to_json(s)::text AS row FROM card_payment_sessions s',
    );
    expect(rows.map((r) => r.row).join('\n')).not.toMatch(/4111111111111111|4000000000000002/);
  });

  it('counts wrong codes: two wrong ones say how many are left, the third fails the session', async () => {
    const before = await balance();
    const sessionId = await start('30000');
    data(cardSessionSchema, await card(sessionId));
    const code = await latestCode();
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (const attemptsLeft of [2, 1]) {
      const wrong = await pay(consumer, paths.cardOtp, { sessionId, otp: wrongCode });
      expect(wrong.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.otpInvalid, data: { attemptsLeft } });
    }
    const last = data(cardSessionSchema, await pay(consumer, paths.cardOtp, { sessionId, otp: wrongCode }));
    expect(last.status).toBe('failed');
    const result = data(cardCallbackResultSchema, await pay(consumer, paths.cardCallback, callbackOf(last)));
    expect(result.failureReason).toBe('otpAttempts');
    // the right code is too late now
    const late = await pay(consumer, paths.cardOtp, { sessionId, otp: code });
    expect(late.envelope.errCode).toBe(ErrCode.paymentSessionClosed);
    expect(await balance()).toBe(before);
  });

  it('resends the code only after the wait, and a session left open expires', async () => {
    const sessionId = await start('10000');
    const waiting = data(cardSessionSchema, await card(sessionId));
    expect(waiting.otp).toMatchObject({ attemptsLeft: 3, destination: '•••••••001' });
    const early = await pay(consumer, paths.cardOtpResend, { sessionId });
    expect(early.envelope.errCode).toBe(ErrCode.otpResendTooSoon);
    const first = await latestCode();
    env.server.clock.advance(31_000);
    data(cardSessionSchema, await pay(consumer, paths.cardOtpResend, { sessionId }));
    const second = await latestCode();
    if (first !== second) {
      const stale = await pay(consumer, paths.cardOtp, { sessionId, otp: first });
      expect(stale.envelope.errCode).toBe(ErrCode.otpInvalid);
    }
    env.server.clock.advance(15 * 60_000);
    const expired = data(cardSessionSchema, await pay(consumer, paths.cardSession, { sessionId }));
    expect(expired.status).toBe('failed');
    const result = data(cardCallbackResultSchema, await pay(consumer, paths.cardCallback, callbackOf(expired)));
    expect(result.failureReason).toBe('expired');
  });

  it('cancels from the card page, and keeps every session to its user', async () => {
    const sessionId = await start('10000');
    const theirs = await pay(other, paths.cardSession, { sessionId });
    expect(theirs.status).toBe(404);
    const cancelled = data(cardSessionSchema, await pay(consumer, paths.cardCancel, { sessionId }));
    expect(cancelled.status).toBe('failed');
    const result = data(cardCallbackResultSchema, await pay(consumer, paths.cardCallback, callbackOf(cancelled)));
    expect(result.failureReason).toBe('cancelled');
    const garbage = await pay(consumer, paths.cardDetails, { sessionId: 'CP\u{D800}', cardNumber: 1 });
    expect(garbage.status).toBe(400);
  });
});
