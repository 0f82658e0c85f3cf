import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import {
  fileUploadDataSchema,
  optionsDataSchema,
  quoteDataSchema,
  type TransactionResult,
} from '../../../src/api/contract/transactions';
import type { UserCategory } from '../../../src/api/contract/categories';
import { formatMinor, parseMajor } from '../../../server/ledger/ledger';
import { DEMO_PIN, demoUser } from '../../../server/seed/demoUsers';
import { serviceByCode } from '../../../server/payments/catalogue';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { latestOtp } from '../support/outbox';
import { withTestServer, sandboxKeyHeader } from '../support/server';
import {
  balanceOfLogin,
  fetchForm,
  ledgerTotal,
  newRequestId,
  PNG_BYTES,
  runForm,
  upload,
  type Values,
} from '../support/services';

/**
 * Every service end to end through HTTP, as the portal runs it: the seeded form is fetched, its
 * option sources, change calls and pass-throughs are called, each step's quote is made on Next and
 * the Submit goes with the PIN (or the customer's code). Balances move by amount + fee exactly.
 */

interface Helper {
  client: ApiClient;
  token: string;
  /** the id of the user's linked bank account whose number ends in `tail` */
  bank(tail: string): Promise<string>;
  uploadCsv(text: string): Promise<string>;
}

interface Scenario {
  code: string;
  login: string;
  steps: (h: Helper) => Values[] | Promise<Values[]>;
  /** wallet balance changes by login, from the receipt */
  deltas: (r: TransactionResult) => Record<string, bigint>;
  status?: 0 | 1 | 2;
  otpTo?: string;
  check?: (r: TransactionResult) => void;
}

const total = (r: TransactionResult) => parseMajor(r.total);
const amount = (r: TransactionResult) => parseMajor(r.amount);
const out = (payer: string, payee?: string) => (r: TransactionResult) => ({
  [payer]: -total(r),
  ...(payee === undefined ? {} : { [payee]: amount(r) }),
});
const into = (login: string) => (r: TransactionResult) => ({ [login]: amount(r) });

