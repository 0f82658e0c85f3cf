import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer } from '../support/server';

const MINUTE = 60_000;

describe.each(backends)('user sessions on $name', (backend) => {
  const env = withTestServer(backend);

  const balance = (userToken?: string, headers?: Record<string, string>) =>
    env.portal.call('POST', paths.getBalance, {
      ...(userToken === undefined ? {} : { userToken }),
      ...(headers ? { headers } : {}),
    });
  const logout = (userToken: string, body: unknown) => env.portal.call('POST', paths.logout, { json: body, userToken });

  it('revokes the token on logout: the next call answers 401 sessionRevoked', async () => {
    const token = await env.portal.signInToken('consumer');
    expect((await balance(token)).status).toBe(200);
    const out = await logout(token, { userIdentifier: '1000000001', logoutFromAllDevice: 0 });
    expect(out.envelope).toMatchObject({ responseCode: 0, data: { endedSessions: 1 } });
    const after = await balance(token);
    expect(after.status).toBe(401);
    expect(after.envelope).toMatchObject({
      responseCode: 1,
      errCode: ErrCode.sessionRevoked,
      message: 'You have been signed out.',
    });
  });

  it('ends the other devices on "log out from all devices" with −5100012 and its message', async () => {
    const [here, phone, tablet, laptop] = await Promise.all([
      env.portal.signInToken('consumer'),
      env.portal.signInToken('consumer'),
      env.portal.signInToken('consumer'),
      env.portal.signInToken('consumer'),
    ]);
    const out = await logout(here, { userIdentifier: '1000000001', logoutFromAllDevice: 1 });
    expect(out.envelope.data).toEqual({ endedSessions: 4 });
    for (const token of [phone, tablet, laptop]) {
      const result = await balance(token);
      expect(result.status).toBe(401);
      expect(result.envelope).toEqual({
        responseCode: 1,
        errCode: ErrCode.sessionEndedElsewhere,
        message: 'Your session was ended from another device.',
        data: null,
      });
    }
    expect((await balance(here)).envelope.errCode).toBe(ErrCode.sessionRevoked);
  });

  it("leaves other users' sessions alone on logout from all devices", async () => {
    const agentPortal = await ApiClient.connect(env.server.url, 'agent');
    const [agentToken, consumerToken] = await Promise.all([
      agentPortal.signInToken('agent'),
      env.portal.signInToken('consumer'),
    ]);
    await logout(consumerToken, { userIdentifier: '1000000001', logoutFromAllDevice: 1 });
    expect((await agentPortal.call('POST', paths.getBalance, { userToken: agentToken })).status).toBe(200);
  });

  it("refuses to log out someone else's identifier and keeps the session", async () => {
    const token = await env.portal.signInToken('consumer');
    const result = await logout(token, { userIdentifier: '1000000003', logoutFromAllDevice: 0 });
    expect(result.status).toBe(400);
    expect(result.envelope.errCode).toBe(ErrCode.validationFailed);
    expect((await balance(token)).status).toBe(200);
  });

  it('distinguishes a missing token (1004) from an unknown or malformed one (1005)', async () => {
    for (const headers of [undefined, { 'X-Authorized-Token': 'Bearer null' }, { 'X-Authorized-Token': 'Bearer ' }]) {
      const missing = await balance(undefined, headers);
      expect(missing.status).toBe(401);
      expect(missing.envelope.errCode).toBe(ErrCode.authTokenMissing);
    }
    for (const token of ['a'.repeat(43), 'not a token', '../../etc/passwd', '\u00e9'.repeat(10), 'x'.repeat(5000)]) {
      const invalid = await balance(undefined, { 'X-Authorized-Token': `Bearer ${token}` });
      expect(invalid.status).toBe(401);
      expect(invalid.envelope.errCode).toBe(ErrCode.authTokenInvalid);
    }
  });

  it('accepts the session token in Authorization: Bearer as a fallback', async () => {
    const token = await env.portal.signInToken('consumer');
    expect((await balance(undefined, { Authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it('expires a session idle for 30 minutes, and slides while it is used', async () => {
    const busy = await env.portal.signInToken('consumer');
    const idle = await env.portal.signInToken('consumer');
    env.server.clock.advance(20 * MINUTE);
    expect((await balance(busy)).status).toBe(200);
    env.server.clock.advance(20 * MINUTE);
    expect((await balance(busy)).status).toBe(200);
    const expired = await balance(idle);
    expect(expired.status).toBe(401);
    expect(expired.envelope.errCode).toBe(ErrCode.authTokenExpired);
  });

  it('ends a session after 12 hours however active it is', async () => {
    const token = await env.portal.signInToken('consumer');
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 25) {
      env.server.clock.advance(25 * MINUTE);
      // Keep the app's access token alive too: it lives 30 days, so it does.
      const result = await balance(token);
      if (elapsed + 25 < 12 * 60) expect(result.status).toBe(200);
      else expect(result.envelope.errCode).toBe(ErrCode.authTokenExpired);
    }
  });

  it('refuses the app access token after its 30 days', async () => {
    const fresh = await ApiClient.connect(env.server.url, 'consumer');
    env.server.clock.advance(30 * 24 * 60 * MINUTE);
    const result = await fresh.call('POST', paths.getBalance, {});
    expect(result.status).toBe(401);
    expect(result.envelope.errCode).toBe(ErrCode.accessTokenInvalid);
  });
});
