import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  forgotPasswordConfirmationDataSchema,
  LINK_DATA_PATTERN,
  type forgotPasswordRequestSchema,
} from '../../../src/api/contract/account';
import type { UserCategory } from '../../../src/api/contract/categories';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { validateLoginDataSchema } from '../../../src/api/contract/schemas';
import { listOutbox } from '../../../server/outbox/outbox';
import { sha256Hex } from '../../../server/security/crypto';
import { DEMO_PASSWORD, demoUser } from '../../../server/seed/demoUsers';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer } from '../support/server';

const NEW_PASSWORD = 'Fresh#Start9';

describe.each(backends)('password recovery on $name', (backend) => {
  const env = withTestServer(backend);

  const forgot = (userName: string, category: UserCategory = 'consumer') =>
    env.portal.call('POST', paths.forgotPassword, {
      json: { userName, category } satisfies v.InferInput<typeof forgotPasswordRequestSchema>,
    });
  const resetMails = (recipient?: string) =>
    listOutbox(env.server.db, { purpose: 'password_reset', limit: 100, ...(recipient ? { recipient } : {}) });
  const confirm = (linkData: string) => env.portal.call('POST', paths.forgotPasswordConfirmation(linkData));
  const reset = (linkData: string, newPassword: string, confirmPassword = newPassword) =>
    env.portal.call('POST', paths.resetPassword, { json: { linkData, newPassword, confirmPassword } });

  async function requestLink(login: string): Promise<string> {
    expect((await forgot(login, demoUser(login).category)).envelope.responseCode).toBe(0);
    const [mail] = await resetMails(`${login}@example.com`);
    if (mail?.linkData == null) throw new Error(`no reset link was sent to ${login}`);
    return mail.linkData;
  }

  it('answers a real account, an unknown one and another category alike, and e-mails only the real one', async () => {
    const answers = await Promise.all([forgot('consumer'), forgot('nobody-here'), forgot('agent', 'consumer')]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.envelope).toEqual({
        responseCode: 0,
        errCode: ErrCode.ok,
        message: 'Successfully',
        data: { linkValidityMinutes: 60 },
      });
    }
    const mails = await resetMails();
    expect(mails.map((m) => m.recipient)).toEqual(['consumer@example.com']);
    const [mail] = mails;
    expect(mail?.linkData).toMatch(LINK_DATA_PATTERN);
    expect(mail?.link).toBe(`${env.server.url}/forgot-password/${mail?.linkData}`);
    expect(mail?.body).toContain(mail?.link);
    // Only the SHA-256 of the link data is stored.
    const { rows } = await env.server.db.query<{ link_hash: string }>('SELECT link_hash FROM password_reset_links');
    expect(rows.map((r) => r.link_hash)).toEqual([sha256Hex(mail?.linkData ?? '')]);
  });

  it('confirms a working link with the masked account and its expiry, without using it', async () => {
    const linkData = await requestLink('merchant');
    for (let i = 0; i < 2; i++) {
      const result = await confirm(linkData);
      expect(result.envelope.responseCode).toBe(0);
      const data = v.parse(forgotPasswordConfirmationDataSchema, result.envelope.data);
      expect(data.account).toBe('m••••••t');
      expect(new Date(data.expiresAt).getTime()).toBe(env.server.clock.now() + 60 * 60_000);
    }
  });

  it('answers unknown, malformed, superseded, expired and used links with their own codes', async () => {
    for (const linkData of ['A'.repeat(43), 'short', 'has space in it but is long enough to pass']) {
      const result = await confirm(linkData);
      expect(result.status).toBe(200);
      expect(result.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.linkInvalid });
    }
    const first = await requestLink('vendor');
    const second = await requestLink('vendor');
    expect((await confirm(first)).envelope.errCode).toBe(ErrCode.linkExpired); // a newer link supersedes it
    expect((await reset(second, NEW_PASSWORD)).envelope).toMatchObject({ responseCode: 0, data: { reset: true } });
    expect((await confirm(second)).envelope.errCode).toBe(ErrCode.linkUsed);
    expect((await reset(second, 'Another#Pass9')).envelope.errCode).toBe(ErrCode.linkUsed);

    const late = await requestLink('superagent');
    env.server.clock.advance(61 * 60_000);
    expect((await confirm(late)).envelope.errCode).toBe(ErrCode.linkExpired);
    expect((await reset(late, NEW_PASSWORD)).envelope.errCode).toBe(ErrCode.linkExpired);
  });

  it('refuses a new password that breaks the policy or differs from its confirmation, keeping the link', async () => {
    const linkData = await requestLink('chainstore');
    const weak = await reset(linkData, 'short');
    expect(weak.status).toBe(400);
    const errors = (weak.envelope.data as { errors: { field: string; code: string }[] }).errors;
    expect(errors.map((e) => `${e.field}:${e.code}`).sort()).toEqual([
      'newPassword:digit',
      'newPassword:length',
      'newPassword:special',
      'newPassword:upper',
    ]);
    const mismatch = await reset(linkData, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.status).toBe(400);
    expect(mismatch.envelope.data).toEqual({
      errors: [{ field: 'confirmPassword', code: 'match', message: 'The passwords do not match.' }],
    });
    expect((await confirm(linkData)).envelope.responseCode).toBe(0);
  });

  it('resets the password: every session ends, the old password fails and the new one signs in', async () => {
    const token = await env.portal.signInToken('consumer');
    const linkData = await requestLink('consumer');
    expect((await reset(linkData, NEW_PASSWORD)).envelope).toMatchObject({ responseCode: 0, data: { reset: true } });

    const balance = await env.portal.call('POST', paths.getBalance, { userToken: token });
    expect(balance.status).toBe(401);
    expect(balance.envelope.errCode).toBe(ErrCode.sessionRevoked);
    expect((await env.portal.signIn('consumer', DEMO_PASSWORD)).envelope.errCode).toBe(ErrCode.invalidCredentials);
    const fresh = await env.portal.signInToken('consumer', NEW_PASSWORD);
    expect((await env.portal.call('POST', paths.getBalance, { userToken: fresh })).status).toBe(200);

    const [notice] = await listOutbox(env.server.db, {
      recipient: 'consumer@example.com',
      purpose: 'notice',
      limit: 1,
    });
    expect(notice?.subject).toBe('Your Wallet Portal password was changed');
    expect(notice?.body).not.toContain(NEW_PASSWORD);
  });

  it('leaves two-factor on: after a reset the account still asks for its authenticator code', async () => {
    const linkData = await requestLink('consumer2fa');
    expect((await reset(linkData, NEW_PASSWORD)).envelope.responseCode).toBe(0);
    const signIn = await env.portal.signIn('consumer2fa', NEW_PASSWORD);
    const data = v.parse(validateLoginDataSchema, signIn.envelope.data);
    expect(data.info.isTFA).toBe(true);
    expect(data.user).toBeNull();
  });

  it('withholds e-mails over the per-account limit but answers exactly the same', async () => {
    const results = [];
    for (let i = 0; i < 7; i++) results.push(await forgot('minihouston', 'agent'));
    for (const result of results) expect(result.envelope).toEqual(results[0]?.envelope);
    expect(await resetMails('minihouston@example.com')).toHaveLength(5);
  });
});

describe.each(backends)('password recovery limits on $name', (backend) => {
  const env = withTestServer(backend, { limits: { recoveryRequestsPerIpPerHour: 3 } });

  it('limits recovery requests per IP with 429 and Retry-After', async () => {
    const agentPortal = await ApiClient.connect(env.server.url, 'agent');
    const ask = (userName: string) =>
      agentPortal.call('POST', paths.forgotPassword, { json: { userName, category: 'agent' } });
    for (const name of ['agent', 'nobody-1', 'nobody-2']) expect((await ask(name)).status).toBe(200);
    const limited = await ask('agent');
    expect(limited.status).toBe(429);
    expect(limited.envelope.errCode).toBe(ErrCode.tooManyAttempts);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(3000);
    env.server.clock.advance(60 * 60_000);
    expect((await ask('agent')).status).toBe(200);
  });
});
