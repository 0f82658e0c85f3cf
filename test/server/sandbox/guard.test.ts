import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { createApp } from '../../../server/app';
import { ConfigError, defaultRateLimits, loadConfig } from '../../../server/config';
import { createLogger } from '../../../server/log';
import { backends, testKeys, testMaskKey } from '../support/backends';
import { startTestServer, TEST_SANDBOX_KEY, withTestServer } from '../support/server';

/**
 * Issue 19 defect 6: the sandbox tools (outbox, maintenance, content…) answer loopback clients or
 * the sandbox key; state-changing ones need a sandbox CSRF pair (or the key); MODE=production
 * removes them.
 */
describe.each(backends)('the sandbox tools guarded on $name', (backend) => {
  const env = withTestServer(backend);
  const maintenance = (headers: Record<string, string>) =>
    fetch(`${env.server.url}/sandbox/v1/maintenance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ enabled: false }),
    });

  it('refuses a state-changing tool without a CSRF pair, even from this machine (403 csrfInvalid)', async () => {
    const apiPair = env.portal.csrfToken; // a portal pair is no sandbox pair
    const attempts: Record<string, string>[] = [{}, { Cookie: `SANDBOX-XSRF=${apiPair}`, 'X-Sandbox-CSRF': apiPair }];
    for (const headers of attempts) {
      const answer = await maintenance(headers);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ responseCode: 1, errCode: ErrCode.csrfInvalid });
    }
  });

  it('accepts it with the pair from GET /sandbox/v1/csrf, or with the sandbox key', async () => {
    const bootstrap = await fetch(`${env.server.url}/sandbox/v1/csrf`);
    expect(bootstrap.headers.get('set-cookie')).toMatch(
      /^SANDBOX-XSRF=[\w-]+\.[0-9a-f]{32}\.[\w-]+; Path=\/sandbox; SameSite=Strict$/,
    );
    const { data } = (await bootstrap.json()) as { data: { token: string; header: string } };
    expect(data.header).toBe('X-Sandbox-CSRF');
    expect((await maintenance({ Cookie: `SANDBOX-XSRF=${data.token}`, 'X-Sandbox-CSRF': data.token })).status).toBe(
      200,
    );
    expect((await maintenance({ 'X-Sandbox-Key': TEST_SANDBOX_KEY })).status).toBe(200);
    expect((await maintenance({ 'X-Sandbox-Key': `${TEST_SANDBOX_KEY}x` })).status).toBe(403);
  });

  describe('asked from another machine', () => {
    const fromElsewhere = { incoming: { socket: { remoteAddress: '203.0.113.7' } } };
    const app = () =>
      createApp(
        {
          db: env.server.db,
          keys: testKeys,
          limits: defaultRateLimits,
          now: Date.now,
          log: createLogger('silent'),
          maskKey: testMaskKey,
        },
        { staticDir: '/nonexistent', sandboxTools: true, sandboxKey: TEST_SANDBOX_KEY },
      );

    it.each([
      '/sandbox/v1/outbox',
      '/sandbox/outbox',
      '/sandbox/v1/captcha?id=x',
      '/sandbox/v1/errors',
      '/sandbox/v1/devices?user=consumer',
      '/sandbox/v1/maintenance',
    ])('refuses GET %s without the sandbox key (403 sandboxToolsForbidden), answers it with the key', async (path) => {
      const refused = await app().request(`http://portal.test${path}`, undefined, fromElsewhere);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ responseCode: 1, errCode: ErrCode.sandboxToolsForbidden });
      const keyed = await app().request(
        `http://portal.test${path}`,
        { headers: { 'X-Sandbox-Key': TEST_SANDBOX_KEY } },
        fromElsewhere,
      );
      // past the guard, the tool itself answers (an unknown captcha id is its own 400)
      expect([200, 400]).toContain(keyed.status);
    });

    it('still serves the assets the portal itself loads (map tiles, chat widget)', async () => {
      for (const path of ['/sandbox/tiles/0/0/0.png', '/sandbox/chat-widget.js']) {
        expect((await app().request(`http://portal.test${path}`, undefined, fromElsewhere)).status).toBe(200);
      }
    });
  });
});

describe('MODE=production', () => {
  it('turns the sandbox tools off and requires PUBLIC_URL', () => {
    const production = loadConfig({ MODE: 'production', PUBLIC_URL: 'https://wallet.example.com' });
    expect(production).toMatchObject({ mode: 'production', sandboxTools: false });
    expect(() => loadConfig({ MODE: 'production', PUBLIC_URL: 'https://w.example', SANDBOX_TOOLS: 'on' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ MODE: 'production' })).toThrow(/PUBLIC_URL: is required with MODE=production/);
    expect(loadConfig({}).sandboxTools).toBe(true);
  });

  it.each(backends)('serves no sandbox path at all on $name', async (backend) => {
    const server = await startTestServer(backend, { sandboxTools: false });
    try {
      for (const path of ['/sandbox/v1/outbox', '/sandbox/outbox', '/sandbox/v1/csrf']) {
        expect((await fetch(`${server.url}${path}`)).status).toBe(404);
      }
    } finally {
      await server.close();
    }
  });
});
