import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer, type TestServer } from '../support/server';

interface Access {
  login: string;
  category: string;
  route: string;
  reason: string;
  at: string;
}

async function accesses(server: TestServer): Promise<Access[]> {
  const response = await fetch(`${server.url}/sandbox/v1/invalid-access`);
  return ((await response.json()) as { data: { accesses: Access[] } }).data.accesses;
}

// requirements#invalid-access: issue 18 — recorded by the server, not only in the console
describe.each(backends)('invalid component access on $name', (backend) => {
  const env = withTestServer(backend);

  it('records who (from the session, not the body), what and when, and shows it on the sandbox page', async () => {
    const agent = await ApiClient.connect(env.server.url, 'agent');
    const token = await agent.signInToken('chainstore');
    const result = await agent.call('POST', paths.invalidAccess, {
      userToken: token,
      json: { route: '/app/beneficiary/list', reason: 'notConfigured' },
    });
    expect(result.envelope).toMatchObject({ responseCode: 0, data: { recorded: true } });
    const [latest] = await accesses(env.server);
    expect(latest).toEqual({
      login: 'chainstore',
      category: 'AGENT_CATEGORY',
      route: '/app/beneficiary/list',
      reason: 'notConfigured',
      at: new Date(env.server.clock.now()).toISOString(),
    });
    // the same route again within the minute adds nothing (a reloading tab)
    const again = await agent.call('POST', paths.invalidAccess, {
      userToken: token,
      json: { route: '/app/beneficiary/list', reason: 'notConfigured' },
    });
    expect(again.envelope.data).toEqual({ recorded: false });
    expect((await accesses(env.server)).filter((a) => a.login === 'chainstore')).toHaveLength(1);

    const page = await (await fetch(`${env.server.url}/sandbox/outbox`)).text();
    expect(page).toContain('<h2 id="invalid-access">Invalid component accesses</h2>');
    expect(page).toContain('<td>chainstore</td><td>AGENT_CATEGORY</td><td>/app/beneficiary/list</td>');
  });

  it('refuses a report without a session, and a route or reason outside the contract', async () => {
    const anonymous = await env.portal.call('POST', paths.invalidAccess, {
      json: { route: '/app/schedule', reason: 'notConfigured' },
    });
    expect(anonymous.status).toBe(401);
    const token = await env.portal.signInToken('consumer');
    for (const json of [
      { route: 'https://evil.example/', reason: 'notConfigured' },
      { route: '/app/<script>', reason: 'notConfigured' },
      { route: '/app/schedule', reason: 'because' },
      { route: `/app/${'a'.repeat(200)}`, reason: 'notInMenu' },
    ]) {
      const result = await env.portal.call('POST', paths.invalidAccess, { userToken: token, json });
      expect(result.status).toBe(400);
      expect(result.envelope.errCode).toBe(ErrCode.validationFailed);
    }
  });
});
