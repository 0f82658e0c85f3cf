import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ServiceWizardContext, SubmitInput, WizardForm } from '../../machines/serviceWizard.machine';
import { sampleAmountError, sampleQuote, sampleReceipt } from '../../machines/samples/serviceWizard.samples';
import { describeMachinePaths } from './describePaths';
import { lastActor, registryEntry, type StateAssertions, type StepCheck } from './pathHarness';

const entry = registryEntry(machineRegistry, 'serviceWizard');
const ctx = (s: { context: unknown }) => s.context as ServiceWizardContext;
const ids = (form: WizardForm) => form.steps.flatMap((s) => s.parameters.map((p) => p.ParameterId));
const isActorError = (type: string) => type.startsWith('xstate.error.actor.');

/** Checks every snapshot: the PIN or code never stays, and a loaded form keeps a value per field. */
function invariants({ snapshot }: StepCheck) {
  expect(JSON.stringify(snapshot.context)).not.toContain('2468');
  const c = ctx(snapshot);
  if (c.form) {
    for (const id of ids(c.form)) expect(c.values).toHaveProperty(id);
    expect(c.stepIndex).toBeGreaterThanOrEqual(0);
    expect(c.stepIndex).toBeLessThan(c.form.steps.length);
  }
}

const assertions: StateAssertions = {
  'serviceWizard.loading': (check) => {
    invariants(check);
    expect(lastActor(check.calls)).toEqual({ name: 'loadForm', params: { pageId: 'SERVICE_SAMPLE' } });
    expect(ctx(check.snapshot).failure).toBeNull();
  },
  'serviceWizard.loadFailed': (check) => {
    invariants(check);
    expect(ctx(check.snapshot).form).toBeNull();
    expect(ctx(check.snapshot).failure?.kind).toBe('network');
  },
  'serviceWizard.editing.idle': (check) => {
    invariants(check);
    const { snapshot, previous, event } = check;
    const c = ctx(snapshot);
    const before = previous && ctx(previous);
    expect(c.form).not.toBeNull();
    if (before && previous.matches('editing.idle') && isDeepStrictEqual(before, c) && !isActorError(event.type)) {
      // an event this step does not take (Back on the first step, a stray confirmation) changes nothing
      return;
    }
    if (event.type === 'xstate.done.actor.loadForm') {
      expect(c.form).toEqual((event as unknown as { output: WizardForm }).output);
      expect(c.stepIndex).toBe(0);
      // defaults: a checkbox's 'true' becomes checked, everything else starts empty
      if (c.form?.serviceCode === 'TOPUP_OTHER_EXTERNAL') expect(c.values.agree).toBe(true);
    } else if (before && isActorError(event.type)) {
      // a failed check, quote or Submit loses nothing
      expect(c.failure?.kind).toBe('network');
      expect(c.values).toEqual(before.values);
      expect(c.stepIndex).toBe(before.stepIndex);
    } else if (event.type === 'xstate.done.actor.checkStep' && before) {
      if (c.stepIndex === before.stepIndex) expect(c.errors).toEqual({ amount: sampleAmountError });
      else {
        // a passed check moves on and remembers where it came from, for Back
        expect(c.errors).toEqual({});
        expect(c.history).toEqual([...before.history, before.stepIndex]);
      }
    } else if (event.type === 'xstate.done.actor.stepRequest' && before) {
      expect(c.responses[before.stepIndex]).toEqual(sampleQuote);
      expect(c.stepIndex).toBe(before.nextStepIndex);
    } else if (event.type === 'step.back' && before) {
      expect(c.stepIndex).toBe(before.history.at(-1));
      expect(c.values).toEqual(before.values);
      expect(c.history).toEqual(before.history.slice(0, -1));
    } else if (event.type === 'field.change' && before) {
      const { id, value } = event as unknown as { id: string; value: unknown };
      expect(c.values[id]).toEqual(value);
      expect(c.errors[id]).toBeUndefined();
      if (id === 'operator' && c.form?.serviceCode === 'TOPUP_OTHER_EXTERNAL') {
        // seed 001 §3.1 childParameter: the product chosen for another operator is stale
        expect(c.values.product).toBe('');
        expect(c.options.product).toBeUndefined();
        // seed 001 §3.1 onChangeURL → setOptionsIn: the new operator's products are loading
        expect(c.optionsState.product).toBe('loading');
      }
      expect(c.attempt).toBe(before.submitted ? before.attempt + 1 : before.attempt);
    } else if (event.type === 'options.loaded') {
      expect(c.options.product).toHaveLength(1);
      expect(c.optionsState.product).toBeUndefined();
    } else if (event.type === 'options.failed') {
      expect(c.optionsState.product).toBe('failed');
    } else if (event.type === 'options.retry') {
      expect(c.optionsState.product).toBe('loading');
    } else if (event.type === 'field.validated') {
      expect(c.errors.amount).toEqual(sampleAmountError);
    } else if (event.type === 'values.fill') {
      expect(c.values.recipientName).toBe('Layla H.');
    } else if (event.type === 'file.select' || event.type.startsWith('upload.')) {
      expect(c.values.document).toEqual((event as unknown as { value: unknown }).value);
    } else if (event.type === 'file.cancel') {
      expect(c.values.document).toBeNull();
    } else if (event.type === 'wizard.restart' && before) {
      expect(c.stepIndex).toBe(0);
      expect(c.result).toBeNull();
      expect(c.attempt).toBe(before.attempt + 1);
    } else if (event.type === 'confirmation.cancel') {
      expect(c.otpRequestId).toBeNull();
      expect(snapshot.children.timer).toBeUndefined();
    }
  },
  'serviceWizard.editing.checking': (check) => {
    invariants(check);
    const c = ctx(check.snapshot);
    if (check.event.type === 'step.next')
      expect(lastActor(check.calls)).toEqual({
        name: 'checkStep',
        params: { form: c.form, stepIndex: c.stepIndex, values: c.values, options: c.options },
      });
    expect(c.failure).toBeNull();
  },
  'serviceWizard.editing.requesting': (check) => {
    invariants(check);
    const c = ctx(check.snapshot);
    expect(c.form?.steps[c.stepIndex]?.request).toBeTruthy();
    expect(lastActor(check.calls)).toEqual({
      name: 'stepRequest',
      params: { form: c.form, stepIndex: c.stepIndex, values: c.values, responses: c.responses },
    });
  },
  'serviceWizard.confirming.pin': (check) => {
    invariants(check);
    const c = ctx(check.snapshot);
    expect(c.form?.confirmation.kind).toBe('pin');
    if (check.event.type === 'xstate.error.actor.submitTransaction') expect(c.failure?.kind).toBe('pinWrong');
    else if (check.previous?.matches({ confirming: 'pin' })) expect(c).toEqual(ctx(check.previous));
    else expect(c.failure).toBeNull();
    // the quote a step asked for is there for the review and the Submit
    if (c.form?.steps.some((s) => s.request)) expect(c.responses).toContainEqual(sampleQuote);
  },
  'serviceWizard.confirming.otp.sending': (check) => {
    invariants(check);
    expect(lastActor(check.calls)?.name).toBe('requestOtp');
    expect(check.snapshot.children.timer).toBeUndefined();
  },
  'serviceWizard.confirming.otp.notSent': (check) => {
    invariants(check);
    expect(ctx(check.snapshot).failure?.kind).toBe('resendTooSoon');
    expect(ctx(check.snapshot).otpRequestId).toBeNull();
  },
  'serviceWizard.confirming.otp.entering': (check) => {
    invariants(check);
    const c = ctx(check.snapshot);
    expect(c.otpRequestId).toBe('otp-request-1');
    expect(check.snapshot.children.timer).toBeDefined();
    if (check.event.type === 'xstate.done.actor.requestOtp') {
      expect(c.codeAlive).toBe(true);
      expect(c.canResend).toBe(false);
    }
    if (check.event.type === 'otp.expired') expect(c.codeAlive).toBe(false);
    if (check.event.type === 'otp.resendAvailable') expect(c.canResend).toBe(true);
    if (check.event.type === 'xstate.error.actor.submitTransaction') expect(c.failure?.kind).toBe('otpInvalid');
  },
  'serviceWizard.processing': (check) => {
    invariants(check);
    const c = ctx(check.snapshot);
    const call = lastActor(check.calls);
    expect(call?.name).toBe('submitTransaction');
    const input = call?.params as SubmitInput;
    expect(input.requestId).toBe(`wizard-1-${c.attempt}`);
    expect(input.values).toEqual(c.values);
    expect(input.secret).toBe(c.form?.confirmation.kind === 'none' ? null : '2468');
    expect(input.otpRequestId).toBe(c.form?.confirmation.kind === 'otp' ? 'otp-request-1' : null);
    expect(c.submitted).toBe(true);
  },
  'serviceWizard.receipt': (check) => {
    invariants(check);
    const c = ctx(check.snapshot);
    expect(c.result).toEqual(sampleReceipt);
    expect(c.failure).toBeNull();
    expect(check.snapshot.children.timer).toBeUndefined();
  },
  'serviceWizard.closed': (check) => {
    invariants(check);
    expect(check.snapshot.status).toBe('done');
    expect(ctx(check.snapshot).result).toEqual(sampleReceipt);
  },
};

describeMachinePaths(entry, assertions);
