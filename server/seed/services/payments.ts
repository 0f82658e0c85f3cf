import * as paths from '../../../src/api/contract/paths';
import type { ServiceDefinition } from '../../payments/catalogue';
import {
  billTypes,
  externalMerchants,
  KOREK_EVOUCHER_LINE,
  operators,
  ROOT_CATEGORY,
  walletProviders,
} from '../../payments/partners';
import { labels, messages, steps } from './labels';
import {
  amountField,
  lines,
  mobileField,
  moneyForm,
  moneySummary,
  noteField,
  param,
  receipt,
  remoteSelect,
  rf,
  select,
  step,
  type FormInput,
  type ParameterInput,
} from './parts';

/** Payments to billers and operators, product and voucher sales, and other wallet providers. */

const operatorSelect = (sortOrder: number, more: Partial<ParameterInput> = {}) =>
  select('operator', labels.operator, sortOrder, operators, more);

/** An operator whose products load into `product` when it changes (requirements#dependent-options). */
const operatorWithProducts = (sortOrder: number) =>
  operatorSelect(sortOrder, {
    onChangeURL: paths.getProduct,
    changeMethod: 'POST',
    setOptionsIn: 'product',
    childParameter: ['product'],
  });

const productSelect = (sortOrder: number, more: Partial<ParameterInput> = {}) =>
  param('product', 2, labels.product, sortOrder, { type: 'select', ValueSource: null, ...more });

const operatorLine = lines.value(labels.operator, 'operator', 'option');

export function mobileBillForm(def: ServiceDefinition): FormInput {
  return moneyForm({
    def,
    steps: [
      step('bill', steps.bill, [
        operatorSelect(1),
        mobileField('mobileNumber', labels.mobileNumber, 2),
        amountField(def, 3),
      ]),
    ],
    body: [rf('operator'), rf('mobileNumber', { ruleIndex: 0 }), rf('amount')],
    review: [operatorLine, lines.value(labels.mobileNumber, 'mobileNumber', 'mobile'), ...moneySummary(0, null)],
    receipt: receipt([lines.receipt(labels.billReference, 'details.billReference')], operatorLine),
  });
}

/**
 * Post-paid bills: the bill type decides which number is asked (requirements#conditions:
 * eq, and eq with a pipe-separated list).
 */
export function postPaidBillForm(def: ServiceDefinition): FormInput {
  return moneyForm({
    def,
    steps: [
      step('bill', steps.bill, [
        param('billType', 4, labels.billType, 1, {
          type: 'radio',
          ValueSource: 'static',
          PossibleValue: Object.entries(billTypes).map(([value, label]) => ({ value, label: { ...label } })),
          defaultValue: 'postpaid',
          childParameter: ['accountNumber', 'subscriberId'],
        }),
        mobileField('accountNumber', labels.postpaidNumber, 2, {
          dependencies: [{ field: 'billType', operator: 'eq', value: 'postpaid' }],
          useFor: 'account',
        }),
        param('subscriberId', 1, labels.subscriberId, 3, {
          type: 'text',
          Regex: '^\\d{6,12}$',
          ValidationMessage: { ...messages.subscriber },
          minLength: 6,
          maxLength: 12,
          dependencies: [{ field: 'billType', operator: 'eq', value: 'landline|internet' }],
          useFor: 'account',
        }),
        amountField(def, 4),
      ]),
    ],
    body: [rf('billType'), rf('accountNumber', { ruleIndex: 0 }), rf('subscriberId'), rf('amount')],
    review: [lines.value(labels.billType, 'billType', 'option'), ...moneySummary(0, null)],
    receipt: receipt(
      [lines.receipt(labels.billReference, 'details.billReference')],
      lines.value(labels.billType, 'billType', 'option'),
    ),
  });
}

