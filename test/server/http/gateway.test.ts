import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { createApp } from '../../../server/app';
import { defaultRateLimits } from '../../../server/config';
import { createLogger } from '../../../server/log';
import { issueCsrfToken } from '../../../server/security/csrf';
import { deriveKeys } from '../../../server/security/crypto';
import { backends, testKeys, testMaskKey } from '../support/backends';
import { credentialsOf } from '../support/client';
import { withTestServer } from '../support/server';

describe.each(backends)('gateway rules on $name', (backend) => {
  const env = withTestServer(backend);

  describe('CSRF double-submit cookie', () => {
    it('issues a readable, SameSite=Strict cookie from the bootstrap endpoint', async () => {
      const response = await fetch(`${env.server.url}/api/${paths.csrf}`);
      expect(response.status).toBe(200);
      const cookie = response.headers.get('set-cookie') ?? '';
      // nonce, an empty binding (no session), signature
      expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}\.\.[A-Za-z0-9_-]{43}; Path=\/; SameSite=Strict$/);
      expect(cookie).not.toMatch(/HttpOnly|Secure/i);
    });

    it('sets the cookie on any API answer of a client without one, and only then', async () => {
      const without = await fetch(`${env.server.url}/api/${paths.activeLanguages}`);
      expect(without.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
      const withCookie = await fetch(`${env.server.url}/api/${paths.csrf}`, {
        headers: { Cookie: `XSRF-TOKEN=${env.portal.csrfToken}` },
      });
      expect(withCookie.headers.get('set-cookie')).toBeNull();
    });

    it('marks the cookie Secure when the request came over https', async () => {
      const app = createApp(
        {
          db: env.server.db,
          keys: testKeys,
          limits: defaultRateLimits,
          now: Date.now,
          log: createLogger('silent'),
          maskKey: testMaskKey,
        },
        { staticDir: '/nonexistent', sandboxTools: false },
      );
      const response = await app.request(`https://portal.example/api/${paths.csrf}`);
      expect(response.headers.get('set-cookie')).toMatch(/; Path=\/; Secure; SameSite=Strict$/);
    });

    const appLogin = (headers: Record<string, string>) =>
      env.portal.call('POST', paths.appLogin, { json: { grant_type: 'client_credentials' }, csrf: false, headers });

    it.each([
      ['no cookie and no header', () => ({})],
      ['a cookie but no header', () => ({ Cookie: `XSRF-TOKEN=${env.portal.csrfToken}` })],
      ['a header but no cookie', () => ({ 'X-XSRF-TOKEN': env.portal.csrfToken })],
      [
        'a header that differs from the cookie',
        () => ({ Cookie: `XSRF-TOKEN=${env.portal.csrfToken}`, 'X-XSRF-TOKEN': issueCsrfToken(testKeys.csrf) }),
      ],
      ['a forged, unsigned pair', () => ({ Cookie: 'XSRF-TOKEN=abc.def', 'X-XSRF-TOKEN': 'abc.def' })],
      [
        'a pair signed with another secret',
        () => {
          const foreign = issueCsrfToken(deriveKeys('another-secret-of-at-least-32-characters').csrf);
          return { Cookie: `XSRF-TOKEN=${foreign}`, 'X-XSRF-TOKEN': foreign };
        },
      ],
    ])('refuses a state-changing call with %s (403 csrfInvalid)', async (_, headers) => {
      const result = await appLogin(headers());
      expect(result.status).toBe(403);
      expect(result.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.csrfInvalid });
    });

    it('treats a mangled cookie header as no cookie (403, not 500)', async () => {
      const result = await appLogin({ Cookie: 'XSRF-TOKEN=%E0%A4%A; XSRF-TOKEN=; =;;', 'X-XSRF-TOKEN': '%E0%A4%A' });
      expect(result.status).toBe(403);
      expect(result.envelope.errCode).toBe(ErrCode.csrfInvalid);
    });

    it('hands out a fresh cookie with the 403 so the client can retry', async () => {
      const response = await fetch(`${env.server.url}/api/${paths.appLogin}`, { method: 'POST' });
      expect(response.status).toBe(403);
      expect(response.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
    });
  });

  describe('credentials and tokens', () => {
    it.each([paths.validateLogin, paths.verify2FAToken, paths.logout, paths.getBalance, paths.getUserAccount])(
      'requires the front access token on %s (401 accessTokenInvalid)',
      async (path) => {
        const variants: Record<string, string>[] = [
          {},
          { 'X-Access-Token': 'Bearer null' },
          { 'X-Access-Token': `Bearer ${'A'.repeat(43)}` },
          { 'X-Access-Token': 'Basic abc' },
        ];
        for (const headers of variants) {
          const result = await env.portal.call('POST', path, { json: {}, access: false, headers });
          expect(result.status).toBe(401);
          expect(result.envelope.errCode).toBe(ErrCode.accessTokenInvalid);
        }
      },
    );

    it('does not require the access token for content, CSRF and app-login calls', async () => {
      expect((await env.portal.call('GET', paths.activeLanguages, { access: false })).status).toBe(200);
      expect((await env.portal.call('GET', paths.siteSettings(1), { access: false })).status).toBe(200);
      expect((await env.portal.call('GET', paths.csrf, { access: false })).status).toBe(200);
      expect(
        (await env.portal.call('POST', paths.appLogin, { json: { grant_type: 'client_credentials' }, access: false }))
          .status,
      ).toBe(200);
    });

    const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
    it.each([
      ['no credential', undefined],
      ['a wrong secret', basic('portal-consumer:sandbox-consumer-logim')],
      ['an unknown client', basic('portal-nobody:sandbox-nobody-login')],
      ['the content credential', basic('cms-consumer:sandbox-consumer-cms')],
      ['no colon', basic('portal-consumer')],
      ['an empty client id', basic(':sandbox-consumer-login')],
      ['broken base64', 'Basic !!!not-base64!!!'],
      ['a bearer token', 'Bearer abc'],
      ['a huge value', `Basic ${'QUFB'.repeat(2000)}`],
    ])('refuses the client-credentials login with %s (403)', async (_, authorization) => {
      const result = await env.portal.call('POST', paths.appLogin, {
        json: { grant_type: 'client_credentials' },
        basic: 'none',
        headers: authorization === undefined ? {} : { Authorization: authorization },
      });
      expect(result.status).toBe(403);
      expect(result.envelope.errCode).toBe(ErrCode.clientCredentialInvalid);
    });

    it('refuses the login credential on content paths', async () => {
      const result = await env.portal.call('GET', paths.activeLanguages, { basic: 'login' });
      expect(result.status).toBe(403);
      expect(result.envelope.errCode).toBe(ErrCode.clientCredentialInvalid);
    });
  });

  describe('routing and HTTP hygiene', () => {
    it('answers an unknown API path with a 404 envelope', async () => {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const result = await env.portal.call(method, 'adapter/v1/noSuchCall', method === 'GET' ? {} : { json: {} });
        expect(result.status).toBe(404);
        expect(result.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.notFound });
      }
    });

    it('answers a known path with the wrong method with 405 and Allow', async () => {
      const get = await env.portal.call('GET', paths.validateLogin);
      expect(get.status).toBe(405);
      expect(get.headers.get('Allow')).toBe('POST');
      expect(get.envelope.errCode).toBe(ErrCode.methodNotAllowed);
      const post = await env.portal.call('POST', paths.siteSettings(1), { json: {} });
      expect(post.status).toBe(405);
      expect(post.headers.get('Allow')).toBe('GET');
    });

    it('refuses bodies over 64 KB with a 413 envelope', async () => {
      const result = await env.portal.call('POST', paths.appLogin, {
        json: { grant_type: 'client_credentials', pad: 'x'.repeat(70_000) },
      });
      expect(result.status).toBe(413);
      expect(result.envelope).toMatchObject({
        responseCode: 1,
        errCode: ErrCode.validationFailed,
        message: 'The request body is too large.',
      });
    });

    it('refuses an oversized chunked body (no Content-Length) with 413 too', async () => {
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(
          `${env.server.url}/api/${paths.appLogin}`,
          {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Authorization: `Basic ${credentialsOf('consumer').login}`,
              Cookie: `XSRF-TOKEN=${env.portal.csrfToken}`,
              'X-XSRF-TOKEN': env.portal.csrfToken,
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.write('{"grant_type":"client_credentials","pad":"');
        for (let i = 0; i < 20; i++) req.write('x'.repeat(5000));
        req.end('"}');
      });
      expect(status).toBe(413);
    });

    it('marks API answers nosniff and no-store, successes and failures alike', async () => {
      for (const result of [
        await env.portal.call('GET', paths.activeLanguages),
        await env.portal.call('GET', 'cms/v1/nothing'),
      ]) {
        expect(result.headers.get('X-Content-Type-Options')).toBe('nosniff');
        expect(result.headers.get('Cache-Control')).toBe('no-store');
        expect(result.headers.get('Content-Type')).toMatch(/^application\/json/);
      }
    });

    it('answers the health check with ok, and says the portal is not built when it is not', async () => {
      const health = await fetch(`${env.server.url}/healthz`);
      expect([health.status, await health.text()]).toEqual([200, 'ok']);
      const page = await fetch(`${env.server.url}/signin`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('npm run build');
    });
  });
});
