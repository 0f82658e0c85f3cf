import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ServiceWizardContext, ServiceWizardInput } from '../serviceWizard.machine';
import {
  asksAuthenticatorCode,
  freshEntries,
  type WizardEntries,
  type WizardForm,
  type WizardParameter,
} from '../serviceWizard.form';
import type { ConfirmationOutcome } from '../serviceWizardConfirmation.machine';
import type { ServiceWizardStepsOutput } from '../serviceWizardSteps.machine';
import type { SubmitInput, SubmitRequest } from '../serviceWizardSubmission.machine';
import { sampleFailures } from './failures';

/**
 * The generated set of service configurations the wizard's charts walk: one step without
 * confirmation, three steps with a quote and a PIN, three steps whose middle one is conditional
 * (the check skips it), and two steps confirmed by a one-time code. The steps', confirmation's
 * and submission's samples build on these.
 */
const param = (id: string, more: Partial<WizardParameter> = {}): WizardParameter => ({
  ParameterId: id,
  ComponentType: 1,
  childParameter: null,
  ValueSource: null,
  onChangeURL: null,
  setOptionsIn: null,
  passValueExternalID: null,
  externalURL: null,
  ...more,
});

const quote = { url: 'adapter/v1/transaction/quote', method: 'POST', fields: [] };

export const sampleForms = {
  oneStep: {
    serviceCode: 'FAVOURITES',
    steps: [{ id: 'details', parameters: [param('nickname'), param('mobile', { type: 'tel' })] }],
    confirmation: { kind: 'none' },
  },
  threeSteps: {
    serviceCode: 'TOPUP_OTHER_EXTERNAL',
    steps: [
      {
        id: 'operator',
        parameters: [
          param('operator', {
            ComponentType: 2,
            childParameter: ['product'],
            onChangeURL: 'adapter/v1/getproduct',
            setOptionsIn: 'product',
          }),
          param('product', { ComponentType: 2, ValueSource: { url: 'adapter/v1/getproduct', fields: [] } }),
          param('document', { ComponentType: 7 }),
        ],
      },
      {
        id: 'amount',
        parameters: [param('amount', { type: 'amount' }), param('agree', { ComponentType: 3, defaultValue: 'true' })],
        request: quote,
      },
      { id: 'review', parameters: [] },
    ],
    confirmation: { kind: 'pin' },
  },
  conditionalStep: {
    serviceCode: 'BILL_PAYMENT_POST_PAID',
    steps: [
      { id: 'bill', parameters: [param('billType', { ComponentType: 4, defaultValue: 'postpaid' })] },
      { id: 'landline', parameters: [param('landlineNumber')] },
      { id: 'amount', parameters: [param('amount', { type: 'amount' })] },
    ],
    confirmation: { kind: 'none' },
  },
  otp: {
    serviceCode: 'CASH_OUT_BY_AGENT',
    steps: [
      { id: 'customer', parameters: [param('customerMobile', { type: 'tel' }), param('amount', { type: 'amount' })] },
      { id: 'review', parameters: [], request: quote },
    ],
    confirmation: { kind: 'otp', timerSeconds: 60 },
  },
} satisfies Record<string, WizardForm>;

/**
 * requirements#step-up: send money confirmed by the PIN with the authenticator code above an amount
 * (the sample payment's 1,500 is above 1,000 and below 5,000), and a service confirmed by the code
 * alone. Not among the wizard's own samples: only the confirmation reads the difference.
 */
const stepUpSteps = sampleForms.threeSteps.steps;
export const stepUpForms = {
  pinAbove: {
    serviceCode: 'SEND_MONEY',
    steps: stepUpSteps,
    confirmation: { kind: 'pin', stepUp: { above: 1000, with: 'totp' } },
  },
  pinBelow: {
    serviceCode: 'SEND_MONEY',
    steps: stepUpSteps,
    confirmation: { kind: 'pin', stepUp: { above: 5000, with: 'totp', amountField: 'amount' } },
  },
  totp: { serviceCode: 'B2B_TRANSFER', steps: stepUpSteps, confirmation: { kind: 'totp' } },
} satisfies Record<string, WizardForm>;

