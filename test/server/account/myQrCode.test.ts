import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { myQrCodeSchema, verifiedQrCodeSchema } from '../../../src/api/contract/myQrCode';
import * as paths from '../../../src/api/contract/paths';
import { qrPayloadOf } from '../../../server/account/myQrCode';
import { deriveKeys } from '../../../server/security/crypto';
import { backends, testKeys } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer } from '../support/server';

describe.each(backends)('my QR code on $name', (backend) => {
  const env = withTestServer(backend);

  const generate = (portal: ApiClient, userToken?: string) =>
    portal.call('GET', paths.generateQrCode, userToken === undefined ? {} : { userToken });
  const verify = (portal: ApiClient, userToken: string, json: unknown) =>
    portal.call('POST', paths.verifyQrCode, { userToken, json });
  const codeOf = async (category: 'consumer' | 'merchant', login: string) => {
    const portal = category === 'consumer' ? env.portal : await ApiClient.connect(env.server.url, category);
    const token = await portal.signInToken(login);
    return { portal, token, code: v.parse(myQrCodeSchema, (await generate(portal, token)).envelope.data) };
  };

  it('gives the signed-in user a signed code with their name as others see it, wallet and mobile', async () => {
    const { code } = await codeOf('consumer', 'consumer');
    expect(code).toMatchObject({
      name: 'Layla H.',
      walletId: '1000000001',
      mobile: '7701000001',
      walletKind: 'CUSTOMER',
    });
    expect(code.qrCode).toMatch(/^WPQR1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    // the same user gets the same code (it is printed on counters, it does not expire)
    const again = await generate(env.portal, await env.portal.signInToken('consumer'));
    expect(v.parse(myQrCodeSchema, again.envelope.data).qrCode).toBe(code.qrCode);
  });

  it('refuses the code without a session, and to an account without a wallet', async () => {
    const anonymous = await generate(env.portal);
    expect(anonymous.status).toBe(401);
    expect(anonymous.envelope.errCode).toBe(ErrCode.authTokenMissing);
    const csr = await ApiClient.connect(env.server.url, 'csr');
    const none = await generate(csr, await csr.signInToken('csr'));
    expect(none.status).toBe(404);
    expect(none.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.notFound });
  });

  it("tells a payer whose wallet a genuine code names, and refuses one's own code", async () => {
    const merchant = await codeOf('merchant', 'merchant');
    const consumerToken = await env.portal.signInToken('consumer');
    const read = await verify(env.portal, consumerToken, { qrCode: merchant.code.qrCode });
    expect(read.envelope.responseCode).toBe(0);
    expect(v.parse(verifiedQrCodeSchema, read.envelope.data)).toEqual({
      name: 'Basra Dates Co.',
      walletId: merchant.code.walletId,
      mobile: merchant.code.mobile,
      walletKind: 'MERCHANT',
    });
    const own = await verify(merchant.portal, merchant.token, { qrCode: merchant.code.qrCode });
    expect(own.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.recipientIsPayer });
  });

  it('refuses altered, forged and foreign codes without naming anyone', async () => {
    const { code } = await codeOf('consumer', 'consumer');
    const agent = await ApiClient.connect(env.server.url, 'agent');
    const agentToken = await agent.signInToken('agent');
    const [prefix, body, signature] = code.qrCode.split('.') as [string, string, string];
    const otherWallet = Buffer.from(JSON.stringify({ w: '1000000008', n: 'Layla H.', k: 'CUSTOMER' }), 'utf8').toString(
      'base64url',
    );
    const forgedKey = deriveKeys('another-server-secret-of-at-least-32-chars');
    const refused = [
      `${prefix}.${otherWallet}.${signature}`, // claims changed, signature kept
      `${prefix}.${body}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, // signature altered
      qrPayloadOf(forgedKey.qrCode, { walletId: '1000000001', name: 'Layla H.', walletKind: 'CUSTOMER' }),
      `WPQR2.${body}.${signature}`,
      'https://example.com/pay?to=1000000001',
      '7701000001',
      `${code.qrCode}.extra`,
      'WPQR1..',
    ];
    for (const qrCode of refused) {
      const result = await verify(agent, agentToken, { qrCode });
      expect(result.status, qrCode).toBe(200);
      expect(result.envelope, qrCode).toMatchObject({ responseCode: 1, errCode: ErrCode.qrCodeInvalid, data: null });
    }
  });

  it('refuses a genuine code whose wallet does not exist, and bad bodies with 400', async () => {
    const token = await env.portal.signInToken('consumer');
    const ghost = qrPayloadOf(testKeys.qrCode, { walletId: '1999999999', name: 'Nobody', walletKind: 'CUSTOMER' });
    const unknown = await verify(env.portal, token, { qrCode: ghost });
    expect(unknown.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.recipientUnknown });
    for (const json of [{}, { qrCode: '' }, { qrCode: 42 }, { qrCode: 'x'.repeat(5000) }]) {
      const bad = await verify(env.portal, token, json);
      expect(bad.status, JSON.stringify(json).slice(0, 40)).toBe(400);
      expect(bad.envelope.errCode).toBe(ErrCode.validationFailed);
    }
    const anonymous = await env.portal.call('POST', paths.verifyQrCode, { json: { qrCode: ghost } });
    expect(anonymous.envelope.errCode).toBe(ErrCode.authTokenMissing);
  });
});
