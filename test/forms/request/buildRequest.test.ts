import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRequest } from '../../../src/forms/request/buildRequest';
import { file, form, param, step } from '../fixtures';
import { field, input, request } from './helpers';

const body = async (fields: Parameters<typeof request>[0], over: Parameters<typeof input>[0] = {}) =>
  (await buildRequest(request(fields), input(over))).body;

describe('placeholders', () => {
  it('replaces {field} placeholders inside a value from the step data', async () => {
    const result = await body([field({ key: 'note', value: 'Pay {amount} to {name}' })], {
      values: { amount: '150', name: 'Ada' },
    });
    expect(result).toEqual({ note: 'Pay 150 to Ada' });
  });

  it('keeps the type of a value that is exactly one placeholder', async () => {
    const result = await body(
      [
        field({ key: 'save', value: '{save}' }),
        field({ key: 'tags', value: '{tags}' }),
        field({ key: 'count', value: '{count}' }),
      ],
      { values: { save: true, tags: ['a', 'b'] }, props: { count: 3 } },
    );
    expect(result).toEqual({ save: true, tags: ['a', 'b'], count: 3 });
  });

  it('puts any text value through unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (text) => {
        expect(await body([field({ key: 'k', value: '{x}' })], { values: { x: text } })).toEqual({ k: text });
      }),
    );
  });

  it('sends a file as its stored id, or its data URL when it was read as base64', async () => {
    const result = await body(
      [field({ key: 'a', value: '{a}' }), field({ key: 'b', value: '{b}' }), field({ key: 'c', value: '{c}' })],
      {
        values: {
          a: file({ fileId: 'F-9' }),
          b: file({ fileId: undefined, dataUrl: 'data:image/png;base64,AAAA' }),
          c: file({ fileId: undefined, state: 'uploading' }),
        },
      },
    );
    expect(result).toEqual({ a: 'F-9', b: 'data:image/png;base64,AAAA', c: '' });
  });

  it('fills a missing placeholder with an empty string', async () => {
    expect(await body([field({ key: 'a', value: '{nope}' }), field({ key: 'b', value: 'x{nope}y' })])).toEqual({
      a: '',
      b: 'xy',
    });
  });

  it('reads step data first, then props', async () => {
    const result = await body([field({ key: 'a', value: '{serviceCode}' }), field({ key: 'b', value: '{locale}' })], {
      values: { serviceCode: 'FROM_VALUES' },
      props: { serviceCode: 'FROM_PROPS', locale: 'ar' },
    });
    expect(result).toEqual({ a: 'FROM_VALUES', b: 'ar' });
  });

  it('sends a literal value as it is', async () => {
    expect(await body([field({ key: 'channel', value: 'WEBSITE_APP' })])).toEqual({ channel: 'WEBSITE_APP' });
  });

  it('fills placeholders of the URL, encoded', async () => {
    const built = await buildRequest(
      request([], { url: 'adapter/v1/bills/{biller}' }),
      input({ values: { biller: 'a b/c' } }),
    );
    expect(built.url).toBe('adapter/v1/bills/a%20b%2Fc');
  });
});

describe('storage fields (deviceId, deviceUniqueId, fcmToken)', () => {
  it('always fills them from storage, even when the data has the same names', async () => {
    const result = await body(
      [
        field({ key: 'deviceId', value: 'ignored' }),
        field({ key: 'device.unique', value: '{deviceUniqueId}' }),
        field({ key: 'fcmToken', value: '{fcmToken}' }),
      ],
      {
        values: { deviceId: 'typed', deviceUniqueId: 'typed' },
        storage: { deviceId: 'D-1', deviceUniqueId: 'U-1', fcmToken: 'T-1' },
      },
    );
    expect(result).toEqual({ deviceId: 'D-1', device: { unique: 'U-1' }, fcmToken: 'T-1' });
  });

  it('sends an empty string when storage has none', async () => {
    expect(await body([field({ key: 'fcmToken', value: '{fcmToken}' })], { props: { fcmToken: 'prop' } })).toEqual({
      fcmToken: '',
    });
  });
});

describe('values from earlier responses (isFromResponse, stepIndex)', () => {
  const responses = [
    { quote: { total: 102.5, currency: 'IQD' }, items: [{ id: 'i0' }, { id: 'i1' }] },
    { reference: 'R-2' },
  ];

  it('reads a dotted path of the named step’s response, keeping its type', async () => {
    const result = await body(
      [
        field({ key: 'total', value: 'quote.total', isFromResponse: true, stepIndex: 0 }),
        field({ key: 'item', value: 'items.1.id', isFromResponse: true, stepIndex: 0 }),
      ],
      { responses },
    );
    expect(result).toEqual({ total: 102.5, item: 'i1' });
  });

  it('reads the latest response when no step is named', async () => {
    expect(await body([field({ key: 'ref', value: 'reference', isFromResponse: true })], { responses })).toEqual({
      ref: 'R-2',
    });
  });

  it('sends an empty string for a path the response does not have', async () => {
    const result = await body(
      [
        field({ key: 'a', value: 'quote.fee', isFromResponse: true, stepIndex: 0 }),
        field({ key: 'b', value: 'reference', isFromResponse: true, stepIndex: 5 }),
      ],
      { responses },
    );
    expect(result).toEqual({ a: '', b: '' });
  });
});

