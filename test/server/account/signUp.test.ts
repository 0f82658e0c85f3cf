import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  activationDataSchema,
  otpDeliverySchema,
  pendingActivationDataSchema,
  registrationDataSchema,
  type RegistrationData,
  type RegistrationRequest,
} from '../../../src/api/contract/account';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { headerNames } from '../../../src/api/contract/headers';
import * as paths from '../../../src/api/contract/paths';
import { balanceDataSchema } from '../../../src/api/contract/schemas';
import { backends } from '../support/backends';
import type { ApiClient } from '../support/client';
import { latestOtp, uniquePhone } from '../support/outbox';
import { withTestServer, type TestServer } from '../support/server';

const PASSWORD = 'Str0ng!pass';
let loginSequence = 0;

function newAccount(overrides: Partial<RegistrationRequest> = {}): RegistrationRequest {
  loginSequence += 1;
  const userName = `newuser${loginSequence}`;
  return {
    category: 'consumer',
    userName,
    fullNameEn: 'Sara Test',
    phone: uniquePhone(),
    email: `${userName}@example.com`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
}

/** Calls with the token registration handed out as the access token. */
const withAccess = (token: string) => ({ headers: { [headerNames.accessToken]: `Bearer ${token}` } });

function helpers(env: { server: TestServer; portal: ApiClient }) {
  const register = (account: RegistrationRequest) => env.portal.call('POST', paths.registration, { json: account });
  async function registered(account = newAccount()): Promise<{ account: RegistrationRequest; data: RegistrationData }> {
    const result = await register(account);
    expect(result.envelope).toMatchObject({ responseCode: 0, errCode: ErrCode.ok });
    return { account, data: v.parse(registrationDataSchema, result.envelope.data) };
  }
  const activate = (token: string, requestId: string, otp: string) =>
    env.portal.call('POST', paths.activation, { json: { requestId, otp }, ...withAccess(token) });
  const resend = (token: string, requestId: string) =>
    env.portal.call('POST', paths.resendSMS, { json: { requestId }, ...withAccess(token) });
  const codeFor = (account: RegistrationRequest) => latestOtp(env.server, account.phone, 'activation');
  return { register, registered, activate, resend, codeFor };
}

/** A six-digit code that is not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(backends)('sign-up and activation on $name', (backend) => {
  const env = withTestServer(backend);
  const { register, registered, activate, resend, codeFor } = helpers(env);

  it('signs up, activates with the texted code and then signs in to an empty wallet', async () => {
    const { account, data } = await registered();
    expect(data.userIdentifier).toMatch(/^\d{10}$/);
    expect(data.otp).toMatchObject({ channel: 'sms', length: 6, validitySeconds: 180, attemptsLeft: 5 });
    expect(data.otp.destination).toBe(`•••••••${account.phone.slice(-3)}`);
    const code = await codeFor(account);
    expect(code).toMatch(/^\d{6}$/);

    const result = await activate(data.jwt_token, data.otp.requestId, code);
    expect(result.envelope).toMatchObject({ responseCode: 0, errCode: ErrCode.ok });
    const activated = v.parse(activationDataSchema, result.envelope.data);
    expect(activated.user).toMatchObject({
      userIdentifier: data.userIdentifier,
      category: 'consumer',
      walletKind: 'CUSTOMER',
      displayName: 'Sara Test',
    });

    const token = await env.portal.signInToken(account.userName, PASSWORD);
    const balance = await env.portal.call('POST', paths.getBalance, { userToken: token });
    expect(v.parse(balanceDataSchema, balance.envelope.data).balances).toEqual([
      { pouchType: 'EMONEY', currencyCode: 'IQD', unusedValueMajor: '0.00' },
    ]);
  });

  it('refuses a login that is taken, whatever its case', async () => {
    const result = await register(newAccount({ userName: 'Consumer' }));
    expect(result.status).toBe(200);
    expect(result.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.userExists });
  });

  it('tells whether a login exists', async () => {
    const ask = (userName: string) =>
      env.portal.call('POST', paths.isUserExist, { json: { userName, category: 'consumer' } });
    expect((await ask('CONSUMER')).envelope.data).toEqual({ exists: true });
    expect((await ask('nobody-here')).envelope.data).toEqual({ exists: false });
  });

  it('lists every unmet password rule and a differing confirmation as field errors', async () => {
    const result = await register(newAccount({ password: 'abc', confirmPassword: 'abd' }));
    expect(result.status).toBe(400);
    const errors = (result.envelope.data as { errors: Array<{ field: string; code: string }> }).errors;
    expect(errors.map((e) => `${e.field}:${e.code}`).sort()).toEqual(
      ['confirmPassword:match', 'password:digit', 'password:length', 'password:special', 'password:upper'].sort(),
    );
  });

  it('refuses control characters in names and a login too long once normalised', async () => {
    // issue 19: a NUL is refused at the edge, before the body's schema
    const nul = await register(newAccount({ fullNameEn: 'Nul\u0000Name' }));
    expect(nul.status).toBe(400);
    expect(nul.envelope.data).toMatchObject({ errors: [{ field: 'fullNameEn', code: 'characters' }] });
    const bell = await register(newAccount({ fullNameAr: 'a\u0007' }));
    expect(bell.status).toBe(400);
    expect(bell.envelope.data).toMatchObject({ errors: [{ field: 'fullNameAr', code: 'characters' }] });
    // Each of these ligatures becomes 18 letters under NFKC: 60 of them exceed the 64 a login may have.
    const login = await register(newAccount({ userName: '\ufdfa'.repeat(60) }));
    expect(login.status).toBe(400);
    expect(login.envelope.data).toMatchObject({ errors: [{ field: 'userName', code: 'login' }] });
  });

  it('signs up only users of the portal’s own category, and no customer-service staff', async () => {
    for (const category of ['agent', 'csr'] as const) {
      const result = await register(newAccount({ category }));
      expect(result.status).toBe(400);
      expect(result.envelope.data).toMatchObject({ errors: [{ field: 'category', code: 'category' }] });
    }
  });

  it('counts wrong codes down, then closes the request even to the right code', async () => {
    const { account, data } = await registered();
    const code = await codeFor(account);
    for (const attemptsLeft of [4, 3, 2, 1]) {
      const wrong = await activate(data.jwt_token, data.otp.requestId, otherCode(code));
      expect(wrong.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.otpInvalid, data: { attemptsLeft } });
    }
    const last = await activate(data.jwt_token, data.otp.requestId, otherCode(code));
    expect(last.envelope).toMatchObject({ errCode: ErrCode.otpAttemptsExceeded, data: { attemptsLeft: 0 } });
    const right = await activate(data.jwt_token, data.otp.requestId, code);
    expect(right.envelope.errCode).toBe(ErrCode.otpAttemptsExceeded);
  });

  it('judges concurrent guesses one at a time: never more than the attempts, a code used once', async () => {
    const { account, data } = await registered();
    const code = await codeFor(account);
    const wrong = await Promise.all(
      Array.from({ length: 12 }, () => activate(data.jwt_token, data.otp.requestId, otherCode(code))),
    );
    const invalid = wrong.filter((r) => r.envelope.errCode === ErrCode.otpInvalid);
    expect(invalid.map((r) => (r.envelope.data as { attemptsLeft: number }).attemptsLeft).sort()).toEqual([1, 2, 3, 4]);
    expect(wrong.filter((r) => r.envelope.errCode === ErrCode.otpAttemptsExceeded)).toHaveLength(8);
    const { rows } = await env.server.db.query<{ failed_attempts: number }>(
      'SELECT failed_attempts FROM otp_requests WHERE user_id = (SELECT id FROM users WHERE login = $1)',
      [account.userName],
    );
    expect(rows).toEqual([{ failed_attempts: 5 }]);

    env.server.clock.advance(30_000);
    const resends = await Promise.all(Array.from({ length: 4 }, () => resend(data.jwt_token, data.otp.requestId)));
    const fresh = resends.filter((r) => r.envelope.responseCode === 0);
    expect(fresh).toHaveLength(1);
    const { requestId } = v.parse(otpDeliverySchema, fresh[0]?.envelope.data);
    const newCode = await codeFor(account);
    const uses = await Promise.all(Array.from({ length: 4 }, () => activate(data.jwt_token, requestId, newCode)));
    expect(uses.filter((r) => r.envelope.responseCode === 0)).toHaveLength(1);
  });

  it('refuses an expired code', async () => {
    const { account, data } = await registered();
    const code = await codeFor(account);
    env.server.clock.advance(181_000);
    const result = await activate(data.jwt_token, data.otp.requestId, code);
    expect(result.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.otpExpired });
  });

  it('accepts a code once', async () => {
    const { account, data } = await registered();
    const code = await codeFor(account);
    expect((await activate(data.jwt_token, data.otp.requestId, code)).envelope.responseCode).toBe(0);
    const again = await activate(data.jwt_token, data.otp.requestId, code);
    expect(again.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.otpInvalid });
  });

  it('accepts a code only from the account it was sent to', async () => {
    const first = await registered();
    const second = await registered();
    const code = await codeFor(first.account);
    const result = await activate(second.data.jwt_token, first.data.otp.requestId, code);
    expect(result.envelope.errCode).toBe(ErrCode.otpInvalid);
    // Nor with a plain access token that names no pending account.
    const plain = await env.portal.call('POST', paths.activation, {
      json: { requestId: first.data.otp.requestId, otp: code },
    });
    expect(plain.envelope.errCode).toBe(ErrCode.otpInvalid);
    expect((await activate(first.data.jwt_token, first.data.otp.requestId, code)).envelope.responseCode).toBe(0);
  });

  it('resends only after the wait; the new code works and the old one does not', async () => {
    const { account, data } = await registered();
    const oldCode = await codeFor(account);
    const early = await resend(data.jwt_token, data.otp.requestId);
    expect(early.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.otpResendTooSoon });
    expect((early.envelope.data as { retryAfterSeconds: number }).retryAfterSeconds).toBe(30);

    env.server.clock.advance(30_000);
    const later = await resend(data.jwt_token, data.otp.requestId);
    expect(later.envelope.responseCode).toBe(0);
    const delivery = v.parse(otpDeliverySchema, later.envelope.data);
    expect(delivery.requestId).not.toBe(data.otp.requestId);
    const newCode = await codeFor(account);

    const old = await activate(data.jwt_token, data.otp.requestId, oldCode);
    expect(old.envelope.errCode).toBe(ErrCode.otpInvalid);
    // A replaced request cannot be resent either.
    expect((await resend(data.jwt_token, data.otp.requestId)).envelope.errCode).toBe(ErrCode.otpInvalid);
    expect((await activate(data.jwt_token, delivery.requestId, newCode)).envelope.responseCode).toBe(0);
  });

  it('resends an activation code only to the pending account’s own token', async () => {
    const { data } = await registered();
    env.server.clock.advance(30_000);
    const other = await registered();
    expect((await resend(other.data.jwt_token, data.otp.requestId)).envelope.errCode).toBe(ErrCode.otpInvalid);
    expect((await resend(data.jwt_token, data.otp.requestId)).envelope.responseCode).toBe(0);
  });

  it('answers a sign-in of a pending account with a fresh activation whose code activates it', async () => {
    const { account, data } = await registered();
    const signIn = await env.portal.signIn(account.userName, PASSWORD);
    expect(signIn.status).toBe(200);
    expect(signIn.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.accountInactive });
    const pending = v.parse(pendingActivationDataSchema, signIn.envelope.data);
    expect(pending.jwt_token).not.toBe(data.jwt_token);
    const code = await codeFor(account);
    // Only the newest code of an account stays open.
    expect((await activate(data.jwt_token, data.otp.requestId, code)).envelope.errCode).toBe(ErrCode.otpInvalid);
    expect((await activate(pending.jwt_token, pending.otp.requestId, code)).envelope.responseCode).toBe(0);
    expect(await env.portal.signInToken(account.userName, PASSWORD)).toMatch(/^[\w-]{43}$/);
  });

  it('keeps a locked account locked, with no activation offered', async () => {
    const { account } = await registered();
    await env.server.db.query("UPDATE users SET status = 'locked' WHERE login = $1", [account.userName]);
    const signIn = await env.portal.signIn(account.userName, PASSWORD);
    expect(signIn.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.accountInactive, data: null });
  });
});

describe.each(backends)('sign-up limits on $name', (backend) => {
  const env = withTestServer(backend, { limits: { otpSendsPerAccountPerHour: 2, userExistChecksPerIpPerMinute: 2 } });
  const { registered, resend } = helpers(env);

  it('caps the codes sent to one account per hour', async () => {
    const { data } = await registered();
    env.server.clock.advance(30_000);
    const second = await resend(data.jwt_token, data.otp.requestId);
    expect(second.envelope.responseCode).toBe(0);
    env.server.clock.advance(30_000);
    const third = await resend(data.jwt_token, v.parse(otpDeliverySchema, second.envelope.data).requestId);
    expect(third.status).toBe(429);
    expect(third.envelope.errCode).toBe(ErrCode.tooManyAttempts);
    expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('limits login-exists checks per IP', async () => {
    const ask = () =>
      env.portal.call('POST', paths.isUserExist, { json: { userName: 'consumer', category: 'consumer' } });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.envelope.errCode).toBe(ErrCode.tooManyAttempts);
  });
});
