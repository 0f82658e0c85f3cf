import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { balanceDataSchema, validateLoginDataSchema, verify2FADataSchema } from '../../../src/api/contract/schemas';
import { DEMO_TOTP_SECRET } from '../../../server/seed/demoUsers';
import { totpCode } from '../../../server/security/totp';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';

/** A 6-digit code that is not valid for the secret within ±1 step of `nowMs`. */
function wrongCode(nowMs: number): string {
  const valid = new Set([-1, 0, 1].map((d) => totpCode(DEMO_TOTP_SECRET, nowMs + d * 30_000)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

describe.each(backends)('two-factor sign-in on $name', (backend) => {
  const env = withTestServer(backend);
  // Each test starts in a fresh TOTP step and a fresh per-user failure window.
  beforeEach(() => env.server.clock.advance(16 * 60_000));

  async function challenge(): Promise<string> {
    const result = await env.portal.signIn('consumer2fa');
    expect(result.envelope.responseCode).toBe(0);
    const data = v.parse(validateLoginDataSchema, result.envelope.data);
    expect(data.user).toBeNull();
    expect(data.info).toMatchObject({ isTFA: true, userTFA: true, expires_in: 300 });
    expect(data.info.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return data.info.auth_token;
  }
  const verify = (token: string | undefined, code: unknown) =>
    env.portal.call('POST', paths.verify2FAToken, {
      json: { token: code },
      ...(token === undefined ? {} : { userToken: token }),
    });

  it('asks for the authenticator code and withholds the user until it is verified', async () => {
    const token = await challenge();
    const balance = await env.portal.call('POST', paths.getBalance, { userToken: token });
    expect(balance.status).toBe(401);
    expect(balance.envelope.errCode).toBe(ErrCode.authTokenInvalid);
  });

  it('rejects a wrong code, then accepts the right one and opens a session', async () => {
    const token = await challenge();
    const wrong = await verify(token, wrongCode(env.server.clock.now()));
    expect(wrong.status).toBe(200);
    expect(wrong.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.twoFactorCodeInvalid, data: null });

    env.server.clock.advance(30_000); // the next step, as if the user waited for a new code
    const right = await verify(token, totpCode(DEMO_TOTP_SECRET, env.server.clock.now()));
    expect(right.envelope).toMatchObject({ responseCode: 0, errCode: ErrCode.ok });
    const data = v.parse(verify2FADataSchema, right.envelope.data);
    expect(data.user).toMatchObject({ userIdentifier: '1000000002', category: 'consumer', locale: 'ar' });
    expect(data.info.auth_token).not.toBe(token);

    const balance = await env.portal.call('POST', paths.getBalance, { userToken: data.info.auth_token });
    expect(v.parse(balanceDataSchema, balance.envelope.data).balances[0]?.unusedValueMajor).toBe('90500.00');
    // The challenge was consumed: it cannot be used a second time.
    const again = await verify(token, totpCode(DEMO_TOTP_SECRET, env.server.clock.now() + 30_000));
    expect(again.envelope.errCode).toBe(ErrCode.twoFactorChallengeExpired);
  });

  it('accepts a code once: the same code on a new sign-in is refused as reused', async () => {
    const code = totpCode(DEMO_TOTP_SECRET, env.server.clock.now());
    expect((await verify(await challenge(), code)).envelope.responseCode).toBe(0);
    const replay = await verify(await challenge(), code);
    expect(replay.status).toBe(200);
    expect(replay.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.twoFactorCodeReused });
    // An older (previous-step) code is refused too: steps only move forward.
    const older = await verify(await challenge(), totpCode(DEMO_TOTP_SECRET, env.server.clock.now() - 30_000));
    expect(older.envelope.errCode).toBe(ErrCode.twoFactorCodeReused);
  });

  it('invalidates a challenge after five wrong codes, even for the right code', async () => {
    const token = await challenge();
    const bad = wrongCode(env.server.clock.now());
    for (let i = 0; i < 5; i++) expect((await verify(token, bad)).envelope.errCode).toBe(ErrCode.twoFactorCodeInvalid);
    const right = await verify(token, totpCode(DEMO_TOTP_SECRET, env.server.clock.now()));
    expect(right.status).toBe(200);
    expect(right.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.twoFactorChallengeExpired });
  });

  it('lets a challenge expire after five minutes', async () => {
    const token = await challenge();
    env.server.clock.advance(5 * 60_000);
    const late = await verify(token, totpCode(DEMO_TOTP_SECRET, env.server.clock.now()));
    expect(late.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.twoFactorChallengeExpired });
  });

  it('treats a missing, malformed or user-session token as an expired challenge (HTTP 200, not 401)', async () => {
    const code = totpCode(DEMO_TOTP_SECRET, env.server.clock.now());
    const userToken = await env.portal.signInToken('consumer');
    for (const token of [undefined, 'garbage', 'x'.repeat(43), userToken]) {
      const result = await verify(token, code);
      expect(result.status).toBe(200);
      expect(result.envelope.errCode).toBe(ErrCode.twoFactorChallengeExpired);
    }
  });

  it('rejects a code that is not six digits as bad input', async () => {
    const token = await challenge();
    for (const code of ['12345', '1234567', 'abcdef', 123456, null]) {
      const result = await verify(token, code);
      expect(result.status).toBe(400);
      expect(result.envelope.errCode).toBe(ErrCode.validationFailed);
    }
  });

  it('refuses a recovery code the account does not have (1031), counted like a wrong code', async () => {
    const token = await challenge();
    for (let i = 0; i < 5; i++) {
      const result = await env.portal.call('POST', paths.verify2FAToken, {
        userToken: token,
        json: { recoveryCode: `abcde-fghi${i + 2}` },
      });
      expect(result.status).toBe(200);
      expect(result.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.recoveryCodeInvalid, data: null });
    }
    // Five wrong codes of either kind end the challenge.
    const right = await verify(token, totpCode(DEMO_TOTP_SECRET, env.server.clock.now()));
    expect(right.envelope.errCode).toBe(ErrCode.twoFactorChallengeExpired);
  });

  it('rejects a malformed recovery code, or neither kind of code, as bad input', async () => {
    const token = await challenge();
    for (const json of [{ recoveryCode: 'abcde-fghi1' }, { recoveryCode: 'abc' }, { recoveryCode: 7 }, {}]) {
      const result = await env.portal.call('POST', paths.verify2FAToken, { userToken: token, json });
      expect(result.status).toBe(400);
      expect(result.envelope.errCode).toBe(ErrCode.validationFailed);
    }
  });

  it('limits wrong codes per user across challenges (10 per 15 minutes) with 429', async () => {
    const bad = wrongCode(env.server.clock.now());
    const first = await challenge();
    for (let i = 0; i < 5; i++) await verify(first, bad);
    const second = await challenge();
    for (let i = 0; i < 5; i++) expect((await verify(second, bad)).envelope.errCode).toBe(ErrCode.twoFactorCodeInvalid);
    const third = await challenge();
    const limited = await verify(third, totpCode(DEMO_TOTP_SECRET, env.server.clock.now()));
    expect(limited.status).toBe(429);
    expect(limited.envelope.errCode).toBe(ErrCode.tooManyAttempts);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(limited.envelope.data).toEqual({ retryAfterSeconds: Number(limited.headers.get('Retry-After')) });
  });
});
