import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { balanceDataSchema } from '../../../src/api/contract/schemas';
import { readPerTurn } from '../../../server/db/batch';
import type { Queryable } from '../../../server/db/types';
import * as v from 'valibot';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer } from '../support/server';

/** A database handle that only counts: readPerTurn never queries through it (the read function does). */
const handle = (): Queryable => ({
  query: () => Promise.reject(new Error('not used')),
  exec: () => Promise.reject(new Error('not used')),
});

describe('readPerTurn (issue 19: the calls of one turn share one read)', () => {
  it('answers the keys asked in one turn with one read, each its own value', async () => {
    const reads: string[][] = [];
    const read = readPerTurn(async (_q, keys: readonly string[]) => {
      reads.push([...keys]);
      return keys.map((k) => `value of ${k}`);
    });
    const q = handle();
    const answers = await Promise.all(['a', 'b', 'c', 'a'].map((k) => read(q, k)));
    expect(answers).toEqual(['value of a', 'value of b', 'value of c', 'value of a']);
    expect(reads).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('keeps nothing between turns: a value changed after a read is seen by the next turn', async () => {
    let balance = 10;
    let count = 0;
    const read = readPerTurn(async (_q, keys: readonly string[]) => {
      count += 1;
      return keys.map(() => balance);
    });
    const q = handle();
    expect(await read(q, 'x')).toBe(10);
    balance = 20;
    expect(await read(q, 'x')).toBe(20);
    expect(count).toBe(2);
  });

  it('reads each database handle on its own', async () => {
    const seen: Queryable[] = [];
    const read = readPerTurn(async (q, keys: readonly string[]) => {
      seen.push(q);
      return keys.map((k) => k);
    });
    const [one, two] = [handle(), handle()];
    await Promise.all([read(one, 'a'), read(two, 'b')]);
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('fails every call of a failed read, and the next turn reads again', async () => {
    let fail = true;
    const read = readPerTurn(async (_q, keys: readonly string[]) => {
      if (fail) throw new Error('the database is down');
      return keys.map((k) => k.toUpperCase());
    });
    const q = handle();
    const failed = await Promise.allSettled([read(q, 'a'), read(q, 'b')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read(q, 'a')).toBe('A');
  });
});

describe.each(backends)('calls read together on $name', (backend) => {
  const env = withTestServer(backend);
  const balance = (userToken: string, client = env.portal) => client.call('POST', paths.getBalance, { userToken });
  const identifierOf = (data: unknown) => v.parse(balanceDataSchema, data).userIdentifier;

  it("answers each of many simultaneous calls with its own user's session and balance", async () => {
    const agents = await ApiClient.connect(env.server.url, 'agent');
    const users = [
      { client: env.portal, token: await env.portal.signInToken('consumer') },
      ...(await Promise.all(
        ['agent', 'chainstore', 'minihouston'].map(async (login) => ({
          client: agents,
          token: await agents.signInToken(login),
        })),
      )),
    ];
    // one at a time first: what each user must get
    const alone: unknown[] = [];
    for (const user of users) alone.push((await balance(user.token, user.client)).envelope.data);
    expect(new Set(alone.map(identifierOf)).size).toBe(users.length);
    const calls = Array.from({ length: 40 }, (_, i) => i % users.length);
    const together = await Promise.all(calls.map((u) => balance(users[u]!.token, users[u]!.client)));
    together.forEach((answer, i) => {
      expect(answer.status).toBe(200);
      expect(answer.envelope.data).toEqual({ ...(alone[calls[i]!] as object), asOf: expect.any(String) });
    });
  });

  it('refuses the calls after a logout even when they arrive with calls of a live session', async () => {
    const [leaving, staying] = await Promise.all([
      env.portal.signInToken('consumer'),
      env.portal.signInToken('consumer'),
    ]);
    const out = await env.portal.call('POST', paths.logout, {
      json: { userIdentifier: '1000000001', logoutFromAllDevice: 0 },
      userToken: leaving,
    });
    expect(out.envelope.responseCode).toBe(0);
    const answers = await Promise.all([leaving, staying, leaving, staying].map((token) => balance(token)));
    expect(answers.map((a) => a.status)).toEqual([401, 200, 401, 200]);
    expect(answers[0]?.envelope.errCode).toBe(ErrCode.sessionRevoked);
  });
});
