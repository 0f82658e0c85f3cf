import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import { handOffUrlOf, type ServiceWizardContext, type ServiceWizardInput } from '../../machines/serviceWizard.machine';
import { freshEntries, type WizardForm } from '../../machines/serviceWizard.form';
import type { ConfirmationOutcome } from '../../machines/serviceWizardConfirmation.machine';
import type { ServiceWizardStepsOutput } from '../../machines/serviceWizardSteps.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { confirmationOutcomes, sampleDraft } from '../../machines/samples/serviceWizard.samples';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  sentEvents,
  type Call,
  type StateAssertions,
  type StepCheck,
  type Ways,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'serviceWizard');
const { ctx, before, expectStep } = contextChecks<ServiceWizardContext>();
const output = <T>(check: StepCheck) => (check.event as unknown as { output: T }).output;
const ids = (form: WizardForm) => form.steps.flatMap((s) => s.parameters.map((p) => p.ParameterId));

const userEvents = ['form.retry', 'wizard.restart', 'wizard.retry', 'wizard.close'];
const [receipt, cancelled, failed, declined, handOff] = confirmationOutcomes as [
  ConfirmationOutcome,
  ConfirmationOutcome,
  ConfirmationOutcome,
  ConfirmationOutcome,
  ConfirmationOutcome,
];
const statusOf = (result: unknown) => (result as { status?: unknown } | null)?.status;

/**
 * The key a Submit goes under, by the rule: a new one for each new payment, and for an edit of
 * a payment that reached its confirmation (a Submit may have gone out under the old key) — and
 * never otherwise.
 */
function expectedAttempt(check: StepCheck): number {
  let attempt = 0;
  let tried = false;
  let onReceipt = false;
  let onDeclined = false;
  for (const event of sentEvents(check.calls)) {
    // a new payment, or a declined one tried again: a new key either way
    if ((event.type === 'wizard.restart' && onReceipt) || (event.type === 'wizard.retry' && onDeclined)) {
      attempt += 1;
      tried = false;
    }
    if (event.type === 'xstate.done.actor.steps') {
      if (tried && (event as unknown as { output: ServiceWizardStepsOutput }).output.changed) attempt += 1;
      tried = true;
    }
    // a restart is taken on the receipt only, a retry on a declined receipt only
    if (event.type === 'xstate.done.actor.confirmation') {
      const outcome = (event as unknown as { output: ConfirmationOutcome }).output;
      // a hand-off to the payment gateway shows no receipt
      onReceipt = outcome.outcome === 'receipt' && handOffUrlOf(outcome.result) === null;
      onDeclined = outcome.outcome === 'receipt' && statusOf(outcome.result) === 2;
    } else if ((event.type === 'wizard.restart' && onReceipt) || (event.type === 'wizard.retry' && onDeclined)) {
      onReceipt = false;
      onDeclined = false;
    }
  }
  return attempt;
}

/** Every snapshot: the page's form, a value per field once it is loaded, the payment's key by the rule. */
function invariants(check: StepCheck) {
  const c = ctx(check.snapshot);
  expect(c.pageId).toBe('SERVICE_SAMPLE');
  if (c.form) for (const id of ids(c.form)) expect(c.entries.values).toHaveProperty(id);
  // a draft is restored once, with the form: never kept past it
  if (c.form) expect(c.draft).toBeNull();
  expect(c.attempt).toBe(expectedAttempt(check));
}

/** The steps run from where the payment left them, with why it came back. */
const steps = (check: StepCheck): Call => {
  const c = ctx(check.snapshot);
  return { name: 'actor:serviceWizardSteps', params: { form: c.form, entries: c.entries, failure: c.failure } };
};

const noOptions = { options: {}, optionsState: {} };

const ways =
  (written: Ways) =>
  (check: StepCheck): void => {
    invariants(check);
    expectWay(check, written);
  };