export const sampleAmountError = { key: 'minNMaxRange', values: { min: 250, max: 5000000 } };
export const sampleQuote = { amount: '1500.00', fee: '25.00', total: '1525.00', currency: 'IQD' };
export const sampleHandOff = {
  transactionId: 'CPabcdefghijklmnopqrstuv',
  status: 0,
  amount: '1500.00',
  details: { paymentUrl: '/payment-gateway?session=CPabcdefghijklmnopqrstuv' },
};
export const sampleReceipt = { transactionId: 'TX1000000001', status: 1, amount: '1500.00' };
/** status 2: the provider said no (requirements#receipt-retry: it can be tried again) */
export const sampleDeclined = {
  transactionId: 'TX1000000002',
  status: 2,
  amount: '1500.00',
  statusMessage: 'The operator refused this number.',
};
export const sampleFile = { kind: 'file', name: 'statement.pdf', size: 1024, mimeType: 'application/pdf' } as const;
export const SAMPLE_PIN = '2468';
export const SAMPLE_OTP_REQUEST = 'otp-request-1';
/** requirements#step-up: an authenticator code */
export const SAMPLE_CODE = '135790';
export const pinWrong = { kind: 'pinWrong', errCode: 1109, message: 'The PIN is not right.' } as const;

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
export const error = (id: string, failure: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error: failure }) as EventObject;

/** A form filled in to its last step: 1,500 as the amount, each step's quote answered. */
export function completedEntries(form: WizardForm): WizardEntries {
  const fresh = freshEntries(form, { options: {}, optionsState: {} });
  const last = form.steps.length - 1;
  return {
    ...fresh,
    stepIndex: last,
    history: Array.from({ length: last }, (_, i) => i),
    values: { ...fresh.values, ...('amount' in fresh.values ? { amount: '1500' } : {}) },
    responses: form.steps.map((s) => (s.request ? sampleQuote : null)),
  };
}

/** The payment a form filled in to its last step makes: the wizard's first, under its first key. */
export function completedRequest(form: WizardForm): SubmitRequest {
  const entries = completedEntries(form);
  return { form, values: entries.values, responses: entries.responses, requestId: 'wizard-1-0' };
}

/** That payment's Submit as the confirmation sends it: with the PIN (and the authenticator code), with the code and its request, or with neither. */
export function confirmedSubmit(form: WizardForm): SubmitInput {
  const kind = form.confirmation.kind;
  const request = completedRequest(form);
  return {
    ...request,
    secret: kind === 'none' || kind === 'totp' ? null : SAMPLE_PIN,
    code: asksAuthenticatorCode(form, request.values) ? SAMPLE_CODE : null,
    otpRequestId: kind === 'otp' ? SAMPLE_OTP_REQUEST : null,
  };
}

/**
 * requirements#maintenance-session: a wizard back from maintenance, with its draft: on the third step,
 * 750 entered as the amount, and a field the form no longer has.
 */
export const sampleDraft = { stepIndex: 2, history: [0, 1], values: { amount: '750', retired: 'x' } };

export const serviceWizardInputs: ServiceWizardInput[] = [
  { pageId: 'SERVICE_SAMPLE', instanceId: 'wizard-1' },
  { pageId: 'SERVICE_SAMPLE', instanceId: 'wizard-1', draft: sampleDraft },
];

const stepsOutputs: ServiceWizardStepsOutput[] = Object.values(sampleForms).flatMap((form) => [
  { entries: completedEntries(form), changed: false },
  {
    entries: { ...completedEntries(form), values: { ...completedEntries(form).values, amount: '2000' } },
    changed: true,
  },
]);

export const confirmationOutcomes: ConfirmationOutcome[] = [
  { outcome: 'receipt', result: sampleReceipt },
  { outcome: 'cancelled' },
  { outcome: 'failed', failure: sampleFailures.network },
  { outcome: 'receipt', result: sampleDeclined },
  // requirements#payment-results: load money by card, handed off to the payment gateway's page
  { outcome: 'receipt', result: sampleHandOff },
];

export const serviceWizardEvents: EventObject[] = [
  ...Object.values(sampleForms).map((form) => done('loadForm', form)),
  error('loadForm', sampleFailures.network),
  { type: 'form.retry' },
  ...stepsOutputs.map((output) => done('steps', output)),
  ...confirmationOutcomes.map((outcome) => done('confirmation', outcome)),
  { type: 'wizard.restart' },
  { type: 'wizard.retry' },
  { type: 'wizard.close' },
];

/**
 * The steps' answer fits the form that is loaded (its fields); an edit comes back only to a
 * payment that was already tried (the one case where it changes anything here).
 */
export function serviceWizardFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = snapshot.context as ServiceWizardContext;
  if (event.type === 'xstate.done.actor.steps') {
    const output = (event as unknown as { output: ServiceWizardStepsOutput }).output;
    const fields = Object.keys(output.entries.values).sort();
    const own = (context.form?.steps ?? []).flatMap((s) => s.parameters.map((p) => p.ParameterId)).sort();
    return JSON.stringify(fields) === JSON.stringify(own) && (!output.changed || context.submitted);
  }
  return true;
}

// a new payment (another key) is where a path stops: the next one walks the same states again
export const serviceWizardStopWhen = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as ServiceWizardContext).attempt >= 1;
