import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import {
  onboardingListSchema,
  teamListSchema,
  teamMemberAnswerSchema,
  type TeamMember,
} from '../../../src/api/contract/teams';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { readOutbox, uniquePhone } from '../support/outbox';
import { withTestServer } from '../support/server';
import { callerFor } from '../support/transact';

/** Issue 16 part 9: the team tables — scoped tellers, disable, reset link, limits; onboarding details. */
describe.each(backends)('team tables on $name', (backend) => {
  const env = withTestServer(backend);
  interface Who {
    client: ApiClient;
    token: string;
  }
  const who = async (login: string, category: 'enterprise' | 'superAgent' | 'csr' | 'consumer'): Promise<Who> => {
    const client = await ApiClient.connect(env.server.url, category);
    return { client, token: await client.signInToken(login) };
  };
  const call = (caller: Who, path: string, json?: unknown) =>
    caller.client.call('POST', path, { userToken: caller.token, ...(json === undefined ? {} : { json }) });
  const team = async (caller: Who, search = ''): Promise<TeamMember[]> => {
    const result = await call(caller, paths.teamList, { search });
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    return v.parse(teamListSchema, result.envelope.data).members;
  };
  let enterprise: Who;
  let branch: Who;
  let otherEnterprise: Who;
  let seq = 0;
  const newTeller = (extra: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      name: `Teller ${seq}`,
      mobile: uniquePhone(),
      login: `tel${process.pid % 1000}x${seq}`,
      dailyLimit: '250000',
      ...extra,
    };
  };
  const create = async (caller: Who, body: Record<string, unknown>) => {
    const result = await call(caller, paths.teamCreateTeller, body);
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    return v.parse(teamMemberAnswerSchema, result.envelope.data).member;
  };

  beforeAll(async () => {
    enterprise = await who('enterprise', 'enterprise');
    branch = await who('branch', 'enterprise');
    // a second enterprise, with the enterprise demo user's password
    await env.server.db.query(
      `INSERT INTO users (user_identifier, login, email, phone, category, wallet_kind, full_name_en, full_name_ar, status, password_hash, created_at)
       SELECT '1999999999', 'enterpriseb', 'b@example.com', '7709999999', 'enterprise', 'ENTERPRISE', 'Other Co', 'Other Co', 'active', password_hash, now()
         FROM users WHERE login = 'enterprise'`,
    );
    otherEnterprise = await who('enterpriseb', 'enterprise');
  });

  it('lists the seeded branch and teller to the enterprise, the teller alone to the branch, searchable', async () => {
    const all = await team(enterprise);
    expect(all.map((m) => [m.role, m.login, m.branchName, m.enabled, m.dailyLimit])).toEqual(
      expect.arrayContaining([
        ['BRANCH', 'branch', null, true, null],
        ['TELLER', 'teller', 'Rafidain Logistics – Karrada Branch', true, '500000.00'],
      ]),
    );
    expect((await team(branch)).map((m) => m.login)).toEqual(['teller']);
    expect((await team(enterprise, 'KARRADA')).map((m) => m.login)).toEqual(['branch']);
    expect(await team(otherEnterprise)).toEqual([]);
  });

  it('creates tellers (validated, unique login) under the caller or one of its branches; others cannot see or touch them', async () => {
    const branchId = (await team(enterprise)).find((m) => m.login === 'branch')!.id;
    const direct = await create(enterprise, newTeller({ login: '  Direct.One ' }));
    expect(direct).toMatchObject({
      role: 'TELLER',
      login: 'direct.one',
      branchId: null,
      enabled: true,
      dailyLimit: '250000.00',
    });
    const atBranch = await create(enterprise, newTeller({ branchId, dailyLimit: '1000.5' }));
    expect(atBranch).toMatchObject({ branchId, dailyLimit: '1000.50' });
    const byBranch = await create(branch, newTeller());
    expect(byBranch.branchId).toBe(branchId);

    const branchSees = (await team(branch)).map((m) => m.id);
    expect(branchSees).toEqual(expect.arrayContaining([atBranch.id, byBranch.id]));
    expect(branchSees).not.toContain(direct.id);
    expect((await team(enterprise)).map((m) => m.id)).toEqual(
      expect.arrayContaining([direct.id, atBranch.id, byBranch.id]),
    );

    // the other enterprise sees none and modifies none (404, the teller unchanged)
    expect(await team(otherEnterprise)).toEqual([]);
    for (const [path, body] of [
      [paths.teamSetStatus, { id: direct.id, enabled: false }],
      [paths.teamSetLimit, { id: direct.id, dailyLimit: '1' }],
      [paths.teamResetPassword, { id: direct.id }],
    ] as const) {
      const refused = await call(otherEnterprise, path, body);
      expect(refused.status, path).toBe(404);
      expect(refused.envelope.errCode).toBe(ErrCode.notFound);
      // nor may the branch touch the enterprise's own teller
      expect((await call(branch, path, body)).status, path).toBe(404);
    }
    expect((await team(enterprise)).find((m) => m.id === direct.id)).toMatchObject({
      enabled: true,
      dailyLimit: '250000.00',
    });
    // another enterprise's branch is not a branch to choose
    const foreign = await call(otherEnterprise, paths.teamCreateTeller, newTeller({ branchId }));
    expect(foreign.status).toBe(400);
    expect(foreign.envelope.errCode).toBe(ErrCode.validationFailed);

    const taken = await call(enterprise, paths.teamCreateTeller, newTeller({ login: 'consumer' }));
    expect(taken.status).toBe(200);
    expect(taken.envelope.errCode).toBe(ErrCode.userExists);
  });

  it('answers bad input with validation errors, never 5xx', async () => {
    const bad: Record<string, unknown>[] = [
      newTeller({ name: '' }),
      newTeller({ name: '<b>x</b>' }),
      newTeller({ mobile: '12345' }),
      newTeller({ login: 'a' }),
      newTeller({ login: 'bad login' }),
      newTeller({ dailyLimit: '-1' }),
      newTeller({ dailyLimit: '1.234' }),
      newTeller({ dailyLimit: '1000000001' }),
      newTeller({ dailyLimit: 12 }),
      newTeller({ branchId: 'x' }),
      {},
    ];
    for (const body of bad) {
      const result = await call(enterprise, paths.teamCreateTeller, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.envelope.errCode).toBe(ErrCode.validationFailed);
    }
    for (const [path, body] of [
      [paths.teamSetStatus, { id: '1', enabled: 'no' }],
      [paths.teamSetStatus, { id: '99999999999999999999', enabled: true }],
      [paths.teamSetLimit, { id: '1', dailyLimit: 'lots' }],
      [paths.teamResetPassword, { id: -1 }],
      [paths.onboardingList, { kycState: 'MAYBE' }],
    ] as const) {
      const result = await call(enterprise, path, body);
      expect(result.status, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    // an id that is no teller of the caller (a branch is not a teller either)
    const branchId = (await team(enterprise)).find((m) => m.login === 'branch')!.id;
    expect((await call(enterprise, paths.teamSetStatus, { id: branchId, enabled: false })).status).toBe(404);
    expect((await call(enterprise, paths.teamSetStatus, { id: '999999999', enabled: false })).status).toBe(404);
    // a consumer has no team; a teller manages nobody but sees its own place (branch, limit), read only
    const consumer = await who('consumer', 'consumer');
    expect((await call(consumer, paths.teamList)).status).toBe(403);
    const teller = await who('teller', 'enterprise');
    expect((await team(teller)).map((m) => [m.login, m.branchName, m.dailyLimit])).toEqual([
      ['teller', 'Rafidain Logistics – Karrada Branch', '500000.00'],
    ]);
    const own = (await team(teller))[0]!.id;
    expect((await call(teller, paths.teamSetStatus, { id: own, enabled: false })).status).toBe(403);
  });

  it('resets a teller password by a link in the outbox; a disabled teller cannot sign in, an enabled one can', async () => {
    const body = newTeller();
    const created = await create(enterprise, body);
    const reset = await call(enterprise, paths.teamResetPassword, { id: created.id });
    expect(reset.status, JSON.stringify(reset.envelope)).toBe(200);
    expect(reset.envelope.data).toMatchObject({ sentTo: `•••${body.mobile.slice(-4)}` });
    const [message] = await readOutbox(env.server, { recipient: body.mobile, purpose: 'password_reset', limit: 1 });
    expect(message?.link).toMatch(/\/forgot-password\/[A-Za-z0-9_-]{43}$/);
    const linkData = (message?.link ?? '').split('/').pop() ?? '';
    const client = await ApiClient.connect(env.server.url, 'enterprise');
    const password = 'Teller@5678';
    const chosen = await client.call('POST', paths.resetPassword, {
      json: { linkData, newPassword: password, confirmPassword: password },
    });
    expect(chosen.envelope.responseCode, JSON.stringify(chosen.envelope)).toBe(0);
    const token = await client.signInToken(body.login, password);

    const disabled = await call(enterprise, paths.teamSetStatus, { id: created.id, enabled: false });
    expect(v.parse(teamMemberAnswerSchema, disabled.envelope.data).member.enabled).toBe(false);
    const refused = await client.signIn(body.login, password);
    expect(refused.envelope.errCode).toBe(ErrCode.accountInactive);
    // its open session ends too
    expect((await client.call('POST', paths.teamList, { userToken: token, json: {} })).status).toBe(401);
    // no reset link for a disabled teller
    expect((await call(enterprise, paths.teamResetPassword, { id: created.id })).envelope.errCode).toBe(
      ErrCode.accountInactive,
    );

    await call(enterprise, paths.teamSetStatus, { id: created.id, enabled: true });
    expect((await client.signIn(body.login, password)).envelope.responseCode).toBe(0);

    const limited = await call(enterprise, paths.teamSetLimit, { id: created.id, dailyLimit: '75000.25' });
    expect(v.parse(teamMemberAnswerSchema, limited.envelope.data).member.dailyLimit).toBe('75000.25');
    expect((await team(enterprise)).find((m) => m.id === created.id)?.dailyLimit).toBe('75000.25');
  });

  it('shows the super agent its onboarded users, the customer-service rep all of them; filters and searches', async () => {
    const superagent = await who('superagent', 'superAgent');
    const list = async (caller: Who, json: unknown = {}) => {
      const result = await call(caller, paths.onboardingList, json);
      expect(result.status, JSON.stringify(result.envelope)).toBe(200);
      return v.parse(onboardingListSchema, result.envelope.data).users;
    };
    const mine = await list(superagent);
    expect(mine.map((u) => [u.login, u.kycState, u.onboardedBy])).toEqual([
      ['vendor', 'PENDING', 'superagent'],
      ['merchant', 'REJECTED', 'superagent'],
      ['consumer2fa', 'PENDING', 'superagent'],
      ['consumer', 'VERIFIED', 'superagent'],
      ['agent', 'VERIFIED', 'superagent'],
    ]);
    expect((await list(superagent, { kycState: 'PENDING' })).map((u) => u.login)).toEqual(['vendor', 'consumer2fa']);
    expect((await list(superagent, { search: 'layla' })).map((u) => u.login)).toEqual(['consumer']);
    const csr = await who('csr', 'csr');
    expect((await list(csr)).map((u) => u.login)).toEqual(mine.map((u) => u.login));
    expect((await call(enterprise, paths.onboardingList)).status).toBe(403);
  });

  it("refuses a teller's payment above the daily limit its branch set, over every service", async () => {
    const tellerId = (await team(branch)).find((m) => m.login === 'teller')!.id;
    const teller = await callerFor(env.server, 'teller');
    const b2b = { serviceCode: 'B2B_TRANSFER', businessId: '1000000008', amount: '15000', reference: 'L-1' };
    const setLimit = async (dailyLimit: string) =>
      expect((await call(branch, paths.teamSetLimit, { id: tellerId, dailyLimit })).status).toBe(200);
    await setLimit('25000');
    const first = (await teller.submit(b2b)).envelope;
    expect(first.responseCode, JSON.stringify(first)).toBe(0);
    // 15,000 paid today: another 15,000 passes 25,000; 10,000 reaches it exactly
    const refused = await teller.submit({ ...b2b, reference: 'L-2' });
    expect(refused.envelope.errCode).toBe(ErrCode.dailyLimitExceeded);
    expect(refused.envelope.data).toMatchObject({ dailyLimit: '25000.00', usedToday: '15000.00' });
    expect((await teller.submit({ ...b2b, amount: '10000', reference: 'L-3' })).envelope.responseCode).toBe(0);
    await setLimit('500000');
    expect((await teller.submit({ ...b2b, reference: 'L-4' })).envelope.responseCode).toBe(0);
  });
});