describe('defaults (useAsDefault)', () => {
  const defaults = [field({ key: 'data.currency', value: 'IQD', useAsDefault: true })];

  it('uses the literal when the data has nothing under the key', async () => {
    expect(await body(defaults)).toEqual({ data: { currency: 'IQD' } });
    expect(await body(defaults, { values: { currency: '' } })).toEqual({ data: { currency: 'IQD' } });
  });

  it('uses the data when it has a value under the key', async () => {
    expect(await body(defaults, { values: { currency: 'USD' } })).toEqual({ data: { currency: 'USD' } });
    expect(await body(defaults, { props: { 'data.currency': 'EUR' } })).toEqual({ data: { currency: 'EUR' } });
  });

  it('keeps the literal as it is, braces and all', async () => {
    expect(await body([field({ key: 'memo', value: '{not a placeholder}', useAsDefault: true })])).toEqual({
      memo: '{not a placeholder}',
    });
  });
});

describe('authorization fields', () => {
  it('prefixes the login token with Bearer when the basic-token option is off', async () => {
    expect(await body([field({ key: 'Authorization', value: '' })], { loginToken: 'tok' })).toEqual({
      Authorization: 'Bearer tok',
    });
  });

  it('sends the token as it is with useBasicToken', async () => {
    expect(
      await body([field({ key: 'authorisation', value: '', useBasicToken: true })], { loginToken: 'Basic abc' }),
    ).toEqual({
      authorisation: 'Basic abc',
    });
  });

  it('treats a field whose value is {loginToken} as an authorization field', async () => {
    expect(await body([field({ key: 'data.token', value: '{loginToken}' })], { loginToken: 'tok' })).toEqual({
      data: { token: 'Bearer tok' },
    });
  });

  it('does not prefix twice and sends nothing without a token', async () => {
    expect(await body([field({ key: 'authorization', value: '' })], { loginToken: 'Bearer tok' })).toEqual({
      authorization: 'Bearer tok',
    });
    expect(await body([field({ key: 'authorization', value: '' })])).toEqual({ authorization: '' });
  });
});

describe('body shape', () => {
  it('nests dotted keys', async () => {
    const result = await body(
      [field({ key: 'data.userIdentifier', value: 'u1' }), field({ key: 'data.payment.amount', value: '{amount}' })],
      { values: { amount: '5.00' } },
    );
    expect(result).toEqual({ data: { userIdentifier: 'u1', payment: { amount: '5.00' } } });
  });

  it('refuses a key that would reach the object prototype', async () => {
    await expect(body([field({ key: 'data.__proto__.x', value: '1' })])).rejects.toThrow(/not a usable body path/);
  });

  it('defaults userIdentifier from props when the body has none', async () => {
    const props = { userIdentifier: '9647700000001' };
    expect(await body([field({ key: 'amount', value: '1' })], { props })).toEqual({
      amount: '1',
      userIdentifier: props.userIdentifier,
    });
    expect(await body([field({ key: 'data.userIdentifier', value: '' })], { props })).toEqual({
      data: { userIdentifier: props.userIdentifier },
    });
    expect(await body([field({ key: 'userIdentifier', value: 'other' })], { props })).toEqual({
      userIdentifier: 'other',
    });
  });

  it('adds no userIdentifier when props have none', async () => {
    expect(await body([field({ key: 'amount', value: '1' })])).toEqual({ amount: '1' });
  });

  it('puts the fields of a GET in the query as text', async () => {
    const built = await buildRequest(
      request([field({ key: 'page', value: '{page}' }), field({ key: 'filter.kind', value: '{kinds}' })], {
        method: 'GET',
      }),
      input({ props: { page: 2 }, values: { kinds: ['a', 'b'] } }),
    );
    expect(built).toEqual({
      url: 'adapter/v1/pay',
      method: 'GET',
      body: {},
      query: { page: '2', 'filter.kind': 'a,b' },
    });
  });
});

describe('fields that are not shown are not sent', () => {
  const kind = param({ ParameterId: 'kind' });
  const account = param({ ParameterId: 'account', dependencies: [{ field: 'kind', operator: 'eq', value: 'bank' }] });
  const ref = param({ ParameterId: 'ref', type: 'hidden' });
  const payment = form([step([kind, account, ref])]);
  const fields = [field({ key: 'account', value: '{account}' }), field({ key: 'ref', value: '{ref}' })];

  it('drops the value of a field whose conditions fail but sends hidden-type values', async () => {
    expect(await body(fields, { form: payment, values: { kind: 'wallet', account: '123', ref: 'R' } })).toEqual({
      account: '',
      ref: 'R',
    });
  });

  it('sends the value while the field is shown', async () => {
    expect(await body(fields, { form: payment, values: { kind: 'bank', account: '123', ref: 'R' } })).toEqual({
      account: '123',
      ref: 'R',
    });
  });
});
