import * as paths from '../../../src/api/contract/paths';
import type { ServiceDefinition } from '../../payments/catalogue';
import { completions, descriptions, labels, messages, steps, type Texts } from './labels';
import {
  amountField,
  favouritesSource,
  recentRecipientsSource,
  lines,
  moneyForm,
  moneySummary,
  nameLabel,
  noteField,
  param,
  receipt,
  recipientLookup,
  remoteSelect,
  rf,
  step,
  type FormInput,
} from './parts';

/** Wallet-to-wallet services: the recipient is looked up (name shown, surname shortened) before the amount. */

const noteLine = lines.value(labels.note, 'note');
const noteReceipt = lines.receipt(labels.note, 'details.note');

/**
 * The recipient of a wallet-to-wallet transfer by mobile number (requirements#beneficiaries): a
 * number typed, one of the user's favourites, or someone they paid recently (conditional fields;
 * the radio's childParameter clears the others' values, never the lists they loaded).
 */
function recipientChoice(numberLabel: Texts = labels.recipientMobile, nameText: Texts = labels.recipientName) {
  const picked = { passValueExternalID: 'mobile', externalURL: paths.getChildUserInfo, useFor: 'recipient' } as const;
  return {
    parameters: [
      param('recipientMode', 4, labels.recipientMode, 1, {
        type: 'radio',
        ValueSource: 'static',
        PossibleValue: [
          { value: 'mobile', label: { ...labels.modeMobile } },
          { value: 'favourite', label: { ...labels.modeFavourite } },
          { value: 'recent', label: { ...labels.modeRecent } },
        ],
        defaultValue: 'mobile',
        childParameter: ['recipientMobile', 'favouriteMobile', 'recentMobile', 'recipientName'],
      }),
      recipientLookup('recipientMobile', numberLabel, 2, {
        dependencies: [{ field: 'recipientMode', operator: 'eq', value: 'mobile' }],
      }),
      remoteSelect('favouriteMobile', labels.favouriteMobile, 3, favouritesSource, {
        dependencies: [{ field: 'recipientMode', operator: 'eq', value: 'favourite' }],
        ...picked,
      }),
      remoteSelect('recentMobile', labels.recentMobile, 4, recentRecipientsSource, {
        description: { ...descriptions.recentMobile },
        dependencies: [{ field: 'recipientMode', operator: 'eq', value: 'recent' }],
        ...picked,
      }),
      nameLabel(nameText, 5),
    ],
    body: [
      rf('recipientMode'),
      rf('recipientMobile', { ruleIndex: 0 }),
      rf('favouriteMobile', { ruleIndex: 0 }),
      rf('recentMobile', { ruleIndex: 0 }),
    ],
  };
}

/**
 * requirements#step-up: above this amount (IQD) send money asks the authenticator code with the
 * PIN — of consumer2fa, who has two-step verification on; a customer without it is told to turn it on.
 */
export const SEND_MONEY_STEP_UP_ABOVE = 50000;

/** send money: a new number, a favourite or a recent recipient, then amount and note. */
export function sendMoneyForm(def: ServiceDefinition): FormInput {
  const recipient = recipientChoice();
  return moneyForm({
    def,
    confirmation: { kind: 'pin', stepUp: { above: SEND_MONEY_STEP_UP_ABOVE, with: 'totp' } },
    steps: [
      step('recipient', steps.recipient, recipient.parameters),
      step('amount', steps.amount, [amountField(def, 1), noteField(2)]),
    ],
    body: [...recipient.body, rf('amount'), rf('note')],
    review: [...moneySummary(1), noteLine],
    receipt: receipt([noteReceipt]),
  });
}

/** The transfer to a registered user: the same choice of recipient as send money. */
export function p2pTransferForm(def: ServiceDefinition): FormInput {
  const recipient = recipientChoice();
  return moneyForm({
    def,
    steps: [
      step('recipient', steps.recipient, recipient.parameters),
      step('amount', steps.amount, [amountField(def, 1), noteField(2)]),
    ],
    body: [...recipient.body, rf('amount'), rf('note')],
    review: [...moneySummary(1), noteLine],
    receipt: receipt([noteReceipt]),
  });
}

/** A transfer to a wallet found by its mobile number. */
function mobileTransferForm(
  def: ServiceDefinition,
  numberLabel: Texts = labels.recipientMobile,
  nameText: Texts = labels.recipientName,
): FormInput {
  return moneyForm({
    def,
    steps: [
      step('recipient', steps.recipient, [
        recipientLookup('recipientMobile', numberLabel, 1, { childParameter: ['recipientName'] }),
        nameLabel(nameText, 2),
      ]),
      step('amount', steps.amount, [amountField(def, 1), noteField(2)]),
    ],
    body: [rf('recipientMobile', { ruleIndex: 0 }), rf('amount'), rf('note')],
    review: [...moneySummary(1, nameText), noteLine],
    receipt: receipt([noteReceipt], nameText),
  });
}

export const agentTransferForm = (def: ServiceDefinition) =>
  mobileTransferForm(def, labels.agentMobile, labels.agentName);