const assertions: StateAssertions = {
  'serviceWizard.loading': ways({
    start: (check) => {
      expect(ctx(check.snapshot)).toEqual({
        pageId: 'SERVICE_SAMPLE',
        instanceId: 'wizard-1',
        // no form yet: no step walked, nothing entered, no option list
        form: null,
        entries: { stepIndex: 0, history: [], values: {}, errors: {}, options: {}, optionsState: {}, responses: [] },
        failure: null,
        attempt: 0,
        submitted: false,
        result: null,
        draft: (check.input as ServiceWizardInput).draft ?? null,
      });
      expect(effects(check.stepCalls)).toEqual([{ name: 'actor:loadForm', params: { pageId: 'SERVICE_SAMPLE' } }]);
    },
    'loadFailed form.retry': (check) =>
      expectStep(check, { failure: null }, [{ name: 'actor:loadForm', params: { pageId: 'SERVICE_SAMPLE' } }]),
    [ignoredIn('loading', userEvents)]: expectUnchanged,
  }),
  'serviceWizard.loadFailed': ways({
    'loading error:loadForm': (check) => expectStep(check, { failure: sampleFailures.network }),
    [ignoredIn('loadFailed', userEvents, 'form.retry')]: expectUnchanged,
  }),
  'serviceWizard.editing': ways({
    // the form as configured: a checkbox's 'true' checked, everything else empty
    'loading done:loadForm': (check) => {
      const form = output<WizardForm>(check);
      const entries = freshEntries(form, noOptions);
      if (form.serviceCode === 'TOPUP_OTHER_EXTERNAL') expect(entries.values.agree).toBe(true);
      if (!before(check).draft) return expectStep(check, { form, entries }, [steps(check)]);
      // requirements#maintenance-session: back from maintenance, on the draft's step with its values where
      // the form still has the field and the step (a form with fewer steps starts at its first)
      expect(before(check).draft).toEqual(sampleDraft);
      const fits = form.steps.length > 2;
      const restored = {
        ...entries,
        values: 'amount' in entries.values ? { ...entries.values, amount: '750' } : entries.values,
        stepIndex: fits ? 2 : 0,
        history: fits ? [0, 1] : [],
      };
      expect(restored.values).not.toHaveProperty('retired');
      expectStep(check, { form, entries: restored, draft: null }, [steps(check)]);
    },
    // Back to the form: every value kept, nothing to say
    // a failed Submit: every value kept, the failure said, the same key for the same payment
    'confirming done:confirmation': (check) => {
      const outcome = output<ConfirmationOutcome>(check);
      expect([cancelled, failed]).toContainEqual(outcome);
      expectStep(check, { failure: outcome.outcome === 'failed' ? outcome.failure : null }, [steps(check)]);
    },
    // a new payment: the first step, empty (the option lists kept), a new key, no receipt
    'receipt wizard.restart': (check) =>
      expectStep(
        check,
        {
          entries: freshEntries(before(check).form, before(check).entries),
          attempt: before(check).attempt + 1,
          submitted: false,
          result: null,
        },
        [steps(check)],
      ),
    // a declined payment tried again: every value kept (back where the Submit was), a new key, no receipt
    'receipt wizard.retry': (check) => {
      expect(statusOf(before(check).result)).toBe(2);
      expect(ctx(check.snapshot).entries.stepIndex).toBe(before(check).entries.stepIndex);
      expectStep(check, { attempt: before(check).attempt + 1, submitted: false, result: null, failure: null }, [
        steps(check),
      ]);
    },
    [ignoredIn('editing', userEvents)]: expectUnchanged,
  }),
  'serviceWizard.confirming': ways({
    // what the steps gathered is kept and handed over as the payment, under its key
    'editing done:steps': (check) => {
      const { entries, changed } = output<ServiceWizardStepsOutput>(check);
      const renewed = before(check).submitted && changed;
      const attempt = before(check).attempt + (renewed ? 1 : 0);
      const form = before(check).form;
      expectStep(check, { entries, attempt, submitted: true, failure: null }, [
        {
          name: 'actor:serviceWizardConfirmation',
          params: {
            form,
            request: { form, values: entries.values, responses: entries.responses, requestId: `wizard-1-${attempt}` },
          },
        },
      ]);
    },
    [ignoredIn('confirming', userEvents)]: expectUnchanged,
  }),
  'serviceWizard.receipt': ways({
    // the receipt, with what was paid (or why it was declined)
    'confirming done:confirmation': (check) => {
      const outcome = output<ConfirmationOutcome>(check);
      expect([receipt, declined]).toContainEqual(outcome);
      expectStep(check, { result: (outcome as { result: unknown }).result, failure: null });
    },
    // only a declined payment can be tried again: a paid one stays on its receipt
    'receipt wizard.retry': (check) => {
      expect(statusOf(before(check).result)).not.toBe(2);
      expectUnchanged(check);
    },
    [ignoredIn('receipt', userEvents, 'wizard.restart', 'wizard.retry', 'wizard.close')]: expectUnchanged,
  }),
  'serviceWizard.handingOff': ways({
    [ignoredIn('handingOff', userEvents)]: expectUnchanged,
    // requirements#payment-results: load money by card goes on on the payment gateway's page
    'confirming done:confirmation': (check) => {
      const outcome = output<ConfirmationOutcome>(check);
      expect(outcome).toEqual(handOff);
      const result = (outcome as { result: unknown }).result;
      expectStep(check, { result, failure: null }, [
        { name: 'followHandOff', params: { url: '/payment-gateway?session=CPabcdefghijklmnopqrstuv' } },
      ]);
      // not closed: a closed wizard would send the user to the dashboard instead
      expect(check.snapshot.status).toBe('active');
    },
  }),
  'serviceWizard.closed': ways({
    'receipt wizard.close': (check) => {
      expectStep(check, {});
      expect(check.snapshot.status).toBe('done');
    },
  }),
};

describeMachinePaths(entry, assertions);
