import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import {
  DEFAULT_DRAFT_TTL_HOURS,
  draftFindAnswerSchema,
  draftSaveAnswerSchema,
  MAX_DRAFT_VALUES_BYTES,
} from '../../../src/api/contract/wizardDrafts';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer } from '../support/server';
import { keptValues } from '../../../server/wizardDrafts/wizardDrafts';
import { DEMO_PIN, demoUser } from '../../../server/seed/demoUsers';
import { fetchForm, newRequestId, runForm } from '../support/services';

const SEND_MONEY = 'SERVICE_SEND_MONEY';
const stepTwo = {
  pageId: SEND_MONEY,
  stepIndex: 1,
  history: [0],
  values: { recipientMode: 'new', recipientMobile: '07701234567', amount: '1500', note: 'rent' },
};

describe('what a draft may keep', () => {
  it('drops fields that are secrets by widget, type, rule or name, and fields the form has not', () => {
    const parameters = [
      { ParameterId: 'amount', ComponentType: 1, type: 'amount' },
      { ParameterId: 'code', ComponentType: 1, type: 'otp' },
      { ParameterId: 'word', ComponentType: 9 },
      { ParameterId: 'hidden', ComponentType: 1, type: 'password' },
      { ParameterId: 'number', ComponentType: 1, rules: [{ rule: 'card' }] },
      { ParameterId: 'transactionPin', ComponentType: 1 },
      { ParameterId: 'cardExpiry', ComponentType: 1 },
    ];
    const values = Object.fromEntries([...parameters.map((p) => [p.ParameterId, 'v']), ['extra', 'v']]);
    expect(keptValues(parameters, values)).toEqual({ amount: 'v' });
  });
});

