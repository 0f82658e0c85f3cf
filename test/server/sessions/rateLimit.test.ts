import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { backends } from '../support/backends';
import { ApiClient, type CallResult } from '../support/client';
import { startTestServer, type TestServer } from '../support/server';

const WINDOW_MS = 15 * 60_000;

function expectTooManyAttempts(result: CallResult, maxSeconds: number): void {
  expect(result.status).toBe(429);
  expect(result.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.tooManyAttempts });
  const retryAfter = Number(result.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(result.envelope.data).toEqual({ retryAfterSeconds: retryAfter });
}

describe.each(backends)('sign-in rate limits on $name', (backend) => {
  describe('with the default limits (5 failures per account per 15 minutes)', () => {
    let server: TestServer;
    let portal: ApiClient;
    beforeAll(async () => {
      server = await startTestServer(backend);
      portal = await ApiClient.connect(server.url, 'consumer');
    });
    afterAll(() => server?.close());

    it('answers 429 with Retry-After after five failures, refuses the right password, and recovers after the window', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await portal.signIn('consumer', `Wrong@${i}`)).envelope.errCode).toBe(ErrCode.invalidCredentials);
      }
      server.clock.advance(60_000);
      const limited = await portal.signIn('consumer');
      expectTooManyAttempts(limited, 14 * 60);
      expect(limited.envelope.message).toBe('Too many attempts. Try again in 14 minutes.');

      server.clock.advance(WINDOW_MS);
      expect((await portal.signIn('consumer')).envelope.responseCode).toBe(0);
    });
  });

  describe('with small limits (2 per account, 3 per IP, 3 app logins per minute)', () => {
    let server: TestServer;
    let portal: ApiClient;
    beforeAll(async () => {
      server = await startTestServer(backend, {
        limits: { loginFailuresPerAccount: 2, loginFailuresPerIp: 3, appLoginsPerIp: 3 },
      });
      portal = await ApiClient.connect(server.url, 'consumer');
    });
    afterAll(() => server?.close());
    beforeEach(() => server.clock.advance(WINDOW_MS)); // fresh windows per test

    it('does not count a successful sign-in as a failure', async () => {
      expect((await portal.signIn('consumer', 'Wrong@1')).envelope.errCode).toBe(ErrCode.invalidCredentials);
      expect((await portal.signIn('consumer')).envelope.responseCode).toBe(0);
      // Had the success counted, this second failure would already be over the limit of 2.
      expect((await portal.signIn('consumer', 'Wrong@2')).envelope.errCode).toBe(ErrCode.invalidCredentials);
      expectTooManyAttempts(await portal.signIn('consumer'), 15 * 60);
    });

    it('limits unknown logins the same way, so the limiter reveals nothing', async () => {
      expect((await portal.signIn('ghost', 'Wrong@1')).envelope.errCode).toBe(ErrCode.invalidCredentials);
      expect((await portal.signIn('GHOST', 'Wrong@2')).envelope.errCode).toBe(ErrCode.invalidCredentials);
      expectTooManyAttempts(await portal.signIn('Ghost', 'Wrong@3'), 15 * 60);
    });

    it('limits failures per IP address across accounts', async () => {
      for (const login of ['consumer', 'ghost-a', 'ghost-b']) {
        expect((await portal.signIn(login, 'Wrong@1')).envelope.errCode).toBe(ErrCode.invalidCredentials);
      }
      expectTooManyAttempts(await portal.signIn('consumer2fa'), 15 * 60);
    });

    it('limits client-credentials logins per IP per minute', async () => {
      server.clock.advance(60_000);
      const login = () =>
        portal.call('POST', paths.appLogin, { json: { grant_type: 'client_credentials' }, access: false });
      for (let i = 0; i < 3; i++) expect((await login()).envelope.responseCode).toBe(0);
      expectTooManyAttempts(await login(), 60);
      server.clock.advance(60_000);
      expect((await login()).envelope.responseCode).toBe(0);
    });
  });
});
