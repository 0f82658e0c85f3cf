import * as v from 'valibot';
import { accountIdByCode, formatMinor } from '../../ledger/ledger';
import { settlementAccount } from '../accounts';
import { amount, code, integer, mobile, optional, plainText } from '../fields';
import {
  billerOf,
  billTypes,
  codesOf,
  externalMerchants,
  findProduct,
  KOREK_EVOUCHER_LINE,
  operators,
  partnerIn,
  productsUnder,
  voucherCategoryOf,
  walletProviders,
  type Partner,
  type Product,
} from '../partners';
import {
  detailsOf,
  missingField,
  paidFromWallet,
  paidIntoWallet,
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

/** A number the partner checks (mobile, account, invoice, wallet), and what it says when it refuses it. */
interface Checked {
  number: string;
  rejection: Texts;
}

/** The sandbox's partners: a product out of stock, or a number the partner refuses, fails the payment. */
function outcomeOf(sale: { product?: Product; checked?: Checked }): Outcome {
  if (sale.product?.outOfStock === true) return { status: 2, message: rejections.outOfStock };
  if (sale.checked?.number.endsWith('0000') === true) return { status: 2, message: sale.checked.rejection };
  return { status: 1 };
}

/** Details the partner answers once the payment succeeded (references, voucher codes). */
type PartnerAnswer = () => Record<string, string>;

interface Payment {
  /** whose settlement account is paid */
  partner: string;
  amountMinor: bigint;
  counterparty: Counterparty;
  details: Record<string, string>;
  /** what is sold, if a product */
  product?: Product;
  checked?: Checked;
  onSuccess: PartnerAnswer;
}

/** wallet → partner settlement account; the signed-in user pays amount + fee. */
async function paymentPlan(ctx: PlanContext, payment: Payment): Promise<Plan> {
  const { partner, product, checked, onSuccess, ...paid } = payment;
  return paidFromWallet(ctx, {
    ...paid,
    to: await accountIdByCode(ctx.q, settlementAccount(partner)),
    outcome: outcomeOf({ product, checked }),
    commit: () => Promise.resolve(onSuccess()),
  });
}

/** The partner as the payer sees it. */
const partnerParty = (partner: Partner): Counterparty => ({ name: partner.name.en, identifier: partner.code });

/**
 * To a mobile operator: an amount for a mobile number (which the operator may refuse), a product
 * of its own (which may be out of stock), or a product for a mobile number.
 */
function operatorPayment(
  ctx: PlanContext,
  body: { operator: string; mobileNumber?: string },
  sale: { amountMinor: bigint; product?: Product; onSuccess: PartnerAnswer },
): Promise<Plan> {
  const operator = partnerIn(operators, body.operator);
  const { mobileNumber } = body;
  return paymentPlan(ctx, {
    ...sale,
    partner: operator.code,
    counterparty: partnerParty(operator),
    details: detailsOf({ operator: operator.name.en, product: sale.product?.label.en, mobileNumber }),
    checked: mobileNumber === undefined ? undefined : { number: mobileNumber, rejection: rejections.operator },
  });
}

function productOf(productCode: string, parents: readonly string[]): Product {
  const product = findProduct(productCode);
  if (product === undefined || !parents.some((parent) => productsUnder(parent).includes(product))) {
    throw validationError([{ field: 'product', code: 'unknown', message: 'Not a product of this provider.' }]);
  }
  return product;
}

const reference = (prefix: string) => `${prefix}${randomDigits(10)}`;

/** A PIN card: the PIN that recharges, and the card's serial number. */
const pinCard: PartnerAnswer = () => ({ voucherPin: randomDigits(14), serialNumber: randomDigits(12) });

/** A voucher's code: four groups of four digits. */
const voucherCode = () => randomDigits(16).replace(/(\d{4})(?=\d)/g, '$1-');

/** A wallet at another provider: the provider settles; the payer sees the wallet, which the provider may refuse. */
function otherWallet(body: { walletProvider: string; walletNumber: string }) {
  const provider = partnerIn(walletProviders, body.walletProvider);
  return {
    provider: provider.code,
    counterparty: { name: provider.name.en, identifier: body.walletNumber },
    details: { walletProvider: provider.name.en, walletNumber: body.walletNumber },
    checked: { number: body.walletNumber, rejection: rejections.provider },
  };
}

const operatorField = code(codesOf(operators));
const mobileBillSchema = v.object({ operator: operatorField, mobileNumber: mobile, amount });
const postPaidSchema = v.object({
  billType: code(codesOf(billTypes)),
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
  merchant: code(codesOf(externalMerchants)),
  invoiceNumber: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{4,20}$/, '4–20 letters, digits or -')),
  amount,
});
const walletSchema = v.object({
  walletProvider: code(codesOf(walletProviders)),
  walletNumber: mobile,
  amount,
  note: optional(plainText(140)),
});

