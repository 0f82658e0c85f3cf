import * as v from 'valibot';
import { accountIdByCode, formatMinor } from '../../ledger/ledger';
import { FEES_ACCOUNT, settlementAccount } from '../accounts';
import { feeOf } from '../catalogue';
import { amount, code, integer, mobile, optional, plainText } from '../fields';
import {
  billTypes,
  externalMerchants,
  findProduct,
  KOREK_EVOUCHER_LINE,
  operatorCodes,
  operators,
  productsUnder,
  voucherCategoryOf,
  walletProviders,
  type Product,
} from '../partners';
import {
  missingField,
  notEnoughMoney,
  outgoing,
  parseBody,
  randomDigits,
  type Counterparty,
  type Outcome,
  type Plan,
  type PlanContext,
  type Planner,
  type Texts,
} from './types';
import { rejections } from './messages';
import { validationError } from '../../http/envelope';

/**
 * Payments to billers, operators and other providers through their settlement accounts, and
 * money pulled in from other wallet providers. Sandbox rule: a mobile, account, subscriber,
 * invoice or wallet number ending in 0000 is refused by the partner (status 2, nothing posted);
 * an out-of-stock product (ZAIN_50000, STEAM_50) fails alike.
 */

const refusedBy = (value: string) => value.endsWith('0000');

function outcomeOf(rejected: boolean, message: Texts, product?: Product): Outcome {
  if (product?.outOfStock === true) return { status: 2, message: rejections.outOfStock };
  return rejected ? { status: 2, message } : { status: 1 };
}

interface Payment {
  partner: string;
  amountMinor: bigint;
  counterparty: Counterparty;
  details: Record<string, string>;
  outcome: Outcome;
  /** answers details known only once it succeeded (voucher codes, references) */
  onSuccess?: () => Record<string, string>;
}

/** wallet → partner settlement account; the signed-in user pays amount + fee. */
async function paymentPlan(ctx: PlanContext, payment: Payment): Promise<Plan> {
  const feeMinor = feeOf(ctx.def.fee, payment.amountMinor);
  const [settlement, fees] = await Promise.all([
    accountIdByCode(ctx.q, settlementAccount(payment.partner)),
    accountIdByCode(ctx.q, FEES_ACCOUNT),
  ]);
  const { onSuccess } = payment;
  return {
    amountMinor: payment.amountMinor,
    feeMinor,
    counterparty: payment.counterparty,
    details: payment.details,
    postings: outgoing(
      ctx.walletId,
      [{ accountId: settlement, amountMinor: payment.amountMinor }],
      fees,
      payment.amountMinor,
      feeMinor,
    ),
    guarded: [{ accountId: ctx.walletId, message: notEnoughMoney }],
    parties: [
      {
        userId: ctx.user.id,
        direction: 'debit',
        amountMinor: payment.amountMinor,
        feeMinor,
        counterparty: payment.counterparty,
      },
    ],
    limit: { userId: ctx.user.id, direction: 'debit' },
    outcome: payment.outcome,
    ...(onSuccess === undefined ? {} : { commit: () => Promise.resolve(onSuccess()) }),
  };
}

const operatorField = code(operatorCodes);

function productOf(productCode: string, parents: readonly string[]): Product {
  const product = findProduct(productCode);
  if (product === undefined || !parents.some((parent) => productsUnder(parent).includes(product))) {
    throw validationError([{ field: 'product', code: 'unknown', message: 'Not a product of this provider.' }]);
  }
  return product;
}

function partnerParty(code: string, name: Texts): Counterparty {
  return { name: name.en, identifier: code };
}

const reference = (prefix: string) => `${prefix}${randomDigits(10)}`;

/** A voucher's code: four groups of four digits. */
const voucherCode = () => randomDigits(16).replace(/(\d{4})(?=\d)/g, '$1-');

