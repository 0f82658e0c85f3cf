import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type {
  ServiceWizardContext,
  ServiceWizardInput,
  StepCheck,
  WizardForm,
  WizardParameter,
} from '../serviceWizard.machine';
import { sampleFailures } from './failures';

/**
 * The generated set of service configurations the wizard's paths walk: one step without
 * confirmation, three steps with a quote and a PIN, three steps whose middle one is conditional
 * (the check skips it), and two steps confirmed by a one-time code.
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

export const serviceWizardInputs: ServiceWizardInput[] = [{ pageId: 'SERVICE_SAMPLE', instanceId: 'wizard-1' }];

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const error = (id: string, failure: unknown) => ({ type: `xstate.error.actor.${id}`, error: failure }) as EventObject;
const check = (c: StepCheck) => done('checkStep', c);

export const sampleAmountError = { key: 'minNMaxRange', values: { min: 250, max: 5000000 } };
export const sampleQuote = { amount: '1500.00', fee: '25.00', total: '1525.00', currency: 'IQD' };
export const sampleReceipt = { transactionId: 'TX1000000001', status: 1, amount: '1500.00' };
export const sampleFile = { kind: 'file', name: 'statement.pdf', size: 1024, mimeType: 'application/pdf' } as const;

export const serviceWizardEvents: EventObject[] = [
  ...Object.values(sampleForms).map((form) => done('loadForm', form)),
  error('loadForm', sampleFailures.network),
  { type: 'form.retry' },
  // field events (and the fieldTasks actor's answers)
  { type: 'field.change', id: 'amount', value: '1500' } as EventObject,
  { type: 'field.change', id: 'operator', value: 'asiacell' } as EventObject,
  { type: 'field.blur', id: 'amount' } as EventObject,
  { type: 'field.validated', id: 'amount', error: sampleAmountError } as EventObject,
  { type: 'options.loaded', id: 'product', options: [{ value: 'p5', label: '5,000 IQD' }] } as EventObject,
  { type: 'options.failed', id: 'product' } as EventObject,
  { type: 'options.retry', id: 'product' } as EventObject,
  { type: 'values.fill', values: { recipientName: 'Layla H.' } } as EventObject,
  { type: 'file.select', id: 'document', file: 'a File', value: { ...sampleFile, state: 'uploading' } } as EventObject,
  {
    type: 'upload.progress',
    id: 'document',
    value: { ...sampleFile, state: 'uploading', progress: 0.5 },
  } as EventObject,
  { type: 'upload.done', id: 'document', value: { ...sampleFile, state: 'ready', fileId: 'F1' } } as EventObject,
  { type: 'upload.failed', id: 'document', value: { ...sampleFile, state: 'failed' } } as EventObject,
  { type: 'file.cancel', id: 'document' } as EventObject,
  // the steps
  { type: 'step.next' },
  { type: 'step.back' },
  check({ errors: { amount: sampleAmountError }, nextStepIndex: null }),
  check({ errors: {}, nextStepIndex: 1 }),
  check({ errors: {}, nextStepIndex: 2 }),
  check({ errors: {}, nextStepIndex: null }),
  error('checkStep', sampleFailures.network),
  done('stepRequest', sampleQuote),
  error('stepRequest', sampleFailures.network),
  // confirmation and Submit
  { type: 'confirmation.submit', secret: '2468' } as EventObject,
  { type: 'confirmation.cancel' },
  done('requestOtp', { requestId: 'otp-request-1' }),
  error('requestOtp', sampleFailures.resendTooSoon),
  { type: 'otp.resend' },
  { type: 'otp.expired' },
  { type: 'otp.resendAvailable' },
  done('submitTransaction', sampleReceipt),
  error('submitTransaction', { kind: 'pinWrong', errCode: 1109, message: 'The PIN is not right.' }),
  error('submitTransaction', sampleFailures.otpInvalid),
  error('submitTransaction', sampleFailures.network),
  { type: 'wizard.restart' },
  { type: 'wizard.close' },
];

const fieldEvents = new Set([
  'field.change',
  'field.blur',
  'field.validated',
  'options.loaded',
  'options.failed',
  'options.retry',
  'values.fill',
  'file.select',
  'upload.progress',
  'upload.done',
  'upload.failed',
  'file.cancel',
]);

/** How far a snapshot's form state is from a fresh one: edited values, options, field errors. */
function fieldDeviation(context: ServiceWizardContext): number {
  const form = context.form;
  if (!form) return 0;
  const edited = Object.entries(context.values).filter(([id, value]) => {
    const p = form.steps.flatMap((s) => s.parameters).find((q) => q.ParameterId === id);
    const fresh = p?.ComponentType === 3 ? p.defaultValue === 'true' : (p?.defaultValue ?? '');
    return value !== fresh;
  }).length;
  return (
    edited +
    Object.keys(context.options).length +
    // options still loading are how a step with an option source opens, not an edit
    Object.values(context.optionsState).filter((state) => state !== 'loading').length +
    Object.keys(context.errors).length +
    (Object.keys(context.values).length > form.steps.flatMap((s) => s.parameters).length ? 1 : 0)
  );
}

/**
 * A check's answer that fits the form: the next step lies ahead (only the conditional form skips
 * one), and the Submit comes after the last step; a failed check stays where it is.
 */
function isPossibleCheck(form: WizardForm, stepIndex: number, check: StepCheck): boolean {
  if (Object.keys(check.errors).length > 0) return check.nextStepIndex === null;
  const last = form.steps.length - 1;
  if (check.nextStepIndex === null) return stepIndex === last;
  const skips = form.serviceCode === 'BILL_PAYMENT_POST_PAID';
  if (check.nextStepIndex > last) return false;
  return check.nextStepIndex === stepIndex + 1 || (skips && check.nextStepIndex === stepIndex + 2);
}

/**
 * Field events are explored on the three-step form's first step only, two deep; a form whose fields were
 * touched walks no further through the steps. Every field transition is still taken, and the
 * steps are walked from untouched forms (and, after a failed Submit, with one edit).
 */
export function serviceWizardFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = snapshot.context as ServiceWizardContext;
  if (event.type === 'xstate.done.actor.checkStep' && context.form)
    return isPossibleCheck(context.form, context.stepIndex, (event as unknown as { output: StepCheck }).output);
  const deviation = fieldDeviation(context);
  if (event.type === 'xstate.error.actor.submitTransaction') {
    const kind = (event as unknown as { error: { kind: string } }).error.kind;
    const confirmation = context.form?.confirmation.kind;
    if (kind === 'pinWrong') return confirmation === 'pin';
    if (kind === 'otpInvalid') return confirmation === 'otp';
  }
  if (fieldEvents.has(event.type)) {
    // after a failed Submit, one edit: the payment becomes a new one
    if (context.submitted) return event.type === 'field.change' && deviation === 0;
    return (
      context.form?.serviceCode === 'TOPUP_OTHER_EXTERNAL' &&
      snapshot.matches({ editing: 'idle' }) &&
      context.stepIndex === 0 &&
      context.failure === null &&
      deviation < 2
    );
  }
  return deviation === 0;
}

export const serviceWizardStopWhen = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as ServiceWizardContext).attempt >= 1;