const scenarios: Scenario[] = [
  {
    code: 'SEND_MONEY',
    login: 'consumer',
    steps: () => [
      { recipientMode: 'favourite', favouriteMobile: '7701000002' },
      { amount: '25000', note: 'Rent share' },
    ],
    deltas: out('consumer', 'consumer2fa'),
    check: (r) => {
      expect(r.fee).toBe('375.00'); // 250 + 0.5 %
      expect(r.counterparty).toEqual({ name: 'Omar K.', identifier: '1000000002' });
      expect(r.details.note).toBe('Rent share');
    },
  },
  {
    code: 'P2P_MONEY_TRANSFER_REG_USER',
    login: 'consumer',
    steps: () => [{ recipientMobile: '7701000002' }, { amount: '10000.50' }],
    deltas: out('consumer', 'consumer2fa'),
    check: (r) => expect(r.fee).toBe('100.01'),
  },
  {
    code: 'AGENT_TO_AGENT_TRANSFER',
    login: 'agent',
    steps: () => [{ recipientMobile: '7701000004' }, { amount: '150000' }],
    deltas: out('agent', 'chainstore'),
  },
  {
    code: 'CASH_IN_BY_AGENT',
    login: 'agent',
    steps: () => [{ recipientMobile: '7701000001' }, { amount: '40000' }],
    deltas: out('agent', 'consumer'),
  },
  {
    code: 'CASH_OUT_BY_AGENT',
    login: 'agent',
    otpTo: demoUser('consumer').phone,
    steps: () => [{ customerMobile: '7701000001' }, { amount: '30000' }],
    deltas: (r) => ({ consumer: -total(r), agent: amount(r) }),
    check: (r) => expect(r.fee).toBe('650.00'),
  },
  {
    code: 'B2B_TRANSFER',
    login: 'superagent',
    steps: () => [{ businessId: '1000000009' }, { amount: '2500000', reference: 'PO-2291' }],
    deltas: out('superagent', 'enterprise'),
    check: (r) => expect(r.details.reference).toBe('PO-2291'),
  },
  {
    code: 'BUSINESS_PAYMENT',
    login: 'merchant',
    steps: () => [{ businessId: '1000000009' }, { amount: '75000', reference: 'INV 77/3' }],
    deltas: out('merchant', 'enterprise'),
    check: (r) => expect(r.counterparty?.name).toBe('Rafidain Logistics'),
  },
  {
    code: 'M2M_TRANSFER',
    login: 'merchant',
    steps: () => [{ merchantId: '1000000012' }, { amount: '60000' }],
    deltas: out('merchant', 'vendor'),
  },
  {
    code: 'MERCHANT_PAYMENT',
    login: 'consumer',
    steps: () => [{ merchantId: '1000000008' }, { amount: '15000', note: 'Dates, 2 kg' }],
    deltas: out('consumer', 'merchant'),
    check: (r) => expect(r.fee).toBe('0.00'),
  },
  {
    code: 'FAVOURITES',
    login: 'consumer',
    steps: () => [{ mobile: '7701000005', nickname: 'Zainab (shop)' }],
    deltas: () => ({ consumer: 0n }),
    check: (r) => {
      expect(r.amount).toBe('0.00');
      expect(r.details.nickname).toBe('Zainab (shop)');
    },
  },
  {
    code: 'MOBILE_BILL_PAYMENT',
    login: 'consumer',
    steps: () => [{ operator: 'ASIACELL', mobileNumber: '7712345678', amount: '15000' }],
    deltas: out('consumer'),
    check: (r) => expect(r.details.billReference).toMatch(/^MB\d{10}$/),
  },
  {
    code: 'BILL_PAYMENT_POST_PAID',
    login: 'consumer',
    steps: () => [{ billType: 'landline', subscriberId: '12345678', amount: '30000' }],
    deltas: out('consumer'),
    check: (r) => expect(r.fee).toBe('250.00'),
  },
  {
    code: 'TOPUP_OTHER_EXTERNAL',
    login: 'consumer',
    steps: () => [{ operator: 'ZAIN', product: 'ZAIN_10000', mobileNumber: '7801234567' }],
    deltas: out('consumer'),
    check: (r) => expect(r.amount).toBe('10000.00'),
  },
  {
    code: 'AIRTIME_SALES_CASH',
    login: 'agent',
    steps: () => [{ operator: 'KOREK', mobileNumber: '7501234567', amount: '7500' }],
    deltas: out('agent'),
  },
  {
    code: 'PIN_SELL',
    login: 'vendor',
    steps: () => [{ operator: 'ASIACELL', product: 'ASIACELL_25000' }],
    deltas: out('vendor'),
    check: (r) => {
      expect(r.details.voucherPin).toMatch(/^\d{14}$/);
      expect(r.details.serialNumber).toMatch(/^\d{12}$/);
    },
  },
  {
    code: 'EVOUCHER_SALES_AGGREGATOR',
    login: 'agent',
    steps: () => [
      { category: 'GAMING', brand: 'PLAYSTATION', product: 'PSN_10', quantity: '2', email: 'gamer@example.com' },
    ],
    deltas: out('agent'),
    check: (r) => {
      expect(r.amount).toBe('26400.00'); // 2 × $10 × 1,320
      expect(r.fee).toBe('500.00');
      expect(r.details.voucherCodes?.split(', ')).toHaveLength(2);
    },
  },
  {
    code: 'EVOUCHER_SALES_KOREK',
    login: 'consumer',
    steps: () => [{ product: 'KOREK_EV_DATA_5GB' }],
    deltas: out('consumer'),
    check: (r) => expect(r.amount).toBe('7000.00'),
  },
  {
    code: 'MERCHANT_PAYMENT_EXTERNAL',
    login: 'consumer',
    steps: () => [{ merchant: 'DIJLA_STORE', invoiceNumber: 'INV-2024-77', amount: '42000' }],
    deltas: out('consumer'),
    check: (r) => expect(r.fee).toBe('420.00'),
  },
  {
    code: 'CASH_IN_AGENT_EXTERNAL',
    login: 'superagent',
    steps: () => [{ walletProvider: 'FURAT_PAY', walletNumber: '7711112222', amount: '100000' }],
    deltas: out('superagent'),
  },
  {
    code: 'CASH_IN_OTHER_WALLET',
    login: 'consumer',
    steps: () => [{ walletProvider: 'SUMER_CASH', walletNumber: '7722223333', amount: '20000' }],
    deltas: into('consumer'),
  },
  {
    code: 'BANK_CASH_IN',
    login: 'agent',
    steps: async (h) => [{ bankAccountId: await h.bank('1111'), amount: '250000' }],
    deltas: into('agent'),
    check: (r) => expect(r.details.bankReference).toMatch(/^BK\d{12}$/),
  },
  {
    code: 'LOAD_MONEY',
    login: 'consumer',
    // the card source hands off to the payment gateway (test/server/cardPayments)
    steps: async (h) => [{ source: 'bank', bankAccountId: await h.bank('1234') }, { amount: '50000' }],
    deltas: into('consumer'),
    check: (r) => expect(r.details.bankReference).toMatch(/^BK\d{12}$/),
  },
  {
    code: 'WALLET_TOPUP',
    login: 'consumer',
    steps: async (h) => [{ bankAccountId: await h.bank('1234'), amount: '30000' }],
    deltas: into('consumer'),
  },
  {
    code: 'BANK_CASH_OUT',
    login: 'enterprise',
    steps: async (h) => [{ bankAccountId: await h.bank('5555'), amount: '500000' }],
    deltas: out('enterprise'),
    check: (r) => expect(r.fee).toBe('2250.00'),
  },
  {
    code: 'CASHOUT',
    login: 'consumer',
    steps: async (h) => [{ bankAccountId: await h.bank('1234'), amount: '20000' }],
    deltas: out('consumer'),
  },
  {
    code: 'WITHDRAW',
    login: 'vendor',
    steps: async (h) => [{ bankAccountId: await h.bank('8888'), amount: '100000' }],
    deltas: out('vendor'),
  },
  {
    code: 'LINK_BANK_ACCOUNT',
    login: 'merchant',
    steps: () => [
      {
        bankCode: 'TBIQ',
        accountNumber: '123456789012',
        confirmAccountNumber: '123456789012',
        accountName: 'Basra Dates',
      },
      {
        dateOfBirth: '1980-05-01',
        statement: { dataUrl: `data:image/png;base64,${PNG_BYTES.toString('base64')}` },
        acceptTerms: true,
      },
      {},
    ],
    deltas: () => ({ merchant: 0n }),
    check: (r) => expect(r.details).toMatchObject({ bank: 'Trade Bank of Iraq', bankAccount: '•••• 9012' }),
  },
  {
    code: 'LOYALTY_POINT',
    login: 'consumer',
    steps: () => [{ points: '1000' }],
    deltas: into('consumer'),
    check: (r) => {
      expect(r.amount).toBe('5000.00');
      expect(r.details.pointsLeft).toBe('11500');
    },
  },
  {
    code: 'DISBURSEMENT',
    login: 'enterprise',
    steps: async (h) => [
      {
        fileId: {
          fileId: await h.uploadCsv('mobile,amount\n7701000001,10000\n7701000002,5000.50\n\n7701000001,2500\n'),
        },
        reference: 'March allowances',
        confirmFile: true,
      },
    ],
    deltas: (r) => ({ enterprise: -total(r), consumer: parseMajor('12500'), consumer2fa: parseMajor('5000.50') }),
    check: (r) => {
      expect(r.amount).toBe('17500.50');
      expect(r.fee).toBe('300.00'); // 100 per payment line
      expect(r.details).toMatchObject({ payments: '3', recipients: '2' });
    },
  },
];

