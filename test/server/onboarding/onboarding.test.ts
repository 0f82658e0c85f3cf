import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import {
  applicationListSchema,
  applicationStatusSchema,
  decisionAnswerSchema,
  documentAnswerSchema,
  onboardingTemplateSchema,
  type OnboardingApplication,
} from '../../../src/api/contract/onboarding';
import * as paths from '../../../src/api/contract/paths';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { readOutbox, uniquePhone } from '../support/outbox';
import { startTestServer, withTestServer } from '../support/server';

/** A 1×1 PNG and a tiny JPEG header: the server reads the type from the bytes. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]).toString('base64')}`;
const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF').toString('base64')}`;
const TEXT_AS_PNG = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;

/** Issue 17 part 5: self-onboarding, its status, KYC documents later and the rep's approval queue. */
describe.each(backends)('self-onboarding on $name', (backend) => {
  const env = withTestServer(backend, { limits: { selfOnboardingsPerIpPerHour: 1000 } });
  let visitor: ApiClient;
  let csr: { client: ApiClient; token: string };
  let consumer: { client: ApiClient; token: string };

  const application = (extra: Record<string, unknown> = {}) => ({
    fullName: 'Sara Ahmed',
    mobile: uniquePhone(),
    email: '',
    dateOfBirth: '1990-04-12',
    idType: 'NATIONAL_ID',
    idNumber: 'ab12345',
    idFront: PNG,
    idBack: JPEG,
    selfie: PNG,
    city: 'Erbil',
    address: '60 Meter Street, house 12',
    termsAccepted: true,
    ...extra,
  });
  const submit = (body: Record<string, unknown>) => visitor.call('POST', paths.selfOnboarding, { json: body });
  const status = async (reference: string, mobile: string) => {
    const result = await visitor.call('POST', paths.selfOnboardingStatus, { json: { reference, mobile } });
    expect(result.status).toBe(200);
    return result.envelope;
  };
  const queue = async (statusFilter: string | null = 'PENDING'): Promise<OnboardingApplication[]> => {
    const result = await csr.client.call('POST', paths.onboardingApplications, {
      userToken: csr.token,
      json: { status: statusFilter },
    });
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    return v.parse(applicationListSchema, result.envelope.data).applications;
  };
  const submitted = async (extra: Record<string, unknown> = {}) => {
    const body = application(extra);
    const result = await submit(body);
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    expect(result.envelope.responseCode).toBe(0);
    const answer = v.parse(applicationStatusSchema, result.envelope.data);
    const row = (await queue()).find((a) => a.reference === answer.reference);
    if (row === undefined) throw new Error('the application is not in the queue');
    return { body, answer, row };
  };

  beforeAll(async () => {
    visitor = await ApiClient.connect(env.server.url, 'consumer');
    const csrClient = await ApiClient.connect(env.server.url, 'csr');
    csr = { client: csrClient, token: await csrClient.signInToken('csr') };
    const consumerClient = await ApiClient.connect(env.server.url, 'consumer');
    consumer = { client: consumerClient, token: await consumerClient.signInToken('consumer') };
  });

  it('counts applications per IP: over the limit, 429 until the hour is over', async () => {
    const limited = await startTestServer(backend, { limits: { selfOnboardingsPerIpPerHour: 2 } });
    try {
      const client = await ApiClient.connect(limited.url, 'consumer');
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await client.call('POST', paths.selfOnboarding, { json: application() })).status);
      expect(codes).toEqual([200, 200, 429]);
      limited.clock.advance(3_600_000);
      expect((await client.call('POST', paths.selfOnboarding, { json: application() })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('serves the field details by template id and by dynamic entity: four steps in the form format', async () => {
    const byId = await visitor.call('GET', paths.onboardingFieldsById(1));
    expect(byId.status).toBe(200);
    const template = v.parse(onboardingTemplateSchema, byId.envelope.data);
    expect(template.steps.map((s) => s.id)).toEqual(['personal', 'documents', 'address', 'terms']);
    expect(template.steps[1]?.parameters.map((p) => [p.ParameterId, p.fileType, p.size])).toEqual([
      ['idFront', ['image/jpeg', 'image/png'], 2_000_000],
      ['idBack', ['image/jpeg', 'image/png'], 2_000_000],
      ['selfie', ['image/jpeg', 'image/png'], 2_000_000],
    ]);
    expect(template.steps[0]?.parameters.find((p) => p.ParameterId === 'dateOfBirth')?.validateAge).toBe(18);
    const byEntity = await visitor.call('GET', paths.onboardingFieldsByEntity(template.dynamicEntityId));
    expect(byEntity.envelope.data).toEqual(byId.envelope.data);
    expect((await visitor.call('GET', paths.onboardingFieldsById(999))).status).toBe(404);
    expect((await visitor.call('GET', paths.onboardingFieldsByEntity('x1'))).status).toBe(400);
    // a cms path without the content credential is refused
    expect((await visitor.call('GET', paths.onboardingFieldsById(1), { basic: 'none' })).status).toBe(403);
  });

  it('takes an application, answers a reference, tells the applicant and shows the status by reference and mobile', async () => {
    const { body, answer } = await submitted();
    expect(answer.reference).toMatch(/^ON-[0-9A-Z]{8}$/);
    expect(answer).toMatchObject({ status: 'PENDING', reason: null, decidedAt: null });
    expect(answer.documents).toEqual(['idFront', 'idBack', 'selfie']);
    const [sms] = await readOutbox(env.server, { recipient: body.mobile, limit: 1 });
    expect(sms?.body).toContain(answer.reference);
    expect(v.parse(applicationStatusSchema, (await status(answer.reference, body.mobile)).data).status).toBe('PENDING');
    // lower case is the same reference; another mobile is not the applicant
    expect((await status(answer.reference.toLowerCase(), body.mobile)).responseCode).toBe(0);
    const other = await status(answer.reference, uniquePhone());
    expect([other.responseCode, other.errCode]).toEqual([1, ErrCode.notFound]);
  });

  it('refuses a script or HTML typed into the fields (issue 19: no script, no HTML), without echoing it', async () => {
    const name = '<b>Ali</b><script>alert(1)</script>';
    const address = '<img src=x onerror=alert(1)> Karrada';
    const refused = await submit(application({ fullName: name, address }));
    expect(refused.status).toBe(400);
    expect(refused.envelope.data).toMatchObject({
      errors: [
        { field: 'fullName', code: 'scriptNotAllowed' },
        { field: 'address', code: 'htmlNotAllowed' },
      ],
    });
    expect(JSON.stringify(refused.envelope)).not.toContain('onerror');
  });

  it('keeps other special characters typed into the fields as text, exactly as typed', async () => {
    const name = 'Ali & "Sons" 1 < 2';
    const address = "Karrada 'A' > B";
    const { row } = await submitted({ fullName: name, address });
    expect([row.fullName, row.address]).toEqual([name, address]);
  });

  it('refuses a document that is not a JPEG or PNG, whatever it claims to be, and stores nothing', async () => {
    for (const [field, dataUrl] of [
      ['idFront', PDF],
      ['selfie', TEXT_AS_PNG],
      ['idBack', 'data:image/png;base64,@@@@'],
    ] as const) {
      const body = application({ [field]: dataUrl });
      const result = await submit(body);
      expect(result.status).toBe(400);
      expect(result.envelope.data).toMatchObject({ errors: [expect.objectContaining({ field })] });
      expect((await queue(null)).some((a) => a.mobile === body.mobile)).toBe(false);
    }
    const tooBig = await submit(application({ selfie: `data:image/png;base64,${'A'.repeat(2_700_000)}` }));
    expect(tooBig.status).toBe(400);
  });

  it('refuses a second application for the same mobile, and a mobile that already has a wallet', async () => {
    const { body } = await submitted();
    const again = await submit(application({ mobile: body.mobile }));
    expect([again.envelope.responseCode, again.envelope.errCode]).toEqual([1, ErrCode.userExists]);
    const demoPhone = await env.server.db.query<{ phone: string }>(`SELECT phone FROM users WHERE login = 'consumer'`);
    const taken = await submit(application({ mobile: demoPhone.rows[0]?.phone }));
    expect([taken.envelope.responseCode, taken.envelope.errCode]).toEqual([1, ErrCode.userExists]);
  });

  it('refuses unchecked terms, an applicant under 18 or over 100, and bad fields, with field errors', async () => {
    const year = new Date().getUTCFullYear();
    for (const [extra, field] of [
      [{ termsAccepted: false }, 'termsAccepted'],
      [{ dateOfBirth: `${year - 17}-01-01` }, 'dateOfBirth'],
      [{ dateOfBirth: `${year - 101}-01-01` }, 'dateOfBirth'],
      [{ mobile: '12345' }, 'mobile'],
      [{ fullName: 'A\u0000B' }, 'fullName'],
      [{ city: '\ud800x' }, 'city'],
    ] as const) {
      const result = await submit(application(extra));
      expect(result.status, JSON.stringify(extra)).toBe(400);
      expect(result.envelope.data).toMatchObject({ errors: [expect.objectContaining({ field })] });
    }
  });

  it('takes a KYC document later while the application is pending, never after the decision', async () => {
    const { body, answer, row } = await submitted();
    const update = (document: string) =>
      visitor.call('POST', paths.updateCustomerKyc, {
        json: { reference: answer.reference, mobile: body.mobile, kind: 'idBack', document },
      });
    expect((await update(PDF)).status).toBe(400);
    const replaced = await update(PNG);
    expect(replaced.envelope.responseCode).toBe(0);
    const stored = await env.server.db.query<{ mime_type: string }>(
      `SELECT mime_type FROM onboarding_documents WHERE application_id = $1::bigint AND kind = 'idBack'`,
      [row.id],
    );
    expect(stored.rows[0]?.mime_type).toBe('image/png');
    await csr.client.call('POST', paths.onboardingDecision, {
      userToken: csr.token,
      json: { id: row.id, decision: 'REJECT', reason: 'Blurred photo' },
    });
    const late = await update(PNG);
    expect([late.envelope.responseCode, late.envelope.errCode]).toEqual([1, ErrCode.accountInactive]);
  });

  it('lets only a customer-service rep see the queue and decide', async () => {
    const { row } = await submitted();
    const list = await consumer.client.call('POST', paths.onboardingApplications, { userToken: consumer.token });
    expect(list.status).toBe(403);
    const decision = await consumer.client.call('POST', paths.onboardingDecision, {
      userToken: consumer.token,
      json: { id: row.id, decision: 'APPROVE' },
    });
    expect(decision.status).toBe(403);
    const image = await consumer.client.call('POST', paths.onboardingDocument, {
      userToken: consumer.token,
      json: { id: row.id, kind: 'selfie' },
    });
    expect(image.status).toBe(403);
    // the rep sees the images as they were checked and kept
    const front = await csr.client.call('POST', paths.onboardingDocument, {
      userToken: csr.token,
      json: { id: row.id, kind: 'idFront' },
    });
    expect(v.parse(documentAnswerSchema, front.envelope.data)).toEqual({
      kind: 'idFront',
      mimeType: 'image/png',
      dataUrl: PNG,
    });
    const back = await csr.client.call('POST', paths.onboardingDocument, {
      userToken: csr.token,
      json: { id: row.id, kind: 'idBack' },
    });
    expect(v.parse(documentAnswerSchema, back.envelope.data)).toMatchObject({ mimeType: 'image/jpeg', dataUrl: JPEG });
    const anonymous = await visitor.call('POST', paths.onboardingApplications, { json: {} });
    expect(anonymous.status).toBe(401);
    expect((await queue()).find((a) => a.id === row.id)?.status).toBe('PENDING');
  });

  it('approves: a customer wallet under the mobile, a set-password link by SMS, the status says approved', async () => {
    const { body, answer, row } = await submitted();
    const result = await csr.client.call('POST', paths.onboardingDecision, {
      userToken: csr.token,
      json: { id: row.id, decision: 'APPROVE' },
    });
    expect(result.envelope.responseCode, JSON.stringify(result.envelope)).toBe(0);
    expect(v.parse(decisionAnswerSchema, result.envelope.data).application.status).toBe('APPROVED');
    const user = await env.server.db.query<{ category: string; status: string; phone: string }>(
      `SELECT category, status, phone FROM users WHERE login = $1`,
      [body.mobile],
    );
    expect(user.rows).toEqual([{ category: 'consumer', status: 'active', phone: body.mobile }]);
    const [link] = await readOutbox(env.server, { recipient: body.mobile, purpose: 'password_reset', limit: 1 });
    expect(link?.body).toContain(answer.reference);
    expect(link?.link).toMatch(/\/forgot-password\/[A-Za-z0-9_-]{32,}$/);
    expect(v.parse(applicationStatusSchema, (await status(answer.reference, body.mobile)).data)).toMatchObject({
      status: 'APPROVED',
      reason: null,
    });
    // the onboarding details table lists the new customer
    const onboarded = await csr.client.call('POST', paths.onboardingList, { userToken: csr.token, json: {} });
    expect(JSON.stringify(onboarded.envelope.data)).toContain(body.mobile);
    // decided once: a second decision changes nothing
    const again = await csr.client.call('POST', paths.onboardingDecision, {
      userToken: csr.token,
      json: { id: row.id, decision: 'REJECT', reason: 'Too late' },
    });
    expect([again.envelope.responseCode, again.envelope.errCode]).toEqual([1, ErrCode.notFound]);
    expect((await status(answer.reference, body.mobile)).data).toMatchObject({ status: 'APPROVED' });
  });

  it('rejects with a reason: kept as text, sent by SMS, shown by the status; no account is opened', async () => {
    const { body, answer, row } = await submitted();
    const noReason = await csr.client.call('POST', paths.onboardingDecision, {
      userToken: csr.token,
      json: { id: row.id, decision: 'REJECT' },
    });
    expect(noReason.status).toBe(400);
    const reason = 'The "selfie" is blurred & 1 < 2';
    const result = await csr.client.call('POST', paths.onboardingDecision, {
      userToken: csr.token,
      json: { id: row.id, decision: 'REJECT', reason },
    });
    expect(result.envelope.responseCode).toBe(0);
    expect((await status(answer.reference, body.mobile)).data).toMatchObject({ status: 'REJECTED', reason });
    const [sms] = await readOutbox(env.server, { recipient: body.mobile, limit: 1 });
    expect(sms?.body).toContain(reason);
    const user = await env.server.db.query(`SELECT 1 FROM users WHERE login = $1`, [body.mobile]);
    expect(user.rowCount).toBe(0);
    // rejected, the mobile may apply again
    expect((await submit(application({ mobile: body.mobile }))).envelope.responseCode).toBe(0);
  });
});
