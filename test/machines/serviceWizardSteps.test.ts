import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { WizardForm } from '../../machines/serviceWizard.form';
import type {
  ServiceWizardStepsContext,
  ServiceWizardStepsInput,
  StepCheck as CheckAnswer,
} from '../../machines/serviceWizardSteps.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { sampleAmountError, sampleQuote } from '../../machines/samples/serviceWizard.samples';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type Call,
  type StateAssertions,
  type StepCheck,
  type Ways,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'serviceWizardSteps');
type Context = ServiceWizardStepsContext;
const { ctx, before, expectStep } = contextChecks<Context>();
const given = (check: StepCheck) => check.input as ServiceWizardStepsInput;
const event = <T>(check: StepCheck) => check.event as unknown as T;
const fieldIds = (form: WizardForm) => form.steps.flatMap((s) => s.parameters.map((p) => p.ParameterId));
const without = <T>(record: Record<string, T>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => !keys.includes(k)));

const userEvents = [
  'field.change',
  'field.blur',
  'file.select',
  'file.cancel',
  'options.retry',
  'step.next',
  'step.back',
];

/** A task for the app's field work, with the form and the values as they are after the step. */
const task = (check: StepCheck, type: string, more: Record<string, unknown>): Call => ({
  name: 'sendTo:fieldTasks',
  params: { type, form: given(check).form, values: ctx(check.snapshot).values, ...more },
});

/**
 * A step opened (at the start, after Next, after Back): the option lists its fields still lack
 * are marked loading (on the sample forms, the top-up's product on its first step) and all
 * those loading are asked for.
 */
function opened(form: WizardForm, stepIndex: number, c: Pick<Context, 'options' | 'optionsState'>) {
  const lacks = form.serviceCode === 'TOPUP_OTHER_EXTERNAL' && stepIndex === 0 && !c.options.product;
  const optionsState: Context['optionsState'] = {
    ...c.optionsState,
    ...(lacks ? { product: 'loading' as const } : {}),
  };
  return { optionsState, loading: Object.keys(optionsState).filter((id) => optionsState[id] === 'loading') };
}

/** Entering a step again (Next, Back): a fresh step, its lists asked for, no failure, no errors. */
function expectOpened(check: StepCheck, changes: Partial<Context>) {
  const next = { ...before(check), errors: {}, failure: null, ...changes };
  const { optionsState, loading } = opened(next.form, next.stepIndex, next);
  expectStep(check, { ...changes, errors: {}, failure: null, optionsState }, [
    task(check, 'options.load', { ids: loading }),
  ]);
}

/**
 * A value the user changed (requirements#dependent-options): its error goes and the payment is a new one; on the
 * top-up form another operator makes the chosen product stale and its list loads anew.
 */
function changed(check: StepCheck, id: string, value: unknown): Partial<Context> {
  const b = before(check);
  if (id !== 'operator')
    return { values: { ...b.values, [id]: value } as Context['values'], errors: without(b.errors, id), changed: true };
  return {
    values: { ...b.values, operator: value, product: '' } as Context['values'],
    errors: without(b.errors, 'operator', 'product'),
    options: without(b.options, 'product'),
    optionsState: { ...without(b.optionsState, 'product'), product: 'loading' },
    changed: true,
  };
}

/** The fieldTasks actor's answers, taken on every step of the form while it runs. */
const answerWays = (state: string): Ways => ({
  [`${state} options.loaded`]: (check) => {
    const { id, options } = event<{ id: string; options: unknown[] }>(check);
    expectStep(check, {
      options: { ...before(check).options, [id]: options },
      optionsState: without(before(check).optionsState, id),
    });
  },
  [`${state} options.failed`]: (check) => {
    const { id } = event<{ id: string }>(check);
    expectStep(check, { optionsState: { ...before(check).optionsState, [id]: 'failed' } });
  },
  [`${state} field.validated`]: (check) => {
    expect(event(check)).toEqual({ type: 'field.validated', id: 'amount', error: sampleAmountError });
    expectStep(check, { errors: { ...before(check).errors, amount: sampleAmountError } });
  },
  [`${state} values.fill`]: (check) =>
    expectStep(check, { values: { ...before(check).values, recipientName: 'Layla H.' } }),
  [`${state} upload.progress|upload.done|upload.failed`]: (check) => {
    const { id, value } = event<{ id: string; value: never }>(check);
    expectStep(check, { values: { ...before(check).values, [id]: value } });
  },
});

