import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { createApp } from '../../../server/app';
import { defaultRateLimits } from '../../../server/config';
import type { Db } from '../../../server/db/types';
import type { Logger } from '../../../server/log';
import { testKeys, testMaskKey } from '../support/backends';
import { credentialsOf } from '../support/client';

/** A database that fails every call, the way a dropped connection does. */
const brokenDb: Db = {
  kind: 'postgres',
  description: 'broken',
  query: () => Promise.reject(new Error('connection terminated; password=hunter2 at 10.0.0.5')),
  exec: () => Promise.reject(new Error('connection terminated')),
  transaction: () => Promise.reject(new Error('connection terminated')),
  close: () => Promise.resolve(),
};

function appWithLog() {
  const logged: string[] = [];
  const log: Logger = {
    info: (m) => logged.push(m),
    error: (m, e) => logged.push(`${m} ${e instanceof Error ? e.message : ''}`),
  };
  const app = createApp(
    { db: brokenDb, keys: testKeys, limits: defaultRateLimits, now: Date.now, log, maskKey: testMaskKey },
    { staticDir: '/nonexistent', sandboxTools: true },
  );
  return { app, logged };
}

describe('unexpected failures', () => {
  it("answer 500 with the spec's generic message and nothing of the cause", async () => {
    const { app, logged } = appWithLog();
    const response = await app.request(`http://sandbox.test/api/${paths.activeLanguages}`, {
      headers: { Authorization: `Basic ${credentialsOf('consumer').content}` },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      responseCode: 1,
      errCode: ErrCode.internal,
      message: 'Please try after sometime.',
      data: null,
    });
    expect(text).not.toMatch(/hunter2|terminated|at .*\.ts/);
    // The server log gets the cause (for the operator) next to the one-line request record.
    expect(
      logged.some((line) => line.startsWith(`GET /api/${paths.activeLanguages} failed`) && line.includes('terminated')),
    ).toBe(true);
    expect(logged).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^GET /api/${paths.activeLanguages} 500 \\d+ms$`))]),
    );
  });

  it('answer 500 envelopes on the sandbox tools too', async () => {
    const { app } = appWithLog();
    // from this machine (issue 19: the tools answer loopback clients without the key)
    const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    const response = await app.request('http://sandbox.test/sandbox/v1/maintenance', undefined, loopback);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ responseCode: 1, errCode: ErrCode.internal });
  });
});
