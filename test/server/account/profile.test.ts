import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, profileTemplateDataSchema } from '../../../src/api/contract/account';
import type { UserCategory } from '../../../src/api/contract/categories';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { userAccountDataSchema } from '../../../src/api/contract/schemas';
import { listOutbox } from '../../../server/outbox/outbox';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer } from '../support/server';

/** A real 1×1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** Starts like a JFIF file; the sandbox checks the signature, not the whole image. */
const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);

const categoryUsers: ReadonlyArray<[UserCategory, string, number]> = [
  ['consumer', 'consumer', 101],
  ['agent', 'agent', 102],
  ['superAgent', 'superagent', 102],
  ['vendor', 'vendor', 102],
  ['merchant', 'merchant', 103],
  ['enterprise', 'enterprise', 104],
  ['csr', 'csr', 105],
];

type FieldErrors = { errors: { field: string; code: string }[] };
const errorsOf = (data: unknown) => (data as FieldErrors).errors.map((e) => `${e.field}:${e.code}`);

describe.each(backends)('profile on $name', (backend) => {
  const env = withTestServer(backend);

  const update = (userToken: string, json: unknown, portal = env.portal) =>
    portal.call('POST', paths.updateProfile, { userToken, json });

  it.each(categoryUsers)(
    'serves the %s template (%s, id %i) and names it in the account',
    async (category, login, id) => {
      const portal = await ApiClient.connect(env.server.url, category);
      const result = await portal.call('GET', paths.profileTemplate(id));
      expect(result.status).toBe(200);
      const template = v.parse(profileTemplateDataSchema, result.envelope.data);
      expect(template.templateId).toBe(id);
      expect(template.fields.map((f) => f.name)).toEqual([
        'DISPLAY_PHOTOGRAPH',
        'FULL_NAME_IN_ENGLISH',
        'FULL_NAME_IN_ARABIC',
        'PHONE',
        'EMAIL',
      ]);
      for (const field of template.fields) expect(Object.keys(field.label).sort()).toEqual(['ar', 'en', 'ku']);
      expect(template.fields[0]).toMatchObject({
        type: 'file',
        fileTypes: ['image/jpeg', 'image/png', 'image/jpg'],
        size: 2_000_000,
      });
      const phone = template.fields.find((f) => f.name === 'PHONE');
      expect(new RegExp(phone?.regex ?? '').test('7701234567')).toBe(true);
      expect(new RegExp(phone?.regex ?? '').test('77012345')).toBe(false);

      const token = await portal.signInToken(login);
      const account = v.parse(
        userAccountDataSchema,
        (await portal.call('POST', paths.getUserAccount, { userToken: token })).envelope.data,
      );
      expect(account.profileTemplateId).toBe(id);
      expect(account.fields.EMAIL).toBe(`${login}@example.com`);
      // issue 18: customer service has no wallet, so no transaction PIN to change
      expect(account.hasTransactionPin).toBe(category !== 'csr');
    },
  );

  it('answers an unknown template with 404, a malformed id with 400 and no credential with 403', async () => {
    expect((await env.portal.call('GET', paths.profileTemplate(999))).status).toBe(404);
    expect((await env.portal.call('GET', paths.profileTemplate(999))).envelope.errCode).toBe(ErrCode.notFound);
    for (const id of ['abc', '', '-1', '1'.repeat(20)]) {
      expect((await env.portal.call('GET', paths.profileTemplate(id))).status).toBe(400);
    }
    expect((await env.portal.call('GET', paths.profileTemplate(101), { basic: 'none' })).status).toBe(403);
  });

  it('updates names, phone, e-mail and photograph, and removes the photograph again', async () => {
    const token = await env.portal.signInToken('consumer');
    const before = v.parse(
      userAccountDataSchema,
      (await env.portal.call('POST', paths.getUserAccount, { userToken: token })).envelope.data,
    );
    expect(before).toMatchObject({
      fields: { DISPLAY_PHOTOGRAPH: null, EMAIL: 'consumer@example.com' },
      twoFactorEnabled: false,
      recoveryCodesLeft: 0,
      profileTemplateId: 101,
    });

    const result = await update(token, {
      fields: {
        FULL_NAME_IN_ENGLISH: '  Layla H. Hassan ',
        FULL_NAME_IN_ARABIC: 'ليلى ح. حسن',
        PHONE: '+9647709998877',
        EMAIL: 'layla@example.org',
      },
      photo: { mimeType: 'image/png', dataBase64: PNG_BASE64 },
    });
    expect(result.status).toBe(200);
    const updated = v.parse(userAccountDataSchema, result.envelope.data);
    expect(updated.fields).toEqual({
      FULL_NAME_IN_ENGLISH: 'Layla H. Hassan',
      FULL_NAME_IN_ARABIC: 'ليلى ح. حسن',
      PHONE: '+9647709998877',
      EMAIL: 'layla@example.org',
      DISPLAY_PHOTOGRAPH: `data:image/png;base64,${PNG_BASE64}`,
    });
    expect(updated.user.displayName).toBe('Layla H. Hassan');
    const reread = await env.portal.call('POST', paths.getUserAccount, { userToken: token });
    expect(reread.envelope.data).toEqual(updated);
    const [notice] = await listOutbox(env.server.db, {
      recipient: 'consumer@example.com',
      purpose: 'notice',
      limit: 1,
    });
    expect(notice?.body).toContain('l•••@example.org');

    const jpeg = await update(token, {
      fields: {},
      photo: { mimeType: 'image/jpg', dataBase64: JPEG_BYTES.toString('base64') },
    });
    expect(v.parse(userAccountDataSchema, jpeg.envelope.data).fields.DISPLAY_PHOTOGRAPH).toBe(
      `data:image/jpg;base64,${JPEG_BYTES.toString('base64')}`,
    );
    const removed = await update(token, { fields: { PHONE: '7701000001' }, photo: null });
    expect(v.parse(userAccountDataSchema, removed.envelope.data).fields).toMatchObject({
      DISPLAY_PHOTOGRAPH: null,
      PHONE: '7701000001',
      EMAIL: 'layla@example.org',
    });
  });

  it('refuses a photograph whose bytes are not the declared type, or one over 2 MB, with 400', async () => {
    const token = await env.portal.signInToken('consumer');
    const asJpeg = await update(token, { fields: {}, photo: { mimeType: 'image/jpeg', dataBase64: PNG_BASE64 } });
    expect(asJpeg.status).toBe(400);
    expect(errorsOf(asJpeg.envelope.data)).toEqual(['photo:type']);
    const text = await update(token, {
      fields: {},
      photo: { mimeType: 'image/png', dataBase64: Buffer.from('not an image at all').toString('base64') },
    });
    expect(errorsOf(text.envelope.data)).toEqual(['photo:type']);

    const png = Buffer.from(PNG_BASE64, 'base64');
    const big = Buffer.concat([png, Buffer.alloc(MAX_PHOTO_BYTES + 1 - png.length)]);
    const oversized = await update(token, {
      fields: {},
      photo: { mimeType: 'image/png', dataBase64: big.toString('base64') },
    });
    expect(oversized.status).toBe(400);
    expect(errorsOf(oversized.envelope.data)).toEqual(['photo:size']);
    const notBase64 = await update(token, { fields: {}, photo: { mimeType: 'image/png', dataBase64: '%%%' } });
    expect(notBase64.status).toBe(400);
    const account = await env.portal.call('POST', paths.getUserAccount, { userToken: token });
    expect(v.parse(userAccountDataSchema, account.envelope.data).fields.DISPLAY_PHOTOGRAPH).toBeNull();
  });

  it('allows the large body on this route only: others stay at 64 KB, and beyond the photo limit is 413', async () => {
    const token = await env.portal.signInToken('consumer');
    const huge = await update(token, {
      fields: {},
      photo: { mimeType: 'image/png', dataBase64: 'A'.repeat(3_000_000) },
    });
    expect(huge.status).toBe(413);
    const other = await env.portal.call('POST', paths.changePassword, {
      userToken: token,
      json: { oldPassword: 'x'.repeat(100_000), newPassword: 'x', confirmPassword: 'x' },
    });
    expect(other.status).toBe(413);
  });

  it('refuses read-only fields of the template and malformed values with field errors', async () => {
    const portal = await ApiClient.connect(env.server.url, 'enterprise');
    const token = await portal.signInToken('enterprise');
    const readOnly = await update(
      token,
      { fields: { FULL_NAME_IN_ENGLISH: 'Renamed Ltd', PHONE: '7709998877', EMAIL: 'ops@example.com' } },
      portal,
    );
    expect(readOnly.status).toBe(400);
    expect(errorsOf(readOnly.envelope.data)).toEqual(['fields.FULL_NAME_IN_ENGLISH:readOnly', 'fields.PHONE:readOnly']);
    const allowed = await update(token, { fields: { EMAIL: 'ops@example.com' } }, portal);
    expect(v.parse(userAccountDataSchema, allowed.envelope.data).fields.EMAIL).toBe('ops@example.com');

    const consumerToken = await env.portal.signInToken('consumer');
    for (const fields of [
      { PHONE: '12345' },
      { EMAIL: 'not-an-address' },
      { FULL_NAME_IN_ENGLISH: 'x' },
      { FULL_NAME_IN_ARABIC: 'سطر\nجديد' },
      { FULL_NAME_IN_ENGLISH: 'Nul\u0000Name' },
      { PHONE: 7701000001 },
    ]) {
      const result = await update(consumerToken, { fields });
      expect(result.status).toBe(400);
      expect(errorsOf(result.envelope.data)[0]).toMatch(/^fields\./);
    }
    expect((await update(consumerToken, { photo: null })).status).toBe(400); // fields is required
    const csrPortal = await ApiClient.connect(env.server.url, 'csr');
    const csrToken = await csrPortal.signInToken('csr');
    const csr = await update(csrToken, { fields: { EMAIL: 'me@example.com' } }, csrPortal);
    expect(errorsOf(csr.envelope.data)).toEqual(['fields.EMAIL:readOnly']);
  });
});
