import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import * as paths from '../../src/api/contract/paths';
import { createSharedEndpoints } from '../../src/api/endpoints';
import { ApiFailure } from '../../src/api/failure';
import { createGateway, type GatewayDeps } from '../../src/api/gateway';
import { parseRuntimeConfig } from '../../src/api/runtimeConfig';
import portalConfig from '../../public/portal-config.json';

const BASE = 'https://bff.example/api/';
const CSV = '\uFEFFname,amount\r\nعلي,10.00\r\n';

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

function setup(respond: (seen: Seen) => Response | Promise<Response>, overrides: Partial<GatewayDeps> = {}) {
  const seen: Seen[] = [];
  let cookie: string | null = 'csrf-cookie-value';
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const s: Seen = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body ? String(init.body) : undefined,
    };
    seen.push(s);
    if (s.url.endsWith(paths.csrf)) {
      cookie = 'fresh-cookie';
      return new Response('{"responseCode":0,"errCode":0,"message":"ok","data":{}}');
    }
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
  gateway.configure(parseRuntimeConfig({ ...portalConfig, bffBaseUrl: BASE, cmsBaseUrl: 'https://cms.example/api/' }));
  return { gateway, seen, onSessionEnd, clearCookie: () => (cookie = null) };
}

const file = (body: BodyInit, headers: Record<string, string>) => new Response(body, { status: 200, headers });
const envelope = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

