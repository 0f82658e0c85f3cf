import * as paths from '../../../src/api/contract/paths';
import type { ServiceDefinition } from '../../payments/catalogue';
import { MAX_FILE_BYTES } from '../../payments/files';
import { banks } from '../../payments/partners';
import { descriptions, labels, messages, steps } from './labels';
import {
  amountField,
  bankAccountField,
  lines,
  moneyForm,
  moneySummary,
  noteField,
  param,
  receipt,
  rf,
  select,
  step,
  type FormInput,
} from './parts';

/** Bank and card money, and linking a bank account. */

const bankLines = [lines.value(labels.bankAccountId, 'bankAccountId', 'option')];
const bankReceipt = [lines.receipt(labels.bankReference, 'details.bankReference')];

/** bank-cash-in and wallet-topup: a linked account pays into the wallet. */
export function bankInForm(def: ServiceDefinition): FormInput {
  return moneyForm({
    def,
    steps: [step('bank-account', steps.bankAccount, [bankAccountField(1), amountField(def, 2)])],
    body: [rf('bankAccountId'), rf('amount')],
    review: [...bankLines, ...moneySummary(0, null)],
    receipt: receipt(bankReceipt, labels.bank),
    mobilePrefix: false,
  });
}

/** bank-cash-out, cashout and withdraw: the wallet pays a linked account. */
export function bankOutForm(def: ServiceDefinition): FormInput {
  return moneyForm({
    def,
    description: descriptions.bankReview,
    steps: [step('bank-account', steps.bankAccount, [bankAccountField(1), amountField(def, 2), noteField(3)])],
    body: [rf('bankAccountId'), rf('amount'), rf('note')],
    review: [...bankLines, ...moneySummary(0, null), lines.value(labels.note, 'note')],
    receipt: receipt(bankReceipt, labels.bank),
    mobilePrefix: false,
  });
}

/**
 * load-money: from a linked bank or from a card. The card is typed on the payment gateway's page
 * (requirements#payment-results): the Submit of the card source answers the page to go to, so
 * the form asks only for the source and the amount.
 */
export function loadMoneyForm(def: ServiceDefinition): FormInput {
  return moneyForm({
    def,
    steps: [
      step('source', steps.source, [
        param('source', 4, labels.source, 1, {
          type: 'radio',
          ValueSource: 'static',
          PossibleValue: [
            { value: 'card', label: { ...labels.sourceCard } },
            { value: 'bank', label: { ...labels.sourceBank } },
          ],
          defaultValue: 'card',
          childParameter: ['bankAccountId'],
        }),
        { ...bankAccountField(2), dependencies: [{ field: 'source', operator: 'eq', value: 'bank' }] },
      ]),
      step('amount', steps.amount, [amountField(def, 1)]),
    ],
    body: [rf('source'), rf('bankAccountId'), rf('amount')],
    review: [lines.value(labels.source, 'source', 'option'), ...moneySummary(1, labels.card)],
    receipt: receipt(bankReceipt, labels.card),
    mobilePrefix: false,
  });
}

/**
 * link-bank-account: no money. The account number is typed twice (compare rule), the holder's
 * date of birth must be 18+ (validateAge), the statement is read as base64 (a data URL in the
 * body), and the terms must be accepted. Confirmed with the PIN.
 */
export function linkBankForm(def: ServiceDefinition): FormInput {
  return {
    serviceCode: def.code,
    pageId: def.pageId,
    title: { ...def.title },
    displayColumn: 2,
    steps: [
      step('bank-account', steps.bankAccount, [
        select('bankCode', labels.bankCode, 1, banks),
        param('accountNumber', 1, labels.bankAccountNumber, 2, {
          type: 'text',
          Regex: '^\\d{12}$',
          ValidationMessage: { ...messages.accountNumber },
          minLength: 12,
          maxLength: 12,
          useFor: 'account',
        }),
        param('confirmAccountNumber', 1, labels.confirmAccountNumber, 3, {
          type: 'text',
          minLength: 12,
          maxLength: 12,
          rules: [{ rule: 'compare', field: 'accountNumber', mode: 'match', message: { ...messages.accountMatch } }],
        }),
        param('accountName', 1, labels.accountName, 4, {
          type: 'text',
          Regex: "^[\\p{L} .'-]{2,64}$",
          ValidationMessage: { ...messages.name },
          maxLength: 64,
          rules: [{ rule: 'noScript' }, { rule: 'noHtml' }],
        }),
      ]),
      step('holder', steps.holder, [
        param('dateOfBirth', 6, labels.dateOfBirth, 1, {
          type: 'date',
          format: 'YYYY-MM-DD',
          validateAge: 18,
          rules: [{ rule: 'date', future: false, past: true }],
        }),
        param('statement', 7, labels.statement, 2, {
          type: 'file',
          description: { ...descriptions.statement },
          fileType: ['application/pdf', 'image/jpeg', 'image/png'],
          size: MAX_FILE_BYTES,
          upload: 'base64',
          rules: [{ rule: 'base64' }],
        }),
        param('acceptTerms', 3, labels.acceptTerms, 3, { type: 'checkbox', rules: [{ rule: 'terms' }] }),
      ]),
      step('review', steps.review, [], {
        summary: [
          lines.value(labels.bankCode, 'bankCode', 'option'),
          lines.value(labels.bankAccountNumber, 'accountNumber'),
          lines.value(labels.accountName, 'accountName'),
        ],
      }),
    ],
    confirmation: { kind: 'pin' },
    submit: {
      url: paths.transactionSubmit,
      method: 'POST',
      fields: [
        rf('serviceCode'),
        rf('requestId'),
        rf('bankCode'),
        rf('accountNumber'),
        rf('accountName'),
        rf('dateOfBirth'),
        rf('statement'),
        rf('acceptTerms'),
        rf('pin'),
      ],
    },
    receipt: [
      lines.receipt(labels.transactionId, 'transactionId'),
      lines.receipt(labels.date, 'createdAt', 'date'),
      lines.receipt(labels.bankCode, 'details.bank'),
      lines.receipt(labels.bankAccountNumber, 'details.bankAccount'),
      lines.receipt(labels.accountName, 'details.accountName'),
    ],
    nonce: def.nonce,
  };
}
