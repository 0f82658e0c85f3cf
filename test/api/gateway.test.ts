import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import * as paths from '../../src/api/contract/paths';
import { createGateway, type GatewayDeps } from '../../src/api/gateway';
import { ApiFailure } from '../../src/api/failure';
import { parseRuntimeConfig } from '../../src/api/runtimeConfig';
import portalConfig from '../../public/portal-config.json';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ responseCode: 0, errCode: 2034, message: 'Successfully', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

function setup(
  overrides: Partial<GatewayDeps> = {},
  respond: (seen: Seen) => Response | Promise<Response> = () => ok({}),
) {
  const seen: Seen[] = [];
  let cookie: string | null = 'csrf-cookie-value';
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const s: Seen = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    seen.push(s);
    if (s.url.endsWith(paths.csrf)) cookie = 'fresh-cookie';
    if (init?.signal?.aborted) throw init.signal.reason;
    return respond(s);
  });
  const onSessionEnd = vi.fn();
  const gateway = createGateway({
    tokens: () => ({ authorize: 'user-token', access: 'access-token' }),
    device: () => 'ZGV2aWNl',
    language: () => 'arAR',
    readCookie: () => cookie,
    onSessionEnd,
    fetch: fetchStub as unknown as typeof fetch,
    ...overrides,
  });
  gateway.configure(
    parseRuntimeConfig({
      ...portalConfig,
      bffBaseUrl: 'https://bff.example/api/',
      cmsBaseUrl: 'https://cms.example/api/',
    }),
  );
  return { gateway, seen, onSessionEnd, clearCookie: () => (cookie = null) };
}

describe('gateway headers', () => {
  it('sends the basic login credential on the login call, with both front token headers', async () => {
    const { gateway, seen } = setup();
    await gateway.call(paths.validateLogin, { body: { userName: 'u' }, category: 'agent' });
    const h = seen.at(-1)!.headers;
    expect(seen.at(-1)!.url).toBe('https://bff.example/api/demo/v1/front_users_validateLogin');
    expect(h.get('authorization')).toBe(`Basic ${portalConfig.categories.agent.loginCredential}`);
    expect(h.get('x-access-token')).toBe('Bearer access-token');
    expect(h.get('x-authorized-token')).toBe('Bearer user-token');
    expect(h.get('x-access-channel')).toBe('WEBSITE_APP');
    expect(h.get('x-device-info')).toBe('ZGV2aWNl');
    expect(h.get('x-language')).toBe('arAR');
    expect(h.get('x-xsrf-token')).toBe('csrf-cookie-value');
  });

  it('sends the content-service credential on cms paths, to the cms base URL, without CSRF on GET', async () => {
    const { gateway, seen } = setup();
    await gateway.call(paths.activeLanguages);
    const s = seen.at(-1)!;
    expect(s.url).toBe('https://cms.example/api/cms/v1/default_languages_getActiveLanguages');
    expect(s.headers.get('authorization')).toBe(`Basic ${portalConfig.categories.consumer.contentCredential}`);
    expect(s.headers.has('x-xsrf-token')).toBe(false);
  });

  it('sends the bearer authorize token on other calls, or the one given for the call', async () => {
    const { gateway, seen } = setup();
    await gateway.call(paths.getBalance, { body: {} });
    expect(seen.at(-1)!.headers.get('authorization')).toBe('Bearer user-token');
    await gateway.call(paths.verify2FAToken, { body: { token: '123456' }, authorizeToken: 'challenge' });
    expect(seen.at(-1)!.headers.get('authorization')).toBe('Bearer challenge');
    expect(seen.at(-1)!.headers.get('x-authorized-token')).toBe('Bearer challenge');
  });

  it('sends the payment tokens on payment paths only: the gateway’s on the card page, the callback’s on the return', async () => {
    const { gateway, seen } = setup();
    await gateway.call(paths.cardDetails, { body: {} });
    expect(seen.at(-1)!.headers.get('authorization')).toBe(`Basic ${portalConfig.paymentTokens.gateway}`);
    expect(seen.at(-1)!.headers.get('x-authorized-token')).toBe('Bearer user-token');
    await gateway.call(paths.cardCallback, { body: {} });
    expect(seen.at(-1)!.headers.get('authorization')).toBe(`Basic ${portalConfig.paymentTokens.callback}`);
    await gateway.call(paths.transactionSubmit, { body: {} });
    expect(seen.at(-1)!.headers.get('authorization')).toBe('Bearer user-token');
  });

  it('omits token headers when there are no tokens', async () => {
    const { gateway, seen } = setup({ tokens: () => ({ authorize: null, access: null }) });
    await gateway.call(paths.getBalance, { body: {} });
    const h = seen.at(-1)!.headers;
    expect(h.has('authorization')).toBe(false);
    expect(h.has('x-access-token')).toBe(false);
    expect(h.has('x-authorized-token')).toBe(false);
  });

  it('fetches the CSRF cookie first when a mutating call finds none', async () => {
    const { gateway, seen, clearCookie } = setup();
    clearCookie();
    await gateway.call(paths.logout, { body: { userIdentifier: '1' } });
    expect(seen.map((s) => s.url.replace('https://bff.example/api/', ''))).toEqual([paths.csrf, paths.logout]);
    expect(seen.at(-1)!.headers.get('x-xsrf-token')).toBe('fresh-cookie');
  });
});

