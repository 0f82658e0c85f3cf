import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import {
  AGENT_CUSTOMER_TEMPLATE_ID,
  agentApplicationListSchema,
  applicationListSchema,
  applicationStatusSchema,
  childTemplatesSchema,
} from '../../../src/api/contract/onboarding';
import * as paths from '../../../src/api/contract/paths';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { readOutbox, uniquePhone } from '../support/outbox';
import { withTestServer } from '../support/server';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF').toString('base64')}`;

type Signed = { client: ApiClient; token: string };

/** Issue 17 part 5: an agent onboards a customer (requirements#agent-onboarding). */
describe.each(backends)('agent-assisted onboarding on $name', (backend) => {
  const env = withTestServer(backend, { limits: { selfOnboardingsPerIpPerHour: 1000 } });
  let agent: Signed;
  let otherAgent: Signed;
  let consumer: Signed;
  let csr: Signed;

  const signed = async (login: string, category: Parameters<typeof ApiClient.connect>[1]): Promise<Signed> => {
    const client = await ApiClient.connect(env.server.url, category);
    return { client, token: await client.signInToken(login) };
  };
  const application = (extra: Record<string, unknown> = {}) => ({
    templateId: AGENT_CUSTOMER_TEMPLATE_ID,
    fullName: 'Layla Hassan',
    mobile: uniquePhone(),
    email: '',
    dateOfBirth: '1988-02-03',
    idType: 'PASSPORT',
    idNumber: 'P1234567',
    idFront: PNG,
    idBack: PNG,
    selfie: PNG,
    city: 'Basra',
    address: 'Al-Ashar, street 4',
    termsAccepted: true,
    ...extra,
  });
  const call = (who: Signed, path: string, json?: unknown) =>
    who.client.call('POST', path, { userToken: who.token, json: json ?? {} });
  const myList = async (who: Signed) => {
    const result = await call(who, paths.userOnboardingApplications);
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    return v.parse(agentApplicationListSchema, result.envelope.data).applications;
  };

  beforeAll(async () => {
    agent = await signed('agent', 'agent');
    otherAgent = await signed('chainstore', 'agent');
    consumer = await signed('consumer', 'consumer');
    csr = await signed('csr', 'csr');
  });

  it('answers the agent the templates it may onboard, each with the onboarding fields', async () => {
    const result = await call(agent, paths.childOnboardingTemplates);
    expect(result.status).toBe(200);
    const { templates } = v.parse(childTemplatesSchema, result.envelope.data);
    expect(templates.map((t) => [t.id, t.title.en])).toEqual([[AGENT_CUSTOMER_TEMPLATE_ID, 'Customer wallet']]);
    expect(templates[0]?.steps.map((s) => s.id)).toEqual(['personal', 'documents', 'address', 'terms']);
    expect(templates[0]?.steps[1]?.parameters.map((p) => p.ParameterId)).toEqual(['idFront', 'idBack', 'selfie']);
  });

  it('refuses every call to a consumer, a customer-service rep and a visitor (the server checks, not the menu)', async () => {
    for (const who of [consumer, csr]) {
      for (const path of [paths.childOnboardingTemplates, paths.userOnboarding, paths.userOnboardingApplications]) {
        const result = await call(who, path, path === paths.userOnboarding ? application() : {});
        expect(result.status, path).toBe(403);
        expect(result.envelope.errCode).toBe(ErrCode.agentOnboardingOnly);
      }
    }
    const anonymous = await agent.client.call('POST', paths.userOnboarding, { json: application() });
    expect(anonymous.status).toBe(401);
  });

  it("makes the application on the customer's behalf: the rep's queue has it as the agent's, the customer gets the reference", async () => {
    const body = application();
    const result = await call(agent, paths.userOnboarding, body);
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    const answer = v.parse(applicationStatusSchema, result.envelope.data);
    expect(answer).toMatchObject({ status: 'PENDING', documents: ['idFront', 'idBack', 'selfie'] });
    const [sms] = await readOutbox(env.server, { recipient: body.mobile, limit: 1 });
    expect(sms?.body).toContain(answer.reference);
    const queue = await call(csr, paths.onboardingApplications, { status: 'PENDING' });
    const row = v
      .parse(applicationListSchema, queue.envelope.data)
      .applications.find((a) => a.reference === answer.reference);
    expect(row).toMatchObject({ fullName: 'Layla Hassan', mobile: body.mobile, onboardedBy: 'agent' });
    expect((await myList(agent)).find((a) => a.reference === answer.reference)).toMatchObject({
      fullName: 'Layla Hassan',
      status: 'PENDING',
      reason: null,
    });

    // the rep approves it in the same queue: the agent's list says so
    const decided = await call(csr, paths.onboardingDecision, { id: row?.id, decision: 'APPROVE' });
    expect(decided.envelope.responseCode, JSON.stringify(decided.envelope)).toBe(0);
    const mine = (await myList(agent)).find((a) => a.reference === answer.reference);
    expect(mine?.status).toBe('APPROVED');
    expect(mine?.decidedAt).not.toBeNull();
  });

  it("shows an agent only the applications it made: another agent's and self-made ones are invisible", async () => {
    const made = v.parse(
      applicationStatusSchema,
      (await call(agent, paths.userOnboarding, application())).envelope.data,
    ).reference;
    const self = await agent.client.call('POST', paths.selfOnboarding, {
      json: (({ templateId: _t, ...rest }) => rest)(application()),
    });
    const selfMade = v.parse(applicationStatusSchema, self.envelope.data).reference;
    const others = (await myList(otherAgent)).map((a) => a.reference);
    expect(others).not.toContain(made);
    expect(others).not.toContain(selfMade);
    const own = (await myList(agent)).map((a) => a.reference);
    expect(own).toContain(made);
    expect(own).not.toContain(selfMade);
  });

  it('answers bad input with a 4xx envelope, never a 5xx, and keeps nothing', async () => {
    const before = (await myList(agent)).length;
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ templateId: 999 }, 400],
      [{ templateId: 'x' }, 400],
      [{ termsAccepted: false }, 400],
      [{ mobile: '12' }, 400],
      [{ dateOfBirth: '2020-01-01' }, 400],
      [{ idFront: PDF }, 400],
      [{ fullName: '' }, 400],
    ];
    for (const [extra, expected] of cases) {
      const result = await call(agent, paths.userOnboarding, application(extra));
      expect(result.status, JSON.stringify(extra)).toBe(expected);
      expect(result.envelope.responseCode, JSON.stringify(extra)).not.toBe(0);
    }
    const notJson = await agent.client.call('POST', paths.userOnboarding, {
      userToken: agent.token,
      raw: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    // a mobile with an open application is refused in the envelope (200, responseCode 1)
    const body = application();
    expect((await call(agent, paths.userOnboarding, body)).envelope.responseCode).toBe(0);
    const again = await call(agent, paths.userOnboarding, { ...body, fullName: 'Someone Else' });
    expect([again.status, again.envelope.responseCode, again.envelope.errCode]).toEqual([200, 1, ErrCode.userExists]);
    expect((await myList(agent)).length).toBe(before + 1);
  });
});