describe.each(backends)('payment services end to end on $name', (backend) => {
  const env = withTestServer(backend);
  const clients = new Map<UserCategory, ApiClient>();
  const tokens = new Map<string, string>();

  async function session(login: string): Promise<{ client: ApiClient; token: string }> {
    const category = demoUser(login).category;
    let client = clients.get(category);
    if (client === undefined) {
      client = await ApiClient.connect(env.server.url, category);
      clients.set(category, client);
    }
    let token = tokens.get(login);
    if (token === undefined) {
      token = await client.signInToken(login);
      tokens.set(login, token);
    }
    return { client, token };
  }

  function helper(client: ApiClient, token: string): Helper {
    return {
      client,
      token,
      async bank(tail) {
        const result = await client.call('POST', paths.linkedBanks, { userToken: token });
        const { options } = v.parse(optionsDataSchema, result.envelope.data);
        const found = options.find((o) => o.extra?.accountNumber?.endsWith(tail));
        if (found === undefined) throw new Error(`no linked bank ending ${tail}`);
        return found.value;
      },
      async uploadCsv(text) {
        const uploaded = await upload(client, token, {
          bytes: Buffer.from(text),
          name: 'payments.csv',
          type: 'text/csv',
        });
        return v.parse(fileUploadDataSchema, uploaded.envelope.data).fileId;
      },
    };
  }

  let zero: bigint;
  beforeAll(async () => {
    zero = await ledgerTotal(env.server.db);
  });

  it.each(scenarios.map((s) => [s.code, s] as const))('%s runs from its seeded form', async (code, scenario) => {
    const { client, token } = await session(scenario.login);
    const def = serviceByCode(code);
    if (def === undefined) throw new Error(code);
    const form = await fetchForm(client, def.pageId);
    const steps = await scenario.steps(helper(client, token));
    const logins = ['consumer', 'consumer2fa', 'agent', 'chainstore', 'superagent', 'merchant', 'enterprise', 'vendor'];
    const before = new Map(
      await Promise.all(logins.map(async (l) => [l, await balanceOfLogin(env.server.db, l)] as const)),
    );
    const run = await runForm({
      client,
      userToken: token,
      form,
      steps,
      props: {
        requestId: newRequestId(),
        pin: DEMO_PIN,
        locale: 'en',
        userIdentifier: demoUser(scenario.login).userIdentifier,
      },
      ...(scenario.otpTo === undefined
        ? {}
        : { readOtp: () => latestOtp(env.server, scenario.otpTo ?? '', 'transaction') }),
    });
    expect(run.submit.status, JSON.stringify(run.submit.envelope)).toBe(200);
    const receipt = run.receipt;
    if (receipt === undefined) throw new Error(JSON.stringify(run.submit.envelope));
    expect(receipt).toMatchObject({ serviceCode: code, status: scenario.status ?? 1, currency: 'IQD' });
    expect(receipt.transactionId).toMatch(/^TX\d{18}$/);
    expect(parseMajor(receipt.total)).toBe(parseMajor(receipt.amount) + parseMajor(receipt.fee));
    // the quote the review showed is what was charged
    const quote = run.responses.find((r) => r !== undefined);
    if (quote !== undefined) {
      expect(v.parse(quoteDataSchema, quote)).toMatchObject({
        amount: receipt.amount,
        fee: receipt.fee,
        total: receipt.total,
      });
    }
    const expected = scenario.deltas(receipt);
    for (const login of logins) {
      const delta = (await balanceOfLogin(env.server.db, login)) - (before.get(login) ?? 0n);
      expect(formatMinor(delta), `${login} after ${code}`).toBe(formatMinor(expected[login] ?? 0n));
    }
    expect(receipt.balanceAfter).toBe(formatMinor(await balanceOfLogin(env.server.db, scenario.login)));
    expect(await ledgerTotal(env.server.db)).toBe(zero);
    scenario.check?.(receipt);
  });

  it('serves every form to the categories that have the service, and 404 or 400 otherwise', async () => {
    const { client } = await session('consumer');
    const unknown = await client.call('GET', paths.serviceConfiguration('SERVICE_NO_SUCH_THING'));
    expect(unknown.status).toBe(404);
    expect(unknown.envelope.errCode).toBe(ErrCode.notFound);
    const bad = await client.call('GET', paths.serviceConfiguration('send-money'));
    expect(bad.status).toBe(400);
    const noCredential = await client.call('GET', paths.serviceConfiguration('SERVICE_SEND_MONEY'), { basic: 'none' });
    expect(noCredential.status).toBe(403);
  });

  it('installs a test-only form through the sandbox content tool, and resets it', async () => {
    const { client } = await session('consumer');
    const install = (body: unknown) =>
      fetch(`${env.server.url}/sandbox/v1/content`, {
        method: 'POST',
        headers: { ...sandboxKeyHeader, ...{ 'Content-Type': 'application/json' } },
        body: JSON.stringify(body),
      });
    const broken = { serviceCode: 'broken', steps: 'not a list' };
    expect((await install({ module: 'serviceForm', pageId: 'SERVICE_TEST_ONLY', data: broken })).status).toBe(200);
    expect((await install({ module: 'serviceForm', pageId: 'bad id', data: {} })).status).toBe(400);
    const served = await client.call('GET', paths.serviceConfiguration('SERVICE_TEST_ONLY'));
    expect(served.envelope.data).toEqual(broken);
    const reset = await fetch(`${env.server.url}/sandbox/v1/content/reset`, {
      method: 'POST',
      headers: { ...sandboxKeyHeader, ...{ 'Content-Type': 'application/json' } },
      body: JSON.stringify({ module: 'serviceForm', pageId: 'SERVICE_TEST_ONLY' }),
    });
    expect(await reset.json()).toMatchObject({ data: { restored: 1 } });
    expect((await client.call('GET', paths.serviceConfiguration('SERVICE_TEST_ONLY'))).status).toBe(404);
  });
});
