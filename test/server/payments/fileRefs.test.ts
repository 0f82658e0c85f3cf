import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { fileUploadDataSchema } from '../../../src/api/contract/transactions';
import { ApiError } from '../../../server/http/envelope';
import { MAX_FIELD_FILES, readFileRefs } from '../../../server/payments/files';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';
import { PDF_BYTES, PNG_BYTES, upload } from '../support/services';
import { callerFor, type Caller } from '../support/transact';

const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
const pdf = dataUrl('application/pdf', PDF_BYTES);
const png = dataUrl('image/png', PNG_BYTES);

/** The ApiError a call throws (a field error, never a 5xx). */
async function refusal(work: Promise<unknown>): Promise<{ status: number; errCode: number; fields: unknown }> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  const api = error as ApiError;
  expect(api.status).toBeLessThan(500);
  return { status: api.status, errCode: api.errCode, fields: (api.data as { errors?: unknown } | null)?.errors };
}

/** requirements#validation-file, #field-attributes: the files of an isMultiple field in a service body. */
describe.each(backends)('files of an isMultiple field on $name', (backend) => {
  const env = withTestServer(backend);
  let consumer: Caller;
  let merchant: Caller;
  let consumerId: string;
  let merchantFile: string;
  let consumerFile: string;

  const ownerOf = async (publicId: string) =>
    (
      await env.server.db.query<{ owner: string }>(
        'SELECT owner_user_id::text AS owner FROM uploaded_files WHERE public_id = $1',
        [publicId],
      )
    ).rows[0]!.owner;
  const uploaded = async (caller: Caller) => {
    const sent = await upload(caller.client, caller.token, { bytes: PNG_BYTES, name: 'page.png', type: 'image/png' });
    return v.parse(fileUploadDataSchema, sent.envelope.data).fileId;
  };

  beforeAll(async () => {
    consumer = await callerFor(env.server, 'consumer');
    merchant = await callerFor(env.server, 'merchant');
    consumerFile = await uploaded(consumer);
    merchantFile = await uploaded(merchant);
    consumerId = await ownerOf(consumerFile);
  });

  const read = (raw: unknown, multiple = true, max?: number) =>
    readFileRefs(env.server.db, consumerId, raw, 'documents', max === undefined ? { multiple } : { multiple, max });

  it("takes a list of data URLs and the caller's own uploads, each checked from its bytes", async () => {
    const refs = await read([pdf, consumerFile, png]);
    expect(refs.map((ref) => [ref.kind, ref.file.mimeType])).toEqual([
      ['new', 'application/pdf'],
      ['uploaded', 'image/png'],
      ['new', 'image/png'],
    ]);
    // a single value is a list of one, whether the field takes several or not
    expect((await read(pdf)).map((ref) => ref.kind)).toEqual(['new']);
    expect((await read(consumerFile, false)).map((ref) => ref.kind)).toEqual(['uploaded']);
  });

  it('refuses more files than the field takes (5 unless it says), naming the field', async () => {
    expect(MAX_FIELD_FILES).toBe(5);
    expect(await read(Array.from({ length: 5 }, () => pdf))).toHaveLength(5);
    const six = await refusal(read(Array.from({ length: 6 }, () => pdf)));
    expect(six).toMatchObject({ status: 400, errCode: ErrCode.validationFailed });
    expect(six.fields).toEqual([{ field: 'documents', code: 'count', message: 'At most 5 files.' }]);
    const three = await refusal(read([pdf, pdf, pdf], true, 2));
    expect(three.fields).toEqual([{ field: 'documents', code: 'count', message: 'At most 2 files.' }]);
  });

  it('refuses a file over 2,000,000 bytes or of the wrong type, naming which one of the list', async () => {
    const big = dataUrl('application/pdf', Buffer.concat([PDF_BYTES, Buffer.alloc(2_000_001 - PDF_BYTES.length, 32)]));
    const tooBig = await refusal(read([pdf, big]));
    expect(tooBig).toMatchObject({ status: 400, errCode: ErrCode.fileTooBig });
    expect(tooBig.fields).toEqual([expect.objectContaining({ field: 'documents.1', code: 'size' })]);
    const script = dataUrl('image/png', Buffer.from('<script>alert(1)</script>'));
    const wrong = await refusal(read([script]));
    expect(wrong).toMatchObject({ errCode: ErrCode.fileTypeInvalid });
    expect(wrong.fields).toEqual([expect.objectContaining({ field: 'documents.0', code: 'type' })]);
  });

  it("refuses another user's upload as unknown", async () => {
    const theirs = await refusal(read([consumerFile, merchantFile]));
    expect(theirs.errCode).toBe(ErrCode.fileUnknown);
    expect(theirs.fields).toEqual([expect.objectContaining({ field: 'documents.1', code: 'unknown' })]);
  });

  it.each<[string, unknown, boolean, string, string]>([
    ['an empty list', [], true, 'documents', 'required'],
    ['an empty value', '', true, 'documents', 'required'],
    ['a list where one file is expected', [pdf], false, 'documents', 'format'],
    ['a number in the list', [pdf, 7], true, 'documents.1', 'format'],
    ['an object', { fileId: 'x' }, true, 'documents', 'format'],
    ['a path', ['/etc/passwd'], true, 'documents.0', 'format'],
  ])('refuses %s with a field error', async (_, raw, multiple, field, code) => {
    const refused = await refusal(read(raw, multiple));
    expect(refused).toMatchObject({ status: 400, errCode: ErrCode.validationFailed });
    expect(refused.fields).toEqual([expect.objectContaining({ field, code })]);
  });
});
