import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { DemoFormContext, DemoFormInput } from '../../machines/demoForm.machine';
import { sampleDemoErrors, sampleDemoRequest } from '../../machines/samples/demoForm.samples';
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

const entry = registryEntry(machineRegistry, 'demoForm');
const { ctx, before, expectStep } = contextChecks<DemoFormContext>();
const userEvents = ['field.change', 'form.fill', 'form.submit', 'form.edit'];

/** The typed name replaces the empty one; every other value stays. */
const expectNameTyped = (check: StepCheck) => {
  expect(ctx(check.snapshot).values).toEqual({ ...before(check).values, fullName: 'Ali Hassan' });
  expect(ctx(check.snapshot).values.channel).toBe('WEB');
  expect(ctx(check.snapshot).errors).not.toHaveProperty('fullName');
};

/** Submit hands the current values to the rules, and nothing else changes yet. */
const expectValidationStarted = (check: StepCheck, changes: Partial<DemoFormContext>) => {
  expect(ctx(check.snapshot)).toEqual({ ...before(check), ...changes });
  expect(effects(check.stepCalls)).toEqual([{ name: 'actor:validateForm', params: { values: before(check).values } }]);
};

const assertions: StateAssertions = {
  'demoForm.editing': (check) =>
    expectWay(check, {
      start: () => {
        const { values } = check.input as DemoFormInput;
        expect(ctx(check.snapshot)).toEqual({ values, errors: {}, request: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'editing field.change': () => {
        expectNameTyped(check);
        expect(ctx(check.snapshot).request).toBeNull();
        expect(effects(check.stepCalls)).toEqual([]);
      },
      // a mandatory field left empty: its error is shown and the form stays editable
      'validating done:validateForm': () => {
        expectStep(check, { errors: sampleDemoErrors });
        expect(ctx(check.snapshot).request).toBeNull();
      },
      'validating error:validateForm': () => {
        expect(ctx(check.snapshot).failure).toMatchObject({ kind: 'other', message: 'the rules could not run' });
        expect(ctx(check.snapshot).values).toEqual(before(check).values);
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'building error:buildRequest': () => {
        expect(ctx(check.snapshot).failure).toMatchObject({ kind: 'other', message: 'no mask function was given' });
        expect(ctx(check.snapshot).request).toBeNull();
        expect(ctx(check.snapshot).values).toEqual(before(check).values);
      },
      // a changed value makes the shown request stale: it goes, the values stay
      'built field.change': () => {
        expectNameTyped(check);
        expect(before(check).request).toEqual(sampleDemoRequest);
        expect(ctx(check.snapshot).request).toBeNull();
      },
      // QA fills every field at once: the values are merged in and every error goes
      'editing form.fill': () => {
        expectStep(check, { values: { ...before(check).values, fullName: 'Sara Ahmed' }, errors: {} });
      },
      'built form.fill': () => {
        expectStep(check, { values: { ...before(check).values, fullName: 'Sara Ahmed' }, errors: {}, request: null });
      },
      'built form.edit': () => expectStep(check, { request: null }),
      [ignoredIn('editing', userEvents, 'field.change', 'form.fill', 'form.submit')]: () => expectUnchanged(check),
    }),
  'demoForm.validating': (check) =>
    expectWay(check, {
      'editing form.submit': () => expectValidationStarted(check, { failure: null }),
      'built form.submit': () => expectValidationStarted(check, { request: null }),
      // while the rules run, nothing the user does counts
      [ignoredIn('validating', userEvents)]: () => expectUnchanged(check),
    }),
  'demoForm.building': (check) =>
    expectWay(check, {
      'validating done:validateForm': () => {
        expect(ctx(check.snapshot).errors).toEqual({});
        expect(effects(check.stepCalls)).toEqual([
          { name: 'actor:buildRequest', params: { values: before(check).values } },
        ]);
      },
      [ignoredIn('building', userEvents)]: () => expectUnchanged(check),
    }),
  'demoForm.built': (check) =>
    expectWay(check, {
      'building done:buildRequest': () => {
        expectStep(check, { request: sampleDemoRequest, failure: null });
        // the invisible field's value is in the body that would be sent
        expect(ctx(check.snapshot).request?.body).toMatchObject({ channel: 'WEB' });
      },
    }),
};

describeMachinePaths(entry, assertions);