describe('gateway downloads', () => {
  it('sends the headers and CSRF pair of a call and answers the bytes under the Content-Disposition name', async () => {
    const arabic = encodeURIComponent('كشف الحساب.csv');
    const { gateway, seen } = setup(() =>
      file(CSV, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="statement.csv"; filename*=UTF-8''${arabic}`,
      }),
    );
    const { blob, fileName } = await gateway.download(paths.downloadFile, { body: { fileId: 'F1' } });
    const s = seen.at(-1)!;
    expect(s.url).toBe(`${BASE}${paths.downloadFile}`);
    expect(s.method).toBe('POST');
    expect(JSON.parse(s.body!)).toEqual({ fileId: 'F1' });
    expect(s.headers.get('authorization')).toBe('Bearer user-token');
    expect(s.headers.get('x-authorized-token')).toBe('Bearer user-token');
    expect(s.headers.get('x-access-token')).toBe('Bearer access-token');
    expect(s.headers.get('x-access-channel')).toBe('WEBSITE_APP');
    expect(s.headers.get('x-device-info')).toBe('ZGV2aWNl');
    expect(s.headers.get('x-language')).toBe('arAR');
    expect(s.headers.get('x-xsrf-token')).toBe('csrf-cookie-value');
    expect(s.headers.get('accept')).toBe('*/*');
    expect(fileName).toBe('كشف الحساب.csv');
    expect(blob.type).toMatch(/^text\/csv;\s*charset=utf-8$/);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new TextEncoder().encode(CSV));
  });

  it('keeps binary bytes as they are', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00, 0x80]);
    const { gateway } = setup(() => file(bytes, { 'content-type': 'application/octet-stream' }));
    const { blob } = await gateway.download(paths.downloadFile, { body: { fileId: 'F1' } });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('names the file by the given default when the answer carries no usable name', async () => {
    const { gateway } = setup(() => file('x', { 'content-type': 'text/plain', 'content-disposition': 'attachment' }));
    await expect(gateway.download(paths.downloadFile, { body: {}, fileName: 'fallback.txt' })).resolves.toMatchObject({
      fileName: 'fallback.txt',
    });
  });

  it('strips the folders of a name that tries to leave the downloads folder', async () => {
    const { gateway } = setup(() =>
      file('x', { 'content-type': 'text/plain', 'content-disposition': 'attachment; filename="../../.bashrc"' }),
    );
    await expect(gateway.download(paths.downloadFile, { body: {} })).resolves.toMatchObject({ fileName: 'bashrc' });
  });

  it('takes a JSON file sent as an attachment as the file', async () => {
    const json = '{"responseCode":1,"errCode":1404}';
    const { gateway } = setup(() =>
      file(json, { 'content-type': 'application/json', 'content-disposition': 'attachment; filename=data.json' }),
    );
    const { blob, fileName } = await gateway.download(paths.downloadFile, { body: {} });
    expect(fileName).toBe('data.json');
    expect(await blob.text()).toBe(json);
  });

  it('throws the failure `call` throws for the same error envelope', async () => {
    const answer = () => envelope(200, { responseCode: 1, errCode: 1404, message: 'The file does not exist.' });
    const { gateway } = setup(answer);
    const viaCall = await gateway.call(paths.downloadFile, { body: { fileId: 'F9' } }).catch((e: unknown) => e);
    const viaDownload = await gateway.download(paths.downloadFile, { body: { fileId: 'F9' } }).catch((e: unknown) => e);
    expect(viaDownload).toBeInstanceOf(ApiFailure);
    expect(viaDownload).toMatchObject({ errCode: 1404, message: 'The file does not exist.', responseCode: 1 });
    expect((viaDownload as ApiFailure).result).toEqual((viaCall as ApiFailure).result);
  });

  it('maps an error status like a call: 404 the generic message, 401 the end of the session', async () => {
    const notFound = setup(
      () => new Response('<html>Not Found</html>', { status: 404, headers: { 'content-type': 'text/html' } }),
    );
    await expect(notFound.gateway.download(paths.downloadFile, { body: {} })).rejects.toMatchObject({
      errCode: 404,
      message: 'Please try after sometime.',
    });
    const expired = setup(() => envelope(401, { responseCode: 1, errCode: 1006, message: 'Expired' }));
    await expect(expired.gateway.download(paths.downloadFile, { body: {} })).rejects.toMatchObject({
      kind: 'sessionEnded',
    });
    expect(expired.onSessionEnd).toHaveBeenCalledWith({ code: 1006, alertMessage: null });
  });

  it('refuses a success envelope where a file was due', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { gateway } = setup(() => envelope(200, { responseCode: 0, errCode: 2034, message: 'ok', data: {} }));
    await expect(gateway.download(paths.downloadFile, { body: {} })).rejects.toMatchObject({
      kind: 'invalidResponse',
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining(paths.downloadFile));
    log.mockRestore();
  });

  it('takes a fresh CSRF cookie and tries once more when the pair is refused', async () => {
    let refused = false;
    const { gateway, seen } = setup((s) => {
      if (s.url.endsWith(paths.downloadFile) && !refused) {
        refused = true;
        return envelope(403, { responseCode: 1, errCode: 1014, message: 'CSRF' });
      }
      return file('ok', { 'content-type': 'text/plain' });
    });
    await expect(gateway.download(paths.downloadFile, { body: {} })).resolves.toMatchObject({ fileName: 'download' });
    expect(seen.map((s) => s.url.slice(BASE.length))).toEqual([paths.downloadFile, paths.csrf, paths.downloadFile]);
    expect(seen.at(-1)!.headers.get('x-xsrf-token')).toBe('fresh-cookie');
  });

  it('fetches the CSRF cookie first for a POST without one, and sends none on a GET', async () => {
    const { gateway, seen, clearCookie } = setup(() => file('ok', { 'content-type': 'text/plain' }));
    clearCookie();
    await gateway.download(paths.downloadSampleCsv, { body: { type: 'bulk' } });
    expect(seen.map((s) => s.url.slice(BASE.length))).toEqual([paths.csrf, paths.downloadSampleCsv]);
    await gateway.download(paths.downloadFile, { method: 'GET', query: { fileId: 'F1' } });
    expect(seen.at(-1)!.url).toBe(`${BASE}${paths.downloadFile}?fileId=F1`);
    expect(seen.at(-1)!.headers.has('x-xsrf-token')).toBe(false);
  });

  it('classifies a refused connection as a network failure and passes a cancellation through', async () => {
    const down = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(down.gateway.download(paths.downloadFile, { body: {} })).rejects.toMatchObject({ kind: 'network' });
    const controller = new AbortController();
    const cancelled = setup(() => {
      controller.abort(new DOMException('left the page', 'AbortError'));
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(
      cancelled.gateway.download(paths.downloadFile, { body: {}, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError', message: 'left the page' });
  });
});

describe('the download calls, against a Hono server', () => {
  /** The two endpoints as the sandbox will answer them: the stored file, the sample CSV, and an error envelope. */
  function sandbox() {
    const app = new Hono().basePath('/api');
    app.post(`/${paths.downloadFile}`, async (c) => {
      const { fileId } = await c.req.json<{ fileId: string }>();
      if (fileId !== 'F1') return c.json({ responseCode: 1, errCode: 1404, message: 'No such file.' }, 200);
      c.header('content-type', 'application/pdf');
      c.header(
        'content-disposition',
        `attachment; filename="receipt.pdf"; filename*=UTF-8''${encodeURIComponent('إيصال.pdf')}`,
      );
      return c.body('%PDF-1.7');
    });
    app.post(`/${paths.downloadSampleCsv}`, async (c) => {
      const { type } = await c.req.json<{ type: string }>();
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', `attachment; filename="${type}_sample.csv"`);
      return c.body('mobile,amount\r\n');
    });
    return setup(
      () => {
        throw new Error('not used');
      },
      {
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
          app.fetch(new Request(String(input).replace('https://bff.example', 'http://sandbox'), init))) as typeof fetch,
      },
    );
  }

  it('downloads a stored file under its Content-Disposition name', async () => {
    const api = createSharedEndpoints(sandbox().gateway);
    const { blob, fileName } = await api.downloadFile('F1');
    expect(fileName).toBe('إيصال.pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
  });

  it("throws the server's failure for a file that is not the user's", async () => {
    const api = createSharedEndpoints(sandbox().gateway);
    await expect(api.downloadFile('F2')).rejects.toMatchObject({ errCode: 1404, message: 'No such file.' });
  });

  it('downloads the sample CSV of a bulk upload type', async () => {
    const api = createSharedEndpoints(sandbox().gateway);
    const { blob, fileName } = await api.downloadSampleCsv('bulkTransfer');
    expect(fileName).toBe('bulkTransfer_sample.csv');
    expect(await blob.text()).toBe('mobile,amount\r\n');
  });
});
