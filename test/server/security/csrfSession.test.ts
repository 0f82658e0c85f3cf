import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { validateLoginDataSchema } from '../../../src/api/contract/schemas';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer } from '../support/server';

/**
 * Issue 19 defect 12 — ASVS 5.0 3.5.1 (CSRF defence): the CSRF pair is bound to the session it
 * was issued for (signed with the session token's hash); another session's valid pair is refused.
 */
describe.each(backends)('CSRF pairs bound to the session on $name', (backend) => {
  const env = withTestServer(backend);
  const pair = (token: string) => ({ Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token });
  const balance = (userToken: string, csrf: string) =>
    env.portal.call('POST', paths.getBalance, { userToken, csrf: false, headers: pair(csrf) });
  /** A state-changing call without a session (the app's own sign-in for its access token). */
  const appLogin = (csrf: string) =>
    env.portal.call('POST', paths.appLogin, {
      json: { grant_type: 'client_credentials' },
      access: false,
      csrf: false,
      headers: pair(csrf),
    });

  it("ASVS 3.5.1: refuses another user's valid pair, and a pair from before sign-in, with 403 csrfInvalid", async () => {
    const agentPortal = await ApiClient.connect(env.server.url, 'agent');
    const consumer = await env.portal.signInToken('consumer');
    const agent = await agentPortal.signInToken('agent');
    const agentsPair = await agentPortal.csrfFor(agent);
    expect((await balance(agent, agentsPair)).status).toBe(200); // valid for its own session

    for (const foreign of [agentsPair, env.portal.csrfToken]) {
      const refused = await balance(consumer, foreign);
      expect(refused.status).toBe(403);
      expect(refused.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.csrfInvalid });
      // the refusal hands out a pair bound to the session presented, as the portal's retry expects
      expect(refused.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=[\w-]+\.[0-9a-f]{32}\.[\w-]+;/);
    }
    expect((await balance(consumer, await env.portal.csrfFor(consumer))).status).toBe(200);
  });

  it('hands the signed-in client a pair bound to its new session with the sign-in answer', async () => {
    const signIn = await env.portal.signIn('consumer');
    const token = v.parse(validateLoginDataSchema, signIn.envelope.data).info.auth_token;
    const bound = /XSRF-TOKEN=([^;]+)/.exec(signIn.headers.get('set-cookie') ?? '')?.[1];
    expect(bound).toBeDefined();
    expect(bound).not.toBe(env.portal.csrfToken);
    expect((await balance(token, bound ?? '')).status).toBe(200);
  });

  it("keeps the session's pair through calls without a session: a poll crossing the sign-in answer does not unbind it", async () => {
    const signIn = await env.portal.signIn('consumer');
    const token = v.parse(validateLoginDataSchema, signIn.envelope.data).info.auth_token;
    const bound = /XSRF-TOKEN=([^;]+)/.exec(signIn.headers.get('set-cookie') ?? '')?.[1] ?? '';
    // the signed-out page's polls go on without the session: they take the bound pair as it is
    const poll = await env.portal.call('GET', paths.activeLanguages, {
      csrf: false,
      headers: { Cookie: `XSRF-TOKEN=${bound}` },
    });
    expect(poll.status).toBe(200);
    expect(poll.headers.get('set-cookie')).toBeNull();
    // and so does a state-changing call without a session (a public form)
    const publicPost = await appLogin(bound);
    expect(publicPost.status).toBe(200);
    expect(publicPost.headers.get('set-cookie')).toBeNull();
    // the session's call after them still has a valid pair
    expect((await balance(token, bound)).status).toBe(200);
    // a forged binding is refused even without a session
    const [nonce, , signature] = bound.split('.');
    const forged = `${nonce}.${'0'.repeat(32)}.${signature}`;
    const refused = await appLogin(forged);
    expect(refused.status).toBe(403);
  });
});
