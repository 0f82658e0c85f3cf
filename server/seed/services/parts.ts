import type * as v from 'valibot';
import type {
  parameterSchema,
  requestFieldSchema,
  serviceFormSchema,
  serviceRequestSchema,
  stepSchema,
  summaryLineSchema,
} from '../../../src/api/contract/serviceForm';
import { plainParameter } from '../../../src/api/contract/serviceForm';
import * as paths from '../../../src/api/contract/paths';
import { formatMinor } from '../../ledger/ledger';
import type { ServiceDefinition } from '../../payments/catalogue';
import { descriptions, labels, placeholders, steps as stepTitles, type Texts } from './labels';

/** Builders of the seeded service forms (the input shapes of src/api/contract/serviceForm.ts). */

export type ParameterInput = v.InferInput<typeof parameterSchema>;
export type StepInput = v.InferInput<typeof stepSchema>;
export type FormInput = v.InferInput<typeof serviceFormSchema>;
export type RequestFieldInput = v.InferInput<typeof requestFieldSchema>;
export type RequestInput = v.InferInput<typeof serviceRequestSchema>;
export type SummaryLineInput = v.InferInput<typeof summaryLineSchema>;
type OptionInput = NonNullable<ParameterInput['PossibleValue']>[number];

const copy = (texts: Texts) => ({ ...texts });

/** A parameter with every nullable attribute null unless given. */
export function param(
  ParameterId: string,
  ComponentType: ParameterInput['ComponentType'],
  label: Texts,
  sortOrder: number,
  more: Partial<ParameterInput> = {},
): ParameterInput {
  return {
    ...plainParameter,
    ParameterId,
    ComponentType,
    label: copy(label),
    IsMandatory: true,
    sort_order: sortOrder,
    ...more,
  };
}

/** A request field; the value defaults to the placeholder of the same name. */
export function rf(key: string, more: Partial<RequestFieldInput> = {}): RequestFieldInput {
  return { key, value: `{${key}}`, ...more };
}

export function options(entries: Record<string, Texts>): OptionInput[] {
  return Object.entries(entries).map(([value, label]) => ({ value, label: copy(label) }));
}

/** requirements#request-mobile-prefix: Iraq's 964, added to numbers in requests (request fields with ruleIndex 0). */
export const iraqPrefix = { enabled: true, key: '964', bindInRequest: true, patterns: ['^964\\d{10}$'] };

/** A 10-digit mobile input (requirements#validation-mobile). */
export function mobileField(id: string, label: Texts, sortOrder: number, more: Partial<ParameterInput> = {}) {
  return param(id, 1, label, sortOrder, {
    type: 'tel',
    placeholder: copy(placeholders.mobile),
    rules: [{ rule: 'mobile' }],
    maxLength: 14,
    useFor: 'mobile',
    ...more,
  });
}

/** A mobile number whose holder's name the wallet looks up (getchilduserinfo fills `nameField`). */
export function recipientLookup(id: string, label: Texts, sortOrder: number, more: Partial<ParameterInput> = {}) {
  return mobileField(id, label, sortOrder, {
    passValueExternalID: 'mobile',
    externalURL: paths.getChildUserInfo,
    useFor: 'recipient',
    ...more,
  });
}

/** The read-only label a pass-through fills (ComponentType 5, requirements#component-types). */
export function nameLabel(label: Texts, sortOrder: number, id = 'recipientName') {
  return param(id, 5, label, sortOrder, {
    IsMandatory: false,
    isEditable: false,
    description: copy(descriptions.recipientName),
    useFor: 'recipientName',
  });
}

/** An amount within the service's limits (requirements#constants-currency: 2 decimal places). */
export function amountField(def: ServiceDefinition, sortOrder: number, more: Partial<ParameterInput> = {}) {
  return param('amount', 1, labels.amount, sortOrder, {
    type: 'amount',
    placeholder: copy(placeholders.amount),
    minimumValue: Number(formatMinor(def.minMinor)),
    maximumValue: Number(formatMinor(def.maxMinor)),
    step: 0.01,
    useFor: 'amount',
    ...more,
  });
}

/** A free-text note, optional, without scripts or markup (requirements#validation-markup). */
export function noteField(sortOrder: number, id = 'note', label: Texts = labels.note, maxLength = 140) {
  return param(id, 1, label, sortOrder, {
    type: 'textarea',
    IsMandatory: false,
    maxLength,
    rules: [{ rule: 'noScript' }, { rule: 'noHtml' }],
    useFor: 'note',
  });
}

export function select(
  id: string,
  label: Texts,
  sortOrder: number,
  entries: Record<string, Texts>,
  more: Partial<ParameterInput> = {},
) {
  return param(id, 2, label, sortOrder, {
    type: 'select',
    ValueSource: 'static',
    PossibleValue: options(entries),
    ...more,
  });
}

/** A select whose options come from a request when the step opens. */
export function remoteSelect(
  id: string,
  label: Texts,
  sortOrder: number,
  source: RequestInput,
  more: Partial<ParameterInput> = {},
) {
  return param(id, 2, label, sortOrder, { type: 'select', ValueSource: source, ...more });
}

export const linkedBanksSource: RequestInput = { url: paths.linkedBanks, method: 'POST', fields: [] };
export const favouritesSource: RequestInput = {
  url: paths.beneficiaries,
  method: 'POST',
  fields: [{ key: 'kind', value: 'favourite' }],
};