describe.each(backends)('wizard drafts on $name', (backend) => {
  const env = withTestServer(backend);
  let consumer = '';
  let other = '';
  let otherPortal: ApiClient;
  beforeAll(async () => {
    consumer = await env.portal.signInToken('consumer');
    otherPortal = await ApiClient.connect(env.server.url, 'agent');
    other = await otherPortal.signInToken('agent');
  });
  const call = (path: string, json: unknown, userToken = consumer) =>
    (userToken === other ? otherPortal : env.portal).call('POST', path, { json, userToken });
  const find = async (userToken = consumer, pageId = SEND_MONEY) =>
    v.parse(draftFindAnswerSchema, (await call(paths.wizardDraftFind, { pageId }, userToken)).envelope.data).draft;
  const storedRows = async () =>
    (
      await env.server.db.query<{ user_id: string; draft_values: unknown; page_id: string }>(
        'SELECT user_id::text AS user_id, page_id, draft_values FROM wizard_drafts ORDER BY user_id',
      )
    ).rows;

  it('offers nothing before a draft was saved', async () => {
    expect(await find()).toBeNull();
  });

  it('saves the step and the values, and offers them back with when they were saved', async () => {
    const saved = await call(paths.wizardDraftSave, stepTwo);
    expect([saved.status, saved.envelope.responseCode]).toEqual([200, 0]);
    const { draft } = v.parse(draftSaveAnswerSchema, saved.envelope.data);
    expect(draft).toMatchObject({ pageId: SEND_MONEY, stepIndex: 1, history: [0], values: stepTwo.values });
    expect(Date.parse(draft.expiresAt) - Date.parse(draft.savedAt)).toBe(DEFAULT_DRAFT_TTL_HOURS * 3_600_000);
    expect(await find()).toEqual(draft);
  });

  it('keeps one draft per user and service: a later save replaces it under the same id', async () => {
    const first = await find();
    const again = await call(paths.wizardDraftSave, { ...stepTwo, stepIndex: 0, history: [], values: { amount: '9' } });
    const { draft } = v.parse(draftSaveAnswerSchema, again.envelope.data);
    expect(draft.id).toBe(first?.id);
    expect(draft.values).toEqual({ amount: '9' });
    expect(await storedRows()).toHaveLength(1);
  });

  it('never stores a secret: PIN, code, password or card fields are stripped, and fields the form has not', async () => {
    await call(paths.wizardDraftSave, {
      ...stepTwo,
      values: {
        ...stepTwo.values,
        pin: '2468',
        otp: '918273',
        password: 'Secret#1',
        cardNumber: '4111111111111111',
        cvv: '123',
        stranger: 'x',
      },
    });
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.draft_values).toEqual(stepTwo.values);
    expect(JSON.stringify(rows)).not.toMatch(/2468|918273|Secret#1|4111|stranger/);
  });

  it('is never visible to another user, whose own draft of the same service is separate', async () => {
    expect(await find(other)).toBeNull();
    await call(paths.wizardDraftSave, { ...stepTwo, values: { amount: '77' } }, other);
    expect((await find(other))?.values).toEqual({ amount: '77' });
    expect((await find())?.values).toEqual(stepTwo.values);
    expect(await storedRows()).toHaveLength(2);
  });

  it("answers another user's, an unknown and a malformed draft id with the same not-found, deleting nothing", async () => {
    const foreign = (await find(other))!.id;
    const answers = await Promise.all(
      [foreign, '00000000-0000-4000-8000-000000000000', "x' OR 1=1 --"].map(async (id) => {
        const result = await call(paths.wizardDraftDelete, { id });
        return { status: result.status, envelope: result.envelope };
      }),
    );
    expect(answers[0]).toEqual({
      status: 404,
      envelope: {
        responseCode: 1,
        errCode: ErrCode.wizardDraftNotFound,
        message: 'The draft was not found.',
        data: null,
      },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await find(other)).not.toBeNull();
  });

  it('refuses values over 32 KiB with 413, and bad input with 400, never storing them', async () => {
    const big = await call(paths.wizardDraftSave, {
      ...stepTwo,
      values: {
        note: 'x'.repeat(4000),
        ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`f${i}`, 'y'.repeat(4000)])),
      },
    });
    expect(MAX_DRAFT_VALUES_BYTES).toBe(32 * 1024);
    expect([big.status, big.envelope.errCode]).toEqual([413, ErrCode.wizardDraftTooLarge]);
    const unknownService = await call(paths.wizardDraftSave, { ...stepTwo, pageId: 'SERVICE_NOTHING' });
    expect([unknownService.status, unknownService.envelope.errCode]).toEqual([400, ErrCode.wizardDraftServiceUnknown]);
    for (const bad of [
      { ...stepTwo, stepIndex: -1 },
      { ...stepTwo, values: { amount: { nested: true } } },
      { ...stepTwo, pageId: 'send-money' },
      { ...stepTwo, extra: 1 },
    ]) {
      const result = await call(paths.wizardDraftSave, bad);
      expect([result.status, result.envelope.errCode]).toEqual([400, ErrCode.validationFailed]);
    }
    expect((await find())?.values).toEqual(stepTwo.values);
  });

  it('needs a signed-in session and the CSRF pair', async () => {
    const anonymous = await env.portal.call('POST', paths.wizardDraftFind, { json: { pageId: SEND_MONEY } });
    expect(anonymous.status).toBe(401);
    const noCsrf = await env.portal.call('POST', paths.wizardDraftFind, {
      json: { pageId: SEND_MONEY },
      userToken: consumer,
      csrf: false,
    });
    expect([noCsrf.status, noCsrf.envelope.errCode]).toEqual([403, ErrCode.csrfInvalid]);
  });

  it('deletes the draft (Start over, or a payment done): gone for good, a second delete not found', async () => {
    const { id } = (await find())!;
    const deleted = await call(paths.wizardDraftDelete, { id });
    expect([deleted.status, deleted.envelope.data]).toEqual([200, { deleted: true }]);
    expect(await find()).toBeNull();
    expect((await call(paths.wizardDraftDelete, { id })).status).toBe(404);
    expect((await storedRows()).map((row) => row.draft_values)).toEqual([{ amount: '77' }]);
  });

  it("ends the user's draft of a service when its payment is made, and no one else's", async () => {
    await call(paths.wizardDraftSave, stepTwo);
    const run = await runForm({
      client: env.portal,
      userToken: consumer,
      form: await fetchForm(env.portal, SEND_MONEY),
      steps: [
        { recipientMode: 'favourite', favouriteMobile: '7701000002' },
        { amount: '1500', note: 'draft' },
      ],
      props: {
        requestId: newRequestId(),
        pin: DEMO_PIN,
        locale: 'en',
        userIdentifier: demoUser('consumer').userIdentifier,
      },
    });
    expect(run.receipt?.status).toBe(1);
    expect(await find()).toBeNull();
    expect((await find(other))?.values).toEqual({ amount: '77' });
  });

  it('expires after the configured time: not offered, not deletable, purged', async () => {
    await call(paths.wizardDraftSave, stepTwo);
    const { id } = (await find())!;
    env.server.clock.advance(DEFAULT_DRAFT_TTL_HOURS * 3_600_000 - 60_000);
    // the session idles out meanwhile: signing in again is part of coming back
    consumer = await env.portal.signInToken('consumer');
    expect((await find())?.id).toBe(id);
    env.server.clock.advance(60_000);
    consumer = await env.portal.signInToken('consumer');
    expect(await find()).toBeNull();
    expect((await call(paths.wizardDraftDelete, { id })).status).toBe(404);
    // the other user's draft expired with it
    expect(await storedRows()).toEqual([]);
  });
});
