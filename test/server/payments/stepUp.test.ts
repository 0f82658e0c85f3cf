import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { validateLoginDataSchema, verify2FADataSchema } from '../../../src/api/contract/schemas';
import { DEMO_PIN, DEMO_TOTP_SECRET } from '../../../server/seed/demoUsers';
import { SEND_MONEY_STEP_UP_ABOVE } from '../../../server/seed/services/transfers';
import { totpCode } from '../../../server/security/totp';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { sandboxKeyHeader, withTestServer } from '../support/server';
import { balanceOfLogin, newRequestId } from '../support/services';
import { callerFor, masked, type Caller } from '../support/transact';

/** A 6-digit code that is not valid for the secret within ±1 step of `nowMs`. */
function wrongCode(nowMs: number): string {
  const valid = new Set([-1, 0, 1].map((d) => totpCode(DEMO_TOTP_SECRET, nowMs + d * 30_000)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

const MAX_WRONG_CODES = 3;

/**
 * requirements#step-up: send money asks consumer2fa's authenticator code with the PIN above
 * 50,000 IQD (the seeded form), and the server refuses a Submit that skipped it, a wrong code, a
 * code used before, and a user without two-step verification; wrong codes share sign-in's budget.
 */
describe.each(backends)('step-up per service on $name', (backend) => {
  const env = withTestServer(backend, { limits: { twoFactorFailuresPerUser: MAX_WRONG_CODES } });
  const above = String(SEND_MONEY_STEP_UP_ABOVE + 1);
  /** send money to the customer `consumer` (or, from her, to consumer2fa) */
  const send = (amount: string, to = '7701000001') => ({ serviceCode: 'SEND_MONEY', recipientMobile: to, amount });
  const now = () => env.server.clock.now();
  const code = () => totpCode(DEMO_TOTP_SECRET, now());
  const balance = () => balanceOfLogin(env.server.db, 'consumer2fa');

  // each test in a fresh failure window and TOTP step, signed in anew
  beforeEach(() => env.server.clock.advance(16 * 60_000));

  /** consumer2fa signed in with the code of this step; the clock then moves to the next step. */
  async function signedIn2fa(): Promise<{ caller: Caller; signInCode: string }> {
    const client = await ApiClient.connect(env.server.url, 'consumer');
    const challenge = v.parse(validateLoginDataSchema, (await client.signIn('consumer2fa')).envelope.data);
    const signInCode = code();
    const verified = await client.call('POST', paths.verify2FAToken, {
      json: { token: signInCode },
      userToken: challenge.info.auth_token,
    });
    const token = v.parse(verify2FADataSchema, verified.envelope.data).info.auth_token;
    env.server.clock.advance(30_000);
    const submit: Caller['submit'] = async (body, options = {}) => {
      const pin = options.pin === undefined ? await masked(DEMO_PIN) : options.pin;
      return client.call('POST', paths.transactionSubmit, {
        userToken: token,
        json: { requestId: options.requestId ?? newRequestId(), ...body, ...(pin === null ? {} : { pin }) },
      });
    };
    return {
      caller: { client, token, submit, quote: () => Promise.reject(), receipt: () => Promise.reject() },
      signInCode,
    };
  }

  /** Serves `data` as the send money form (a sandbox override), or the seeded one again (null). */
  async function overrideSendMoney(data: unknown): Promise<void> {
    const response = await fetch(`${env.server.url}/sandbox/v1/content${data === null ? '/reset' : ''}`, {
      method: 'POST',
      headers: { ...sandboxKeyHeader, 'Content-Type': 'application/json' },
      body: JSON.stringify({ module: 'serviceForm', pageId: 'SERVICE_SEND_MONEY', ...(data === null ? {} : { data }) }),
    });
    expect(response.status).toBe(200);
  }

  it('confirms a payment at or below the amount with the PIN alone, even from a user with two-step on', async () => {
    const { caller } = await signedIn2fa();
    const before = await balance();
    const paid = await caller.submit(send('5000'));
    expect(paid.envelope).toMatchObject({ responseCode: 0, data: { status: 1, amount: '5000.00' } });
    expect(await balance()).toBe(before - 527500n);
  });

  it('refuses a payment above the amount without the code (1186), before the PIN is counted', async () => {
    const { caller } = await signedIn2fa();
    const before = await balance();
    const skipped = await caller.submit(send(above), { pin: await masked('1357') });
    expect(skipped.status).toBe(200);
    expect(skipped.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.stepUpCodeRequired, data: null });
    expect(skipped.envelope.message).toBe('This payment needs the code from your authenticator app.');
    // an empty code is no code
    expect((await caller.submit({ ...send(above), totp: '' })).envelope.errCode).toBe(ErrCode.stepUpCodeRequired);
    expect(await balance()).toBe(before);
    // the wrong PIN above was not counted: the PIN still has all its tries
    const pinState = await env.server.db.query<{ failed_attempts: number }>(
      "SELECT failed_attempts FROM transaction_pin_state s JOIN users u ON u.id = s.user_id WHERE u.login = 'consumer2fa'",
    );
    expect(pinState.rows[0]?.failed_attempts ?? 0).toBe(0);
  });

  it('refuses a wrong code (1010) and moves nothing; a wrong PIN with the right code costs no code', async () => {
    const { caller } = await signedIn2fa();
    const before = await balance();
    const wrong = await caller.submit({ ...send(above), totp: wrongCode(now()) });
    expect(wrong.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.twoFactorCodeInvalid });
    const right = code();
    const wrongPin = await caller.submit({ ...send(above), totp: right }, { pin: await masked('1357') });
    expect(wrongPin.envelope.errCode).toBe(ErrCode.pinWrong);
    expect(await balance()).toBe(before);
    // the PIN is checked first: the code was not used, and pays now
    const paid = await caller.submit({ ...send(above), totp: right });
    expect(paid.envelope).toMatchObject({ responseCode: 0, data: { status: 1 } });
  });

  it('accepts a code once: the same code again, or the sign-in code, is refused as reused (1011)', async () => {
    const { caller, signInCode } = await signedIn2fa();
    // the sign-in's step was claimed: its code does not confirm a payment
    const signInAgain = await caller.submit({ ...send(above), totp: signInCode });
    expect(signInAgain.envelope.errCode).toBe(ErrCode.twoFactorCodeReused);
    const right = code();
    const first = await caller.submit({ ...send('1000'), totp: right }); // below: the code is not asked nor used
    expect(first.envelope.responseCode).toBe(0);
    await env.server.db.query("UPDATE users SET totp_last_step = NULL WHERE login = 'consumer2fa'");
    const before = await balance();
    // a payment above the amount that the balance cannot cover still uses its code
    const tooMuch = await caller.submit({ ...send('5000000'), totp: right });
    expect(tooMuch.envelope.errCode).toBe(ErrCode.insufficientFunds);
    const reused = await caller.submit({ ...send(above), totp: right });
    expect(reused.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.twoFactorCodeReused });
    expect(reused.envelope.message).toBe('This code has already been used. Wait for the next code.');
    expect(await balance()).toBe(before);
  });

  it('tells a user without two-step verification to turn it on (1187), before the PIN', async () => {
    const consumer = await callerFor(env.server, 'consumer');
    const before = await balanceOfLogin(env.server.db, 'consumer');
    const refused = await consumer.submit(
      { ...send(above, '7701000002'), totp: '123456' },
      { pin: await masked('1357') },
    );
    expect(refused.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.stepUpTwoFactorOff, data: null });
    expect(refused.envelope.message).toMatch(/turn on two-step verification in Security/);
    expect((await consumer.submit(send(above, '7701000002'))).envelope.errCode).toBe(ErrCode.stepUpTwoFactorOff);
    expect(await balanceOfLogin(env.server.db, 'consumer')).toBe(before);
    // below the amount the PIN alone pays, as before
    expect((await consumer.submit(send('2000', '7701000002'))).envelope.responseCode).toBe(0);
  });

  it('limits wrong codes like sign-in codes: one budget per user, then 1003 even for the right code', async () => {
    const { caller } = await signedIn2fa();
    for (let i = 0; i < MAX_WRONG_CODES; i++) {
      const wrong = await caller.submit({ ...send(above), totp: wrongCode(now()) });
      expect(wrong.envelope.errCode).toBe(ErrCode.twoFactorCodeInvalid);
    }
    const limited = await caller.submit({ ...send(above), totp: code() });
    expect(limited.status).toBe(429);
    expect(limited.envelope).toMatchObject({
      errCode: ErrCode.tooManyAttempts,
      data: { retryAfterSeconds: expect.any(Number) },
    });
    expect((limited.envelope.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(800);
    // the same budget as sign-in's: a new sign-in's code is refused too
    const client = await ApiClient.connect(env.server.url, 'consumer');
    const challenge = v.parse(validateLoginDataSchema, (await client.signIn('consumer2fa')).envelope.data);
    const signIn = await client.call('POST', paths.verify2FAToken, {
      json: { token: totpCode(DEMO_TOTP_SECRET, now() + 30_000) },
      userToken: challenge.info.auth_token,
    });
    expect(signIn.envelope.errCode).toBe(ErrCode.tooManyAttempts);
  });

  it('confirms by the code alone when the service says so (a sandbox form override of kind totp)', async () => {
    const { caller } = await signedIn2fa();
    const form = await caller.client.call('GET', paths.serviceConfiguration('SERVICE_SEND_MONEY'));
    expect((form.envelope.data as { confirmation: unknown }).confirmation).toEqual({
      kind: 'pin',
      length: 4,
      stepUp: { above: SEND_MONEY_STEP_UP_ABOVE, with: 'totp', amountField: 'amount' },
    });
    await overrideSendMoney({ ...(form.envelope.data as object), confirmation: { kind: 'totp' } });
    try {
      // no PIN is asked: a missing code is refused even below the step-up's amount; the code alone pays
      expect((await caller.submit(send('2000'), { pin: null })).envelope.errCode).toBe(ErrCode.stepUpCodeRequired);
      const paid = await caller.submit({ ...send('2000'), totp: code() }, { pin: null });
      expect(paid.envelope).toMatchObject({ responseCode: 0, data: { status: 1 } });
    } finally {
      await overrideSendMoney(null);
    }
  });
});
