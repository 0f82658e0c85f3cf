import * as v from 'valibot';
import { accountIdByCode } from '../../ledger/ledger';
import { FEES_ACCOUNT } from '../accounts';
import { feeOf } from '../catalogue';
import { amount, code, mobile, optional, plainText, walletId } from '../fields';
import { displayNameOf, holderByIdentifier, holderByMobile, isKindAllowed, type WalletHolder } from '../people';
import {
  detailsOf,
  missingField,
  outgoing,
  paidFromWallet,
  parseBody,
  recipientIsPayer,
  recipientUnknown,
  type Plan,
  type PlanContext,
  type Planner,
} from './types';

/** How each wallet-to-wallet service names its recipient in the body. */
const recipientFields: Record<string, { key: string; by: 'mobile' | 'walletId'; reference: boolean }> = {
  SEND_MONEY: { key: 'recipientMobile', by: 'mobile', reference: false },
  P2P_MONEY_TRANSFER_REG_USER: { key: 'recipientMobile', by: 'mobile', reference: false },
  AGENT_TO_AGENT_TRANSFER: { key: 'recipientMobile', by: 'mobile', reference: false },
  CASH_IN_BY_AGENT: { key: 'recipientMobile', by: 'mobile', reference: false },
  MERCHANT_PAYMENT: { key: 'merchantId', by: 'walletId', reference: false },
  M2M_TRANSFER: { key: 'merchantId', by: 'walletId', reference: false },
  B2B_TRANSFER: { key: 'businessId', by: 'walletId', reference: true },
  BUSINESS_PAYMENT: { key: 'businessId', by: 'walletId', reference: true },
};

const transferSchema = v.object({
  /**
   * send money and the transfer to a registered user: 'favourite' takes the recipient from
   * favouriteMobile (a saved recipient), 'recent' from recentMobile (someone paid before)
   */
  recipientMode: optional(code(['mobile', 'favourite', 'recent'])),
  recipientMobile: optional(mobile),
  favouriteMobile: optional(mobile),
  recentMobile: optional(mobile),
  merchantId: optional(walletId),
  businessId: optional(walletId),
  amount,
  note: optional(plainText(140)),
  reference: optional(v.pipe(plainText(35), v.regex(/^[\w ./-]+$/, 'letters, digits, space, . / - _'))),
});

/** The recipient a body names, checked against the service's wallet kinds. */
async function recipientOf(
  ctx: PlanContext,
  body: v.InferOutput<typeof transferSchema>,
): Promise<{ holder: WalletHolder; field: string }> {
  const spec = recipientFields[ctx.def.code];
  if (spec === undefined) throw new Error(`${ctx.def.code} has no recipient field`);
  let field = spec.key;
  let value: string | undefined;
  if (spec.by === 'mobile') {
    if (body.recipientMode === 'favourite') field = 'favouriteMobile';
    if (body.recipientMode === 'recent') field = 'recentMobile';
    value =
      field === 'favouriteMobile'
        ? body.favouriteMobile
        : field === 'recentMobile'
          ? body.recentMobile
          : body.recipientMobile;
  } else {
    value = spec.key === 'merchantId' ? body.merchantId : body.businessId;
  }
  if (value === undefined) throw missingField(field);
  const holder = spec.by === 'mobile' ? await holderByMobile(ctx.q, value) : await holderByIdentifier(ctx.q, value);
  if (holder === undefined) throw recipientUnknown();
  if (holder.user.id === ctx.user.id) throw recipientIsPayer();
  if (!isKindAllowed(holder, ctx.def.recipientKinds)) {
    throw recipientUnknown(`This service pays ${ctx.def.recipientKinds.join(' or ')} wallets only.`);
  }
  if (spec.reference && body.reference === undefined) throw missingField('reference');
  return { holder, field };
}

/** send money and every other wallet → wallet service: the signed-in user pays. */
export const transferPlan: Planner = async (ctx, raw) => {
  const body = parseBody(transferSchema, raw);
  const { holder } = await recipientOf(ctx, body);
  return paidFromWallet(ctx, {
    to: holder.walletId,
    amountMinor: body.amount,
    counterparty: { name: holder.name, identifier: holder.user.userIdentifier },
    details: detailsOf({ note: body.note, reference: body.reference }),
    outcome: { status: 1 },
    payee: {
      userId: holder.user.id,
      direction: 'credit',
      amountMinor: body.amount,
      feeMinor: 0n,
      counterparty: { name: displayNameOf(ctx.user), identifier: ctx.user.userIdentifier },
    },
  });
};

const cashOutSchema = v.object({ customerMobile: mobile, amount });

/**
 * cash-out-by-agent: the customer's wallet pays the agent, who hands over the cash. The customer
 * approves with a code sent to their phone (the agent types it in); the customer pays the fee.
 */
export const agentCashOutPlan: Planner = async (ctx, raw) => {
  const body = parseBody(cashOutSchema, raw);
  const customer = await holderByMobile(ctx.q, body.customerMobile);
  if (customer === undefined) throw recipientUnknown();
  if (customer.user.id === ctx.user.id) throw recipientIsPayer();
  if (!isKindAllowed(customer, ctx.def.recipientKinds)) throw recipientUnknown('This is not a customer wallet.');
  const feeMinor = feeOf(ctx.def.fee, body.amount);
  const feeAccount = await accountIdByCode(ctx.q, FEES_ACCOUNT);
  const counterparty = { name: customer.name, identifier: customer.user.userIdentifier };
  return {
    amountMinor: body.amount,
    feeMinor,
    counterparty,
    details: {},
    postings: outgoing(
      customer.walletId,
      [{ accountId: ctx.walletId, amountMinor: body.amount }],
      feeAccount,
      body.amount,
      feeMinor,
    ),
    guarded: [
      { accountId: customer.walletId, message: "There is not enough money in the customer's wallet.", private: true },
    ],
    parties: [
      {
        userId: customer.user.id,
        direction: 'debit',
        amountMinor: body.amount,
        feeMinor,
        counterparty: { name: displayNameOf(ctx.user), identifier: ctx.user.userIdentifier },
      },
      { userId: ctx.user.id, direction: 'credit', amountMinor: body.amount, feeMinor: 0n, counterparty },
    ],
    limit: { userId: customer.user.id, direction: 'debit' },
    outcome: { status: 1 },
    approver: customer.user,
  } satisfies Plan;
};