/** An amount to an operator for a mobile number: a bill or airtime, which differ in amounts and reference. */
function amountForMobile(schema: typeof mobileBillSchema | typeof airtimeSchema, onSuccess: PartnerAnswer): Planner {
  return (ctx, raw) => {
    const body = parseBody(schema, raw);
    return operatorPayment(ctx, body, { amountMinor: body.amount, onSuccess });
  };
}

const planners: Record<string, Planner> = {
  MOBILE_BILL_PAYMENT: amountForMobile(mobileBillSchema, () => ({ billReference: reference('MB') })),
  AIRTIME_SALES_CASH: amountForMobile(airtimeSchema, () => ({ topUpReference: reference('AT') })),
  BILL_PAYMENT_POST_PAID: (ctx, raw) => {
    const body = parseBody(postPaidSchema, raw);
    const field = body.billType === 'postpaid' ? 'accountNumber' : 'subscriberId';
    const number = body[field];
    if (number === undefined) throw missingField(field);
    const biller = billerOf(body.billType);
    return paymentPlan(ctx, {
      partner: biller.code,
      amountMinor: body.amount,
      counterparty: partnerParty(biller),
      details: { billType: biller.name.en, accountNumber: number },
      checked: { number, rejection: rejections.biller },
      onSuccess: () => ({ billReference: reference('BP') }),
    });
  },
  TOPUP_OTHER_EXTERNAL: (ctx, raw) => {
    const body = parseBody(topUpSchema, raw);
    const product = productOf(body.product, [body.operator]);
    const onSuccess = () => ({ topUpReference: reference('TU') });
    return operatorPayment(ctx, body, { amountMinor: product.priceMinor, product, onSuccess });
  },
  PIN_SELL: (ctx, raw) => {
    const body = parseBody(pinSellSchema, raw);
    const product = productOf(body.product, [body.operator]);
    return operatorPayment(ctx, body, { amountMinor: product.priceMinor, product, onSuccess: pinCard });
  },
  EVOUCHER_SALES_AGGREGATOR: (ctx, raw) => {
    const body = parseBody(eVoucherSchema, raw);
    const product = productOf(
      body.product,
      body.category === undefined ? ['GAMING', 'STREAMING', 'SHOPPING'] : [body.category],
    );
    return paymentPlan(ctx, {
      partner: 'EVOUCHERS',
      amountMinor: product.priceMinor * BigInt(body.quantity),
      counterparty: { name: 'E-voucher aggregator', identifier: 'EVOUCHERS' },
      details: detailsOf({
        product: product.label.en,
        category: voucherCategoryOf(product) ?? '',
        quantity: String(body.quantity),
        faceValue: product.faceValue ?? '',
        unitPrice: formatMinor(product.priceMinor),
        email: body.email,
      }),
      product,
      onSuccess: () => ({ voucherCodes: Array.from({ length: body.quantity }, voucherCode).join(', ') }),
    });
  },
  EVOUCHER_SALES_KOREK: (ctx, raw) => {
    const product = productOf(parseBody(korekSchema, raw).product, [KOREK_EVOUCHER_LINE]);
    return paymentPlan(ctx, {
      // the e-voucher line settles apart from Korek's airtime; the payer sees Korek
      partner: KOREK_EVOUCHER_LINE,
      amountMinor: product.priceMinor,
      counterparty: partnerParty(partnerIn(operators, 'KOREK')),
      details: { product: product.label.en },
      product,
      onSuccess: pinCard,
    });
  },
  MERCHANT_PAYMENT_EXTERNAL: (ctx, raw) => {
    const body = parseBody(externalMerchantSchema, raw);
    const merchant = partnerIn(externalMerchants, body.merchant);
    return paymentPlan(ctx, {
      partner: merchant.code,
      amountMinor: body.amount,
      counterparty: partnerParty(merchant),
      details: { merchant: merchant.name.en, invoiceNumber: body.invoiceNumber },
      checked: { number: body.invoiceNumber, rejection: rejections.merchant },
      onSuccess: () => ({ paymentReference: reference('EM') }),
    });
  },
  CASH_IN_AGENT_EXTERNAL: (ctx, raw) => {
    const body = parseBody(walletSchema, raw);
    const { provider, ...wallet } = otherWallet(body);
    const onSuccess = () => ({ providerReference: reference('CX') });
    return paymentPlan(ctx, { ...wallet, partner: provider, amountMinor: body.amount, onSuccess });
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
  const wallet = otherWallet(body);
  return paidIntoWallet(ctx, {
    from: await accountIdByCode(ctx.q, settlementAccount(wallet.provider)),
    amountMinor: body.amount,
    counterparty: wallet.counterparty,
    details: detailsOf({ ...wallet.details, note: body.note }),
    outcome: outcomeOf({ checked: wallet.checked }),
    commit: () => Promise.resolve({ providerReference: reference('CW') }),
  });
};
