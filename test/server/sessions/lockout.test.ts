import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { listOutbox } from '../../../server/outbox/outbox';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';

const ATTACKER = '127.0.0.2';
const OWNER = '127.0.0.3';

/**
 * Issue 19 defect 8 — ASVS 5.0 6.3.1 (throttling against credential stuffing and brute force) and
 * 6.3.5 (the owner told of suspicious sign-in attempts): failures from one address throttle that
 * address only (progressive), the account asks for a captcha from anywhere instead of locking, and
 * the owner is told through the outbox.
 */
describe.each(backends)('sign-in throttling without lockout on $name', (backend) => {
  const env = withTestServer(backend);
  const captchaOf = (data: unknown) => (data as { captcha: { captchaId: string } }).captcha.captchaId;
  const answerOf = async (id: string) => {
    const answer = await fetch(`${env.server.url}/sandbox/v1/captcha?id=${id}`);
    return ((await answer.json()) as { data: { answer: string } }).data.answer;
  };

  it('ASVS 6.3.1: a stranger failing five times cannot lock the owner out from elsewhere', async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = await env.portal.signIn('consumer', `Wrong@${i}`, { from: ATTACKER });
      expect(wrong.envelope.errCode).toBe(ErrCode.invalidCredentials);
    }
    // the stranger's address is throttled, with the right password too
    const throttled = await env.portal.signIn('consumer', undefined, { from: ATTACKER });
    expect(throttled.status).toBe(429);
    expect(throttled.envelope.errCode).toBe(ErrCode.tooManyAttempts);

    // the owner, elsewhere, is asked for a captcha instead of being locked out
    const asked = await env.portal.signIn('consumer', undefined, { from: OWNER });
    expect(asked.status).toBe(200);
    expect(asked.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.captchaRequired });
    const wrongCaptcha = await env.portal.signIn('consumer', undefined, {
      from: OWNER,
      captchaId: captchaOf(asked.envelope.data),
      captchaAnswer: 'XXXXXX',
    });
    expect(wrongCaptcha.envelope.errCode).toBe(ErrCode.captchaRequired);
    const id = captchaOf(wrongCaptcha.envelope.data);
    const signedIn = await env.portal.signIn('consumer', undefined, {
      from: OWNER,
      captchaId: id,
      captchaAnswer: await answerOf(id),
    });
    expect(signedIn.envelope.responseCode).toBe(0);
  });

  it('ASVS 6.3.5: tells the owner of the failed sign-ins through the outbox, once', async () => {
    const notices = (
      await listOutbox(env.server.db, { recipient: 'consumer@example.com', purpose: 'notice', limit: 10 })
    ).map((mail) => mail.subject);
    expect(notices).toEqual(['Failed sign-ins to your Wallet Portal account']);
  });

  it('delays an address that keeps failing progressively longer (15 minutes, then the hour)', async () => {
    const from = '127.0.0.4';
    const fail = () => env.portal.signIn('consumer2fa', 'Wrong@1', { from });
    for (let i = 0; i < 5; i++) expect((await fail()).envelope.errCode).not.toBe(ErrCode.tooManyAttempts);
    const first = await fail();
    expect(first.status).toBe(429);
    expect(Number(first.headers.get('Retry-After'))).toBeLessThanOrEqual(15 * 60);
    env.server.clock.advance(15 * 60_000);
    // a fresh short window, but the hour-long one remembers: five more and the wait is longer
    for (let i = 0; i < 5; i++) expect((await fail()).envelope.errCode).toBe(ErrCode.invalidCredentials);
    const second = await fail();
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('Retry-After'))).toBeGreaterThan(15 * 60);
  }, 120_000);
});
