import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { userAccountDataSchema } from '../../../src/api/contract/schemas';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer } from '../support/server';

type FieldErrors = { errors: { field: string; code: string }[] };
const errorsOf = (data: unknown) => (data as FieldErrors).errors.map((e) => `${e.field}:${e.code}`);

/** requirements#profile: adapter/v1/updateProfile, the wallet holder's details */
describe.each(backends)('the adapter half of profile editing on $name', (backend) => {
  const env = withTestServer(backend);

  it("updates the signed-in holder's e-mail and mobile, named by their own userIdentifier or by none", async () => {
    const portal = await ApiClient.connect(env.server.url, 'agent');
    const userToken = await portal.signInToken('minihouston');
    const named = await portal.call('POST', paths.adapterUpdateProfile, {
      userToken,
      json: { userIdentifier: '1000000005', fields: { EMAIL: 'zainab@example.org' } },
    });
    expect([named.status, named.envelope.responseCode]).toEqual([200, 0]);
    expect(v.parse(userAccountDataSchema, named.envelope.data).fields.EMAIL).toBe('zainab@example.org');

    const unnamed = await portal.call('POST', paths.adapterUpdateProfile, {
      userToken,
      json: { fields: { PHONE: '7701000055' } },
    });
    expect(v.parse(userAccountDataSchema, unnamed.envelope.data).fields).toMatchObject({
      PHONE: '7701000055',
      EMAIL: 'zainab@example.org',
    });
    const account = await portal.call('POST', paths.getUserAccount, { userToken });
    expect(v.parse(userAccountDataSchema, account.envelope.data).fields).toMatchObject({
      PHONE: '7701000055',
      EMAIL: 'zainab@example.org',
    });
    // as it was, for the other suites' eyes
    await portal.call('POST', paths.adapterUpdateProfile, {
      userToken,
      json: { fields: { PHONE: '7701000005', EMAIL: 'minihouston@example.com' } },
    });
  });

  it("refuses another holder's wallet and malformed fields, and the photograph is not its part", async () => {
    const portal = await ApiClient.connect(env.server.url, 'agent');
    const userToken = await portal.signInToken('agent');
    const other = await portal.call('POST', paths.adapterUpdateProfile, {
      userToken,
      json: { userIdentifier: '1000000001', fields: { EMAIL: 'x@example.org' } },
    });
    expect([other.status, other.envelope.errCode]).toEqual([400, ErrCode.validationFailed]);
    expect(errorsOf(other.envelope.data)).toEqual(['userIdentifier:mismatch']);
    const bad = await portal.call('POST', paths.adapterUpdateProfile, {
      userToken,
      json: { fields: { EMAIL: 'not-an-address' } },
    });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.envelope.data)[0]).toMatch(/^fields\.EMAIL:/);
    expect((await portal.call('POST', paths.adapterUpdateProfile, { userToken, json: {} })).status).toBe(400);
    // a photograph in the body is not read here: the account keeps none
    const photo = await portal.call('POST', paths.adapterUpdateProfile, {
      userToken,
      json: { fields: {}, photo: { mimeType: 'image/png', dataBase64: 'iVBORw0KGgo=' } },
    });
    expect(photo.status).toBe(200);
    expect(v.parse(userAccountDataSchema, photo.envelope.data).fields.DISPLAY_PHOTOGRAPH).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const result = await env.portal.call('POST', paths.adapterUpdateProfile, { json: { fields: { EMAIL: 'a@b.co' } } });
    expect([result.status, result.envelope.errCode]).toEqual([401, ErrCode.authTokenMissing]);
  });
});
