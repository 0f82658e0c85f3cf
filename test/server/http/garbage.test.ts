import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorSchema } from '../../../src/api/contract/envelope';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { backends } from '../support/backends';
import { ApiClient, type CallOptions, type CallResult } from '../support/client';
import { startTestServer, type TestServer, sandboxKeyHeader } from '../support/server';

const deep = (levels: number): unknown => (levels === 0 ? {} : { a: deep(levels - 1) });

/** Bodies that are not what any endpoint accepts: every one must be a 4xx envelope. */
const garbageBodies: ReadonlyArray<[string, CallOptions]> = [
  ['no body', {}],
  ['null', { json: null }],
  ['an array', { json: [] }],
  ['an array of objects', { json: [{ userName: 'consumer' }] }],
  ['a string', { json: 'consumer' }],
  ['a number', { json: 42 }],
  ['true', { json: true }],
  ['an empty object', { json: {} }],
  ['deep nesting', { json: deep(500) }],
  [
    '__proto__ keys',
    {
      raw: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
      headers: { 'Content-Type': 'application/json' },
    },
  ],
  [
    'wrong field types',
    {
      json: {
        userName: 1,
        password: [],
        grant_type: null,
        token: {},
        userIdentifier: 5,
        logoutFromAllDevice: '1',
        enabled: 'yes',
      },
    },
  ],
  [
    'a 60 KB string',
    { json: { userName: 'x'.repeat(60_000), password: 'x', grant_type: 'password', token: 'y'.repeat(60_000) } },
  ],
  ['malformed JSON', { raw: '{"userName": "consumer",', headers: { 'Content-Type': 'application/json' } }],
  ['JSON with a byte-order mark', { raw: '\uFEFF{}', headers: { 'Content-Type': 'application/json' } }],
  [
    'a form body',
    { raw: 'userName=consumer&password=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
  ],
  [
    'JSON sent as text/plain',
    { raw: '{"grant_type":"client_credentials"}', headers: { 'Content-Type': 'text/plain' } },
  ],
  ['JSON without a content type', { raw: '{"grant_type":"client_credentials"}' }],
  ['binary noise', { raw: '\u0000\u0001\u00ff\ud800', headers: { 'Content-Type': 'application/json' } }],
];

function expectClientError(result: CallResult): void {
  expect(result.status).toBeGreaterThanOrEqual(400);
  expect(result.status).toBeLessThan(500);
  expect(result.envelope.responseCode).toBe(1);
  expect(result.envelope.errCode).not.toBe(ErrCode.internal);
}

describe.each(backends)('hostile input on $name', (backend) => {
  let server: TestServer;
  let portal: ApiClient;
  let userToken: string;
  let challengeToken: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    portal = await ApiClient.connect(server.url, 'consumer');
    userToken = await portal.signInToken('consumer');
    const challenge = await portal.signIn('consumer2fa');
    challengeToken = (challenge.envelope.data as { info: { auth_token: string } }).info.auth_token;
  });
  afterAll(() => server?.close());

  const endpoints: ReadonlyArray<[string, () => CallOptions]> = [
    [paths.appLogin, () => ({ access: false })],
    [paths.validateLogin, () => ({})],
    [paths.verify2FAToken, () => ({ userToken: challengeToken })],
    [paths.logout, () => ({ userToken })],
    [paths.isUserExist, () => ({})],
    [paths.registration, () => ({})],
    [paths.activation, () => ({})],
    [paths.resendSMS, () => ({})],
    [paths.forgotPin, () => ({})],
    [paths.confirmPinReset, () => ({})],
    [paths.changePin, () => ({ userToken })],
    [paths.forgotPassword, () => ({})],
    [paths.resetPassword, () => ({})],
    [paths.changePassword, () => ({ userToken })],
    [paths.enableDisable2FA, () => ({ userToken })],
    [paths.updateProfile, () => ({ userToken })],
    [paths.adapterUpdateProfile, () => ({ userToken })],
    [paths.updateLanguagePreference, () => ({ userToken })],
  ];

  describe.each(endpoints)('POST %s', (path, auth) => {
    it.each(garbageBodies)('answers %s with a 4xx envelope, never a 500', async (_, body) => {
      const result = await portal.call('POST', path, { ...auth(), ...body, headers: { ...body.headers } });
      expectClientError(result);
      if (result.status === 400) {
        expect(result.envelope.errCode).toBe(ErrCode.validationFailed);
        const errors = (result.envelope.data as { errors: unknown[] }).errors;
        expect(errors.length).toBeGreaterThan(0);
        for (const error of errors) expect(v.is(fieldErrorSchema, error)).toBe(true);
      }
    });
  });

  // Balance and account calls accept an absent body or any object (a BOM-prefixed `{}` is `{}`).
  const acceptedByWalletCalls = [
    'no body',
    'an empty object',
    '__proto__ keys',
    'deep nesting',
    'JSON with a byte-order mark',
  ];
  // Asking for a PIN-reset code takes no payload: an absent body or any object will do.
  describe(`POST ${paths.requestPinReset}`, () => {
    const accepted = [...acceptedByWalletCalls, 'wrong field types'];
    it.each(garbageBodies.filter(([name]) => !accepted.includes(name)))(
      'answers %s with a 4xx envelope',
      async (_, body) => expectClientError(await portal.call('POST', paths.requestPinReset, { userToken, ...body })),
    );
  });

  // Calls without a payload: an absent body or any object will do (a link check answers 200 with 1021).
  describe.each([paths.endOtherSessions, paths.generate2FA, paths.forgotPasswordConfirmation('A'.repeat(43))])(
    'POST %s',
    (path) => {
      const accepted = [...acceptedByWalletCalls, 'wrong field types'];
      it.each(garbageBodies.filter(([name]) => !accepted.includes(name)))(
        'answers %s with a 4xx envelope',
        async (_, body) => expectClientError(await portal.call('POST', path, { userToken, ...body })),
      );
    },
  );

  it('treats strange but well-formed recovery links and profile input as a refusal, not an error', async () => {
    for (const link of ['%00', '..%2f..', 'A'.repeat(2000), '%F0%9F%91%8D'.repeat(20), '%E0%A4%A']) {
      const result = await portal.call('POST', `${paths.forgotPasswordConfirmation('')}${link}`);
      expect(result.status, link).toBeLessThan(500);
      expect(result.envelope.errCode, link).not.toBe(ErrCode.internal);
    }
    const calls: Array<[string, unknown]> = [
      [paths.forgotPassword, { userName: 'consumer\u0000', category: 'consumer' }],
      [
        paths.resetPassword,
        { linkData: 'A'.repeat(128), newPassword: 'Str0ng!pass\u0000', confirmPassword: 'Str0ng!pass\u0000' },
      ],
      [paths.updateProfile, { fields: { FULL_NAME_IN_ENGLISH: 'Nul\u0000Name', EMAIL: 'a@b.co' } }],
      [paths.updateProfile, { fields: {}, photo: { mimeType: 'image/png', dataBase64: '' } }],
      [paths.updateProfile, { fields: { __proto__: { admin: true } } }],
    ];
    for (const [path, json] of calls) {
      const result = await portal.call('POST', path, { json, userToken });
      expect(result.status, path).toBeLessThan(500);
      expect(result.envelope.errCode, path).not.toBe(ErrCode.internal);
    }
  });

  describe.each([paths.getBalance, paths.getUserAccount])('POST %s', (path) => {
    it.each(garbageBodies.filter(([name]) => !acceptedByWalletCalls.includes(name)))(
      'answers %s with a 4xx envelope',
      async (_, body) => expectClientError(await portal.call('POST', path, { userToken, ...body })),
    );
    it('answers a wrongly typed userIdentifier with 400', async () => {
      const result = await portal.call('POST', path, { userToken, json: { userIdentifier: 1000000001 } });
      expect(result.status).toBe(400);
    });
  });

  it('treats strange but well-formed credentials as a failed sign-in, not an error', async () => {
    const userNames = ['👍🏽\u202eevil', 'a'.repeat(64), "' OR 1=1 --", 'consumer '];
    const results = await Promise.all(userNames.map((userName) => portal.signIn(userName, 'Wrong@1234')));
    for (const result of results) {
      expect(result.status).toBe(200);
      expect(result.envelope.errCode).toBe(ErrCode.invalidCredentials);
    }
  });

  it('issue 19: refuses a NUL or a lone surrogate anywhere in the credentials with a 400, not a sign-in attempt', async () => {
    const pairs: Array<[string, string]> = [
      ['\u0000', 'Wrong@1234'],
      ['consumer\u0000', 'Wrong@1234'],
      ['\ud800', 'Wrong@1234'],
      ['consumer', 'Wrong@1234\u0000'],
    ];
    const results = await Promise.all(pairs.map(([userName, password]) => portal.signIn(userName, password)));
    for (const result of results) {
      expect(result.status).toBe(400);
      expect(result.envelope.errCode).toBe(ErrCode.validationFailed);
    }
  });

  it.each([
    ['a non-numeric site id', paths.siteSettings('abc')],
    ['a negative site id', paths.siteSettings('-1')],
    ['a fractional site id', paths.siteSettings('1.5')],
    ['an empty site id', paths.siteSettings('')],
    ['a huge site id', paths.siteSettings('9'.repeat(40))],
    ['an unknown category', `${paths.siteSettings(1)}?category=NOPE_CATEGORY`],
    ['a lower-case category', `${paths.siteSettings(1)}?category=consumer_category`],
    ['a NUL in the category', `${paths.siteSettings(1)}?category=CONSUMER%00`],
    ['a broken percent-encoding', `${paths.siteSettings(1)}?category=%E0%A4%A`],
    ['an odd portal type', `${paths.siteSettings(1)}?portalType=${'W'.repeat(100)}`],
  ])('answers site settings with %s by 400', async (_, path) => {
    const result = await portal.call('GET', path);
    expect(result.status).toBe(400);
    expect(result.envelope.errCode).toBe(ErrCode.validationFailed);
  });

  it.each([
    ['a lower-case userType', `${paths.getMenu}?userType=consumer_category`],
    ['another category', `${paths.getMenu}?userType=AGENT_CATEGORY`],
    ['a broken percent-encoding', `${paths.getMenu}?userType=%E0%A4%A`],
    ['an odd access channel', `${paths.getMenu}?accessChannel=${'W'.repeat(100)}`],
    ['no moduleType', `${paths.themeByFilter}?userType=CONSUMER_CATEGORY`],
    ['another moduleType', `${paths.themeByFilter}?moduleType=${'x'.repeat(3000)}`],
    ['a NUL in the userType', `${paths.themeByFilter}?moduleType=theme&userType=CONSUMER%00`],
    ['repeated parameters', `${paths.themeByFilter}?moduleType=theme&moduleType=menu&userType=[]`],
  ])('answers menu and theme queries with %s by 400', async (_, path) => {
    const result = await portal.call('GET', path, { userToken });
    expect(result.status).toBe(400);
    expect(result.envelope.errCode).toBe(ErrCode.validationFailed);
  });

  it('answers odd paths with a 404 envelope', async () => {
    for (const path of [
      'cms/v1/%E0%A4%A',
      'adapter/v1/getBalance/extra',
      'adapter/v1/%00',
      'x'.repeat(3000),
      '..%2f..%2fetc%2fpasswd',
    ]) {
      const result = await portal.call('GET', path);
      expect(result.status).toBe(404);
      expect(result.envelope.errCode).toBe(ErrCode.notFound);
    }
  });

  it('treats strange but well-formed sign-up and recovery input as a refusal, not an error', async () => {
    const requestId = 'A'.repeat(43);
    const calls: Array<[string, unknown]> = [
      [paths.isUserExist, { userName: "' OR 1=1 --", category: 'consumer' }],
      [paths.forgotPin, { userName: 'ﷺ'.repeat(60), category: 'consumer' }],
      [paths.activation, { requestId, otp: '000000' }],
      [paths.resendSMS, { requestId }],
      [paths.confirmPinReset, { requestId, otp: '000000', newPin: '4826', confirmPin: '4826' }],
      [
        paths.registration,
        {
          category: 'consumer',
          userName: 'ﷺ'.repeat(60),
          fullNameEn: 'Nul\u0000Name',
          phone: '7700000000',
          email: 'x@example.com',
          password: 'Str0ng!pass',
          confirmPassword: 'Str0ng!pass',
          acceptTerms: true,
        },
      ],
    ];
    for (const [path, json] of calls) {
      const result = await portal.call('POST', path, { json });
      expect(result.status, path).toBeLessThan(500);
      expect(result.envelope.errCode, path).not.toBe(ErrCode.internal);
    }
  });

  it('refuses garbage on the sandbox maintenance switch', async () => {
    for (const body of garbageBodies) {
      const response = await fetch(`${server.url}/sandbox/v1/maintenance`, {
        method: 'POST',
        headers: {
          ...sandboxKeyHeader,
          ...{ ...(body[1].json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...body[1].headers },
        },
        body: body[1].json !== undefined ? JSON.stringify(body[1].json) : body[1].raw,
      });
      expect(response.status, body[0]).toBeGreaterThanOrEqual(400);
      expect(response.status, body[0]).toBeLessThan(500);
    }
  });
});
