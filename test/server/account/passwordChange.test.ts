import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { changePasswordDataSchema, endOtherSessionsDataSchema } from '../../../src/api/contract/account';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { listOutbox } from '../../../server/outbox/outbox';
import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer } from '../support/server';

const NEW_PASSWORD = 'Changed#Pass7';

describe.each(backends)('password change and other sessions on $name', (backend) => {
  const env = withTestServer(backend, { limits: { credentialChangeFailuresPerUser: 3 } });

  const change = (userToken: string, oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
    env.portal.call('POST', paths.changePassword, { userToken, json: { oldPassword, newPassword, confirmPassword } });
  const balanceStatus = async (userToken: string) =>
    (await env.portal.call('POST', paths.getBalance, { userToken })).envelope.errCode;

  it('refuses a wrong current password (1024) and the current password as the new one (1025)', async () => {
    const token = await env.portal.signInToken('consumer');
    const wrong = await change(token, 'Wrong@1234', NEW_PASSWORD);
    expect(wrong.status).toBe(200);
    expect(wrong.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.currentPasswordWrong, data: null });
    const reused = await change(token, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(reused.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.passwordReused });
  });

  it('checks the new password against the policy and its confirmation (400)', async () => {
    const token = await env.portal.signInToken('consumer');
    const weak = await change(token, DEMO_PASSWORD, 'alllowercase');
    expect(weak.status).toBe(400);
    const codes = (weak.envelope.data as { errors: { field: string; code: string }[] }).errors.map(
      (e) => `${e.field}:${e.code}`,
    );
    expect(codes.sort()).toEqual(['newPassword:digit', 'newPassword:special', 'newPassword:upper']);
    const mismatch = await change(token, DEMO_PASSWORD, NEW_PASSWORD, 'Changed#Pass8');
    expect(mismatch.status).toBe(400);
    expect((mismatch.envelope.data as { errors: unknown[] }).errors).toEqual([
      { field: 'confirmPassword', code: 'match', message: 'The passwords do not match.' },
    ]);
  });

  it('changes the password keeping every session, then ends the other ones (-5100012) but not this one', async () => {
    const agentPortal = await ApiClient.connect(env.server.url, 'agent');
    const current = await agentPortal.signInToken('agent');
    const other = await agentPortal.signInToken('agent');
    const otherUser = await env.portal.signInToken('consumer'); // another user's session stays

    const changed = await agentPortal.call('POST', paths.changePassword, {
      userToken: current,
      json: { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.envelope.responseCode).toBe(0);
    expect(v.parse(changePasswordDataSchema, changed.envelope.data)).toEqual({ changed: true, otherSessions: 1 });
    expect(await balanceStatus(current)).toBe(ErrCode.ok);
    expect(await balanceStatus(other)).toBe(ErrCode.ok);
    expect((await agentPortal.signIn('agent', DEMO_PASSWORD)).envelope.errCode).toBe(ErrCode.invalidCredentials);
    const [notice] = await listOutbox(env.server.db, { recipient: 'agent@example.com', purpose: 'notice', limit: 1 });
    expect(notice?.subject).toBe('Your Wallet Portal password was changed');

    const newest = await agentPortal.signInToken('agent', NEW_PASSWORD);
    const ended = await agentPortal.call('POST', paths.endOtherSessions, { userToken: current });
    expect(v.parse(endOtherSessionsDataSchema, ended.envelope.data)).toEqual({ ended: 2 });
    for (const token of [other, newest]) {
      const result = await agentPortal.call('POST', paths.getBalance, { userToken: token });
      expect(result.status).toBe(401);
      expect(result.envelope).toMatchObject({
        errCode: ErrCode.sessionEndedElsewhere,
        message: 'Your session was ended from another device.',
      });
    }
    expect(await balanceStatus(current)).toBe(ErrCode.ok);
    expect(await balanceStatus(otherUser)).toBe(ErrCode.ok);
    const again = await agentPortal.call('POST', paths.endOtherSessions, { userToken: current, json: {} });
    expect(again.envelope.data).toEqual({ ended: 0 });
  });

  it('refuses both calls without a signed-in session', async () => {
    for (const path of [paths.changePassword, paths.endOtherSessions]) {
      const result = await env.portal.call('POST', path, {
        json: { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(result.status).toBe(401);
      expect(result.envelope.errCode).toBe(ErrCode.authTokenMissing);
    }
  });

  it('limits wrong current passwords per user with 429, even for the right one', async () => {
    const merchantPortal = await ApiClient.connect(env.server.url, 'merchant');
    const token = await merchantPortal.signInToken('merchant');
    const attempt = (oldPassword: string) =>
      merchantPortal.call('POST', paths.changePassword, {
        userToken: token,
        json: { oldPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
    for (let i = 0; i < 3; i++)
      expect((await attempt('Wrong@1234')).envelope.errCode).toBe(ErrCode.currentPasswordWrong);
    const limited = await attempt(DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.envelope.errCode).toBe(ErrCode.tooManyAttempts);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    env.server.clock.advance(15 * 60_000);
    expect((await attempt(DEMO_PASSWORD)).envelope.responseCode).toBe(0);
  });
});