describe('gateway CSRF recovery', () => {
  it('takes a fresh CSRF cookie and retries once when the server refuses the pair', async () => {
    let refused = false;
    const { gateway, seen } = setup({}, (s) => {
      if (s.url.endsWith(paths.logout) && !refused) {
        refused = true;
        return new Response(JSON.stringify({ responseCode: 1, errCode: 1014, message: 'CSRF' }), { status: 403 });
      }
      return ok({});
    });
    await expect(gateway.call(paths.logout, { body: { userIdentifier: '1' } })).resolves.toEqual({});
    expect(seen.map((s) => s.url.split('/api/')[1])).toEqual([paths.logout, paths.csrf, paths.logout]);
    expect(seen.at(-1)!.headers.get('x-xsrf-token')).toBe('fresh-cookie');
  });

  it('gives up after one retry', async () => {
    const { gateway, seen } = setup(
      {},
      () => new Response(JSON.stringify({ responseCode: 1, errCode: 1014, message: 'CSRF' }), { status: 403 }),
    );
    await expect(gateway.call(paths.logout, { body: { userIdentifier: '1' } })).rejects.toMatchObject({
      errCode: 1014,
    });
    expect(seen.filter((s) => s.url.endsWith(paths.logout))).toHaveLength(2);
  });
});

describe('gateway results', () => {
  it('returns the envelope data parsed by the schema', async () => {
    const { gateway } = setup({}, () => ok({ n: 3 }));
    await expect(gateway.call(paths.getBalance, { body: {}, schema: v.object({ n: v.number() }) })).resolves.toEqual({
      n: 3,
    });
  });

  it('turns an answer that breaks the contract into the generic failure, logging where but not what', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { gateway } = setup({}, () => ok({ n: 'secret-token-value' }));
    const error = await gateway
      .call(paths.getBalance, { body: {}, schema: v.object({ n: v.number() }) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiFailure);
    expect((error as ApiFailure).message).toBe('Please try after sometime.');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('at n'));
    expect(JSON.stringify(log.mock.calls)).not.toContain('secret-token-value');
  });

  it('reports a session end to the app and throws the failure', async () => {
    const { gateway, onSessionEnd } = setup(
      {},
      () => new Response(JSON.stringify({ responseCode: 1, errCode: 1006, message: 'Expired' }), { status: 401 }),
    );
    await expect(gateway.call(paths.getBalance, { body: {} })).rejects.toMatchObject({
      kind: 'sessionEnded',
      errCode: 1006,
    });
    expect(onSessionEnd).toHaveBeenCalledWith({ code: 1006, alertMessage: null });
  });

  it('does not report a session end for a call that asks not to (the logout itself)', async () => {
    const { gateway, onSessionEnd } = setup({}, () => new Response('{}', { status: 401 }));
    await expect(gateway.call(paths.logout, { body: {}, reportSessionEnd: false })).rejects.toBeInstanceOf(ApiFailure);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('classifies a refused connection as a network failure', async () => {
    const { gateway } = setup({}, () => Promise.reject(new TypeError('fetch failed')));
    await expect(gateway.call(paths.getBalance, { body: {} })).rejects.toMatchObject({ kind: 'network', errCode: 500 });
  });

  it('classifies a call that outlives the configured timeout as a timeout', async () => {
    const { gateway } = setup(
      {},
      () => new Promise((_, reject) => setTimeout(() => reject(new DOMException('aborted', 'AbortError')), 1500)),
    );
    gateway.configure({ ...gateway.config!, requestTimeoutMs: 1000 });
    await expect(gateway.call(paths.getBalance, { body: {} })).rejects.toMatchObject({ kind: 'timeout', errCode: 500 });
  });

  it('passes a cancellation by the caller through instead of reporting a failure', async () => {
    const controller = new AbortController();
    const { gateway } = setup({}, () => {
      controller.abort(new DOMException('left the flow', 'AbortError'));
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(gateway.call(paths.getBalance, { body: {}, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('runtime configuration', () => {
  it('defaults the request timeout to 150 s', () => {
    const { requestTimeoutMs: _omit, ...rest } = portalConfig;
    expect(parseRuntimeConfig(rest).requestTimeoutMs).toBe(150_000);
  });

  it('names the broken field of an invalid file', () => {
    expect(() => parseRuntimeConfig({ ...portalConfig, bffBaseUrl: 3 })).toThrow(/bffBaseUrl/);
  });

  it("points the agent locator's map at the sandbox's tiles, and refuses a template without {z}/{x}/{y}", () => {
    // requirements#agent-locator: the shipped configuration works offline
    expect(parseRuntimeConfig(portalConfig).map).toEqual({
      tileUrl: '/sandbox/tiles/{z}/{x}/{y}.png',
      attribution: 'Sandbox tiles (no map data)',
      maxZoom: 18,
    });
    const { map: _omit, ...withoutMap } = portalConfig;
    expect(parseRuntimeConfig(withoutMap).map).toBeUndefined();
    expect(() =>
      parseRuntimeConfig({ ...portalConfig, map: { tileUrl: '/tiles/{z}/{x}.png', attribution: '' } }),
    ).toThrow(/map\.tileUrl/);
  });

  it('refuses a sign-in category without credentials', () => {
    expect(() =>
      parseRuntimeConfig({
        ...portalConfig,
        categories: { consumer: portalConfig.categories.consumer },
        signInCategories: ['agent'],
      }),
    ).toThrow(/agent/);
  });
});
