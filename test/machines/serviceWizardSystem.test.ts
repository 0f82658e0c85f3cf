import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyActorRef, type EventObject } from 'xstate';
import { serviceWizardMachine } from '../../machines/serviceWizard.machine';
import type { WizardForm } from '../../machines/serviceWizard.form';
import { serviceWizardConfirmationMachine } from '../../machines/serviceWizardConfirmation.machine';
import { serviceWizardStepsMachine, type StepCheck } from '../../machines/serviceWizardSteps.machine';
import { serviceWizardSubmissionMachine, type SubmitInput } from '../../machines/serviceWizardSubmission.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { pinWrong, sampleForms, sampleQuote, sampleReceipt } from '../../machines/samples/serviceWizard.samples';

/**
 * The wizard's charts run together, as the portal runs them, with the app's work faked: what the
 * path tests of each chart (which fake the others) cannot show — that they hand each other the
 * right things, and that a PIN or code never rests in any of them.
 */

interface Pending {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

function wizard(form: WizardForm) {
  const calls = new Map<string, Pending[]>();
  const fake = (name: string) =>
    fromPromise<unknown, unknown>(
      ({ input }) =>
        new Promise((resolve, reject) => {
          calls.set(name, [...(calls.get(name) ?? []), { input, resolve, reject }]);
        }),
    );
  const fieldTasks: EventObject[] = [];
  const steps = serviceWizardStepsMachine.provide({
    actors: {
      checkStep: fake('checkStep') as never,
      stepRequest: fake('stepRequest') as never,
      fieldTasks: fromCallback(({ receive }) => receive((task) => void fieldTasks.push(task))),
    },
  });
  const submission = serviceWizardSubmissionMachine.provide({
    actors: { submitTransaction: fake('submitTransaction') as never },
  });
  const confirmation = serviceWizardConfirmationMachine.provide({
    actors: { requestOtp: fake('requestOtp') as never, serviceWizardSubmission: submission },
  });
  const machine = serviceWizardMachine.provide({
    actors: {
      loadForm: fake('loadForm') as never,
      serviceWizardSteps: steps,
      serviceWizardConfirmation: confirmation,
    },
  });
  const clock = new SimulatedClock();
  const contexts: string[] = [];
  const actor = createActor(machine, {
    input: { pageId: 'SERVICE_SAMPLE', instanceId: 'wizard-1' },
    clock,
    inspect: (e) => {
      if (e.type === '@xstate.snapshot')
        contexts.push(JSON.stringify((e.snapshot as { context?: unknown }).context) ?? '');
    },
  });
  actor.start();
  const last = (name: string) => {
    const pending = calls.get(name)?.at(-1);
    if (!pending) throw new Error(`${name} was not called`);
    return pending;
  };
  /** settles the latest call of `name` and lets the charts react */
  const answer = async (name: string, value: unknown) => {
    last(name).resolve(value);
    await new Promise((r) => setTimeout(r));
  };
  const fail = async (name: string, error: unknown) => {
    last(name).reject(error);
    await new Promise((r) => setTimeout(r));
  };
  const child = (id: 'steps' | 'confirmation') => actor.getSnapshot().children[id] as AnyActorRef | undefined;
  const stepsActor = () => child('steps')!;
  const confirmationActor = () => child('confirmation')!;
  /** Next through every step: each check passes, each quote answers */
  const walkSteps = async () => {
    for (;;) {
      const before = stepsActor().getSnapshot().context.stepIndex as number;
      stepsActor().send({ type: 'step.next' });
      const last = before === form.steps.length - 1;
      await answer('checkStep', { errors: {}, nextStepIndex: last ? null : before + 1 } satisfies StepCheck);
      if (form.steps[before]?.request) await answer('stepRequest', sampleQuote);
      if (last) return;
    }
  };
  /** the simulated clock, a second at a time (each tick of a countdown sets the next) */
  const tick = (seconds: number) => {
    for (let i = 0; i < seconds; i++) clock.increment(1000);
  };
  return { actor, tick, calls, last, answer, fail, stepsActor, confirmationActor, walkSteps, contexts, fieldTasks };
}

describe('the service wizard as a system of charts', () => {
  it('confirms by PIN, asks again when it is refused, and keeps the key of the same payment after a failure', async () => {
    const w = wizard(sampleForms.threeSteps);
    await w.answer('loadForm', sampleForms.threeSteps);
    expect(w.actor.getSnapshot().value).toBe('editing');
    // the first step's option list is asked for as the steps open
    expect(w.fieldTasks).toContainEqual(expect.objectContaining({ type: 'options.load', ids: ['product'] }));
    w.stepsActor().send({ type: 'field.change', id: 'amount', value: '1500' });
    await w.walkSteps();
    expect(w.actor.getSnapshot().value).toBe('confirming');
    expect(w.actor.getSnapshot().context.entries.values.amount).toBe('1500');
    expect(w.actor.getSnapshot().context.entries.responses).toEqual([null, sampleQuote]);

    expect(w.confirmationActor().getSnapshot().value).toBe('pin');
    w.confirmationActor().send({ type: 'confirmation.submit', secret: '2468' });
    const first = w.last('submitTransaction').input as SubmitInput;
    expect(first).toMatchObject({ requestId: 'wizard-1-0', secret: '2468', otpRequestId: null });
    expect(first.values.amount).toBe('1500');
    expect(first.responses).toEqual([null, sampleQuote]);

    await w.fail('submitTransaction', pinWrong);
    expect(w.actor.getSnapshot().value).toBe('confirming');
    expect(w.confirmationActor().getSnapshot().value).toBe('pin');
    expect(w.confirmationActor().getSnapshot().context.failure?.kind).toBe('pinWrong');

    w.confirmationActor().send({ type: 'confirmation.submit', secret: '1357' });
    await w.fail('submitTransaction', sampleFailures.network);
    // back on the form's last step, every value kept, the failure said
    expect(w.actor.getSnapshot().value).toBe('editing');
    const steps = w.stepsActor().getSnapshot().context;
    expect(steps.stepIndex).toBe(2);
    expect(steps.history).toEqual([0, 1]);
    expect(steps.values.amount).toBe('1500');
    expect(steps.failure?.kind).toBe('network');

    // Back and Next again, nothing changed: the same payment, the same key
    w.stepsActor().send({ type: 'step.back' });
    expect(w.stepsActor().getSnapshot().context.stepIndex).toBe(1);
    w.stepsActor().send({ type: 'step.next' });
    await w.answer('checkStep', { errors: {}, nextStepIndex: 2 });
    await w.answer('stepRequest', sampleQuote);
    w.stepsActor().send({ type: 'step.next' });
    await w.answer('checkStep', { errors: {}, nextStepIndex: null });
    w.confirmationActor().send({ type: 'confirmation.submit', secret: '2468' });
    expect((w.last('submitTransaction').input as SubmitInput).requestId).toBe('wizard-1-0');

    await w.answer('submitTransaction', sampleReceipt);
    expect(w.actor.getSnapshot().value).toBe('receipt');
    expect(w.actor.getSnapshot().context.result).toEqual(sampleReceipt);
    expect(w.actor.getSnapshot().children.confirmation).toBeUndefined();

    // a new payment: empty, from the first step, under a new key
    w.actor.send({ type: 'wizard.restart' });
    expect(w.stepsActor().getSnapshot().context).toMatchObject({ stepIndex: 0, history: [], failure: null });
    expect(w.actor.getSnapshot().context.attempt).toBe(1);
    for (const context of w.contexts) {
      expect(context).not.toContain('2468');
      expect(context).not.toContain('1357');
    }
  });

  it('makes an edited payment a new one: another key after a failed Submit', async () => {
    const w = wizard(sampleForms.oneStep);
    await w.answer('loadForm', sampleForms.oneStep);
    await w.walkSteps();
    // no confirmation asked for: straight to the Submit, without a secret
    expect(w.confirmationActor().getSnapshot().value).toBe('submitting');
    expect(w.last('submitTransaction').input).toMatchObject({ requestId: 'wizard-1-0', secret: null });
    await w.fail('submitTransaction', sampleFailures.network);
    expect(w.actor.getSnapshot().value).toBe('editing');
    w.stepsActor().send({ type: 'field.change', id: 'nickname', value: 'Mum' });
    await w.walkSteps();
    expect(w.last('submitTransaction').input).toMatchObject({ requestId: 'wizard-1-1', values: { nickname: 'Mum' } });
  });

  it('keeps a code and its countdown across a refused code, and Back to the form forgets them', async () => {
    const w = wizard(sampleForms.otp);
    await w.answer('loadForm', sampleForms.otp);
    await w.walkSteps();
    expect(w.confirmationActor().getSnapshot().value).toEqual({ otp: 'sending' });
    expect(w.last('requestOtp').input).toMatchObject({ values: { customerMobile: '', amount: '' } });
    await w.answer('requestOtp', { requestId: 'otp-request-1' });
    const timer = w.confirmationActor().getSnapshot().children.timer as AnyActorRef;
    expect(timer.getSnapshot().context.remainingSeconds).toBe(60);
    w.tick(5);
    expect(timer.getSnapshot().context.remainingSeconds).toBe(55);

    w.confirmationActor().send({ type: 'confirmation.submit', secret: '123456' });
    expect(w.last('submitTransaction').input).toMatchObject({ secret: '123456', otpRequestId: 'otp-request-1' });
    await w.fail('submitTransaction', sampleFailures.otpInvalid);
    const confirmation = w.confirmationActor().getSnapshot();
    expect(confirmation.value).toEqual({ otp: 'entering' });
    expect(confirmation.context.failure?.kind).toBe('otpInvalid');
    // the same countdown runs on
    expect(confirmation.children.timer).toBe(timer);
    expect(timer.getSnapshot().context.remainingSeconds).toBe(55);

    // the code expires: it can no longer be sent, a new one can be asked for
    w.tick(60);
    expect(w.confirmationActor().getSnapshot().context).toMatchObject({ codeAlive: false, canResend: true });
    w.confirmationActor().send({ type: 'confirmation.submit', secret: '123456' });
    expect(w.calls.get('submitTransaction')).toHaveLength(1);

    w.confirmationActor().send({ type: 'confirmation.cancel' });
    expect(w.actor.getSnapshot().value).toBe('editing');
    expect(w.stepsActor().getSnapshot().context.failure).toBeNull();
    expect(w.contexts.some((c) => c.includes('123456'))).toBe(false);
  });
});
