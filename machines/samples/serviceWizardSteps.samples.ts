import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { freshEntries, type WizardForm } from '../serviceWizard.form';
import type { ServiceWizardStepsContext, ServiceWizardStepsInput, StepCheck } from '../serviceWizardSteps.machine';
import { sampleFailures } from './failures';
import { done, error, sampleAmountError, sampleFile, sampleForms, sampleQuote } from './serviceWizard.samples';

const fresh = (form: WizardForm) => freshEntries(form, { options: {}, optionsState: {} });

/**
 * Every sample form from its first step, and the code-confirmed one as it comes back from a
 * failed Submit: on its last step (the first one behind it), its quote kept, the failure shown.
 */
export const serviceWizardStepsInputs: ServiceWizardStepsInput[] = [
  ...Object.values(sampleForms).map((form) => ({ form, entries: fresh(form), failure: null })),
  {
    form: sampleForms.otp,
    entries: { ...fresh(sampleForms.otp), stepIndex: 1, history: [0], responses: [null, sampleQuote] },
    failure: sampleFailures.network,
  },
];

const check = (c: StepCheck) => done('checkStep', c);

export const serviceWizardStepsEvents: EventObject[] = [
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

const fieldIds = (form: WizardForm) => form.steps.flatMap((s) => s.parameters.map((p) => p.ParameterId));

/** How far a snapshot's form state is from a fresh one: edited values, options, field errors. */
function fieldDeviation(context: ServiceWizardStepsContext): number {
  const defaults = fresh(context.form).values;
  const edited = Object.entries(context.values).filter(([id, value]) => value !== (defaults[id] ?? '')).length;
  return (
    edited +
    Object.keys(context.options).length +
    // options still loading are how a step with an option source opens, not an edit
    Object.values(context.optionsState).filter((state) => state !== 'loading').length +
    Object.keys(context.errors).length +
    (Object.keys(context.values).length > fieldIds(context.form).length ? 1 : 0)
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
 * Field events are explored on the three-step form's first step only, two deep; a form whose
 * fields were touched walks no further through the steps. Every field transition is still
 * taken, and the steps are walked from untouched forms — and the code-confirmed form also with
 * one edit of its amount, which makes the payment a new one (`changed` in the output).
 */
export function serviceWizardStepsFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = snapshot.context as ServiceWizardStepsContext;
  if (event.type === 'xstate.done.actor.checkStep')
    return isPossibleCheck(context.form, context.stepIndex, (event as unknown as { output: StepCheck }).output);
  const deviation = fieldDeviation(context);
  const editsOnce = context.form.serviceCode === 'CASH_OUT_BY_AGENT';
  if (fieldEvents.has(event.type)) {
    if (editsOnce)
      return event.type === 'field.change' && deviation === 0 && (event as { id?: string }).id === 'amount';
    return (
      context.form.serviceCode === 'TOPUP_OTHER_EXTERNAL' &&
      snapshot.matches({ editing: 'idle' }) &&
      context.stepIndex === 0 &&
      context.failure === null &&
      deviation < 2
    );
  }
  return deviation === 0 || (editsOnce && deviation === 1);
}
