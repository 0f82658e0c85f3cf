import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../../src/api/contract/envelope';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { csrfCookieName, headerNames } from '../../../src/api/contract/headers';
import * as paths from '../../../src/api/contract/paths';
import { fileUploadDataSchema, transactionResultSchema } from '../../../src/api/contract/transactions';
import { contentDisposition } from '../../../server/payments/downloads';
import { parseDisbursementCsv } from '../../../server/payments/plans/other';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';
import { PNG_BYTES, upload } from '../support/services';
import { callerFor, type Caller } from '../support/transact';

/** requirements#downloads: a user's own uploaded file, and the sample CSV of bulk uploads. */

/** The file name as `filename*` carries it (RFC 5987), and the plain `filename` stand-in. */
function namesIn(disposition: string): { plain: string; extended: string } {
  const match = /^attachment; filename="([^"]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+.^_`|~%-]*)$/.exec(disposition);
  if (match === null) throw new Error(`not an attachment header: ${disposition}`);
  return { plain: match[1] ?? '', extended: decodeURIComponent(match[2] ?? '') };
}

describe('Content-Disposition of a download', () => {
  it.each([
    ['plain ASCII', 'statement.pdf', 'statement.pdf', 'statement.pdf'],
    ['Arabic', 'كشف حساب.pdf', '___ ____.pdf', 'كشف حساب.pdf'],
    ['quotes and a backslash', 'a"b\\c.pdf', 'a_b_c.pdf', 'a"b\\c.pdf'],
    ['a line break', 'evil\r\nSet-Cookie: x=1.pdf', 'evil__Set-Cookie: x=1.pdf', 'evil\r\nSet-Cookie: x=1.pdf'],
    ["RFC 5987's reserved characters", "it's (1)*; 100%!.csv", "it's (1)*; 100_!.csv", "it's (1)*; 100%!.csv"],
    ['a lone surrogate', '\uD800x.pdf', '_x.pdf', '\uFFFDx.pdf'],
    ['nothing', '', 'download', ''],
  ])('names a file with %s safely in both parameters', (_, name, plain, extended) => {
    const header = contentDisposition(name);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(() => new Headers({ 'Content-Disposition': header })).not.toThrow();
    expect(namesIn(header)).toEqual({ plain, extended });
  });
});

describe.each(backends)('downloads on $name', (backend) => {
  const env = withTestServer(backend);
  let consumer: Caller;
  let enterprise: Caller;

  /** A raw call: the answer is bytes, or an envelope when refused. */
  const download = async (
    caller: Caller | undefined,
    method: 'GET' | 'POST',
    path: string,
    json?: unknown,
    csrf = true,
  ) => {
    // issue 19: a CSRF pair is bound to the session it is used with
    const pair = csrf && caller !== undefined ? await caller.client.csrfFor(caller.token) : '';
    return fetch(`${env.server.url}/api/${path}`, {
      method,
      headers: {
        [headerNames.accessChannel]: 'WEBSITE_APP',
        ...(caller === undefined
          ? {}
          : {
              [headerNames.accessToken]: `Bearer ${caller.client.accessToken}`,
              [headerNames.authorizedToken]: `Bearer ${caller.token}`,
            }),
        ...(csrf && caller !== undefined ? { Cookie: `${csrfCookieName}=${pair}`, [headerNames.csrf]: pair } : {}),
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  };
  const envelopeOf = async (response: Response) => v.parse(envelopeSchema, await response.json());
  const uploaded = async (caller: Caller, file: { bytes: Uint8Array; name: string; type: string }) =>
    v.parse(fileUploadDataSchema, (await upload(caller.client, caller.token, file)).envelope.data);

  beforeAll(async () => {
    consumer = await callerFor(env.server, 'consumer');
    enterprise = await callerFor(env.server, 'enterprise');
  });

  it('sends the owner their file as an attachment that is never sniffed, cached or run', async () => {
    const csvName = 'رواتب أيار; 100%.csv';
    const csvBytes = Buffer.from('mobile,amount\n7701000001,1000\n', 'utf8');
    for (const file of [
      { bytes: csvBytes, name: csvName, type: 'text/csv', contentType: 'text/csv; charset=utf-8' },
      { bytes: PNG_BYTES, name: 'photo.png', type: 'image/png', contentType: 'image/png' },
    ]) {
      const stored = await uploaded(enterprise, file);
      const response = await download(enterprise, 'POST', paths.downloadFile, { fileId: stored.fileId });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(file.bytes));
      expect(response.headers.get('content-type')).toBe(file.contentType);
      expect(response.headers.get('content-length')).toBe(String(file.bytes.length));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      const names = namesIn(response.headers.get('content-disposition') ?? '');
      expect(names.extended).toBe(stored.name);
      expect(names.extended).toBe(file.name);
      expect(names.plain).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('answers another user’s file and an unknown one alike, 404, and refuses a malformed request', async () => {
    const mine = await uploaded(enterprise, { bytes: PNG_BYTES, name: 'mine.png', type: 'image/png' });
    const others = await download(consumer, 'POST', paths.downloadFile, { fileId: mine.fileId });
    const unknown = await download(consumer, 'POST', paths.downloadFile, { fileId: `F${'A'.repeat(43)}` });
    expect(others.status).toBe(404);
    expect(unknown.status).toBe(404);
    const [othersEnvelope, unknownEnvelope] = [await envelopeOf(others), await envelopeOf(unknown)];
    expect(othersEnvelope).toEqual(unknownEnvelope);
    expect(othersEnvelope).toMatchObject({ responseCode: 1, errCode: ErrCode.notFound });
    expect(others.headers.get('content-disposition')).toBeNull();

    for (const json of [{ fileId: 'nope' }, {}, { fileId: mine.fileId, userIdentifier: '1000000001' }]) {
      const bad = await download(enterprise, 'POST', paths.downloadFile, json);
      expect(bad.status, JSON.stringify(json)).toBe(400);
      expect((await envelopeOf(bad)).errCode).toBe(ErrCode.validationFailed);
    }
    const anonymous = await download(undefined, 'POST', paths.downloadFile, { fileId: mine.fileId });
    expect(anonymous.status).toBe(403); // no CSRF pair: refused before the session is looked at
    const noCsrf = await download(enterprise, 'POST', paths.downloadFile, { fileId: mine.fileId }, false);
    expect(noCsrf.status).toBe(403);
    expect((await envelopeOf(noCsrf)).errCode).toBe(ErrCode.csrfInvalid);
    const noSession = await fetch(`${env.server.url}/api/${paths.downloadSampleCsv}`);
    expect(noSession.status).toBe(401);
  });

  it('sends the disbursement sample CSV, which pays as it is', async () => {
    const response = await download(enterprise, 'GET', paths.downloadSampleCsv);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(namesIn(response.headers.get('content-disposition') ?? '')).toEqual({
      plain: 'disbursement-sample.csv',
      extended: 'disbursement-sample.csv',
    });
    const text = await response.text();
    expect(text.split('\r\n')).toEqual([
      'mobile,amount',
      '7701000001,25000.00',
      '7701000002,15000.50',
      '7701000012,10000.00',
      '',
    ]);
    expect(parseDisbursementCsv(text)).toHaveLength(3);
    const explicit = await download(enterprise, 'GET', `${paths.downloadSampleCsv}?type=disbursement`);
    expect(await explicit.text()).toBe(text);
    const posted = await download(enterprise, 'POST', paths.downloadSampleCsv, { type: 'disbursement' });
    expect(posted.headers.get('content-disposition')).toBe(response.headers.get('content-disposition'));
    expect(await posted.text()).toBe(text);
    for (const [method, path, json] of [
      ['GET', `${paths.downloadSampleCsv}?type=payroll`, undefined],
      ['POST', paths.downloadSampleCsv, { type: 'payroll' }],
    ] as const) {
      const other = await download(enterprise, method, path, json);
      expect(other.status, method).toBe(400);
      expect((await envelopeOf(other)).errCode).toBe(ErrCode.validationFailed);
    }

    // the file the portal offers as an example is one the disbursement service accepts
    const stored = await uploaded(enterprise, {
      bytes: Buffer.from(text),
      name: 'disbursement-sample.csv',
      type: 'text/csv',
    });
    const paid = await enterprise.submit(
      { serviceCode: 'DISBURSEMENT', fileId: stored.fileId, reference: 'Sample', confirmFile: true },
      { nonce: true },
    );
    expect(paid.envelope.responseCode, JSON.stringify(paid.envelope)).toBe(0);
    expect(v.parse(transactionResultSchema, paid.envelope.data)).toMatchObject({ status: 1, amount: '50000.50' });
  });
});