/** Top up a number on any network: the operator's products load when it is chosen. */
export function topUpForm(def: ServiceDefinition): FormInput {
  return moneyForm({
    def,
    steps: [
      step('product', steps.product, [
        operatorWithProducts(1),
        productSelect(2),
        mobileField('mobileNumber', labels.mobileNumber, 3),
      ]),
    ],
    body: [rf('operator'), rf('product'), rf('mobileNumber', { ruleIndex: 0 })],
    review: [
      operatorLine,
      lines.value(labels.product, 'product', 'option'),
      lines.value(labels.mobileNumber, 'mobileNumber', 'mobile'),
      ...moneySummary(0, null),
    ],
    receipt: receipt([lines.receipt(labels.paymentReference, 'details.topUpReference')], operatorLine),
  });
}

/** An agent sells airtime for cash: any amount in 250 IQD steps. */
export function airtimeSalesForm(def: ServiceDefinition): FormInput {
  return moneyForm({
    def,
    steps: [
      step('details', steps.details, [
        operatorSelect(1),
        mobileField('mobileNumber', labels.mobileNumber, 2),
        amountField(def, 3, { step: 250, description: { ...messages.airtime } }),
      ]),
    ],
    body: [rf('operator'), rf('mobileNumber', { ruleIndex: 0 }), rf('amount')],
    review: [operatorLine, lines.value(labels.mobileNumber, 'mobileNumber', 'mobile'), ...moneySummary(0, null)],
    receipt: receipt([lines.receipt(labels.paymentReference, 'details.topUpReference')], operatorLine),
  });
}

/** PIN sales: a recharge card's PIN and serial number are on the receipt. */
export function pinSellForm(def: ServiceDefinition): FormInput {
  return moneyForm({
    def,
    steps: [step('product', steps.product, [operatorWithProducts(1), productSelect(2)])],
    body: [rf('operator'), rf('product')],
    review: [operatorLine, lines.value(labels.product, 'product', 'option'), ...moneySummary(0, null)],
    receipt: receipt(
      [
        lines.receipt(labels.voucherPin, 'details.voucherPin'),
        lines.receipt(labels.serialNumber, 'details.serialNumber'),
      ],
      operatorLine,
    ),
    mobilePrefix: false,
  });
}

/** requirements#calls-content: the e-voucher category call without its query (the engine adds parentId). */
const [voucherCategoryPath = ''] = paths.evoucherCategory('').split('?');

/**
 * E-vouchers from the aggregator, a walk down the e-voucher category tree: the top categories
 * (getEvoucherCategory?parentId=0, cached by the portal under its e-voucher category key) → the
 * brands under the chosen one (getEvoucherCategory?parentId=<category>) → the brand's products
 * (getproduct) → the price: a pass-through to getvoucherrate fills the unit price and the price of
 * one with the fee; the review then shows the quote for the quantity.
 */
export function eVoucherForm(def: ServiceDefinition): FormInput {
  return moneyForm({
    def,
    steps: [
      step('product', steps.product, [
        remoteSelect(
          'category',
          labels.category,
          1,
          { url: paths.evoucherCategory(ROOT_CATEGORY), method: 'GET', fields: [] },
          {
            onChangeURL: voucherCategoryPath,
            changeMethod: 'GET',
            ExternalId: 'parentId',
            setOptionsIn: 'brand',
            childParameter: ['brand'],
          },
        ),
        param('brand', 2, labels.brand, 2, {
          type: 'select',
          ValueSource: null,
          onChangeURL: paths.getProduct,
          changeMethod: 'POST',
          setOptionsIn: 'product',
          childParameter: ['product'],
        }),
        productSelect(3, {
          passValueExternalID: 'product',
          externalURL: paths.getVoucherRate,
          childParameter: ['voucherPrice', 'voucherTotal'],
        }),
        param('voucherPrice', 5, labels.voucherPrice, 4, { IsMandatory: false, isEditable: false, useFor: 'amount' }),
        param('voucherTotal', 5, labels.voucherTotal, 5, { IsMandatory: false, isEditable: false }),
        param('quantity', 1, labels.quantity, 6, {
          type: 'number',
          defaultValue: '1',
          minimumValue: 1,
          maximumValue: 5,
          step: 1,
        }),
        param('email', 1, labels.email, 7, {
          type: 'email',
          IsMandatory: false,
          maxLength: 254,
          rules: [{ rule: 'email' }],
        }),
      ]),
    ],
    body: [rf('category'), rf('product'), rf('quantity'), rf('email')],
    review: [
      lines.value(labels.product, 'product', 'option'),
      lines.value(labels.quantity, 'quantity'),
      ...moneySummary(0, null),
    ],
    receipt: receipt([lines.receipt(labels.voucherCodes, 'details.voucherCodes')], null),
    mobilePrefix: false,
  });
}