const mobileBillSchema = v.object({ operator: operatorField, mobileNumber: mobile, amount });
const postPaidSchema = v.object({
  billType: code(Object.keys(billTypes)),
  accountNumber: optional(mobile),
  subscriberId: optional(v.pipe(v.string(), v.regex(/^\d{6,12}$/, '6–12 digits'))),
  amount,
});
const topUpSchema = v.object({ operator: operatorField, product: v.string(), mobileNumber: mobile });
const airtimeSchema = v.object({
  operator: operatorField,
  mobileNumber: mobile,
  amount: v.pipe(
    amount,
    v.check((minor) => minor % 25000n === 0n, 'a multiple of 250 IQD'),
  ),
});
const pinSellSchema = v.object({ operator: operatorField, product: v.string() });
const eVoucherSchema = v.object({
  category: optional(v.string()),
  product: v.string(),
  quantity: v.optional(integer(1, 5), '1'),
  email: optional(v.pipe(v.string(), v.email('an e-mail address'), v.maxLength(254))),
});
const korekSchema = v.object({ product: v.string() });
const externalMerchantSchema = v.object({
  merchant: code(Object.keys(externalMerchants)),
  invoiceNumber: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{4,20}$/, '4–20 letters, digits or -')),
  amount,
});
const walletSchema = v.object({
  walletProvider: code(Object.keys(walletProviders)),
  walletNumber: mobile,
  amount,
  note: optional(plainText(140)),
});

const planners: Record<string, (ctx: PlanContext, raw: Record<string, unknown>) => Promise<Plan>> = {
  MOBILE_BILL_PAYMENT: (ctx, raw) => {
    const body = parseBody(mobileBillSchema, raw);
    const name = operators[body.operator as keyof typeof operators];
    return paymentPlan(ctx, {
      partner: body.operator,
      amountMinor: body.amount,
      counterparty: partnerParty(body.operator, name),
      details: { operator: name.en, mobileNumber: body.mobileNumber },
      outcome: outcomeOf(refusedBy(body.mobileNumber), rejections.operator),
      onSuccess: () => ({ billReference: reference('MB') }),
    });
  },
  BILL_PAYMENT_POST_PAID: (ctx, raw) => {
    const body = parseBody(postPaidSchema, raw);
    const type = body.billType as keyof typeof billTypes;
    const number = type === 'postpaid' ? body.accountNumber : body.subscriberId;
    if (number === undefined) throw missingField(type === 'postpaid' ? 'accountNumber' : 'subscriberId');
    const partner = `BILLS_${type.toUpperCase()}`;
    return paymentPlan(ctx, {
      partner,
      amountMinor: body.amount,
      counterparty: partnerParty(partner, billTypes[type]),
      details: { billType: billTypes[type].en, accountNumber: number },
      outcome: outcomeOf(refusedBy(number), rejections.biller),
      onSuccess: () => ({ billReference: reference('BP') }),
    });
  },
  TOPUP_OTHER_EXTERNAL: (ctx, raw) => {
    const body = parseBody(topUpSchema, raw);
    const product = productOf(body.product, [body.operator]);
    const name = operators[body.operator as keyof typeof operators];
    return paymentPlan(ctx, {
      partner: body.operator,
      amountMinor: product.priceMinor,
      counterparty: partnerParty(body.operator, name),
      details: { operator: name.en, product: product.label.en, mobileNumber: body.mobileNumber },
      outcome: outcomeOf(refusedBy(body.mobileNumber), rejections.operator, product),
      onSuccess: () => ({ topUpReference: reference('TU') }),
    });
  },
  AIRTIME_SALES_CASH: (ctx, raw) => {
    const body = parseBody(airtimeSchema, raw);
    const name = operators[body.operator as keyof typeof operators];
    return paymentPlan(ctx, {
      partner: body.operator,
      amountMinor: body.amount,
      counterparty: partnerParty(body.operator, name),
      details: { operator: name.en, mobileNumber: body.mobileNumber },
      outcome: outcomeOf(refusedBy(body.mobileNumber), rejections.operator),
      onSuccess: () => ({ topUpReference: reference('AT') }),
    });
  },
  PIN_SELL: (ctx, raw) => {
    const body = parseBody(pinSellSchema, raw);
    const product = productOf(body.product, [body.operator]);
    const name = operators[body.operator as keyof typeof operators];
    return paymentPlan(ctx, {
      partner: body.operator,
      amountMinor: product.priceMinor,
      counterparty: partnerParty(body.operator, name),
      details: { operator: name.en, product: product.label.en },
      outcome: outcomeOf(false, rejections.operator, product),
      onSuccess: () => ({ voucherPin: randomDigits(14), serialNumber: randomDigits(12) }),
    });
  },
  EVOUCHER_SALES_AGGREGATOR: (ctx, raw) => {
    const body = parseBody(eVoucherSchema, raw);
    const product = productOf(
      body.product,
      body.category === undefined ? ['GAMING', 'STREAMING', 'SHOPPING'] : [body.category],
    );
    const quantity = BigInt(body.quantity);
    const details: Record<string, string> = {
      product: product.label.en,
      category: voucherCategoryOf(product) ?? '',
      quantity: String(body.quantity),
      faceValue: product.faceValue ?? '',
      unitPrice: formatMinor(product.priceMinor),
    };
    if (body.email !== undefined) details.email = body.email;
    return paymentPlan(ctx, {
      partner: 'EVOUCHERS',
      amountMinor: product.priceMinor * quantity,
      counterparty: { name: 'E-voucher aggregator', identifier: 'EVOUCHERS' },
      details,
      outcome: outcomeOf(false, rejections.outOfStock, product),
      onSuccess: () => ({ voucherCodes: Array.from({ length: body.quantity }, voucherCode).join(', ') }),
    });
  },
  EVOUCHER_SALES_KOREK: (ctx, raw) => {
    const body = parseBody(korekSchema, raw);
    const product = productOf(body.product, [KOREK_EVOUCHER_LINE]);
    return paymentPlan(ctx, {
      partner: KOREK_EVOUCHER_LINE,
      amountMinor: product.priceMinor,
      counterparty: partnerParty('KOREK', operators.KOREK),
      details: { product: product.label.en },
      outcome: outcomeOf(false, rejections.outOfStock, product),
      onSuccess: () => ({ voucherPin: randomDigits(14), serialNumber: randomDigits(12) }),
    });
  },
  MERCHANT_PAYMENT_EXTERNAL: (ctx, raw) => {
    const body = parseBody(externalMerchantSchema, raw);
    const name = externalMerchants[body.merchant as keyof typeof externalMerchants];
    return paymentPlan(ctx, {
      partner: body.merchant,
      amountMinor: body.amount,
      counterparty: partnerParty(body.merchant, name),
      details: { merchant: name.en, invoiceNumber: body.invoiceNumber },
      outcome: outcomeOf(refusedBy(body.invoiceNumber), rejections.merchant),
      onSuccess: () => ({ paymentReference: reference('EM') }),
    });
  },
  CASH_IN_AGENT_EXTERNAL: (ctx, raw) => {
    const body = parseBody(walletSchema, raw);
    const name = walletProviders[body.walletProvider as keyof typeof walletProviders];
    return paymentPlan(ctx, {
      partner: body.walletProvider,
      amountMinor: body.amount,
      counterparty: { name: name.en, identifier: body.walletNumber },
      details: { walletProvider: name.en, walletNumber: body.walletNumber },
      outcome: outcomeOf(refusedBy(body.walletNumber), rejections.provider),
      onSuccess: () => ({ providerReference: reference('CX') }),
    });
  },
};

