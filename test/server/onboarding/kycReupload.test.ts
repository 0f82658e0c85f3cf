import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { applicationListSchema, applicationStatusSchema } from '../../../src/api/contract/onboarding';
import * as paths from '../../../src/api/contract/paths';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { readOutbox, uniquePhone } from '../support/outbox';
import { withTestServer } from '../support/server';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]).toString('base64')}`;

/** requirements#kyc-reupload: a rejection may ask for documents again; once sent, it is reviewed again. */
describe.each(backends)('KYC documents asked for again on $name', (backend) => {
  const env = withTestServer(backend, { limits: { selfOnboardingsPerIpPerHour: 1000 } });
  let visitor: ApiClient;
  let csr: { client: ApiClient; token: string };

  beforeAll(async () => {
    visitor = await ApiClient.connect(env.server.url, 'consumer');
    const client = await ApiClient.connect(env.server.url, 'csr');
    csr = { client, token: await client.signInToken('csr') };
  });

  const apply = async () => {
    const mobile = uniquePhone();
    const made = await visitor.call('POST', paths.selfOnboarding, {
      json: {
        fullName: 'Huda Salem',
        mobile,
        email: '',
        dateOfBirth: '1993-03-03',
        idType: 'NATIONAL_ID',
        idNumber: 'XY12345',
        idFront: PNG,
        idBack: PNG,
        selfie: PNG,
        city: 'Najaf',
        address: 'Kufa street 9',
        termsAccepted: true,
      },
    });
    const { reference } = v.parse(applicationStatusSchema, made.envelope.data);
    const queue = await csr.client.call('POST', paths.onboardingApplications, { userToken: csr.token, json: {} });
    const id = v
      .parse(applicationListSchema, queue.envelope.data)
      .applications.find((a) => a.reference === reference)?.id;
    if (id === undefined) throw new Error('not queued');
    return { mobile, reference, id };
  };
  const reject = (id: string, documents?: unknown) =>
    csr.client.call('POST', paths.onboardingDecision, {
      userToken: csr.token,
      json: {
        id,
        decision: 'REJECT',
        reason: 'The selfie is blurred',
        ...(documents === undefined ? {} : { documents }),
      },
    });
  const send = (a: { reference: string; mobile: string }, kind: string, document = JPEG) =>
    visitor.call('POST', paths.updateCustomerKyc, {
      json: { reference: a.reference, mobile: a.mobile, kind, document },
    });
  const statusOf = async (a: { reference: string; mobile: string }) =>
    v.parse(
      applicationStatusSchema,
      (await visitor.call('POST', paths.selfOnboardingStatus, { json: { reference: a.reference, mobile: a.mobile } }))
        .envelope.data,
    );

  it('asks for the selfie and the back again: each is taken once, the last puts it under review again', async () => {
    const a = await apply();
    expect((await reject(a.id, ['selfie', 'idBack'])).envelope.responseCode).toBe(0);
    expect(await statusOf(a)).toMatchObject({ status: 'REJECTED', resubmit: ['idBack', 'selfie'] });
    const [sms] = await readOutbox(env.server, { recipient: a.mobile, limit: 1 });
    expect(sms?.body).toContain('Send the documents asked for again');

    // a document not asked for is refused; an asked one is taken once
    const front = await send(a, 'idFront');
    expect([front.envelope.responseCode, front.envelope.errCode]).toEqual([1, ErrCode.accountInactive]);
    expect((await send(a, 'selfie')).envelope.responseCode).toBe(0);
    expect(await statusOf(a)).toMatchObject({ status: 'REJECTED', resubmit: ['idBack'] });
    expect((await send(a, 'selfie')).envelope.errCode).toBe(ErrCode.accountInactive);

    const last = await send(a, 'idBack');
    expect(v.parse(applicationStatusSchema, last.envelope.data)).toMatchObject({
      status: 'PENDING',
      reason: null,
      decidedAt: null,
      resubmit: [],
    });
    const stored = await env.server.db.query<{ kind: string; mime_type: string }>(
      `SELECT kind, mime_type FROM onboarding_documents WHERE application_id = $1::bigint ORDER BY kind`,
      [a.id],
    );
    expect(stored.rows.map((r) => [r.kind, r.mime_type])).toEqual([
      ['idBack', 'image/jpeg'],
      ['idFront', 'image/png'],
      ['selfie', 'image/jpeg'],
    ]);
    // back in the rep's queue
    const queue = await csr.client.call('POST', paths.onboardingApplications, { userToken: csr.token, json: {} });
    expect(v.parse(applicationListSchema, queue.envelope.data).applications.map((x) => x.id)).toContain(a.id);
  });

  it('takes nothing after a rejection that asked for no document, and refuses a document listed twice', async () => {
    const a = await apply();
    const twice = await reject(a.id, ['selfie', 'selfie']);
    expect(twice.status).toBe(400);
    expect((await reject(a.id)).envelope.responseCode).toBe(0);
    expect(await statusOf(a)).toMatchObject({ status: 'REJECTED', resubmit: [] });
    expect((await send(a, 'selfie')).envelope.errCode).toBe(ErrCode.accountInactive);
  });

  it('does not reopen a rejection when the mobile has applied again meanwhile', async () => {
    const a = await apply();
    expect((await reject(a.id, ['selfie'])).envelope.responseCode).toBe(0);
    const again = await visitor.call('POST', paths.selfOnboarding, {
      json: {
        fullName: 'Huda Salem',
        mobile: a.mobile,
        email: '',
        dateOfBirth: '1993-03-03',
        idType: 'NATIONAL_ID',
        idNumber: 'XY12345',
        idFront: PNG,
        idBack: PNG,
        selfie: PNG,
        city: 'Najaf',
        address: 'Kufa street 9',
        termsAccepted: true,
      },
    });
    expect(again.envelope.responseCode).toBe(0);
    const refused = await send(a, 'selfie');
    expect([refused.status, refused.envelope.errCode]).toEqual([200, ErrCode.userExists]);
    expect((await statusOf(a)).status).toBe('REJECTED');
  });
});