/** The step's quote kept by its index, the answers dense (null for steps without a call). */
const withQuote = (b: Context) =>
  Array.from({ length: Math.max(b.responses.length, b.stepIndex + 1) }, (_, i) =>
    i === b.stepIndex ? sampleQuote : (b.responses[i] ?? null),
  );

/** Every snapshot: the form given, a value per field, a step of the form behind which its history lies. */
function invariants(check: StepCheck) {
  const c = ctx(check.snapshot);
  expect(c.form).toBe(given(check).form);
  for (const id of fieldIds(c.form)) expect(c.values).toHaveProperty(id);
  expect(c.stepIndex).toBeGreaterThanOrEqual(0);
  expect(c.stepIndex).toBeLessThan(c.form.steps.length);
  expect(c.history.every((i) => i < c.stepIndex)).toBe(true);
}

const ways =
  (written: Ways) =>
  (check: StepCheck): void => {
    invariants(check);
    expectWay(check, written);
  };

/** The check's answer: passed (no errors) or not. */
const answerOf = (c: StepCheck) => event<{ output: CheckAnswer }>(c).output;
const passed = (c: StepCheck) => Object.keys(answerOf(c).errors).length === 0;

/**
 * The last step passed (its quote, when it has one, in): everything entered goes to the Submit —
 * all the chart holds but the form it was given, where the check said to go and the failure shown —
 * and whether anything was changed here.
 */
function expectCompleted(check: StepCheck, changes: Partial<Context>) {
  expect(before(check).stepIndex).toBe(before(check).form.steps.length - 1);
  expectStep(check, changes);
  const { form: _form, nextStepIndex: _next, failure: _failure, changed, ...entries } = ctx(check.snapshot);
  expect(check.snapshot.status).toBe('done');
  expect(check.snapshot.output).toEqual({ entries, changed });
}

