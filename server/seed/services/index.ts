import * as v from 'valibot';
import { serviceFormSchema, type ServiceForm } from '../../../src/api/contract/serviceForm';
import { serviceDefinitions, type ServiceDefinition } from '../../payments/catalogue';
import type { ServiceSlug } from '../menus/catalogue';
import { bankInForm, bankOutForm, linkBankForm, loadMoneyForm } from './banking';
import { disbursementForm, loyaltyForm } from './other';
import {
  airtimeSalesForm,
  cashInAgentExternalForm,
  cashInOtherWalletForm,
  eVoucherForm,
  externalMerchantForm,
  korekVoucherForm,
  mobileBillForm,
  pinSellForm,
  postPaidBillForm,
  topUpForm,
} from './payments';
import type { FormInput } from './parts';
import {
  agentTransferForm,
  b2bTransferForm,
  businessPaymentForm,
  cashInByAgentForm,
  cashOutByAgentForm,
  favouritesForm,
  m2mTransferForm,
  merchantPaymentForm,
  p2pTransferForm,
  sendMoneyForm,
} from './transfers';

/** The form of each of the 29 service routes. */
const builders: Record<ServiceSlug, (def: ServiceDefinition) => FormInput> = {
  'send-money': sendMoneyForm,
  'p2p-money-transfer-reg-user': p2pTransferForm,
  'agent-to-agent-transfer': agentTransferForm,
  'cash-in-by-agent': cashInByAgentForm,
  'cash-out-by-agent': cashOutByAgentForm,
  'b2b-transfer': b2bTransferForm,
  'business-payment': businessPaymentForm,
  'm2m-transfer': m2mTransferForm,
  'merchant-payment': merchantPaymentForm,
  favourites: favouritesForm,
  'mobile-bill-payment': mobileBillForm,
  'bill-payment-post-paid': postPaidBillForm,
  'topup-other-external': topUpForm,
  'airtime-sales-cash': airtimeSalesForm,
  'pin-sell': pinSellForm,
  'evoucher-sales-aggregator': eVoucherForm,
  'evoucher-sales-korek': korekVoucherForm,
  'merchant-payment-external': externalMerchantForm,
  'cash-in-agent-external': cashInAgentExternalForm,
  'cash-in-other-wallet': cashInOtherWalletForm,
  'bank-cash-in': bankInForm,
  'wallet-topup': bankInForm,
  'load-money': loadMoneyForm,
  'bank-cash-out': bankOutForm,
  cashout: bankOutForm,
  withdraw: bankOutForm,
  'link-bank-account': linkBankForm,
  'loyalty-point': loyaltyForm,
  disbursement: disbursementForm,
};

/**
 * Built and checked with the portal's own schema once, on first use: a seed the portal could not
 * read fails the server's start (and the seeds test), never a user.
 */
let forms: ReadonlyMap<string, ServiceForm> | undefined;

export function seededServiceForms(): ReadonlyMap<string, ServiceForm> {
  forms ??= new Map(
    serviceDefinitions.map((def) => [def.pageId, v.parse(serviceFormSchema, builders[def.slug](def))] as const),
  );
  return forms;
}

export function seededServiceForm(pageId: string): ServiceForm | undefined {
  return seededServiceForms().get(pageId);
}
