import fc from 'fast-check';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { fileUploadDataSchema, transactionReportDataSchema } from '../../../src/api/contract/transactions';
import { serviceDefinitions } from '../../../server/payments/catalogue';
import { backends } from '../support/backends';
import type { CallOptions, CallResult } from '../support/client';
import { withTestServer } from '../support/server';
import { balanceOfLogin, ledgerTotal, PDF_BYTES, PNG_BYTES, upload } from '../support/services';
import { callerFor, masked, withNonce, type Caller } from '../support/transact';

/** Uploads, bulk disbursement from a CSV, and hostile input on every service call. */
describe.each(backends)('service files and input on $name', (backend) => {
  const env = withTestServer(backend);
  let enterprise: Caller;
  let consumer: Caller;

  beforeAll(async () => {
    enterprise = await callerFor(env.server, 'enterprise');
    consumer = await callerFor(env.server, 'consumer');
  });

  const send = (caller: Caller, bytes: Uint8Array, name: string, type: string) =>
    upload(caller.client, caller.token, { bytes, name, type });
  const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);

  it('stores JPEG, PNG, PDF and CSV files of up to 2,000,000 bytes, known by their bytes', async () => {
    const png = await send(consumer, PNG_BYTES, 'C:\\photos\\me\u0007.png', 'image/png');
    expect(png.status).toBe(200);
    const data = v.parse(fileUploadDataSchema, png.envelope.data);
    expect(data).toMatchObject({ name: 'me.png', size: PNG_BYTES.length, mimeType: 'image/png' });
    expect(data.fileId).toMatch(/^F[A-Za-z0-9_-]{43}$/);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
    expect((await send(consumer, jpeg, 'id.jpg', 'image/jpg')).envelope.data).toMatchObject({ mimeType: 'image/jpeg' });
    const atCap = await send(consumer, padded(PDF_BYTES, 2_000_000), 'statement.pdf', 'application/pdf');
    expect(atCap.envelope.data).toMatchObject({ size: 2_000_000, mimeType: 'application/pdf' });
    const csv = await send(consumer, Buffer.from('mobile,amount\n7701000002,100\n'), 'pay.csv', 'text/csv');
    expect(csv.envelope.data).toMatchObject({ mimeType: 'text/csv' });
  });

  it.each<[string, () => [Uint8Array, string, string], number, number]>([
    [
      'one byte over the cap',
      () => [padded(PDF_BYTES, 2_000_001), 'big.pdf', 'application/pdf'],
      400,
      ErrCode.fileTooBig,
    ],
    ['far over the cap', () => [padded(PDF_BYTES, 3_000_000), 'huge.pdf', 'application/pdf'], 413, ErrCode.fileTooBig],
    [
      'a program',
      () => [Buffer.from('MZ\u0090\u0000\u0003'), 'setup.exe', 'application/octet-stream'],
      400,
      ErrCode.fileTypeInvalid,
    ],
    ['a PNG called a PDF', () => [PNG_BYTES, 'statement.pdf', 'application/pdf'], 400, ErrCode.fileTypeInvalid],
    ['a CSV without the .csv name', () => [Buffer.from('a,b\n'), 'pay.txt', 'text/csv'], 400, ErrCode.fileTypeInvalid],
    [
      'text with control bytes',
      () => [Buffer.from('a,b\u0000\n'), 'pay.csv', 'text/csv'],
      400,
      ErrCode.fileTypeInvalid,
    ],
    ['an empty file', () => [Buffer.alloc(0), 'empty.csv', 'text/csv'], 400, ErrCode.fileTypeInvalid],
    [
      'HTML called an image',
      () => [Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png'],
      400,
      ErrCode.fileTypeInvalid,
    ],
  ])('refuses %s', async (_, file, status, errCode) => {
    const [bytes, name, type] = file();
    const result = await send(consumer, bytes, name, type);
    expect(result.status).toBe(status);
    expect(result.envelope.errCode).toBe(errCode);
  });

  it('needs a multipart body with a file field', async () => {
    const json = await consumer.client.call('POST', paths.fileUpload, {
      userToken: consumer.token,
      json: { file: 'x' },
    });
    expect(json.status).toBe(400);
    const form = new FormData();
    form.set('other', 'x');
    const csrf = await consumer.client.csrfFor(consumer.token);
    const response = await fetch(`${env.server.url}/api/${paths.fileUpload}`, {
      method: 'POST',
      headers: {
        'X-Access-Token': `Bearer ${consumer.client.accessToken}`,
        'X-Authorized-Token': `Bearer ${consumer.token}`,
        Cookie: `XSRF-TOKEN=${csrf}`,
        'X-XSRF-TOKEN': csrf,
      },
      body: form,
    });
    expect(response.status).toBe(400);
    const anonymous = await fetch(`${env.server.url}/api/${paths.fileUpload}`, { method: 'POST', body: form });
    expect(anonymous.status).toBeGreaterThanOrEqual(401);
  });

  it('pays every line of a disbursement file in one entry, or none of them', async () => {
    const csv = async (caller: Caller, text: string) =>
      v.parse(fileUploadDataSchema, (await send(caller, Buffer.from(text), 'salaries.csv', 'text/csv')).envelope.data)
        .fileId;
    const disburse = async (caller: Caller, fileId: string) =>
      caller.submit({ serviceCode: 'DISBURSEMENT', fileId, reference: 'Salaries', confirmFile: true }, { nonce: true });
    const zero = await ledgerTotal(env.server.db);

    const bad = await disburse(enterprise, await csv(enterprise, '7701000001,100\nnot a line\n7701000002,1.234\n'));
    expect(bad.status).toBe(400);
    expect(bad.envelope.data).toMatchObject({
      errors: [
        { field: 'fileId', code: 'line2' },
        { field: 'fileId', code: 'line3' },
      ],
    });
    const unknown = await disburse(
      enterprise,
      await csv(enterprise, '7701000001,100\n7701000002,100\n7799999999,100\n'),
    );
    expect(unknown.envelope).toMatchObject({ errCode: ErrCode.recipientUnknown, data: { lines: [3] } });
    const self = await disburse(enterprise, await csv(enterprise, '7701000001,100\n7701000009,100\n'));
    expect(self.envelope.errCode).toBe(ErrCode.recipientIsPayer);
    const othersFile = await csv(consumer, '7701000002,100\n');
    expect((await disburse(enterprise, othersFile)).envelope.errCode).toBe(ErrCode.fileUnknown);
    const image = v.parse(
      fileUploadDataSchema,
      (await send(enterprise, PNG_BYTES, 'a.png', 'image/png')).envelope.data,
    ).fileId;
    expect((await disburse(enterprise, image)).status).toBe(400);
    const branch = await callerFor(env.server, 'branch');
    const tooMuch = await disburse(branch, await csv(branch, '7701000001,500000\n7701000002,250000\n'));
    expect(tooMuch.envelope.errCode).toBe(ErrCode.insufficientFunds);

    const before = await Promise.all(
      ['enterprise', 'consumer', 'consumer2fa', 'agent'].map((l) => balanceOfLogin(env.server.db, l)),
    );
    const paid = await disburse(
      enterprise,
      await csv(enterprise, '\uFEFFMobile,Amount\r\n7701000001,1000\r\n9647701000002,2000.25\r\n07701000003,300\r\n'),
    );
    expect(paid.envelope).toMatchObject({
      responseCode: 0,
      data: {
        status: 1,
        amount: '3300.25',
        fee: '300.00',
        details: { payments: '3', recipients: '3', reference: 'Salaries' },
      },
    });
    const after = await Promise.all(
      ['enterprise', 'consumer', 'consumer2fa', 'agent'].map((l) => balanceOfLogin(env.server.db, l)),
    );
    expect(after.map((b, i) => b - (before[i] ?? 0n))).toEqual([-360025n, 100000n, 200025n, 30000n]);
    expect(await ledgerTotal(env.server.db)).toBe(zero);
    const entries = await env.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM postings p JOIN transactions t ON t.entry_id = p.entry_id WHERE t.public_id = $1`,
      [(paid.envelope.data as { transactionId: string }).transactionId],
    );
    expect(entries.rows[0]?.n).toBe(5); // the payer, three recipients, the fee
    const report = await consumer.client.call('POST', paths.transactionReport, { userToken: consumer.token, json: {} });
    expect(v.parse(transactionReportDataSchema, report.envelope.data).rows[0]).toMatchObject({
      serviceCode: 'DISBURSEMENT',
      direction: 'credit',
      amount: '1000.00',
      counterparty: { name: 'Rafidain Logistics', identifier: '1000000009' },
    });
  });

  const garbage: ReadonlyArray<[string, CallOptions]> = [
    ['no body', {}],
    ['null', { json: null }],
    ['an array', { json: [{ serviceCode: 'SEND_MONEY' }] }],
    ['a string', { json: 'SEND_MONEY' }],
    ['an empty object', { json: {} }],
    ['malformed JSON', { raw: '{"serviceCode":', headers: { 'Content-Type': 'application/json' } }],
    [
      'a form body',
      { raw: 'serviceCode=SEND_MONEY', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    ],
    [
      'a NUL in every value',
      {
        json: {
          serviceCode: 'SEND\u0000',
          product: 'A\u0000',
          mobile: '\u0000',
          operator: '\u0000',
          kind: '\u0000',
          page: 1,
          fileId: '\u0000',
        },
      },
    ],
    [
      'wrong types',
      { json: { serviceCode: 5, amount: {}, recipientMobile: [], product: 1, mobile: true, page: 'x', pageSize: -1 } },
    ],
  ];
  const endpoints = [
    paths.transactionQuote,
    paths.transactionSubmit,
    paths.transactionOtp,
    paths.transactionReport,
    paths.getProduct,
    paths.getVoucherRate,
    paths.getChildUserInfo,
    paths.beneficiaries,
    paths.linkedBanks,
  ];

  it.each(endpoints)('answers garbage sent to %s with a 4xx or a refusal, never a 500', async (path) => {
    for (const [name, options] of garbage) {
      const result: CallResult = await consumer.client.call('POST', path, { userToken: consumer.token, ...options });
      expect(result.status, `${name}`).toBeLessThan(500);
      expect(result.envelope.errCode, name).not.toBe(ErrCode.internal);
    }
  });

  it('never answers 500 to any body a service call could be sent', async () => {
    const codes = serviceDefinitions.map((d) => d.code);
    const keys = [
      'amount',
      'recipientMobile',
      'favouriteMobile',
      'recipientMode',
      'merchantId',
      'businessId',
      'reference',
      'note',
      'customerMobile',
      'operator',
      'product',
      'mobileNumber',
      'billType',
      'accountNumber',
      'subscriberId',
      'category',
      'quantity',
      'email',
      'merchant',
      'invoiceNumber',
      'walletProvider',
      'walletNumber',
      'bankAccountId',
      'source',
      'cardNumber',
      'cardExpiry',
      'cardHolder',
      'cvv',
      'bankCode',
      'accountName',
      'dateOfBirth',
      'statement',
      'acceptTerms',
      'mobile',
      'nickname',
      'points',
      'fileId',
      'confirmFile',
      'requestId',
      'otp',
      'ts',
      'checksum',
    ];
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        '7701000002',
        '9647701000002',
        '1000000008',
        '25000',
        '0',
        '-1',
        '1e5',
        '1.234',
        '99999999999999.99',
        'ASIACELL',
        'ASIACELL_5000',
        'PSN_10',
        'postpaid',
        'landline|internet',
        'card',
        'bank',
        '1',
        'true',
        '',
        '4111111111111111',
        '12/39',
        '1990-02-30',
        'data:image/png;base64,AAAA',
        'enc:v1:AAAA',
        `F${'a'.repeat(43)}`,
      ),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
    );
    const body = fc.record({
      serviceCode: fc.constantFrom(...codes),
      fields: fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 8 }),
    });
    const paths3 = [paths.transactionQuote, paths.transactionSubmit, paths.transactionOtp];
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom(...paths3), fc.boolean(), async ({ serviceCode, fields }, path, sign) => {
        const callers = [consumer, enterprise];
        const caller = callers[serviceCode.length % 2] ?? consumer;
        let json: Record<string, unknown> = { ...fields, serviceCode };
        if (typeof json.pin !== 'string') json.pin = await masked('2580');
        if (sign) json = await withNonce(json, String(env.server.clock.now()));
        const result = await caller.client.call('POST', path, { userToken: caller.token, json });
        expect(result.status).toBeLessThan(500);
        expect(result.envelope.errCode).not.toBe(ErrCode.internal);
      }),
      { numRuns: 120, seed: 20_240_611 },
    );
  });
});