const assertions: StateAssertions = {
  'serviceWizardSteps.editing.idle': ways({
    // where the wizard left the form, with why it came back; the step's lists asked for
    start: (check) => {
      const { form, entries, failure } = given(check);
      const { optionsState, loading } = opened(form, entries.stepIndex, entries);
      expect(ctx(check.snapshot)).toEqual({
        ...entries,
        optionsState,
        form,
        nextStepIndex: null,
        failure,
        changed: false,
      });
      expect(effects(check.stepCalls)).toEqual([
        { name: 'actor:fieldTasks', params: undefined },
        task(check, 'options.load', { ids: loading }),
      ]);
    },
    'editing.idle field.change': (check) => {
      const { id, value } = event<{ id: string; value: unknown }>(check);
      // the lists as they stand after the change: a pass-through checks the value against them
      expectStep(check, changed(check, id, value), [
        task(check, 'field.changed', { id, options: ctx(check.snapshot).options }),
      ]);
    },
    // the check of one field runs in the fieldTasks actor, whose answer brings its error
    'editing.idle field.blur': (check) =>
      expectStep(check, {}, [task(check, 'field.validate', { id: 'amount', options: before(check).options })]),
    'editing.idle file.select': (check) => {
      const { id, value, file } = event<{ id: string; value: unknown; file: unknown }>(check);
      expectStep(check, changed(check, id, value), [task(check, 'file.upload', { id, file })]);
    },
    'editing.idle file.cancel': (check) =>
      expectStep(check, changed(check, 'document', null), [
        { name: 'sendTo:fieldTasks', params: { type: 'file.cancel', id: 'document' } },
      ]),
    'editing.idle options.retry': (check) =>
      expectStep(check, { optionsState: { ...before(check).optionsState, product: 'loading' } }, [
        task(check, 'options.load', { ids: ['product'] }),
      ]),
    // Back: the step walked before, every value kept; on the first step walked, nothing
    'editing.idle step.back': (check) => {
      const { history } = before(check);
      if (history.length === 0) return expectUnchanged(check);
      expectOpened(check, { stepIndex: history.at(-1)!, history: history.slice(0, -1) });
    },
    ...answerWays('editing.idle'),
    // the check found problems: they are shown, the step stays
    'editing.checking done:checkStep': (check) => {
      if (passed(check)) {
        // passed, no call of its own: the next step, remembering this one for Back
        const next = answerOf(check).nextStepIndex!;
        expect(next).toBeGreaterThan(before(check).stepIndex);
        expectOpened(check, {
          stepIndex: next,
          history: [...before(check).history, before(check).stepIndex],
          nextStepIndex: next,
        });
      } else expectStep(check, { errors: { amount: sampleAmountError }, nextStepIndex: null });
    },
    // a failed check or quote loses nothing: try again
    'editing.checking error:checkStep': (check) => expectStep(check, { failure: sampleFailures.network }),
    'editing.requesting error:stepRequest': (check) => expectStep(check, { failure: sampleFailures.network }),
    // the quote came: kept for later requests and the review, then the next step
    'editing.requesting done:stepRequest': (check) => {
      const b = before(check);
      const responses = withQuote(b);
      expectOpened(check, { responses, stepIndex: b.nextStepIndex!, history: [...b.history, b.stepIndex] });
    },
  }),
  'serviceWizardSteps.editing.checking': ways({
    // Next clears the failure shown and asks for the step's check with everything it needs
    'editing.idle step.next': (check) => {
      const b = before(check);
      expectStep(check, { failure: null }, [
        {
          name: 'actor:checkStep',
          params: { form: b.form, stepIndex: b.stepIndex, values: b.values, options: b.options },
        },
      ]);
    },
    // while the check runs, only its answer moves the step on
    [ignoredIn('editing.checking', userEvents)]: expectUnchanged,
    ...answerWays('editing.checking'),
  }),
  // eventless: it decides where a passed step goes and never rests
  'serviceWizardSteps.editing.leaving': () => expect.unreachable('leaving is eventless: it never rests'),
  'serviceWizardSteps.editing.requesting': ways({
    // a passed step with a call of its own (a quote) makes it first
    'editing.checking done:checkStep': (check) => {
      expect(passed(check)).toBe(true);
      const b = before(check);
      expect(b.form.steps[b.stepIndex]?.request).toBeTruthy();
      expectStep(check, { errors: {}, nextStepIndex: answerOf(check).nextStepIndex }, [
        {
          name: 'actor:stepRequest',
          params: { form: b.form, stepIndex: b.stepIndex, values: b.values, responses: b.responses },
        },
      ]);
    },
    [ignoredIn('editing.requesting', userEvents)]: expectUnchanged,
    ...answerWays('editing.requesting'),
  }),
  'serviceWizardSteps.completed': ways({
    'editing.checking done:checkStep': (check) => {
      expect(answerOf(check)).toEqual({ errors: {}, nextStepIndex: null });
      expect(before(check).form.steps[before(check).stepIndex]?.request).toBeUndefined();
      expectCompleted(check, { errors: {}, nextStepIndex: null });
    },
    'editing.requesting done:stepRequest': (check) => {
      expect(before(check).nextStepIndex).toBeNull();
      expectCompleted(check, { responses: withQuote(before(check)) });
    },
  }),
};

describeMachinePaths(entry, assertions);