export const paymentPlanner: Planner = (ctx, raw) => {
  const planner = planners[ctx.def.code];
  if (planner === undefined) throw new Error(`${ctx.def.code} has no payment planner`);
  return planner(ctx, raw);
};

/** cash-in-other-wallet: the provider's settlement account pays this wallet (no fee). */
export const externalInPlan: Planner = async (ctx, raw) => {
  const body = parseBody(walletSchema, raw);
  const name = walletProviders[body.walletProvider as keyof typeof walletProviders];
  const settlement = await accountIdByCode(ctx.q, settlementAccount(body.walletProvider));
  const counterparty = { name: name.en, identifier: body.walletNumber };
  const details: Record<string, string> = { walletProvider: name.en, walletNumber: body.walletNumber };
  if (body.note !== undefined) details.note = body.note;
  return {
    amountMinor: body.amount,
    feeMinor: 0n,
    counterparty,
    details,
    postings: [
      { accountId: settlement, amountMinor: -body.amount },
      { accountId: ctx.walletId, amountMinor: body.amount },
    ],
    guarded: [],
    parties: [{ userId: ctx.user.id, direction: 'credit', amountMinor: body.amount, feeMinor: 0n, counterparty }],
    limit: { userId: ctx.user.id, direction: 'credit' },
    outcome: outcomeOf(refusedBy(body.walletNumber), rejections.provider),
    commit: () => Promise.resolve({ providerReference: reference('CW') }),
  };
};
