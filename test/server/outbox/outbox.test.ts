import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { headerNames } from '../../../src/api/contract/headers';
import * as paths from '../../../src/api/contract/paths';
import type { Logger } from '../../../server/log';
import { send } from '../../../server/outbox/outbox';
import { demoUser } from '../../../server/seed/demoUsers';
import { backends } from '../support/backends';
import { readOutbox, uniquePhone } from '../support/outbox';
import { withTestServer } from '../support/server';

const HOSTILE = `<script>alert(1)</script>"'&<img src=x onerror=alert(2)>`;

describe.each(backends)('sandbox outbox on $name', (backend) => {
  const logged: string[] = [];
  const log: Logger = {
    info: (message) => logged.push(message),
    error: (message, error) =>
      logged.push(`${message} ${error instanceof Error ? (error.stack ?? '') : String(error)}`),
  };
  const env = withTestServer(backend, { log });

  const page = (query = '') => fetch(`${env.server.url}/sandbox/outbox${query}`);

  it('lists messages newest first, filtered by recipient and purpose, 20 by default', async () => {
    const phone = demoUser('merchant').phone;
    for (let n = 0; n < 22; n++) {
      await send(
        env.server.db,
        { channel: 'sms', recipient: phone, userId: null, purpose: 'notice', subject: `n${n}`, body: `message ${n}` },
        env.server.clock.now() + n,
      );
    }
    const messages = await readOutbox(env.server, { recipient: phone });
    expect(messages).toHaveLength(20);
    expect(messages[0]?.subject).toBe('n21');
    expect(messages[19]?.subject).toBe('n2');
    expect(await readOutbox(env.server, { recipient: phone, limit: 200 })).toHaveLength(22);
    expect(await readOutbox(env.server, { recipient: phone, purpose: 'activation' })).toEqual([]);
    expect(await readOutbox(env.server, { recipient: phone, purpose: 'notice', limit: 1 })).toMatchObject([
      { channel: 'sms', recipient: phone, purpose: 'notice', body: 'message 21', otp: null, link: null },
    ]);
  });

  it.each(['limit=0', 'limit=201', 'limit=abc', 'purpose=spam', `recipient=${'x'.repeat(300)}`, 'recipient=%00'])(
    'answers a bad query (%s) with 400',
    async (query) => {
      const response = await fetch(`${env.server.url}/sandbox/v1/outbox?${query}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errCode: number }).errCode).toBe(ErrCode.validationFailed);
    },
  );

  it('renders a page that escapes every value and links only web addresses', async () => {
    const recipient = `${HOSTILE}@example.com`;
    const common = { channel: 'email', recipient, userId: null, purpose: 'password_reset' } as const;
    await send(
      env.server.db,
      { ...common, subject: HOSTILE, body: `Hello ${HOSTILE}`, link: 'javascript:alert(3)' },
      env.server.clock.now(),
    );
    await send(
      env.server.db,
      { ...common, subject: 'Reset', body: 'Use the link.', link: 'https://wallet.example/reset?linkData=a&b="c"' },
      env.server.clock.now() + 1,
    );
    const response = await page(`?recipient=${encodeURIComponent(recipient)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#39;&#38;');
    expect(html).toContain('javascript:alert(3)</td>');
    expect(html).toContain(
      '<a href="https://wallet.example/reset?linkData=a&#38;b=&#34;c&#34;" rel="noreferrer noopener">',
    );
    // Newest first.
    expect(html.indexOf('Use the link.')).toBeLessThan(html.indexOf('Hello'));

    // No script may run, and the one style block is allowed by its hash only.
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('never writes a code to the server log', async () => {
    const phone = uniquePhone();
    const registration = await env.portal.call('POST', paths.registration, {
      json: {
        category: 'consumer',
        userName: 'logcheck',
        // issue 19: markup in a name is refused; quotes and ampersands are not
        fullNameEn: `Log "Check" & O'Brien`,
        phone,
        email: 'logcheck@example.com',
        password: 'Str0ng!pass',
        confirmPassword: 'Str0ng!pass',
        acceptTerms: true,
      },
    });
    const data = registration.envelope.data as { jwt_token: string; otp: { requestId: string } };
    const [message] = await readOutbox(env.server, { recipient: phone, purpose: 'activation' });
    const code = message?.otp ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const activation = await env.portal.call('POST', paths.activation, {
      json: { requestId: data.otp.requestId, otp: code },
      headers: { [headerNames.accessToken]: `Bearer ${data.jwt_token}` },
    });
    expect(activation.envelope.responseCode).toBe(0);
    const pin = await env.portal.call('POST', paths.forgotPin, {
      json: { userName: 'logcheck', category: 'consumer' },
    });
    expect(pin.envelope.responseCode).toBe(0);
    const [pinMessage] = await readOutbox(env.server, { recipient: phone, purpose: 'pin_reset' });

    // The page shows the hostile name's account messages without running anything.
    expect(await (await page()).text()).not.toContain('<script>');
    expect(logged.some((line) => line.includes(paths.activation))).toBe(true);
    for (const secret of [code, pinMessage?.otp ?? 'missing', data.otp.requestId, data.jwt_token]) {
      expect(logged.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});

describe.each(backends)('sandbox outbox with SANDBOX_TOOLS=off on $name', (backend) => {
  const env = withTestServer(backend, { sandboxTools: false });

  it('does not exist', async () => {
    for (const path of ['/sandbox/v1/outbox', '/sandbox/outbox']) {
      expect((await fetch(`${env.server.url}${path}`)).status).toBe(404);
    }
  });
});
