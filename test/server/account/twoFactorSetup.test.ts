import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  enableDisable2FADataSchema,
  generate2FADataSchema,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
} from '../../../src/api/contract/account';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { userAccountDataSchema, validateLoginDataSchema, verify2FADataSchema } from '../../../src/api/contract/schemas';
import { totpCode } from '../../../server/security/totp';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer } from '../support/server';

/** A 6-digit code that is not valid for `secret` within ±1 step of `nowMs`. */
function wrongCode(secret: string, nowMs: number): string {
  const valid = new Set([-1, 0, 1].map((d) => totpCode(secret, nowMs + d * 30_000)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

describe.each(backends)('two-factor setup and recovery codes on $name', (backend) => {
  const env = withTestServer(backend);
  // A fresh TOTP step and a fresh per-user failure window for every test.
  beforeEach(() => env.server.clock.advance(16 * 60_000));

  const now = () => env.server.clock.now();
  const generate = (userToken: string, portal = env.portal) => portal.call('POST', paths.generate2FA, { userToken });
  const enableDisable = (userToken: string, json: unknown, portal = env.portal) =>
    portal.call('POST', paths.enableDisable2FA, { userToken, json });
  async function account(userToken: string) {
    const result = await env.portal.call('POST', paths.getUserAccount, { userToken });
    return v.parse(userAccountDataSchema, result.envelope.data);
  }
  async function challenge(login: string): Promise<string> {
    const data = v.parse(validateLoginDataSchema, (await env.portal.signIn(login)).envelope.data);
    expect(data.info.isTFA).toBe(true);
    return data.info.auth_token;
  }
  const verify = (challengeToken: string, json: unknown) =>
    env.portal.call('POST', paths.verify2FAToken, { userToken: challengeToken, json });

  it('sets up two-factor, signs in once per recovery code, and turns it off with a code', async () => {
    const token = await env.portal.signInToken('consumer');
    const generated = await generate(token);
    const setup = v.parse(generate2FADataSchema, generated.envelope.data);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/); // 20 random bytes
    expect(setup).toMatchObject({ issuer: 'Wallet Portal', account: 'consumer' });
    const uri = new URL(setup.otpauthUri);
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(uri.searchParams.get('issuer')).toBe('Wallet Portal');
    expect(decodeURIComponent(uri.pathname)).toContain('consumer');
    // Kept sealed and aside until a code proves the app has it.
    const { rows } = await env.server.db.query<{ pending: string; enabled: boolean }>(
      "SELECT totp_pending_secret_enc AS pending, totp_enabled AS enabled FROM users WHERE login = 'consumer'",
    );
    expect(rows[0]?.enabled).toBe(false);
    expect(rows[0]?.pending).toMatch(/^v1\./);
    expect(rows[0]?.pending).not.toContain(setup.secret);

    const wrong = await enableDisable(token, { action: 'enable', token: wrongCode(setup.secret, now()) });
    expect(wrong.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.twoFactorCodeInvalid });
    const enableCode = totpCode(setup.secret, now());
    const enabled = await enableDisable(token, { action: 'enable', token: enableCode });
    const { recoveryCodes } = v.parse(enableDisable2FADataSchema, enabled.envelope.data);
    expect(enabled.envelope.data).toMatchObject({ enabled: true });
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) {
      expect(code).toMatch(RECOVERY_CODE_PATTERN);
      expect(code[5]).toBe('-');
    }
    const stored = await env.server.db.query<{ code_hash: string }>('SELECT code_hash FROM recovery_codes');
    expect(JSON.stringify(stored.rows)).not.toContain(recoveryCodes[0]?.replace('-', '') ?? '-');
    expect(await account(token)).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
    expect((await generate(token)).envelope.errCode).toBe(ErrCode.twoFactorAlreadyEnabled);
    const twice = await enableDisable(token, { action: 'enable', token: enableCode });
    expect(twice.envelope.errCode).toBe(ErrCode.twoFactorAlreadyEnabled);

    // A recovery code signs in once; case and the dash do not matter.
    const code = recoveryCodes[0] ?? '';
    const first = await verify(await challenge('consumer'), { recoveryCode: code.replace('-', '').toUpperCase() });
    const signedIn = v.parse(verify2FADataSchema, first.envelope.data);
    expect(signedIn.recoveryCodesLeft).toBe(9);
    expect((await account(signedIn.info.auth_token)).recoveryCodesLeft).toBe(9);
    const second = await verify(await challenge('consumer'), { recoveryCode: code });
    expect(second.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.recoveryCodeInvalid });
    // A TOTP sign-in answers without recoveryCodesLeft.
    env.server.clock.advance(30_000);
    const byApp = await verify(await challenge('consumer'), { token: totpCode(setup.secret, now()) });
    expect(byApp.envelope.data).not.toHaveProperty('recoveryCodesLeft');

    // The code used to sign in cannot be used again to disable; the next one can.
    const replay = await enableDisable(token, { action: 'disable', token: totpCode(setup.secret, now()) });
    expect(replay.envelope.errCode).toBe(ErrCode.twoFactorCodeReused);
    env.server.clock.advance(30_000);
    const disabled = await enableDisable(token, { action: 'disable', token: totpCode(setup.secret, now()) });
    expect(disabled.envelope.data).toEqual({ enabled: false, recoveryCodes: [] });
    expect(await account(token)).toMatchObject({ twoFactorEnabled: false, recoveryCodesLeft: 0 });
    const plain = v.parse(validateLoginDataSchema, (await env.portal.signIn('consumer')).envelope.data);
    expect(plain.info.isTFA).toBe(false);
    const cleared = await env.server.db.query(
      "SELECT 1 FROM users WHERE login = 'consumer' AND totp_secret_enc IS NULL AND totp_pending_secret_enc IS NULL AND totp_last_step IS NULL",
    );
    expect(cleared.rowCount).toBe(1);
    expect((await env.server.db.query('SELECT 1 FROM recovery_codes')).rowCount).toBe(0);
  });

  it('turns two-factor off with an unused recovery code, never with a wrong one', async () => {
    const portal = await ApiClient.connect(env.server.url, 'merchant');
    const token = await portal.signInToken('merchant');
    const setup = v.parse(generate2FADataSchema, (await generate(token, portal)).envelope.data);
    const enabled = await enableDisable(token, { action: 'enable', token: totpCode(setup.secret, now()) }, portal);
    const { recoveryCodes } = v.parse(enableDisable2FADataSchema, enabled.envelope.data);
    const wrong = await enableDisable(token, { action: 'disable', recoveryCode: 'aaaaa-aaaaa' }, portal);
    expect(wrong.envelope.errCode).toBe(ErrCode.recoveryCodeInvalid);
    const off = await enableDisable(token, { action: 'disable', recoveryCode: recoveryCodes[3] }, portal);
    expect(off.envelope.data).toEqual({ enabled: false, recoveryCodes: [] });
  });

  it('refuses enable without a generated secret (1030), disable when off (1029) and disable without a code (400)', async () => {
    const token = await env.portal.signInToken('consumer');
    const missing = await enableDisable(token, { action: 'enable', token: '123456' });
    expect(missing.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.twoFactorSetupMissing });
    const off = await enableDisable(token, { action: 'disable', token: '123456' });
    expect(off.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.twoFactorNotEnabled });
    const noCode = await enableDisable(token, { action: 'disable' });
    expect(noCode.status).toBe(400);
    for (const body of [{ action: 'toggle' }, { action: 'enable' }, { action: 'enable', token: '12345' }]) {
      expect((await enableDisable(token, body)).status).toBe(400);
    }
  });

  it('limits wrong codes per user with 429', async () => {
    const portal = await ApiClient.connect(env.server.url, 'agent');
    const token = await portal.signInToken('agent');
    const setup = v.parse(generate2FADataSchema, (await generate(token, portal)).envelope.data);
    const bad = wrongCode(setup.secret, now());
    for (let i = 0; i < 10; i++) {
      const result = await enableDisable(token, { action: 'enable', token: bad }, portal);
      expect(result.envelope.errCode).toBe(ErrCode.twoFactorCodeInvalid);
    }
    const limited = await enableDisable(token, { action: 'enable', token: totpCode(setup.secret, now()) }, portal);
    expect(limited.status).toBe(429);
    expect(limited.envelope.errCode).toBe(ErrCode.tooManyAttempts);
  });
});
