import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { listOutbox } from '../../../server/outbox/outbox';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';

/** Issue 19 defect 5 (reset-link poisoning): e-mailed links carry configured origins only. */
describe.each(backends)('reset links from configured origins on $name', (backend) => {
  describe('the sandbox default (no PUBLIC_URL): its own address', () => {
    const env = withTestServer(backend);
    const mails = () => listOutbox(env.server.db, { purpose: 'password_reset', limit: 100 });

    it('refuses a forgot-password request whose Host header names another host, and sends nothing', async () => {
      const answer = await env.portal.call('POST', paths.forgotPassword, {
        json: { userName: 'consumer', category: 'consumer' },
        host: 'evil.example',
      });
      expect(answer.status).toBe(400);
      expect(answer.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.unknownHost });
      expect(answer.envelope.message).not.toContain('evil.example');
      expect(await mails()).toEqual([]);
    });

    it('builds the link from the server own address, also when asked through localhost', async () => {
      const port = new URL(env.server.url).port;
      const answer = await env.portal.call('POST', paths.forgotPassword, {
        json: { userName: 'consumer', category: 'consumer' },
        host: `localhost:${port}`,
      });
      expect(answer.envelope.responseCode).toBe(0);
      const [mail] = await mails();
      expect(mail?.link).toBe(`http://localhost:${port}/forgot-password/${mail?.linkData}`);
    });
  });

  describe('PUBLIC_URL and PUBLIC_ORIGINS set', () => {
    const env = withTestServer(backend, {
      publicUrl: 'https://wallet.example.com',
      publicOrigins: ['https://pay.example.org'],
    });
    const mails = () => listOutbox(env.server.db, { purpose: 'password_reset', limit: 100 });
    const forgot = (host: string) =>
      env.portal.call('POST', paths.forgotPassword, { json: { userName: 'consumer', category: 'consumer' }, host });

    it('links with the configured origin the request came to, never the Host header as given', async () => {
      expect((await forgot('WALLET.example.com')).envelope.responseCode).toBe(0);
      expect((await forgot('pay.example.org')).envelope.responseCode).toBe(0);
      const links = (await mails()).map((mail) => mail.link?.replace(/\/forgot-password\/.*/, ''));
      expect(links.sort()).toEqual(['https://pay.example.org', 'https://wallet.example.com']);
    });

    it('refuses the server own address once public origins are configured', async () => {
      const before = (await mails()).length;
      const answer = await forgot(new URL(env.server.url).host);
      expect(answer.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.unknownHost });
      expect(await mails()).toHaveLength(before);
    });
  });
});