export const cashInByAgentForm = (def: ServiceDefinition) =>
  mobileTransferForm(def, labels.customerMobile, labels.customerName);

/** A business wallet found by its 10-digit wallet id (merchant or business). */
function walletTransferForm(def: ServiceDefinition, key: 'merchantId' | 'businessId'): FormInput {
  const isMerchant = key === 'merchantId';
  const nameText = isMerchant ? labels.merchantName : labels.businessName;
  const reference = !isMerchant;
  return moneyForm({
    def,
    steps: [
      step(isMerchant ? 'merchant' : 'recipient', isMerchant ? steps.merchant : steps.recipient, [
        param(key, 1, isMerchant ? labels.merchantId : labels.businessId, 1, {
          type: 'text',
          placeholder: { en: '1000000008', ar: '1000000008', ku: '1000000008' },
          Regex: '^\\d{10}$',
          ValidationMessage: { ...messages.walletId },
          minLength: 10,
          maxLength: 10,
          passValueExternalID: 'walletId',
          externalURL: paths.getChildUserInfo,
          childParameter: ['recipientName'],
          useFor: 'recipient',
        }),
        nameLabel(nameText, 2),
      ]),
      step('amount', steps.amount, [
        amountField(def, 1),
        ...(reference
          ? [
              param('reference', 1, labels.reference, 2, {
                type: 'text',
                Regex: '^[\\w ./-]{1,35}$',
                ValidationMessage: { ...messages.reference },
                maxLength: 35,
                rules: [{ rule: 'noScript' }, { rule: 'noHtml' }],
              }),
            ]
          : []),
        noteField(3),
      ]),
    ],
    body: [rf(key), rf('amount'), ...(reference ? [rf('reference')] : []), rf('note')],
    review: [
      ...moneySummary(1, nameText),
      ...(reference ? [lines.value(labels.reference, 'reference')] : []),
      noteLine,
    ],
    receipt: receipt(
      [...(reference ? [lines.receipt(labels.reference, 'details.reference')] : []), noteReceipt],
      nameText,
    ),
    mobilePrefix: false,
  });
}

export const merchantPaymentForm = (def: ServiceDefinition) => walletTransferForm(def, 'merchantId');
export const m2mTransferForm = (def: ServiceDefinition) => walletTransferForm(def, 'merchantId');
export const b2bTransferForm = (def: ServiceDefinition) => walletTransferForm(def, 'businessId');
export const businessPaymentForm = (def: ServiceDefinition) => walletTransferForm(def, 'businessId');

/** An agent pays out cash from a customer's wallet; the customer approves with a texted code. */
export function cashOutByAgentForm(def: ServiceDefinition): FormInput {
  return moneyForm({
    def,
    description: descriptions.customerCode,
    steps: [
      step('customer', steps.customer, [
        recipientLookup('customerMobile', labels.customerMobile, 1, { childParameter: ['recipientName'] }),
        nameLabel(labels.customerName, 2),
      ]),
      step('amount', steps.amount, [amountField(def, 1)]),
    ],
    body: [rf('customerMobile', { ruleIndex: 0 }), rf('amount')],
    // the code request's id (the answer of requestOtp) travels with the Submit
    secret: [rf('otp'), rf('otpRequestId')],
    review: moneySummary(1, labels.customerName),
    receipt: receipt([], labels.customerName),
    confirmation: {
      kind: 'otp',
      length: 6,
      timerSeconds: 180,
      requestOtp: {
        url: paths.transactionOtp,
        method: 'POST',
        fields: [rf('serviceCode'), rf('customerMobile', { ruleIndex: 0 }), rf('amount')],
      },
    },
  });
}

/** favourites: saves a wallet holder for send money (no money, no PIN). */
export function favouritesForm(def: ServiceDefinition): FormInput {
  return {
    serviceCode: def.code,
    pageId: def.pageId,
    title: { ...def.title },
    steps: [
      step('favourite', steps.favourite, [
        recipientLookup('mobile', labels.mobileNumber, 1, { childParameter: ['recipientName'] }),
        nameLabel(labels.favouriteName, 2),
        param('nickname', 1, labels.nickname, 3, {
          type: 'text',
          minLength: 1,
          maxLength: 64,
          rules: [{ rule: 'noScript' }, { rule: 'noHtml' }],
        }),
      ]),
    ],
    confirmation: { kind: 'none' },
    submit: {
      url: paths.transactionSubmit,
      method: 'POST',
      fields: [rf('serviceCode'), rf('requestId'), rf('mobile', { ruleIndex: 0 }), rf('nickname')],
    },
    receipt: [
      lines.receipt(labels.transactionId, 'transactionId'),
      lines.receipt(labels.date, 'createdAt', 'date'),
      lines.receipt(labels.favouriteName, 'counterparty.name'),
      lines.receipt(labels.nickname, 'details.nickname'),
    ],
    completion: { title: { ...completions.favourite.title }, again: { ...completions.favourite.again } },
    mobilePrefix: { enabled: true, key: '964', bindInRequest: true, patterns: ['^964\\d{10}$'] },
    nonce: def.nonce,
  };
}
