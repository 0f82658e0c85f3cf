import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import {
  optionsDataSchema,
  passThroughDataSchema,
  quoteDataSchema,
  transactionReportDataSchema,
  transactionResultSchema,
} from '../../../src/api/contract/transactions';
import { formatMinor, parseMajor } from '../../../server/ledger/ledger';
import { SUSPENSE_ACCOUNT } from '../../../server/payments/accounts';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';
import { balanceOfLogin, ledgerTotal } from '../support/services';
import { callerFor, masked, type Caller } from '../support/transact';

/**
 * The sandbox's money rules: funds, limits, who may use a service, recipients, the deterministic
 * fail and pending rules, and the transaction report seen from both sides.
 */
describe.each(backends)('payment rules on $name', (backend) => {
  const env = withTestServer(backend);
  let consumer: Caller;
  let agent: Caller;
  let zero: bigint;
  const balance = (login: string) => balanceOfLogin(env.server.db, login);
  const bankId = async (caller: Caller, tail: string) => {
    const result = await caller.client.call('POST', paths.linkedBanks, { userToken: caller.token });
    const option = v
      .parse(optionsDataSchema, result.envelope.data)
      .options.find((o) => o.extra?.accountNumber?.endsWith(tail));
    if (option === undefined) throw new Error(`no bank ${tail}`);
    return option.value;
  };

  beforeAll(async () => {
    consumer = await callerFor(env.server, 'consumer');
    agent = await callerFor(env.server, 'agent');
    zero = await ledgerTotal(env.server.db);
  });

  it('quotes fee, total and the recipient without moving money', async () => {
    const before = await balance('consumer');
    const result = await consumer.quote({
      serviceCode: 'SEND_MONEY',
      recipientMobile: '9647701000002',
      amount: '1000',
    });
    expect(v.parse(quoteDataSchema, result.envelope.data)).toEqual({
      serviceCode: 'SEND_MONEY',
      amount: '1000.00',
      fee: '255.00',
      total: '1255.00',
      currency: 'IQD',
      counterparty: { name: 'Omar K.', identifier: '1000000002' },
      details: {},
    });
    expect(await balance('consumer')).toBe(before);
  });

  it('refuses more than the wallet holds, and moves nothing', async () => {
    const mini = await callerFor(env.server, 'minihouston');
    const before = await balance('minihouston');
    const body = { serviceCode: 'AGENT_TO_AGENT_TRANSFER', recipientMobile: '7701000003', amount: '320000.01' };
    expect((await mini.quote(body)).envelope).toMatchObject({ errCode: ErrCode.insufficientFunds });
    const result = await mini.submit(body);
    expect(result.status).toBe(200);
    expect(result.envelope).toMatchObject({
      responseCode: 1,
      errCode: ErrCode.insufficientFunds,
      data: { available: formatMinor(before) },
    });
    expect(await balance('minihouston')).toBe(before);
    // exactly the balance is fine: the wallet may reach zero, never below
    const all = await mini.receipt({ ...body, amount: formatMinor(before) });
    expect(all.balanceAfter).toBe('0.00');
  });

  it('keeps amounts within the service’s minimum and maximum', async () => {
    const below = await consumer.quote({ serviceCode: 'SEND_MONEY', recipientMobile: '7701000002', amount: '999.99' });
    expect(below.envelope).toMatchObject({ errCode: ErrCode.amountBelowMinimum, data: { minimum: '1000.00' } });
    const above = await consumer.submit({
      serviceCode: 'P2P_MONEY_TRANSFER_REG_USER',
      recipientMobile: '7701000002',
      amount: '2000000.01',
    });
    expect(above.envelope).toMatchObject({ errCode: ErrCode.amountAboveMaximum, data: { maximum: '2000000.00' } });
  });

  it('holds bank cash-outs above 1,000,000 IQD in suspense (pending), counts them to the daily limit, and resets the limit at midnight in Baghdad', async () => {
    const bank = await bankId(consumer, '1234');
    await consumer.receipt({ serviceCode: 'BANK_CASH_IN', bankAccountId: bank, amount: '10000000' });
    const suspense = async () =>
      BigInt(
        (
          await env.server.db.query<{ s: string }>(
            `SELECT COALESCE(SUM(p.amount_minor), 0)::text AS s FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
              WHERE a.code = $1`,
            [SUSPENSE_ACCOUNT],
          )
        ).rows[0]?.s ?? '0',
      );
    const heldBefore = await suspense();
    const before = await balance('consumer');
    const pending = await consumer.receipt({ serviceCode: 'CASHOUT', bankAccountId: bank, amount: '2000000' });
    expect(pending).toMatchObject({ status: 0, fee: '10500.00', total: '2010500.00' });
    expect(pending.statusMessage).toMatch(/reviewed/);
    expect(await balance('consumer')).toBe(before - parseMajor('2010500'));
    expect((await suspense()) - heldBefore).toBe(parseMajor('2000000'));
    await consumer.receipt({ serviceCode: 'CASHOUT', bankAccountId: bank, amount: '2000000' });
    const over = await consumer.submit({ serviceCode: 'CASHOUT', bankAccountId: bank, amount: '1000000.01' });
    expect(over.envelope).toMatchObject({
      errCode: ErrCode.dailyLimitExceeded,
      data: { dailyLimit: '5000000.00', usedToday: '4000000.00' },
    });
    expect((await consumer.receipt({ serviceCode: 'CASHOUT', bankAccountId: bank, amount: '1000000' })).status).toBe(1);
    // the next day in Baghdad (UTC+3) the limit starts again
    const now = env.server.clock.now();
    const nextMidnight = Math.floor((now + 3 * 3600_000) / 86_400_000 + 1) * 86_400_000 - 3 * 3600_000;
    env.server.clock.advance(nextMidnight - now + 1000);
    // sessions end after 12 h: sign in again
    consumer = await callerFor(env.server, 'consumer');
    agent = await callerFor(env.server, 'agent');
    expect((await consumer.receipt({ serviceCode: 'CASHOUT', bankAccountId: bank, amount: '500000' })).status).toBe(1);
    expect(await ledgerTotal(env.server.db)).toBe(zero);
  });

  it('offers a service only to categories whose menus have it', async () => {
    const refusals = [
      await consumer.submit({ serviceCode: 'DISBURSEMENT', fileId: `F${'a'.repeat(43)}` }),
      await consumer.quote({ serviceCode: 'BANK_CASH_OUT', bankAccountId: '1', amount: '20000' }), // disabled in the menu
      await consumer.quote({ serviceCode: 'NO_SUCH_SERVICE', amount: '1' }),
      await (
        await callerFor(env.server, 'vendor')
      ).quote({ serviceCode: 'EVOUCHER_SALES_KOREK', product: 'KOREK_EV_DATA_5GB' }),
      await (
        await callerFor(env.server, 'csr')
      ).quote({ serviceCode: 'SEND_MONEY', recipientMobile: '7701000002', amount: '5000' }),
    ];
    for (const result of refusals) {
      expect(result.status).toBe(200);
      expect(result.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.serviceUnknown });
    }
  });

  it('looks up recipients: unknown numbers, oneself and the wrong kind of wallet are refused', async () => {
    const lookup = (json: unknown) =>
      consumer.client.call('POST', paths.getChildUserInfo, { userToken: consumer.token, json });
    expect(v.parse(passThroughDataSchema, (await lookup({ mobile: '9647701000002' })).envelope.data)).toEqual({
      fields: { recipientName: 'Omar K.' },
    });
    expect((await lookup({ walletId: '1000000008' })).envelope.data).toEqual({
      fields: { recipientName: 'Basra Dates Co.' },
    });
    expect((await lookup({ mobile: '7799999999' })).envelope.errCode).toBe(ErrCode.recipientUnknown);
    expect((await lookup({ mobile: '7701000001' })).envelope.errCode).toBe(ErrCode.recipientIsPayer);
    expect((await lookup({ mobile: '7701000008', serviceCode: 'SEND_MONEY' })).envelope.errCode).toBe(
      ErrCode.recipientUnknown,
    );
    const send = (recipientMobile: string) =>
      consumer.submit({ serviceCode: 'SEND_MONEY', recipientMobile, amount: '5000' });
    expect((await send('7799999999')).envelope.errCode).toBe(ErrCode.recipientUnknown);
    expect((await send('7701000001')).envelope.errCode).toBe(ErrCode.recipientIsPayer);
    expect((await send('7701000008')).envelope.errCode).toBe(ErrCode.recipientUnknown); // a merchant's phone
    const missing = await consumer.submit({ serviceCode: 'SEND_MONEY', recipientMode: 'favourite', amount: '5000' });
    expect(missing.status).toBe(400);
    expect(missing.envelope.data).toMatchObject({ errors: [{ field: 'favouriteMobile', code: 'required' }] });
  });

  it('records the sandbox’s refusals as failed transactions (status 2) that move nothing', async () => {
    const before = await balance('consumer');
    const bill = await consumer.receipt({
      serviceCode: 'MOBILE_BILL_PAYMENT',
      operator: 'ZAIN',
      mobileNumber: '7801230000',
      amount: '5000',
    });
    expect(bill).toMatchObject({ status: 2, statusMessage: 'The operator rejected this mobile number.' });
    expect(bill.details.billReference).toBeUndefined();
    const inArabic = await consumer.receipt({
      serviceCode: 'BILL_PAYMENT_POST_PAID',
      billType: 'postpaid',
      accountNumber: '7801110000',
      amount: '5000',
      locale: 'ar',
    });
    expect(inArabic).toMatchObject({ status: 2, statusMessage: 'لم تقبل الجهة المُصدِرة للفاتورة رقم الحساب هذا.' });
    const outOfStock = await consumer.receipt({
      serviceCode: 'TOPUP_OTHER_EXTERNAL',
      operator: 'ZAIN',
      product: 'ZAIN_50000',
      mobileNumber: '7801234567',
    });
    expect(outOfStock).toMatchObject({ status: 2, statusMessage: 'This product is out of stock.' });
    const noFunds = await consumer.receipt({
      serviceCode: 'WALLET_TOPUP',
      bankAccountId: await bankId(consumer, '9999'),
      amount: '10000',
    });
    expect(noFunds.status).toBe(2);
    const declined = await consumer.receipt(
      {
        serviceCode: 'LOAD_MONEY',
        source: 'card',
        cardNumber: await masked('4000000000020000'),
        cardExpiry: '10/38',
        cardHolder: 'Layla Hassan',
        cvv: await masked('321'),
        amount: '10000',
      },
      { nonce: true },
    );
    expect(declined).toMatchObject({ status: 2, statusMessage: 'The card issuer declined the payment.' });
    expect(await balance('consumer')).toBe(before);
    const failed = [bill, inArabic, outOfStock, noFunds, declined].map((r) => r.transactionId);
    const { rows } = await env.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transactions
        WHERE status = 2 AND entry_id IS NULL AND public_id = ANY(string_to_array($1, ','))`,
      [failed.join(',')],
    );
    expect(rows[0]?.n).toBe(5);
  });

  it('needs a linked bank for bank services, and only the user’s own', async () => {
    const mini = await callerFor(env.server, 'minihouston');
    const none = await mini.quote({ serviceCode: 'BANK_CASH_IN', bankAccountId: '1', amount: '20000' });
    expect(none.envelope).toMatchObject({ errCode: ErrCode.noLinkedBank, message: 'Link a bank account first.' });
    const others = await agent.quote({
      serviceCode: 'BANK_CASH_IN',
      bankAccountId: await bankId(consumer, '1234'),
      amount: '20000',
    });
    expect(others.envelope.errCode).toBe(ErrCode.noLinkedBank);
  });

  it('links a bank account (and the bank may refuse one), which then serves bank services', async () => {
    const merchant = await callerFor(env.server, 'merchant');
    const statement = `data:application/pdf;base64,${Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64')}`;
    const link = (accountNumber: string, more: Record<string, unknown> = {}) =>
      merchant.submit({
        serviceCode: 'LINK_BANK_ACCOUNT',
        bankCode: 'RAFB',
        accountNumber,
        accountName: 'Basra Dates',
        dateOfBirth: '1975-01-31',
        statement,
        acceptTerms: 'true',
        ...more,
      });
    const refused = v.parse(transactionResultSchema, (await link('999988880000')).envelope.data);
    expect(refused).toMatchObject({ status: 2, statusMessage: 'The bank could not confirm this account.' });
    const linked = v.parse(transactionResultSchema, (await link('999988887777')).envelope.data);
    expect(linked.status).toBe(1);
    const options = v.parse(
      optionsDataSchema,
      (await merchant.client.call('POST', paths.linkedBanks, { userToken: merchant.token })).envelope.data,
    ).options;
    expect(options.map((o) => o.extra?.accountNumber)).toEqual(['•••• 4444', '•••• 7777']);
    expect(options[1]?.label).toMatchObject({ en: 'Rafidain Bank •••• 7777', ar: 'مصرف الرافدين •••• 7777' });
    const young = await link('999988886666', { dateOfBirth: '2015-01-01' });
    expect(young.status).toBe(400);
    const noTerms = await link('999988886666', { acceptTerms: false });
    expect(noTerms.envelope.data).toMatchObject({ errors: [{ field: 'acceptTerms' }] });
    const png = await link('999988886666', { statement: 'data:application/pdf;base64,iVBORw0KGgo=' });
    expect(png.envelope.errCode).toBe(ErrCode.fileTypeInvalid);
    const withdraw = await merchant.receipt({
      serviceCode: 'WITHDRAW',
      bankAccountId: options[1]?.value,
      amount: '5000',
    });
    expect(withdraw.counterparty).toEqual({ name: 'Rafidain Bank', identifier: '•••• 7777' });
  });

  it('saves favourites that send money then offers, and redeems loyalty points only as far as they go', async () => {
    await consumer.receipt({ serviceCode: 'FAVOURITES', mobile: '7701000003', nickname: 'Ahmed' }, { pin: null });
    await consumer.receipt(
      { serviceCode: 'FAVOURITES', mobile: '7701000003', nickname: 'Ahmed (agent)' },
      { pin: null },
    );
    const favourites = v.parse(
      optionsDataSchema,
      (
        await consumer.client.call('POST', paths.beneficiaries, {
          userToken: consumer.token,
          json: { kind: 'favourite' },
        })
      ).envelope.data,
    ).options;
    expect(favourites.map((o) => [o.value, o.extra?.name])).toEqual([
      ['7701000003', 'Ahmed (agent)'],
      ['7701000002', 'Omar'],
    ]);
    const viaGet = await consumer.client.call('GET', `${paths.beneficiaries}?kind=favourite`, {
      userToken: consumer.token,
    });
    expect(viaGet.envelope.data).toEqual({ options: favourites });
    const points = await consumer.submit({ serviceCode: 'LOYALTY_POINT', points: '20000' });
    expect(points.envelope).toMatchObject({ errCode: ErrCode.insufficientFunds, data: { pointsAvailable: '12500' } });
    const odd = await consumer.submit({ serviceCode: 'LOYALTY_POINT', points: '150' });
    expect(odd.status).toBe(400);
  });

  it('shows each transaction to both sides, newest first, paged and filtered', async () => {
    const omar = await callerFor(env.server, 'consumer2fa').catch(() => undefined);
    expect(omar).toBeUndefined(); // consumer2fa needs a second factor: read the report through the database
    const sent = await consumer.receipt({
      serviceCode: 'P2P_MONEY_TRANSFER_REG_USER',
      recipientMobile: '7701000002',
      amount: '1234.50',
    });
    const report = async (caller: Caller, json: unknown) =>
      caller.client.call('POST', paths.transactionReport, { userToken: caller.token, json });
    const mine = v.parse(transactionReportDataSchema, (await report(consumer, { pageSize: 1 })).envelope.data);
    expect(mine.rows).toEqual([
      {
        transactionId: sent.transactionId,
        serviceCode: 'P2P_MONEY_TRANSFER_REG_USER',
        title: { en: 'Transfer to a wallet user', ar: 'تحويل إلى مستخدم محفظة', ku: 'گواستنەوە بۆ بەکارهێنەری جزدان' },
        direction: 'debit',
        amount: '1234.50',
        fee: '12.35',
        currency: 'IQD',
        status: 1,
        counterparty: { name: 'Omar K.', identifier: '1000000002' },
        createdAt: sent.createdAt,
      },
    ]);
    expect(mine.total).toBeGreaterThan(5);
    const second = v.parse(
      transactionReportDataSchema,
      (await report(consumer, { pageSize: 1, page: 2 })).envelope.data,
    );
    expect(second.rows[0]?.transactionId).not.toBe(sent.transactionId);
    const filtered = v.parse(
      transactionReportDataSchema,
      (await report(consumer, { serviceCode: 'FAVOURITES', pageSize: 50 })).envelope.data,
    );
    expect(filtered.rows.map((r) => [r.direction, r.amount])).toEqual([
      ['none', '0.00'],
      ['none', '0.00'],
    ]);
    // the payee's side
    const payee = await env.server.db.query<{ direction: string; amount: string; name: string }>(
      `SELECT p.direction, p.amount_minor::text AS amount, p.counterparty_name AS name
         FROM transaction_parties p JOIN transactions t ON t.id = p.transaction_id JOIN users u ON u.id = p.user_id
        WHERE t.public_id = $1 AND u.login = 'consumer2fa'`,
      [sent.transactionId],
    );
    expect(payee.rows).toEqual([{ direction: 'credit', amount: '123450', name: 'Layla H.' }]);
    const agentSide = v.parse(transactionReportDataSchema, (await report(agent, { pageSize: 100 })).envelope.data);
    expect(agentSide.rows.every((r) => r.transactionId !== sent.transactionId)).toBe(true);
    const chain = await callerFor(env.server, 'chainstore');
    const received = await agent.receipt({
      serviceCode: 'AGENT_TO_AGENT_TRANSFER',
      recipientMobile: '7701000004',
      amount: '10000',
    });
    const chainSide = v.parse(transactionReportDataSchema, (await report(chain, {})).envelope.data);
    expect(chainSide.rows[0]).toMatchObject({
      transactionId: received.transactionId,
      direction: 'credit',
      amount: '10000.00',
      fee: '0.00',
      counterparty: { name: 'Ahmed Kareem', identifier: '1000000003' },
    });
    const backwards = await report(consumer, { fromDate: '2030-02-01', toDate: '2030-01-31' });
    expect(backwards.status).toBe(400);
    expect(backwards.envelope.errCode).toBe(ErrCode.dateRangeInvalid);
    const future = v.parse(
      transactionReportDataSchema,
      (await report(consumer, { fromDate: '2099-01-01', toDate: '2099-01-31' })).envelope.data,
    );
    expect(future).toEqual({ rows: [], total: 0, page: 1, pageSize: 10 });
    expect((await report(consumer, { fromDate: '2030-02-30' })).status).toBe(400);
    expect((await report(consumer, { userIdentifier: '1000000002' })).status).toBe(400);
  });

  it('lists products, e-voucher categories and rates', async () => {
    const products = v.parse(
      optionsDataSchema,
      (
        await consumer.client.call('POST', paths.getProduct, {
          userToken: consumer.token,
          json: { operator: 'ASIACELL' },
        })
      ).envelope.data,
    ).options;
    expect(products[0]).toEqual({
      value: 'ASIACELL_5000',
      label: { en: 'Asiacell 5,000 IQD', ar: 'آسياسيل 5,000 دينار', ku: 'ئاسیاسێڵ 5,000 دینار' },
      extra: { price: '5000.00', currency: 'IQD' },
    });
    // requirements#option-unavailable: an out-of-stock product is listed, not choosable, with why
    expect(products.some((p) => p.disabled === true)).toBe(false);
    const zain = v.parse(
      optionsDataSchema,
      (
        await consumer.client.call('POST', paths.getProduct, {
          userToken: consumer.token,
          json: { operator: 'ZAIN' },
        })
      ).envelope.data,
    ).options;
    expect(zain.filter((p) => p.disabled === true)).toEqual([
      {
        value: 'ZAIN_50000',
        label: { en: 'Zain Iraq 50,000 IQD', ar: 'زين العراق 50,000 دينار', ku: 'زەین عێراق 50,000 دینار' },
        extra: { price: '50000.00', currency: 'IQD', outOfStock: 'true' },
        disabled: true,
        reason: { en: 'Out of stock', ar: 'نفدت الكمية', ku: 'لە کۆگادا نەماوە' },
      },
    ]);
    expect(zain.filter((p) => p.disabled !== true).every((p) => p.reason === undefined)).toBe(true);
    const unknown = await consumer.client.call('POST', paths.getProduct, {
      userToken: consumer.token,
      json: { operator: 'NOPE' },
    });
    expect(unknown.status).toBe(400);
    const top = await consumer.client.call('GET', paths.evoucherCategory('0'));
    expect(v.parse(optionsDataSchema, top.envelope.data).options.map((o) => o.value)).toEqual([
      'GAMING',
      'STREAMING',
      'SHOPPING',
    ]);
    const gaming = await consumer.client.call('GET', paths.evoucherCategory('GAMING'));
    expect(v.parse(optionsDataSchema, gaming.envelope.data).options.map((o) => o.value)).toEqual([
      'PLAYSTATION',
      'XBOX',
      'STEAM',
    ]);
    expect((await consumer.client.call('GET', paths.evoucherCategory('NOPE'))).status).toBe(404);
    expect((await consumer.client.call('GET', paths.evoucherCategory('<x>'))).status).toBe(400);
    const rate = await consumer.client.call('POST', paths.getVoucherRate, {
      userToken: consumer.token,
      json: { product: 'STEAM_20' },
    });
    expect(rate.envelope.data).toEqual({
      fields: {
        voucherPrice: '26400.00 IQD',
        voucherFee: '500.00 IQD',
        voucherTotal: '26900.00 IQD',
        faceValue: '20.00 USD',
        exchangeRate: '1320.00',
      },
    });
    // requirements#voucher-rate: a quantity multiplies the price; the named service's fee is added once
    const three = await consumer.client.call('POST', paths.getVoucherRate, {
      userToken: consumer.token,
      json: { product: 'STEAM_20', quantity: '3', serviceCode: 'EVOUCHER_SALES_AGGREGATOR' },
    });
    expect(v.parse(passThroughDataSchema, three.envelope.data).fields).toMatchObject({
      voucherPrice: '26400.00 IQD',
      voucherFee: '500.00 IQD',
      voucherTotal: '79700.00 IQD',
    });
    const korek = await consumer.client.call('POST', paths.getVoucherRate, {
      userToken: consumer.token,
      json: { product: 'STEAM_20', quantity: 2, serviceCode: 'EVOUCHER_SALES_KOREK' },
    });
    expect(v.parse(passThroughDataSchema, korek.envelope.data).fields).toMatchObject({
      voucherFee: '0.00 IQD',
      voucherTotal: '52800.00 IQD',
    });
    for (const json of [
      { product: 'STEAM_20', quantity: 6 },
      { product: 'STEAM_20', quantity: '0' },
      { product: 'STEAM_20', quantity: '1.5' },
      { product: 'STEAM_20', serviceCode: 'NOPE' },
      { product: 'NOPE' },
    ]) {
      const refused = await consumer.client.call('POST', paths.getVoucherRate, { userToken: consumer.token, json });
      expect([refused.status, refused.envelope.errCode]).toEqual([400, ErrCode.validationFailed]);
    }
    expect((await consumer.client.call('POST', paths.getVoucherRate, { json: { product: 'STEAM_20' } })).status).toBe(
      401,
    );
  });
});
