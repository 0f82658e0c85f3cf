import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { balanceDataSchema, userAccountDataSchema, validateLoginDataSchema } from '../../../src/api/contract/schemas';
import { demoUser } from '../../../server/seed/demoUsers';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { startTestServer, type TestServer } from '../support/server';

describe.each(backends)('sign-in on $name', (backend) => {
  let server: TestServer;
  let consumer: ApiClient;
  let consumerToken: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    consumer = await ApiClient.connect(server.url, 'consumer');
  });
  afterAll(() => server?.close());

  it('signs a consumer in (login case-insensitive, spaces trimmed) and shows the seeded balance', async () => {
    const result = await consumer.signIn('  CoNsUmEr ');
    expect(result.status).toBe(200);
    expect(result.envelope).toMatchObject({ responseCode: 0, errCode: ErrCode.ok, message: 'Successfully' });
    const data = v.parse(validateLoginDataSchema, result.envelope.data);
    expect(data.info).toMatchObject({ isTFA: false, userTFA: false, expires_in: 12 * 3600 });
    consumerToken = data.info.auth_token;
    expect(data.user).toEqual({
      userIdentifier: '1000000001',
      userType: 'CONSUMER_CATEGORY',
      category: 'consumer',
      walletKind: 'CUSTOMER',
      subType: null,
      displayName: 'Layla Hassan',
      displayNameAr: demoUser('consumer').fullNameAr,
      locale: 'en',
      accountLevel: 'FULL',
    });
    // sent by the server, not filled in by the contract's default
    expect(result.envelope.data).toMatchObject({ user: { accountLevel: 'FULL' } });

    const balance = await consumer.call('POST', paths.getBalance, { json: {}, userToken: data.info.auth_token });
    expect(balance.status).toBe(200);
    const balanceData = v.parse(balanceDataSchema, balance.envelope.data);
    expect(balanceData.userIdentifier).toBe('1000000001');
    expect(balanceData.balances).toEqual([{ pouchType: 'EMONEY', currencyCode: 'IQD', unusedValueMajor: '250000.00' }]);
    expect(new Date(balanceData.asOf).getTime()).toBe(server.clock.now());

    const account = await consumer.call('POST', paths.getUserAccount, { userToken: data.info.auth_token });
    expect(v.parse(userAccountDataSchema, account.envelope.data)).toEqual({
      user: data.user,
      fields: {
        FULL_NAME_IN_ENGLISH: 'Layla Hassan',
        FULL_NAME_IN_ARABIC: 'ليلى حسن',
        PHONE: '7701000001',
        DISPLAY_PHOTOGRAPH: null,
        EMAIL: 'consumer@example.com',
      },
      twoFactorEnabled: false,
      recoveryCodesLeft: 0,
      profileTemplateId: 101,
      hasTransactionPin: true,
    });
  });

  it('answers a wrong password and an unknown login identically', async () => {
    const [wrong, unknown] = await Promise.all([
      consumer.signIn('consumer', 'Wrong@1234'),
      consumer.signIn('nobody-here', 'Wrong@1234'),
    ]);
    for (const result of [wrong, unknown]) {
      expect(result.status).toBe(200);
      expect(result.envelope).toEqual({
        responseCode: 1,
        errCode: ErrCode.invalidCredentials,
        message: 'The login or password is incorrect.',
        data: null,
      });
    }
  });

  it("refuses another category's user exactly like a wrong password", async () => {
    const agentPortal = await ApiClient.connect(server.url, 'agent');
    const [agentUser, agentAtHome] = await Promise.all([consumer.signIn('agent'), agentPortal.signIn('agent')]);
    expect(agentUser.envelope).toEqual({
      responseCode: 1,
      errCode: ErrCode.invalidCredentials,
      message: 'The login or password is incorrect.',
      data: null,
    });
    expect(agentAtHome.envelope.responseCode).toBe(0);
  });

  it('signs in agent variants and enterprise login-as users under their portal category', async () => {
    const agentPortal = await ApiClient.connect(server.url, 'agent');
    const enterprisePortal = await ApiClient.connect(server.url, 'enterprise');
    const [chain, teller] = await Promise.all([agentPortal.signIn('chainstore'), enterprisePortal.signIn('teller')]);
    expect(v.parse(validateLoginDataSchema, chain.envelope.data).user).toMatchObject({
      category: 'agent',
      walletKind: 'AGENT',
      subType: 'CHAIN_STORE_MERCHANT',
      userType: 'AGENT_CATEGORY',
    });
    expect(v.parse(validateLoginDataSchema, teller.envelope.data).user).toMatchObject({
      category: 'enterprise',
      walletKind: 'ENTERPRISE',
      subType: 'TELLER',
      userType: 'ENTERPRISE_CATEGORY',
    });
  });

  it('refuses an inactive account only after a correct password', async () => {
    await server.db.query("UPDATE users SET status = 'locked' WHERE login = 'merchant'");
    const merchantPortal = await ApiClient.connect(server.url, 'merchant');
    const [wrong, right] = await Promise.all([
      merchantPortal.signIn('merchant', 'Wrong@1234'),
      merchantPortal.signIn('merchant'),
    ]);
    expect(wrong.envelope.errCode).toBe(ErrCode.invalidCredentials);
    expect(right.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.accountInactive, data: null });
  });

  it('gives a customer-service rep (no wallet) an empty balance list', async () => {
    const csrPortal = await ApiClient.connect(server.url, 'csr');
    const token = await csrPortal.signInToken('csr');
    const balance = await csrPortal.call('POST', paths.getBalance, { userToken: token });
    expect(v.parse(balanceDataSchema, balance.envelope.data).balances).toEqual([]);
    const account = v.parse(
      userAccountDataSchema,
      (await csrPortal.call('POST', paths.getUserAccount, { userToken: token })).envelope.data,
    );
    expect(account.user).toMatchObject({ walletKind: '', category: 'csr', displayName: demoUser('csr').fullNameEn });
  });

  it("refuses to read another user's balance", async () => {
    const result = await consumer.call('POST', paths.getBalance, {
      json: { userIdentifier: '1000000003' },
      userToken: consumerToken,
    });
    expect(result.status).toBe(400);
    expect(result.envelope.errCode).toBe(ErrCode.validationFailed);
    expect(result.envelope.data).toEqual({
      errors: [expect.objectContaining({ field: 'userIdentifier', code: 'mismatch' })],
    });
  });
});
