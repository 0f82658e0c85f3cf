import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import { sampleFailures } from '../../machines/samples/failures';
import { onboardingForm } from '../../machines/samples/selfOnboarding.samples';
import type { SelfOnboardingContext } from '../../machines/selfOnboarding.machine';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'selfOnboarding');
const { ctx, before, expectStep } = contextChecks<SelfOnboardingContext>();

const userEvents = [
  'field.change',
  'file.select',
  'file.ready',
  'step.next',
  'step.back',
  'application.submit',
  'application.retry',
  'fields.retry',
] as const;
const loadCall = { name: 'actor:loadFields', params: { form: null } };
const sent = <T>(check: StepCheck) => check.event as unknown as T;
const output = <T>(check: StepCheck) => (check.event as unknown as { output: T }).output;
const checkCall = (c: SelfOnboardingContext) => ({
  name: 'actor:checkStep',
  params: { form: c.form, stepIndex: c.stepIndex, values: c.values },
});
const submitCall = (c: SelfOnboardingContext) => ({
  name: 'actor:submitApplication',
  params: { form: c.form, values: c.values },
});
/** a value typed or a file chosen: kept, its error gone (a file is then handed to the fileReader) */
const expectValue = (check: StepCheck, calls: Array<{ name: string; params: unknown }> = []) => {
  const { id, value } = sent<{ id: string; value: unknown }>(check);
  const was = before(check);
  const errors = { ...was.errors };
  delete errors[id];
  expectStep(check, { values: { ...was.values, [id]: value as never }, errors }, calls);
};
/** the fileReader's answer: the value read or refused, and the problem when refused */
const expectFileRead = (check: StepCheck) => {
  const { id, value, error } = sent<{ id: string; value: unknown; error: unknown }>(check);
  const was = before(check);
  const errors = { ...was.errors };
  if (error === null) delete errors[id];
  else errors[id] = error;
  expectStep(check, { values: { ...was.values, [id]: value as never }, errors });
};

const assertions: StateAssertions = {
  'selfOnboarding.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({
          form: null,
          stepIndex: 0,
          values: {},
          errors: {},
          reference: null,
          failure: null,
        });
        expect(effects(check.stepCalls)).toEqual([loadCall]);
      },
      'loadFailed fields.retry': () => expectStep(check, {}, [loadCall]),
      [ignoredIn('loading', userEvents)]: () => expectUnchanged(check),
    }),
  'selfOnboarding.loadFailed': (check) =>
    expectWay(check, {
      'loading error:loadFields': () => expectStep(check, { failure: sampleFailures.network }),
      [ignoredIn('loadFailed', userEvents, 'fields.retry')]: () => expectUnchanged(check),
    }),
  'selfOnboarding.editing.idle': (check) =>
    expectWay(check, {
      // the first step, with the fileReader ready for the documents
      'loading done:loadFields': () =>
        expectStep(check, { form: onboardingForm, failure: null }, [{ name: 'actor:fileReader', params: undefined }]),
      'editing.idle field.change': () => expectValue(check),
      // kept as chosen (uploading) while the fileReader checks and reads it
      'editing.idle file.select': () => {
        const { id, file } = sent<{ id: string; file: unknown }>(check);
        const was = before(check);
        expectValue(check, [
          {
            name: 'sendTo:fileReader',
            params: { type: 'file.read', form: was.form, id, file, values: ctx(check.snapshot).values },
          },
        ]);
        expect(ctx(check.snapshot).values.idFront).toMatchObject({ kind: 'file', state: 'uploading' });
      },
      'editing.idle file.ready': () => expectFileRead(check),
      // Back from a later step; the first step has nothing before it
      'editing.idle step.back': () => {
        if (before(check).stepIndex === 0) expectUnchanged(check);
        else expectStep(check, { stepIndex: before(check).stepIndex - 1, errors: {} });
      },
      // a step with problems stays, each field with its error
      'editing.checking done:checkStep': () => {
        const result = output<{ errors: Record<string, unknown> }>(check);
        if (Object.keys(result.errors).length > 0) expectStep(check, { errors: result.errors });
        else {
          expect(before(check).stepIndex).toBeLessThan(onboardingForm.steps.length - 1);
          expectStep(check, { stepIndex: before(check).stepIndex + 1, errors: {} });
        }
      },
      // back from the review or a failed submit: the last step, as it was
      'review|failed step.back': () => {
        expectStep(check, { failure: null }, [{ name: 'actor:fileReader', params: undefined }]);
        expect(ctx(check.snapshot).stepIndex).toBe(onboardingForm.steps.length - 1);
      },
      [ignoredIn('editing.idle', userEvents, 'field.change', 'file.select', 'file.ready', 'step.next', 'step.back')]:
        () => expectUnchanged(check),
    }),
  'selfOnboarding.editing.checking': (check) =>
    expectWay(check, {
      'editing.idle step.next': () => expectStep(check, {}, [checkCall(before(check))]),
      // the fileReader answers whenever it is done
      'editing.checking file.ready': () => expectFileRead(check),
      [ignoredIn('editing.checking', userEvents, 'file.ready')]: () => expectUnchanged(check),
    }),
  'selfOnboarding.review': (check) =>
    expectWay(check, {
      // the last step passed its rules
      'editing.checking done:checkStep': () => {
        expect(output<{ errors: object }>(check).errors).toEqual({});
        expect(before(check).stepIndex).toBe(onboardingForm.steps.length - 1);
        expectStep(check, {});
      },
      [ignoredIn('review', userEvents, 'step.back', 'application.submit')]: () => expectUnchanged(check),
    }),
  'selfOnboarding.submitting': (check) =>
    expectWay(check, {
      'review application.submit': () => expectStep(check, {}, [submitCall(before(check))]),
      // the same values again
      'failed application.retry': () => expectStep(check, { failure: null }, [submitCall(before(check))]),
      [ignoredIn('submitting', userEvents)]: () => expectUnchanged(check),
    }),
  'selfOnboarding.failed': (check) =>
    expectWay(check, {
      'submitting error:submitApplication': () => expectStep(check, { failure: sampleFailures.network }),
      [ignoredIn('failed', userEvents, 'application.retry', 'step.back')]: () => expectUnchanged(check),
    }),
  'selfOnboarding.submitted': (check) =>
    expectWay(check, {
      'submitting done:submitApplication': () => expectStep(check, { reference: 'ON-7K2M9QX4', failure: null }),
    }),
};

describeMachinePaths(entry, assertions);
