import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  beneficiaryAnswerSchema,
  beneficiaryListSchema,
  type Beneficiary,
} from '../../../src/api/contract/beneficiaries';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { optionsDataSchema } from '../../../src/api/contract/transactions';
import { DEMO_PIN } from '../../../server/seed/demoUsers';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';
import { callerFor, masked, type Caller } from '../support/transact';

/** requirements#beneficiaries: the saved recipients screen's list, rename and delete with the PIN. */
describe.each(backends)('saved recipients on $name', (backend) => {
  const env = withTestServer(backend);
  let consumer: Caller;
  let agent: Caller;

  beforeAll(async () => {
    consumer = await callerFor(env.server, 'consumer');
    agent = await callerFor(env.server, 'agent');
  });

  const call = (caller: Caller, path: string, json?: unknown) =>
    caller.client.call('POST', path, { userToken: caller.token, ...(json === undefined ? {} : { json }) });
  const list = async (caller: Caller, json?: unknown): Promise<Beneficiary[]> => {
    const result = await call(caller, paths.beneficiaryList, json);
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    return v.parse(beneficiaryListSchema, result.envelope.data).beneficiaries;
  };
  const byMobile = async (caller: Caller, mobile: string) => {
    const found = (await list(caller)).find((b) => b.mobile === mobile);
    if (found === undefined) throw new Error(`no saved recipient ${mobile}`);
    return found;
  };
  const remove = async (caller: Caller, id: string, pin: unknown) => call(caller, paths.beneficiaryDelete, { id, pin });

  it("lists the user's own saved recipients by nickname with the holder's name, and what the favourites service saves", async () => {
    const seeded = await list(consumer);
    expect(seeded.map((b) => [b.kind, b.nickname, b.mobile, b.holderName])).toEqual([
      ['favourite', 'Omar', '7701000002', expect.any(String)],
    ]);
    expect(seeded[0]!.id).toMatch(/^\d+$/);
    expect(Number.isNaN(Date.parse(seeded[0]!.createdAt))).toBe(false);
    await consumer.receipt({ serviceCode: 'FAVOURITES', mobile: '7701000004', nickname: 'Ahmed' }, { pin: null });
    const after = await list(consumer, { kind: 'favourite' });
    expect(after.map((b) => b.nickname)).toEqual(['Ahmed', 'Omar']);
    expect(await list(consumer, { kind: 'beneficiary' })).toEqual([]);
    // the agent's own (seeded) list holds none of the consumer's
    expect((await list(agent)).map((b) => b.mobile)).toEqual(['7701000001']);
    const max = v.parse(beneficiaryListSchema, (await call(consumer, paths.beneficiaryList)).envelope.data).max;
    expect(max).toBe(50);
  });

  it('renames a saved recipient (trimmed), refuses markup and empty names, and never touches another user’s', async () => {
    const omar = await byMobile(consumer, '7701000002');
    const renamed = await call(consumer, paths.beneficiaryRename, { id: omar.id, nickname: '  Omar (brother) ' });
    expect(renamed.status).toBe(200);
    expect(v.parse(beneficiaryAnswerSchema, renamed.envelope.data).beneficiary).toMatchObject({
      id: omar.id,
      nickname: 'Omar (brother)',
      mobile: '7701000002',
    });
    expect((await byMobile(consumer, '7701000002')).nickname).toBe('Omar (brother)');
    for (const nickname of ['', '   ', '<b>x</b>', 'x'.repeat(65), 42, null]) {
      const refused = await call(consumer, paths.beneficiaryRename, { id: omar.id, nickname });
      expect(refused.status, JSON.stringify(nickname)).toBe(400);
      expect(refused.envelope.errCode).toBe(ErrCode.validationFailed);
    }
    // the agent cannot rename the consumer's: not found, and nothing changed
    const foreign = await call(agent, paths.beneficiaryRename, { id: omar.id, nickname: 'Mine' });
    expect([foreign.status, foreign.envelope.errCode]).toEqual([404, ErrCode.notFound]);
    expect((await byMobile(consumer, '7701000002')).nickname).toBe('Omar (brother)');
  });

  it('deletes only with the right transaction PIN: a wrong one deletes nothing and counts towards the lock', async () => {
    const ahmed = await byMobile(consumer, '7701000004');
    const wrong = await remove(consumer, ahmed.id, await masked('9999'));
    expect(wrong.status).toBe(200);
    expect(wrong.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.pinWrong, data: { attemptsLeft: 4 } });
    expect((await list(consumer)).map((b) => b.id)).toContain(ahmed.id);
    // no PIN, an unmasked PIN, a PIN that is not digits: refused, nothing deleted
    const none = await remove(consumer, ahmed.id, undefined);
    expect(none.envelope.errCode).toBe(ErrCode.pinRequired);
    const plain = await remove(consumer, ahmed.id, DEMO_PIN);
    expect([plain.status, plain.envelope.errCode]).toEqual([400, ErrCode.maskedValueInvalid]);
    const letters = await remove(consumer, ahmed.id, await masked('abcd'));
    expect([letters.status, letters.envelope.errCode]).toEqual([400, ErrCode.validationFailed]);
    expect((await list(consumer)).map((b) => b.id)).toContain(ahmed.id);
    // another user's id is not found, before any PIN is judged
    const foreign = await remove(agent, ahmed.id, await masked(DEMO_PIN));
    expect([foreign.status, foreign.envelope.errCode]).toEqual([404, ErrCode.notFound]);

    const done = await remove(consumer, ahmed.id, await masked(DEMO_PIN));
    expect(done.status).toBe(200);
    expect(v.parse(beneficiaryAnswerSchema, done.envelope.data).beneficiary).toMatchObject({ id: ahmed.id });
    expect((await list(consumer)).map((b) => b.mobile)).toEqual(['7701000002']);
    // gone: a second delete is not found
    const again = await remove(consumer, ahmed.id, await masked(DEMO_PIN));
    expect([again.status, again.envelope.errCode]).toEqual([404, ErrCode.notFound]);
    // and the send-money picker no longer offers it
    const options = (await call(consumer, paths.beneficiaries, { kind: 'favourite' })).envelope.data as {
      options: Array<{ value: string }>;
    };
    expect(options.options.map((o) => o.value)).toEqual(['7701000002']);
  });

  it('locks after five wrong PINs in a row, like payments, and keeps the recipient', async () => {
    await consumer.receipt({ serviceCode: 'FAVOURITES', mobile: '7701000006', nickname: 'Zaid' }, { pin: null });
    const zaid = await byMobile(consumer, '7701000006');
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await remove(consumer, zaid.id, await masked('0000'))).envelope);
    expect(answers.map((a) => a.errCode)).toEqual([
      ErrCode.pinWrong,
      ErrCode.pinWrong,
      ErrCode.pinWrong,
      ErrCode.pinWrong,
      ErrCode.pinLocked,
    ]);
    // locked: even the right PIN is refused, and so is a payment
    const locked = await remove(consumer, zaid.id, await masked(DEMO_PIN));
    expect(locked.envelope).toMatchObject({
      errCode: ErrCode.pinLocked,
      data: { retryAfterSeconds: expect.any(Number) },
    });
    const payment = await consumer.submit({ serviceCode: 'SEND_MONEY', recipientMobile: '7701000002', amount: '1000' });
    expect(payment.envelope.errCode).toBe(ErrCode.pinLocked);
    expect((await list(consumer)).map((b) => b.id)).toContain(zaid.id);
    // after the lock runs out the right PIN deletes it
    env.server.clock.advance(15 * 60 * 1000 + 1000);
    expect((await remove(consumer, zaid.id, await masked(DEMO_PIN))).status).toBe(200);
    expect((await list(consumer)).map((b) => b.id)).not.toContain(zaid.id);
  });

  it('refuses bad input with 400 and unsigned calls with 401, never a server error', async () => {
    for (const id of ['', 'abc', '0', '-1', '1'.repeat(19), 12, null]) {
      const renamed = await call(consumer, paths.beneficiaryRename, { id, nickname: 'x' });
      expect(renamed.status, JSON.stringify(id)).toBe(400);
      const deleted = await remove(consumer, id as string, await masked(DEMO_PIN));
      expect(deleted.status, JSON.stringify(id)).toBe(400);
    }
    expect((await call(consumer, paths.beneficiaryList, { kind: 'stranger' })).status).toBe(400);
    expect((await call(consumer, paths.beneficiaryList, [])).status).toBe(400);
    expect((await call(consumer, paths.beneficiaryDelete)).status).toBe(400);
    // an id past bigint is not found, not a failure
    const huge = await call(consumer, paths.beneficiaryRename, { id: '999999999999999999', nickname: 'x' });
    expect(huge.status).toBe(404);
    const unsigned = await consumer.client.call('POST', paths.beneficiaryList, {});
    expect(unsigned.status).toBe(401);
  });

  it('offers the last people paid by mobile number as recent recipients, and pays them from that choice', async () => {
    const recent = async (caller: Caller) =>
      v.parse(optionsDataSchema, (await call(caller, paths.beneficiaries, { kind: 'recent' })).envelope.data).options;
    // the seeded history pays nobody who has a wallet here: nothing recent yet
    expect(await recent(consumer)).toEqual([]);
    await consumer.receipt({ serviceCode: 'SEND_MONEY', recipientMobile: '7701000002', amount: '1000' });
    await consumer.receipt({
      serviceCode: 'P2P_MONEY_TRANSFER_REG_USER',
      recipientMobile: '7701000002',
      amount: '1000',
    });
    const options = await recent(consumer);
    expect(options.map((o) => [o.value, o.label, o.extra?.kind])).toEqual([
      ['7701000002', expect.stringMatching(/^Omar K\. \(7701000002\)$/), 'recent'],
    ]);
    // chosen as "Someone I paid recently" in either transfer
    for (const serviceCode of ['SEND_MONEY', 'P2P_MONEY_TRANSFER_REG_USER']) {
      const paid = await consumer.receipt({
        serviceCode,
        recipientMode: 'recent',
        recentMobile: '7701000002',
        amount: '1500',
      });
      expect(paid.counterparty?.identifier).toBe('1000000002');
    }
    const missing = await consumer.submit({ serviceCode: 'SEND_MONEY', recipientMode: 'recent', amount: '1000' });
    expect(missing.envelope.data).toMatchObject({ errors: [{ field: 'recentMobile', code: 'required' }] });
    // another user's payments are not theirs
    expect(await recent(agent)).toEqual([]);
  });
});
