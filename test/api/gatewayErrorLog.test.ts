import { describe, expect, it, vi } from 'vitest';
import * as paths from '../../src/api/contract/paths';
import { createGateway, type CallFailure } from '../../src/api/gateway';
import { ApiFailure } from '../../src/api/failure';
import { parseRuntimeConfig } from '../../src/api/runtimeConfig';
import portalConfig from '../../public/portal-config.json';

const envelope = (responseCode: number, errCode: number, data: unknown = null) =>
  new Response(
    JSON.stringify({ responseCode, errCode, message: responseCode ? 'The PIN is wrong.' : 'Successfully', data }),
    {
      status: 200,
      headers: { 'content-type': 'application/json' },
    },
  );

function setup(respond: () => Response | Promise<Response>, onFailure: (failure: CallFailure) => void) {
  const gateway = createGateway({
    tokens: () => ({ authorize: 'user-token', access: 'access-token' }),
    device: () => 'ZGV2aWNl',
    language: () => 'enUS',
    readCookie: () => 'csrf',
    onSessionEnd: () => {},
    onFailure,
    fetch: vi.fn(async () => respond()) as unknown as typeof fetch,
  });
  gateway.configure(parseRuntimeConfig({ ...portalConfig, bffBaseUrl: 'https://bff.example/api/' }));
  return gateway;
}

describe('the gateway and the error log (requirements#error-log)', () => {
  it('reports a non-zero responseCode with the method, the path without its query and the body as sent', async () => {
    const reported: CallFailure[] = [];
    const gateway = setup(
      () => envelope(1, 1109),
      (f) => reported.push(f),
    );
    await expect(gateway.call(`${paths.changePin}?x=1`, { body: { oldPin: '1111' } })).rejects.toBeInstanceOf(
      ApiFailure,
    );
    expect(reported).toEqual([
      {
        method: 'POST',
        path: paths.changePin,
        body: { oldPin: '1111' },
        failure: expect.objectContaining({ responseCode: 1, errCode: 1109 }),
      },
    ]);
  });

  it('reports a call that got no answer as the 500 result', async () => {
    const reported: CallFailure[] = [];
    const gateway = setup(
      () => Promise.reject(new TypeError('Failed to fetch')),
      (f) => reported.push(f),
    );
    await expect(gateway.call(paths.getBalance, { method: 'GET' })).rejects.toBeInstanceOf(ApiFailure);
    expect(reported[0]?.failure).toMatchObject({ responseCode: 500, reason: 'network' });
    expect(reported[0]?.method).toBe('GET');
  });

  it('reports nothing for a success', async () => {
    const onFailure = vi.fn();
    const gateway = setup(() => envelope(0, 2034, { ok: true }), onFailure);
    await expect(gateway.call(paths.getBalance, { method: 'GET' })).resolves.toEqual({ ok: true });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('gives the caller the same failure when the error log throws', async () => {
    const gateway = setup(
      () => envelope(1, 1109),
      () => {
        throw new Error('the log is broken');
      },
    );
    await expect(gateway.call(paths.changePin, { body: {} })).rejects.toMatchObject({ errCode: 1109 });
  });
});