/** Korek's own vouchers: the product list loads when the step opens (a fixed operator in the body). */
export function korekVoucherForm(def: ServiceDefinition): FormInput {
  return moneyForm({
    def,
    steps: [
      step('product', steps.product, [
        remoteSelect('product', labels.product, 1, {
          url: paths.getProduct,
          method: 'POST',
          fields: [{ key: 'operator', value: KOREK_EVOUCHER_LINE }],
        }),
      ]),
    ],
    body: [rf('product')],
    review: [lines.value(labels.product, 'product', 'option'), ...moneySummary(0, null)],
    receipt: receipt(
      [
        lines.receipt(labels.voucherPin, 'details.voucherPin'),
        lines.receipt(labels.serialNumber, 'details.serialNumber'),
      ],
      null,
    ),
    mobilePrefix: false,
  });
}

export function externalMerchantForm(def: ServiceDefinition): FormInput {
  return moneyForm({
    def,
    steps: [
      step('merchant', steps.merchant, [
        select('merchant', labels.externalMerchant, 1, externalMerchants),
        param('invoiceNumber', 1, labels.invoiceNumber, 2, {
          type: 'text',
          Regex: '^[A-Za-z0-9-]{4,20}$',
          ValidationMessage: { ...messages.invoice },
          minLength: 4,
          maxLength: 20,
        }),
        amountField(def, 3),
      ]),
    ],
    body: [rf('merchant'), rf('invoiceNumber'), rf('amount')],
    review: [
      lines.value(labels.externalMerchant, 'merchant', 'option'),
      lines.value(labels.invoiceNumber, 'invoiceNumber'),
      ...moneySummary(0, null),
    ],
    receipt: receipt([lines.receipt(labels.paymentReference, 'details.paymentReference')], labels.externalMerchant),
    mobilePrefix: false,
  });
}

/** Another provider's wallet: paid into (agent cash-in) or pulled from (cash in from another wallet). */
function otherWalletForm(def: ServiceDefinition, withNote: boolean): FormInput {
  return moneyForm({
    def,
    steps: [
      step('details', steps.details, [
        select('walletProvider', labels.walletProvider, 1, walletProviders),
        mobileField('walletNumber', labels.walletNumber, 2, { useFor: 'account' }),
        amountField(def, 3),
        ...(withNote ? [noteField(4)] : []),
      ]),
    ],
    body: [rf('walletProvider'), rf('walletNumber', { ruleIndex: 0 }), rf('amount'), ...(withNote ? [rf('note')] : [])],
    review: [
      lines.value(labels.walletProvider, 'walletProvider', 'option'),
      lines.value(labels.walletNumber, 'walletNumber', 'mobile'),
      ...moneySummary(0, null),
    ],
    receipt: receipt([lines.receipt(labels.paymentReference, 'details.providerReference')], labels.walletProvider),
  });
}

export const cashInAgentExternalForm = (def: ServiceDefinition) => otherWalletForm(def, false);
export const cashInOtherWalletForm = (def: ServiceDefinition) => otherWalletForm(def, true);
