import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECKSUM_KEY,
  NONCE_KEY,
  importMaskKey,
  isMasked,
  maskValue,
  requestChecksum,
  unmaskValue,
} from '../../../src/api/contract/requestSecurity';
import type { MobilePrefix } from '../../../src/api/contract/serviceForm';
import { buildRequest } from '../../../src/forms/request/buildRequest';
import { field, input, request } from './helpers';

const KEY = 'hMRSqUiiDjd6XYCkLK+6I2+23Lz4FPXUSdDcu1xcHFY=';
const keyPromise = importMaskKey(KEY);
const mask = async (plain: string) => maskValue(await keyPromise, plain);
const unmask = async (masked: unknown) => unmaskValue(await keyPromise, String(masked));

describe('masking (maskRequestParam)', () => {
  it('encrypts the fields maskRequestParam names, and the server key reads them back', async () => {
    const built = await buildRequest(
      request([field({ key: 'pin', value: '{pin}' }), field({ key: 'amount', value: '{amount}' })]),
      input({ props: { pin: '4321' }, values: { amount: '10.00' }, maskRequestParam: ['pin'], mask }),
    );
    expect(isMasked(built.body.pin)).toBe(true);
    expect(await unmask(built.body.pin)).toBe('4321');
    expect(built.body.amount).toBe('10.00');
  });

  it('round-trips any value through the real AES key', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), async (secret) => {
        const built = await buildRequest(
          request([field({ key: 'data.otp', value: '{otp}' })]),
          input({ props: { otp: secret }, maskRequestParam: ['otp'], mask }),
        );
        const data = built.body.data as Record<string, unknown>;
        expect(await unmask(data.otp)).toBe(secret);
      }),
      { numRuns: 30 },
    );
  });

  it('encrypts a field marked encrypt even when maskRequestParam does not name it', async () => {
    const built = await buildRequest(
      request([field({ key: 'cvv', value: '123', encrypt: true })]),
      input({ maskRequestParam: [], mask }),
    );
    expect(await unmask(built.body.cvv)).toBe('123');
  });

  it('encrypts a non-text value as its JSON', async () => {
    const built = await buildRequest(
      request([field({ key: 'codes', value: '{codes}', encrypt: true })]),
      input({ values: { codes: ['1', '2'] }, mask }),
    );
    expect(JSON.parse(await unmask(built.body.codes))).toEqual(['1', '2']);
  });

  it('leaves an empty value empty', async () => {
    const built = await buildRequest(
      request([field({ key: 'pin', value: '{pin}' })]),
      input({ maskRequestParam: ['pin'], mask }),
    );
    expect(built.body.pin).toBe('');
  });

  it('encrypts the defaulted userIdentifier when maskRequestParam names it', async () => {
    const built = await buildRequest(
      request([]),
      input({ props: { userIdentifier: 'u-1' }, maskRequestParam: ['userIdentifier'], mask }),
    );
    expect(await unmask(built.body.userIdentifier)).toBe('u-1');
  });

  it('refuses to build a request with a field to mask but no mask function', async () => {
    await expect(
      buildRequest(request([field({ key: 'pin', value: '1234' })]), input({ maskRequestParam: ['pin'] })),
    ).rejects.toThrow(/pin must be masked .*no mask function/);
  });
});

describe('nonce and checksum on adapter paths', () => {
  const now = () => 1_750_000_000_000;

  it('adds ts and a checksum the server can recompute over the final, masked body', async () => {
    const built = await buildRequest(
      request([field({ key: 'pin', value: '{pin}' }), field({ key: 'data.amount', value: '5.00' })]),
      input({ props: { pin: '1111' }, maskRequestParam: ['pin'], mask, nonce: { enabled: true, now } }),
    );
    expect(built.body[NONCE_KEY]).toBe(String(now()));
    expect(isMasked(built.body.pin)).toBe(true);
    expect(built.body[CHECKSUM_KEY]).toBe(await requestChecksum(built.body, String(now())));
  });

  it('gives a checksum that no longer matches once the body is changed', async () => {
    const built = await buildRequest(
      request([field({ key: 'amount', value: '5.00' })]),
      input({ nonce: { enabled: true, now } }),
    );
    const tampered = { ...built.body, amount: '500.00' };
    expect(built.body[CHECKSUM_KEY]).not.toBe(await requestChecksum(tampered, String(now())));
    expect(built.body[CHECKSUM_KEY]).not.toBe(await requestChecksum(built.body, String(now() + 1)));
  });

  it('signs the query of a GET', async () => {
    const built = await buildRequest(
      request([field({ key: 'page', value: '{page}' })], { method: 'GET', url: '/adapter/v1/list' }),
      input({ props: { page: 3 }, nonce: { enabled: true, now } }),
    );
    expect(built.query?.[NONCE_KEY]).toBe(String(now()));
    expect(built.query?.[CHECKSUM_KEY]).toBe(await requestChecksum(built.query ?? {}, String(now())));
  });

  it('adds nothing when the nonce is off or the path is not an adapter path', async () => {
    const off = await buildRequest(
      request([field({ key: 'a', value: '1' })]),
      input({ nonce: { enabled: false, now } }),
    );
    const cms = await buildRequest(
      request([field({ key: 'a', value: '1' })], { url: 'cms/v1/page' }),
      input({ nonce: { enabled: true, now } }),
    );
    expect(off.body).toEqual({ a: '1' });
    expect(cms.body).toEqual({ a: '1' });
  });
});

describe('mobile prefix in requests (only when enabled and bindInRequest)', () => {
  const setting = (enabled: boolean, bindInRequest: boolean): MobilePrefix => ({
    enabled,
    bindInRequest,
    key: '+95',
    patterns: ['^\\+95\\d{10}$'],
  });
  const mobileField = field({ key: 'msisdn', value: '{mobile}', ruleIndex: 0 });

  it.each([
    [true, true, '+959123456789'],
    [true, false, '9123456789'],
    [false, true, '9123456789'],
    [false, false, '9123456789'],
  ])('enabled %s and bindInRequest %s sends %s', async (enabled, bind, expected) => {
    const built = await buildRequest(
      request([mobileField]),
      input({ values: { mobile: '9123456789' }, mobilePrefix: setting(enabled, bind) }),
    );
    expect(built.body.msisdn).toBe(expected);
  });

  it('does not prefix a number the rule says already has the prefix', async () => {
    const built = await buildRequest(
      request([mobileField]),
      input({ values: { mobile: '+959123456789' }, mobilePrefix: setting(true, true) }),
    );
    expect(built.body.msisdn).toBe('+959123456789');
  });

  it('leaves fields without a ruleIndex alone', async () => {
    const built = await buildRequest(
      request([field({ key: 'msisdn', value: '{mobile}' })]),
      input({ values: { mobile: '9123456789' }, mobilePrefix: setting(true, true) }),
    );
    expect(built.body.msisdn).toBe('9123456789');
  });

  it('prefixes before masking, so the server reads the full number', async () => {
    const built = await buildRequest(
      request([{ ...mobileField, encrypt: true }]),
      input({ values: { mobile: '9123456789' }, mobilePrefix: setting(true, true), mask }),
    );
    expect(await unmask(built.body.msisdn)).toBe('+959123456789');
  });
});