/** requirements#beneficiaries: the last people the user paid by mobile number */
export const recentRecipientsSource: RequestInput = {
  url: paths.beneficiaries,
  method: 'POST',
  fields: [{ key: 'kind', value: 'recent' }],
};

export function bankAccountField(sortOrder: number) {
  return remoteSelect('bankAccountId', labels.bankAccountId, sortOrder, linkedBanksSource, { useFor: 'account' });
}

const quoteLine = (label: Texts, key: string, stepIndex: number, format: SummaryLineInput['format'] = 'text') => ({
  label: copy(label),
  from: 'response' as const,
  key,
  stepIndex,
  format,
});
const valueLine = (label: Texts, key: string, format: SummaryLineInput['format'] = 'text') => ({
  label: copy(label),
  from: 'value' as const,
  key,
  format,
});
const receiptLine = (label: Texts, key: string, format: SummaryLineInput['format'] = 'text') => ({
  label: copy(label),
  from: 'receipt' as const,
  key,
  format,
});
export const lines = { quote: quoteLine, value: valueLine, receipt: receiptLine };

/** The review's money lines from the quote of step `stepIndex`. */
export function moneySummary(stepIndex: number, counterparty: Texts | null = labels.recipient): SummaryLineInput[] {
  return [
    ...(counterparty === null ? [] : [quoteLine(counterparty, 'counterparty.name', stepIndex)]),
    quoteLine(labels.amount, 'amount', stepIndex, 'amount'),
    quoteLine(labels.fee, 'fee', stepIndex, 'amount'),
    quoteLine(labels.total, 'total', stepIndex, 'amount'),
  ];
}

/**
 * The receipt: id, date, the other side, the money, the balance after, then `extra`. The other side
 * is the receipt's counterparty under the given label, or a line of its own — a chosen option,
 * shown by its label in the user's language (requirements#summary-option-labels).
 */
export function receipt(
  extra: SummaryLineInput[] = [],
  counterparty: Texts | SummaryLineInput | null = labels.recipient,
): SummaryLineInput[] {
  const other =
    counterparty === null
      ? []
      : ['from' in counterparty ? counterparty : receiptLine(counterparty, 'counterparty.name')];
  return [
    receiptLine(labels.transactionId, 'transactionId'),
    receiptLine(labels.date, 'createdAt', 'date'),
    ...other,
    receiptLine(labels.amount, 'amount', 'amount'),
    receiptLine(labels.fee, 'fee', 'amount'),
    receiptLine(labels.total, 'total', 'amount'),
    receiptLine(labels.balanceAfter, 'balanceAfter', 'amount'),
    ...extra,
  ];
}

export interface MoneyFormSpec {
  def: ServiceDefinition;
  description?: Texts;
  /** every step but the review */
  steps: StepInput[];
  /** the body keys after serviceCode (and requestId): the quote and the submit send the same */
  body: RequestFieldInput[];
  /** the review step's lines (the quote is the last step's response) */
  review: SummaryLineInput[];
  receipt: SummaryLineInput[];
  confirmation?: FormInput['confirmation'];
  /** the Submit's confirmation fields; default `{pin}` (with `{totp}` for a step-up), `{totp}` or `{otp}` */
  secret?: RequestFieldInput[];
  mobilePrefix?: boolean;
}

const head = (requestId: boolean): RequestFieldInput[] => [rf('serviceCode'), ...(requestId ? [rf('requestId')] : [])];

/**
 * A money service: its steps, then a review. The last input step's Next asks for a quote (the
 * review reads fee, total and counterparty from it); the review's Submit sends the same body with
 * requestId and the PIN (or the customer's code).
 */
export function moneyForm(spec: MoneyFormSpec): FormInput {
  const { def } = spec;
  const confirmation = spec.confirmation ?? { kind: 'pin' };
  const steps = spec.steps.map((step, index) =>
    index === spec.steps.length - 1
      ? {
          ...step,
          request: { url: paths.transactionQuote, method: 'POST' as const, fields: [...head(false), ...spec.body] },
        }
      : step,
  );
  // requirements#step-up: the authenticator code goes as `{totp}` (empty when this payment does not ask it)
  const secret: RequestFieldInput[] =
    spec.secret ??
    (confirmation.kind === 'pin'
      ? [rf('pin'), ...(confirmation.stepUp ? [rf('totp')] : [])]
      : confirmation.kind === 'totp'
        ? [rf('totp')]
        : confirmation.kind === 'otp'
          ? [rf('otp')]
          : []);
  return {
    serviceCode: def.code,
    pageId: def.pageId,
    title: { ...def.title },
    ...(spec.description === undefined ? {} : { description: copy(spec.description) }),
    steps: [...steps, { id: 'review', title: copy(stepTitles.review), parameters: [], summary: spec.review }],
    confirmation,
    submit: { url: paths.transactionSubmit, method: 'POST', fields: [...head(true), ...spec.body, ...secret] },
    receipt: spec.receipt,
    ...(spec.mobilePrefix === false ? {} : { mobilePrefix: { ...iraqPrefix, patterns: [...iraqPrefix.patterns] } }),
    nonce: def.nonce,
  };
}

export function step(id: string, title: Texts, parameters: ParameterInput[], more: Partial<StepInput> = {}): StepInput {
  return { id, title: copy(title), parameters, ...more };
}
