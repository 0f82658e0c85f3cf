import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { registrationDataSchema, type RegistrationRequest } from '../../../src/api/contract/account';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { headerNames } from '../../../src/api/contract/headers';
import * as paths from '../../../src/api/contract/paths';
import { validateLoginDataSchema } from '../../../src/api/contract/schemas';
import { DEMO_TOTP_SECRET, demoUsers } from '../../../server/seed/demoUsers';
import { totpCode } from '../../../server/security/totp';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { latestOtp, uniquePhone } from '../support/outbox';
import { withTestServer } from '../support/server';

const PASSWORD = 'Str0ng!pass';

/**
 * The contract reads a missing accountLevel as FULL, so these tests look at the raw answers:
 * a server that forgot the field would otherwise pass for FULL.
 */
const rawUser = (data: unknown) => (data as { user: Record<string, unknown> | null }).user;

describe.each(backends)('account level on $name', (backend) => {
  const env = withTestServer(backend);

  it('makes a self-registered account TEMPORARY, through activation, sign-in and getUserAccount', async () => {
    const userName = `templevel${process.pid}`;
    const account: RegistrationRequest = {
      category: 'consumer',
      userName,
      fullNameEn: 'Temp Holder',
      phone: uniquePhone(),
      email: `${userName}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    };
    const registration = await env.portal.call('POST', paths.registration, { json: account });
    expect(registration.envelope.errCode).toBe(ErrCode.ok);
    const { jwt_token, otp } = v.parse(registrationDataSchema, registration.envelope.data);
    const activation = await env.portal.call('POST', paths.activation, {
      json: { requestId: otp.requestId, otp: await latestOtp(env.server, account.phone, 'activation') },
      headers: { [headerNames.accessToken]: `Bearer ${jwt_token}` },
    });
    expect(activation.envelope.errCode).toBe(ErrCode.ok);
    expect(rawUser(activation.envelope.data)).toMatchObject({ accountLevel: 'TEMPORARY' });

    const signIn = await env.portal.signIn(userName, PASSWORD);
    expect(rawUser(signIn.envelope.data)).toMatchObject({ accountLevel: 'TEMPORARY' });
    const token = v.parse(validateLoginDataSchema, signIn.envelope.data).info.auth_token;
    const accountData = await env.portal.call('POST', paths.getUserAccount, { userToken: token });
    expect(rawUser(accountData.envelope.data)).toMatchObject({ accountLevel: 'TEMPORARY' });

    const { rows } = await env.server.db.query<{ account_level: string }>(
      'SELECT account_level FROM users WHERE login = $1',
      [userName],
    );
    expect(rows).toEqual([{ account_level: 'TEMPORARY' }]);
  });

  it('seeds every demo user as FULL', async () => {
    const { rows } = await env.server.db.query<{ login: string; account_level: string }>(
      "SELECT login, account_level FROM users WHERE login = ANY(string_to_array($1::text, ',')) ORDER BY login",
      [demoUsers.map((u) => u.login).join(',')],
    );
    expect(rows).toHaveLength(demoUsers.length);
    expect(new Set(rows.map((r) => r.account_level))).toEqual(new Set(['FULL']));
  });

  it('answers FULL for a demo user at sign-in and in getUserAccount', async () => {
    const agentPortal = await ApiClient.connect(env.server.url, 'agent');
    const signIn = await agentPortal.signIn('agent');
    expect(rawUser(signIn.envelope.data)).toMatchObject({ userIdentifier: '1000000003', accountLevel: 'FULL' });
    const token = v.parse(validateLoginDataSchema, signIn.envelope.data).info.auth_token;
    const accountData = await agentPortal.call('POST', paths.getUserAccount, { userToken: token });
    expect(rawUser(accountData.envelope.data)).toMatchObject({ accountLevel: 'FULL' });
  });

  it('answers the level after the second factor, where the user is first shown', async () => {
    const challenge = await env.portal.signIn('consumer2fa');
    expect(rawUser(challenge.envelope.data)).toBeNull();
    const token = v.parse(validateLoginDataSchema, challenge.envelope.data).info.auth_token;
    const verified = await env.portal.call('POST', paths.verify2FAToken, {
      userToken: token,
      json: { token: totpCode(DEMO_TOTP_SECRET, env.server.clock.now()) },
    });
    expect(verified.envelope.errCode).toBe(ErrCode.ok);
    expect(rawUser(verified.envelope.data)).toMatchObject({ userIdentifier: '1000000002', accountLevel: 'FULL' });
  });

  it('refuses any other level in the database', async () => {
    await expect(
      env.server.db.query("UPDATE users SET account_level = 'PARTIAL' WHERE login = 'vendor'"),
    ).rejects.toThrow(/account_level/);
  });
});
