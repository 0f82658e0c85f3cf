import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import * as v from 'valibot';
import { transactionResultSchema } from '../../../src/api/contract/transactions';
import { registrationDataSchema } from '../../../src/api/contract/account';
import { headerNames } from '../../../src/api/contract/headers';
import { validateLoginDataSchema } from '../../../src/api/contract/schemas';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../../server/seed/demoUsers';
import { totpCode } from '../../../server/security/totp';
import { uniquePhone } from '../support/outbox';
import { backends } from '../support/backends';
import { sandboxKeyHeader, withTestServer } from '../support/server';
import { newRequestId } from '../support/services';
import { callerFor } from '../support/transact';

/**
 * Issue 19, faults end to end, the server's half: the sandbox's fault switch stops the database
 * (as the routes see it), holds a call, answers a 5xx or cut-off JSON, and everything works again
 * the moment it is cleared, without a restart and with the same session.
 * test/e2e/faults.spec.ts shows what the user sees meanwhile.
 */
describe.each(backends)('the sandbox fault switch on $name', (backend) => {
  const env = withTestServer(backend);

  const setFault = async (fault: unknown) => {
    const answer = await fetch(`${env.server.url}/sandbox/v1/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...sandboxKeyHeader },
      body: JSON.stringify({ fault }),
    });
    return { status: answer.status, body: (await answer.json()) as { errCode: number; data: unknown } };
  };
  const balance = (token: string) => env.portal.call('POST', paths.getBalance, { userToken: token, json: {} });

  it('stops the database: calls answer 500 with the generic envelope, /readyz 503; started again, the same session works', async () => {
    const token = await env.portal.signInToken('consumer');
    expect((await setFault({ kind: 'database' })).status).toBe(200);
    try {
      const down = await balance(token);
      expect(down.status).toBe(500);
      expect(down.envelope).toMatchObject({
        responseCode: 1,
        errCode: ErrCode.internal,
        message: 'Please try after sometime.',
      });
      expect((await fetch(`${env.server.url}/readyz`)).status).toBe(503);
      expect((await fetch(`${env.server.url}/healthz`)).status).toBe(200);
      expect((await env.portal.signIn('consumer')).status).toBe(500);
      // the switch itself answers while the database is down
      expect((await fetch(`${env.server.url}/sandbox/v1/faults`)).status).toBe(200);
    } finally {
      await setFault(null);
    }
    expect((await fetch(`${env.server.url}/readyz`)).status).toBe(200);
    const up = await balance(token);
    expect(up.status).toBe(200);
    expect(up.envelope.responseCode).toBe(0);
  });

  it('holds a hung call for the time given, then answers it; other calls are not held', async () => {
    const token = await env.portal.signInToken('consumer');
    await setFault({ kind: 'hang', ms: 600, path: paths.getBalance });
    try {
      const started = performance.now();
      const [held, other] = await Promise.all([
        balance(token).then((r) => ({ r, ms: performance.now() - started })),
        env.portal.call('GET', paths.csrf).then((r) => ({ r, ms: performance.now() - started })),
      ]);
      expect(held.ms).toBeGreaterThanOrEqual(590);
      expect(held.r.envelope.responseCode).toBe(0);
      expect(other.ms).toBeLessThan(held.ms);
      expect(other.r.status).toBe(200);
    } finally {
      await setFault(null);
    }
  });

  it("books a payment once when its submit hangs and the user retries meanwhile: the late answer is the retry's", async () => {
    const payer = await callerFor(env.server, 'agent');
    const body = { serviceCode: 'AGENT_TO_AGENT_TRANSFER', recipientMobile: '7701000004', amount: '10000' };
    const requestId = newRequestId();
    await setFault({ kind: 'hang', ms: 800, path: paths.transactionSubmit });
    const hung = payer.submit(body, { requestId });
    await new Promise((resolve) => setTimeout(resolve, 100)); // the portal is still waiting, then gives up
    await setFault(null);
    const retry = await payer.submit(body, { requestId });
    expect(retry.envelope.responseCode).toBe(0);
    const late = await hung;
    expect(late.envelope.responseCode).toBe(0);
    const id = (r: typeof retry) => v.parse(transactionResultSchema, r.envelope.data).transactionId;
    expect(id(late)).toBe(id(retry));
    const { rows } = await env.server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM transactions WHERE request_id = $1',
      [requestId],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('answers a 5xx or cut-off JSON on the path given, and nothing else, until cleared', async () => {
    const token = await env.portal.signInToken('consumer');
    await setFault({ kind: 'status', status: 502, path: paths.getBalance });
    let answer = await fetch(`${env.server.url}/api/${paths.getBalance}`, { method: 'POST' });
    expect(answer.status).toBe(502);
    expect(await answer.text()).toBe('502 (sandbox fault)');
    expect((await env.portal.call('GET', paths.csrf)).status).toBe(200);

    await setFault({ kind: 'malformedJson', path: paths.getBalance });
    answer = await fetch(`${env.server.url}/api/${paths.getBalance}`, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    const text = await answer.text();
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);

    await setFault(null);
    expect((await balance(token)).envelope.responseCode).toBe(0);
    expect((await fetch(`${env.server.url}/sandbox/v1/faults`).then((r) => r.json())) as unknown).toMatchObject({
      data: { fault: null },
    });
  });

  it('refuses an unknown fault or a bad path with 400, and keeps the switch as it was', async () => {
    for (const fault of [
      { kind: 'explode' },
      { kind: 'hang', ms: 0 },
      { kind: 'hang', ms: 600_001 },
      { kind: 'status', status: 418 },
      { kind: 'malformedJson', path: '../etc/passwd' },
    ]) {
      const refused = await setFault(fault);
      expect(refused.status, JSON.stringify(fault)).toBe(400);
      expect(refused.body.errCode).toBe(ErrCode.validationFailed);
    }
    expect((await fetch(`${env.server.url}/sandbox/v1/faults`).then((r) => r.json())) as unknown).toMatchObject({
      data: { fault: null },
    });
  });
  /** issue 22: a fault of the calls carrying one X-Sandbox-Fault-Scope, beside the server-wide switch */
  const setScoped = async (scope: string, fault: unknown) => {
    const answer = await fetch(`${env.server.url}/sandbox/v1/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...sandboxKeyHeader },
      body: JSON.stringify({ fault, scope }),
    });
    return { status: answer.status, body: (await answer.json()) as { errCode: number; data: unknown } };
  };
  const elapse = (body: unknown) =>
    fetch(`${env.server.url}/sandbox/v1/elapse`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...sandboxKeyHeader },
      body: JSON.stringify(body),
    });
  const scopeHeader = (scope: string) => ({ headers: { 'X-Sandbox-Fault-Scope': scope } });
  const signInWithScope = (scope: string | undefined) =>
    env.portal.call('POST', paths.validateLogin, {
      json: { userName: 'consumer', password: DEMO_PASSWORD, grant_type: 'password' },
      ...(scope === undefined ? {} : scopeHeader(scope)),
    });

  it('answers a sign-in without its user for the calls of one scope only, until the scope is cleared', async () => {
    const scope = 'model-path-0001';
    expect((await setScoped(scope, { kind: 'withoutUser', path: paths.validateLogin })).status).toBe(200);
    try {
      const broken = await signInWithScope(scope);
      expect(broken.status).toBe(200);
      expect(broken.envelope.responseCode).toBe(0);
      const data = v.parse(validateLoginDataSchema, broken.envelope.data);
      // the session was made as usual; only who signed in is missing
      expect(data.user).toBeNull();
      expect(data.info).toMatchObject({ isTFA: false, userTFA: false });
      expect(data.info.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // another scope, or none, is answered as usual; the server-wide switch is untouched
      for (const other of [undefined, 'model-path-0002']) {
        const fine = v.parse(validateLoginDataSchema, (await signInWithScope(other)).envelope.data);
        expect(fine.user?.category, String(other)).toBe('consumer');
      }
      expect((await fetch(`${env.server.url}/sandbox/v1/faults`).then((r) => r.json())) as unknown).toMatchObject({
        data: { fault: null },
      });
      // a call of the scope on another path is not touched
      const csrf = await env.portal.call('GET', paths.csrf, scopeHeader(scope));
      expect(csrf.status).toBe(200);
    } finally {
      await setScoped(scope, null);
    }
    const again = v.parse(validateLoginDataSchema, (await signInWithScope(scope)).envelope.data);
    expect(again.user?.category).toBe('consumer');
  });

  it('leaves a refusal alone under withoutUser, and refuses a scoped database fault or a bad scope', async () => {
    const scope = 'model-path-0003';
    await setScoped(scope, { kind: 'withoutUser' });
    try {
      const refused = await env.portal.call('POST', paths.validateLogin, {
        json: { userName: 'consumer', password: 'Wrong@1234', grant_type: 'password' },
        ...scopeHeader(scope),
      });
      expect(refused.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.invalidCredentials });
    } finally {
      await setScoped(scope, null);
    }
    for (const [badScope, fault] of [
      ['model-path-0004', { kind: 'database' }],
      ['short', { kind: 'withoutUser' }],
      ['model path 0005', { kind: 'withoutUser' }],
    ] as const) {
      const answer = await setScoped(badScope, fault);
      expect(answer.status, badScope).toBe(400);
      expect(answer.body.errCode).toBe(ErrCode.validationFailed);
    }
    // the database fault asked with a scope was not switched on for everyone
    expect((await fetch(`${env.server.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${env.server.url}/sandbox/v1/faults`).then((r) => r.json())) as unknown).toMatchObject({
      data: { fault: null },
    });
  });

  it('makes one two-factor challenge older: judged until its 300 s are over, then expired; others untouched', async () => {
    env.server.clock.advance(16 * 60_000);
    const challenge = async () => {
      const data = v.parse(validateLoginDataSchema, (await env.portal.signIn('consumer2fa')).envelope.data);
      expect(data.info.isTFA).toBe(true);
      return data.info.auth_token;
    };
    const verify = (token: string, code: string) =>
      env.portal.call('POST', paths.verify2FAToken, { json: { token: code }, userToken: token });
    const [aged, other] = [await challenge(), await challenge()];
    expect((await elapse({ sessionToken: aged, seconds: 299 })).status).toBe(200);
    // one second left: a wrong code is still judged as wrong
    const wrong = totpCode(DEMO_TOTP_SECRET, env.server.clock.now()) === '000000' ? '111111' : '000000';
    expect((await verify(aged, wrong)).envelope.errCode).toBe(ErrCode.twoFactorCodeInvalid);
    expect((await elapse({ sessionToken: aged, seconds: 1 })).status).toBe(200);
    const right = totpCode(DEMO_TOTP_SECRET, env.server.clock.now());
    expect((await verify(aged, right)).envelope.errCode).toBe(ErrCode.twoFactorChallengeExpired);
    // the other challenge, made at the same moment, still signs in
    expect((await verify(other, right)).envelope.responseCode).toBe(0);
  });

  it('makes one SMS code older: a resend refused as too soon is allowed once its wait is over', async () => {
    const account = {
      category: 'consumer',
      userName: `elapse${Date.now() % 100_000}`,
      fullNameEn: 'Sara Test',
      phone: uniquePhone(),
      email: `elapse${Date.now() % 100_000}@example.com`,
      password: 'Str0ng!pass',
      confirmPassword: 'Str0ng!pass',
      acceptTerms: true,
    };
    const registration = v.parse(
      registrationDataSchema,
      (await env.portal.call('POST', paths.registration, { json: account })).envelope.data,
    );
    const resend = () =>
      env.portal.call('POST', paths.resendSMS, {
        json: { requestId: registration.otp.requestId },
        headers: { [headerNames.accessToken]: `Bearer ${registration.jwt_token}` },
      });
    expect((await resend()).envelope.errCode).toBe(ErrCode.otpResendTooSoon);
    expect((await elapse({ otpRequestId: registration.otp.requestId, seconds: 29 })).status).toBe(200);
    expect((await resend()).envelope.errCode).toBe(ErrCode.otpResendTooSoon);
    expect((await elapse({ otpRequestId: registration.otp.requestId, seconds: 1 })).status).toBe(200);
    const sent = await resend();
    expect(sent.envelope).toMatchObject({ responseCode: 0 });
  });

  it('refuses to age what does not exist (404) or a body naming none or both (400)', async () => {
    const token = 'A'.repeat(43);
    expect((await elapse({ sessionToken: token, seconds: 10 })).status).toBe(404);
    expect((await elapse({ otpRequestId: token, seconds: 10 })).status).toBe(404);
    expect((await elapse({ cardSessionId: `CP${'A'.repeat(22)}`, seconds: 10 })).status).toBe(404);
    for (const body of [
      { seconds: 10 },
      { sessionToken: token, otpRequestId: token, seconds: 10 },
      { cardSessionId: `CP${'A'.repeat(22)}`, sessionToken: token, seconds: 10 },
      { cardSessionId: 'CP-short', seconds: 10 },
      { sessionToken: token, seconds: 0 },
      { sessionToken: 'short', seconds: 10 },
    ])
      expect((await elapse(body)).status, JSON.stringify(body)).toBe(400);
  });
  it('counts failed sign-ins to one account from elsewhere: its next sign-in asks for a captcha, this address is not throttled', async () => {
    const failures = (count: number) =>
      fetch(`${env.server.url}/sandbox/v1/signInFailures`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...sandboxKeyHeader },
        body: JSON.stringify({ login: 'consumer2fa', count }),
      });
    const four = await failures(4);
    expect(((await four.json()) as { data: { count: number } }).data.count).toBe(4);
    // at the limit the password is still judged
    expect((await env.portal.signIn('consumer2fa', 'Wrong@1234')).envelope.errCode).toBe(ErrCode.invalidCredentials);
    await failures(1);
    const asked = await env.portal.signIn('consumer2fa');
    expect(asked.status).toBe(200);
    expect(asked.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.captchaRequired });
    const id = (asked.envelope.data as { captcha: { captchaId: string } }).captcha.captchaId;
    const answer = await fetch(`${env.server.url}/sandbox/v1/captcha?id=${id}`);
    const { data } = (await answer.json()) as { data: { answer: string } };
    const passed = await env.portal.signIn('consumer2fa', undefined, { captchaId: id, captchaAnswer: data.answer });
    expect(passed.envelope.responseCode).toBe(0);
    // another account is not asked
    expect((await env.portal.signIn('consumer')).envelope.responseCode).toBe(0);
    for (const body of [
      { login: '', count: 1 },
      { login: 'consumer', count: 0 },
      { login: 'consumer', count: 21 },
    ]) {
      const refused = await fetch(`${env.server.url}/sandbox/v1/signInFailures`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...sandboxKeyHeader },
        body: JSON.stringify(body),
      });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
  });
});
