import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { activeSessionsSchema, type ActiveSession } from '../../../src/api/contract/activeSessions';
import { endOtherSessionsDataSchema } from '../../../src/api/contract/account';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { validateLoginDataSchema } from '../../../src/api/contract/schemas';
import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer } from '../support/server';

const MINUTE = 60_000;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** requirements#active-sessions: the list of the user's sessions, one ended, every other ended. */
describe.each(backends)('active sessions on $name', (backend) => {
  const env = withTestServer(backend);

  /** a sign-in from a browser that names itself `userAgent` */
  async function signInAs(client: ApiClient, login: string, userAgent: string): Promise<string> {
    const result = await client.call('POST', paths.validateLogin, {
      json: { userName: login, password: DEMO_PASSWORD, grant_type: 'password' },
      headers: { 'User-Agent': userAgent },
    });
    return v.parse(validateLoginDataSchema, result.envelope.data).info.auth_token;
  }
  const list = (token: string, client = env.portal) => client.call('POST', paths.activeSessions, { userToken: token });
  const sessionsOf = async (token: string, client = env.portal): Promise<ActiveSession[]> => {
    const answer = await list(token, client);
    expect(answer.envelope).toMatchObject({ responseCode: 0 });
    return v.parse(activeSessionsSchema, answer.envelope.data).sessions;
  };
  const end = (token: string, id: unknown) =>
    env.portal.call('POST', paths.endSession, { userToken: token, json: { id } });
  const balance = (token: string) => env.portal.call('POST', paths.getBalance, { userToken: token });
  // (a merchant's calls go through its own client: each category has its own credentials)
  /** a user with only the sessions this test opens */
  async function freshSessions(login: string, client = env.portal) {
    const laptop = await signInAs(client, login, LAPTOP_UA);
    const cleared = await client.call('POST', paths.endOtherSessions, { userToken: laptop });
    v.parse(endOtherSessionsDataSchema, cleared.envelope.data);
    env.server.clock.advance(MINUTE);
    const phone = await signInAs(client, login, PHONE_UA);
    return { laptop, phone };
  }

  it("lists the user's own live sessions with device, place and times, the one in use first and marked", async () => {
    const { laptop, phone } = await freshSessions('consumer');
    // another user's session is never in the list
    const agentClient = await ApiClient.connect(env.server.url, 'agent');
    await signInAs(agentClient, 'agent', PHONE_UA);

    const fromLaptop = await sessionsOf(laptop);
    expect(fromLaptop).toHaveLength(2);
    const [current, other] = fromLaptop;
    expect(current).toMatchObject({
      current: true,
      browser: 'Firefox 133',
      os: 'Windows',
      deviceType: 'desktop',
      // the test client connects over loopback: this machine's own network
      place: { kind: 'thisNetwork' },
    });
    expect(other).toMatchObject({ current: false, browser: 'Chrome 131', os: 'Android 14', deviceType: 'mobile' });
    expect(Date.parse(other!.signedInAt) - Date.parse(current!.signedInAt)).toBe(MINUTE);
    expect(Date.parse(current!.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(current!.signedInAt));

    // from the phone the same two, the phone now marked and first
    const fromPhone = await sessionsOf(phone);
    expect(fromPhone.map((s) => [s.id, s.current])).toEqual([
      [other!.id, true],
      [current!.id, false],
    ]);
    // the user agent and address themselves are not answered
    expect(JSON.stringify(fromPhone)).not.toMatch(/Mozilla|127\.0\.0\.1/);
  });

  it('leaves out sessions that ended, expired or went idle', async () => {
    const merchant = await ApiClient.connect(env.server.url, 'merchant');
    const { laptop, phone } = await freshSessions('merchant', merchant);
    const idle = await signInAs(merchant, 'merchant', PHONE_UA);
    await merchant.call('POST', paths.logout, {
      userToken: phone,
      json: { userIdentifier: '1000000008', logoutFromAllDevice: 0 },
    });
    expect((await sessionsOf(laptop, merchant)).length).toBe(2);
    // the idle timeout (30 minutes in the test servers) passes for every session but the one that keeps calling
    env.server.clock.advance(20 * MINUTE);
    await sessionsOf(laptop, merchant);
    env.server.clock.advance(20 * MINUTE);
    const left = await sessionsOf(laptop, merchant);
    expect(left.map((s) => s.current)).toEqual([true]);
    const idleAnswer = await merchant.call('POST', paths.getBalance, { userToken: idle });
    expect(idleAnswer.envelope.errCode).toBe(ErrCode.authTokenExpired);
  });

  it('ends one other session: refused at once by every endpoint, the list included, with −5100012', async () => {
    const { laptop, phone } = await freshSessions('consumer');
    const phoneId = (await sessionsOf(laptop)).find((s) => !s.current)!.id;
    expect((await end(laptop, phoneId)).envelope).toEqual({
      responseCode: 0,
      errCode: ErrCode.ok,
      message: 'Successfully',
      data: { ended: true },
    });
    for (const answer of [await balance(phone), await list(phone)]) {
      expect(answer.status).toBe(401);
      expect(answer.envelope).toEqual({
        responseCode: 1,
        errCode: ErrCode.sessionEndedElsewhere,
        message: 'Your session was ended from another device.',
        data: null,
      });
    }
    // the laptop goes on, and its list no longer has the phone
    expect((await balance(laptop)).status).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => s.current)).toEqual([true]);
    // ending it again: already gone
    expect((await end(laptop, phoneId)).envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.sessionUnknown });
  });

  it('ends every other session and keeps the one in use', async () => {
    const { laptop, phone } = await freshSessions('consumer');
    const tablet = await signInAs(env.portal, 'consumer', 'Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X)');
    expect((await sessionsOf(phone)).length).toBe(3);
    const ended = await env.portal.call('POST', paths.endOtherSessions, { userToken: phone });
    expect(ended.envelope.data).toEqual({ ended: 2 });
    for (const token of [laptop, tablet])
      expect((await balance(token)).envelope.errCode).toBe(ErrCode.sessionEndedElsewhere);
    const left = await sessionsOf(phone);
    expect(left.map((s) => [s.current, s.browser])).toEqual([[true, 'Chrome 131']]);
  });

  it("answers another user's session id exactly like an unknown one, and ends nothing", async () => {
    const { laptop } = await freshSessions('consumer');
    const agentClient = await ApiClient.connect(env.server.url, 'agent');
    const agentToken = await signInAs(agentClient, 'agent', PHONE_UA);
    const agentSessionId = (await sessionsOf(agentToken, agentClient)).find((s) => s.current)!.id;

    const foreign = await end(laptop, agentSessionId);
    const unknown = await end(laptop, '999999999');
    expect(foreign.status).toBe(200);
    expect(foreign.envelope).toEqual({
      responseCode: 1,
      errCode: ErrCode.sessionUnknown,
      message: 'This session was not found.',
      data: null,
    });
    expect(unknown.status).toBe(foreign.status);
    expect(unknown.envelope).toEqual(foreign.envelope);
    expect((await agentClient.call('POST', paths.getBalance, { userToken: agentToken })).status).toBe(200);
  });

  it('refuses to end the session in use from the list (sign out ends it), and malformed ids with 400', async () => {
    const { laptop } = await freshSessions('consumer');
    const currentId = (await sessionsOf(laptop)).find((s) => s.current)!.id;
    expect((await end(laptop, currentId)).envelope).toMatchObject({
      responseCode: 1,
      errCode: ErrCode.sessionIsCurrent,
    });
    expect((await balance(laptop)).status).toBe(200);
    for (const id of [undefined, '', '0', '-1', 'abc', 12, '1'.repeat(19), "1' OR '1'='1"]) {
      const answer = await end(laptop, id);
      expect(answer.status).toBe(400);
      expect(answer.envelope.errCode).toBe(ErrCode.validationFailed);
    }
  });

  it('answers the session-ending codes without a session', async () => {
    expect((await env.portal.call('POST', paths.activeSessions)).envelope.errCode).toBe(ErrCode.authTokenMissing);
    expect((await env.portal.call('POST', paths.endSession, { json: { id: '1' } })).envelope.errCode).toBe(
      ErrCode.authTokenMissing,
    );
  });
});
