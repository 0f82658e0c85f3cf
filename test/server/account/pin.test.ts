import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { otpDeliverySchema, type OtpDelivery } from '../../../src/api/contract/account';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { DEMO_PIN, demoUser, demoUsers } from '../../../server/seed/demoUsers';
import { hasTransactionPin, userCategories } from '../../../src/api/contract/categories';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { latestOtp, readOutbox } from '../support/outbox';
import { withTestServer } from '../support/server';

type FieldErrors = { errors: Array<{ field: string; code: string }> };
const fieldCodes = (data: unknown) => (data as FieldErrors).errors.map((e) => `${e.field}:${e.code}`);

describe.each(backends)('transaction PIN on $name', (backend) => {
  const env = withTestServer(backend);

  const forgotPin = (portal: ApiClient, userName: string) =>
    portal.call('POST', paths.forgotPin, { json: { userName, category: portal.category } });
  const confirm = (requestId: string, otp: string, newPin: string, confirmPin = newPin, portal = env.portal) =>
    portal.call('POST', paths.confirmPinReset, { json: { requestId, otp, newPin, confirmPin } });
  const changePin = (userToken: string, oldPin: string, newPin: string, confirmPin = newPin) =>
    env.portal.call('POST', paths.changePin, { userToken, json: { oldPin, newPin, confirmPin } });
  const delivery = (data: unknown): OtpDelivery => v.parse(otpDeliverySchema, data);

  it('answers a PIN recovery for a real and an unknown account alike', async () => {
    const real = await forgotPin(env.portal, 'consumer');
    const unknown = await forgotPin(env.portal, 'no-such-user');
    for (const result of [real, unknown]) {
      expect(result.status).toBe(200);
      expect(result.envelope).toMatchObject({ responseCode: 0, errCode: ErrCode.ok });
    }
    const a = delivery(real.envelope.data);
    const b = delivery(unknown.envelope.data);
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect({ ...b, requestId: '', destination: '' }).toEqual({ ...a, requestId: '', destination: '' });
    expect(a.destination).toMatch(/^•{7}\d{3}$/);
    expect(b.destination).toMatch(/^•{7}\d{3}$/);
    // The same unknown claim shows the same destination every time.
    const again = delivery((await forgotPin(env.portal, 'no-such-user')).envelope.data);
    expect(again.destination).toBe(b.destination);
  });

  it('counts down and resends an unknown account’s request like a real one, and never verifies it', async () => {
    const { requestId } = delivery((await forgotPin(env.portal, 'ghost-account')).envelope.data);
    const wrong = await confirm(requestId, '123456', '4826');
    expect(wrong.envelope).toMatchObject({ errCode: ErrCode.otpInvalid, data: { attemptsLeft: 4 } });
    const early = await env.portal.call('POST', paths.resendSMS, { json: { requestId } });
    expect(early.envelope.errCode).toBe(ErrCode.otpResendTooSoon);
    env.server.clock.advance(30_000);
    const resent = await env.portal.call('POST', paths.resendSMS, { json: { requestId } });
    expect(resent.envelope.responseCode).toBe(0);
    expect(delivery(resent.envelope.data).attemptsLeft).toBe(5);
  });

  it('resets the PIN with the texted code, after which only the new PIN changes it', async () => {
    const agent = await ApiClient.connect(env.server.url, 'agent');
    const { requestId } = delivery((await forgotPin(agent, 'agent')).envelope.data);
    const code = await latestOtp(env.server, demoUser('agent').phone, 'pin_reset');
    const [message] = await readOutbox(env.server, { recipient: demoUser('agent').phone, limit: 1 });
    expect(message?.body).toBe(
      `Your Wallet PIN reset code is ${code}. It expires in 3 minutes. If you did not ask for it, ignore this message.`,
    );
    const reset = await confirm(requestId, code, '4826', '4826', agent);
    expect(reset.envelope).toMatchObject({ responseCode: 0, data: { reset: true } });
    // The code worked once.
    expect((await confirm(requestId, code, '4826', '4826', agent)).envelope.errCode).toBe(ErrCode.otpInvalid);

    const token = await agent.signInToken('agent');
    const old = await agent.call('POST', paths.changePin, {
      userToken: token,
      json: { oldPin: DEMO_PIN, newPin: '1357', confirmPin: '1357' },
    });
    expect(old.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.currentPinWrong });
    const changed = await agent.call('POST', paths.changePin, {
      userToken: token,
      json: { oldPin: '4826', newPin: '1357', confirmPin: '1357' },
    });
    expect(changed.envelope).toMatchObject({ responseCode: 0, data: { changed: true } });
    // The owner is told of both, by e-mail, with nothing secret in it.
    const notices = await readOutbox(env.server, { recipient: demoUser('agent').email, purpose: 'notice' });
    expect(notices.map((m) => m.subject)).toEqual([
      'Your transaction PIN was changed',
      'Your transaction PIN was reset',
    ]);
    for (const notice of notices) expect(notice.body).not.toMatch(/4826|1357|\d{6}/);
  });

  it('sends a signed-in user a reset code to their own phone', async () => {
    const token = await env.portal.signInToken('consumer');
    const result = await env.portal.call('POST', paths.requestPinReset, { userToken: token });
    expect(result.envelope.responseCode).toBe(0);
    const { requestId, destination } = delivery(result.envelope.data);
    expect(destination).toBe(`•••••••${demoUser('consumer').phone.slice(-3)}`);
    const code = await latestOtp(env.server, demoUser('consumer').phone, 'pin_reset');
    expect((await confirm(requestId, code, '9072')).envelope.responseCode).toBe(0);
    expect((await changePin(token, '9072', DEMO_PIN)).envelope.responseCode).toBe(0);
  });

  it.each([
    ['one digit repeated', '1111', ['newPin:repeated']],
    ['a straight run up', '1234', ['newPin:sequence']],
    ['a straight run down', '9876', ['newPin:sequence']],
    // The contract's schema already refuses anything but 4–8 digits, in both fields.
    ['a letter', '12a4', ['newPin:regex', 'confirmPin:regex']],
    ['the wrong length', '13579', ['newPin:length']],
  ])('refuses a new PIN that is %s', async (_, pin, expected) => {
    const token = await env.portal.signInToken('consumer');
    const result = await changePin(token, DEMO_PIN, pin);
    expect(result.status).toBe(400);
    expect(fieldCodes(result.envelope.data)).toEqual(expected);
    const reset = await confirm('x'.repeat(43), '123456', pin);
    expect(reset.status).toBe(400);
    expect(fieldCodes(reset.envelope.data)).toEqual(expected);
  });

  it('refuses a differing confirmation and an unchanged PIN', async () => {
    const token = await env.portal.signInToken('consumer');
    const mismatch = await changePin(token, DEMO_PIN, '4826', '4827');
    expect(mismatch.status).toBe(400);
    expect(fieldCodes(mismatch.envelope.data)).toEqual(['confirmPin:match']);
    const same = await changePin(token, DEMO_PIN, DEMO_PIN);
    expect(same.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.pinReused });
  });

  it('needs a signed-in user to change the PIN or ask for a code', async () => {
    for (const path of [paths.changePin, paths.requestPinReset]) {
      const result = await env.portal.call('POST', path, {
        json: { oldPin: DEMO_PIN, newPin: '4826', confirmPin: '4826' },
      });
      expect(result.status).toBe(401);
      expect(result.envelope.errCode).toBe(ErrCode.authTokenMissing);
    }
  });

  // Issue 18: the portal holds its build's (the consumer's) front access token, whatever account
  // type the user names; the server once compared the two and silently sent non-consumers nothing.
  const pinCategories = userCategories.filter(hasTransactionPin);
  it.each(pinCategories)(
    'texts a %s a PIN recovery code through the consumer build’s access token, and the code resets the PIN',
    async (category) => {
      const user = demoUsers.find((u) => u.category === category && !u.twoFactor)!;
      expect(env.portal.category).toBe('consumer');
      const result = await env.portal.call('POST', paths.forgotPin, { json: { userName: user.login, category } });
      expect(result.envelope).toMatchObject({ responseCode: 0, errCode: ErrCode.ok });
      const { requestId, destination } = delivery(result.envelope.data);
      expect(destination).toBe(`•••••••${user.phone.slice(-3)}`);
      const code = await latestOtp(env.server, user.phone, 'pin_reset');
      const reset = await confirm(requestId, code, '4826');
      expect(reset.envelope).toMatchObject({ responseCode: 0, data: { reset: true } });
      const connected = await ApiClient.connect(env.server.url, category);
      const changed = await connected.call('POST', paths.changePin, {
        userToken: await connected.signInToken(user.login),
        json: { oldPin: '4826', newPin: DEMO_PIN, confirmPin: DEMO_PIN },
      });
      expect(changed.envelope).toMatchObject({ responseCode: 0, data: { changed: true } });
    },
  );

  it('sends a customer-service rep, whose category has no PIN, nothing (a decoy delivery)', async () => {
    const csr = demoUser('csr');
    const before = (await readOutbox(env.server, { recipient: csr.phone })).length;
    const result = await env.portal.call('POST', paths.forgotPin, { json: { userName: csr.login, category: 'csr' } });
    expect(result.envelope).toMatchObject({ responseCode: 0, errCode: ErrCode.ok });
    expect(delivery(result.envelope.data).requestId).not.toBe('');
    expect(await readOutbox(env.server, { recipient: csr.phone })).toHaveLength(before);
  });

  it('sends a user of another category than the one named nothing', async () => {
    const before = (await readOutbox(env.server, { recipient: demoUser('agent').phone })).length;
    const result = await env.portal.call('POST', paths.forgotPin, {
      json: { userName: 'agent', category: 'merchant' },
    });
    expect(result.envelope.responseCode).toBe(0);
    expect(await readOutbox(env.server, { recipient: demoUser('agent').phone })).toHaveLength(before);
  });
});

describe.each(backends)('transaction PIN limits on $name', (backend) => {
  const env = withTestServer(backend, { limits: { credentialChangeFailuresPerUser: 2 } });

  it('stops accepting current-PIN guesses after the limit, even the right one', async () => {
    const token = await env.portal.signInToken('consumer');
    const change = (oldPin: string) =>
      env.portal.call('POST', paths.changePin, {
        userToken: token,
        json: { oldPin, newPin: '4826', confirmPin: '4826' },
      });
    for (const wrong of ['0000', '9999']) {
      expect((await change(wrong)).envelope.errCode).toBe(ErrCode.currentPinWrong);
    }
    const limited = await change(DEMO_PIN);
    expect(limited.status).toBe(429);
    expect(limited.envelope.errCode).toBe(ErrCode.tooManyAttempts);
    env.server.clock.advance(15 * 60_000);
    expect((await change(DEMO_PIN)).envelope.responseCode).toBe(0);
  });
});
