import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { WizardValues } from '../../../machines/serviceWizard.form';
import { serviceFormSchema } from '../../../src/api/contract/serviceForm';
import { widgetFor, widgets } from '../../../src/forms/fields';
import {
  demoDefaults,
  demoForm,
  demoFormParameters,
  demoSampleValues,
} from '../../../src/flows/demoForm/demoForm.config';
import { demoFormLogic } from '../../../src/flows/demoForm/demoForm.logic';
import type { FileValue } from '../../../src/forms/types';
import { validateStep } from '../../../src/forms/validation';

const today = '2026-03-14';
const run = () =>
  createActor(
    demoFormLogic(demoForm, () => new Date('2026-03-14T12:00:00')),
    {
      input: { values: demoDefaults() as WizardValues },
    },
  ).start();

describe('the demo form sample', () => {
  it('is a valid service form that draws every widget of the engine', () => {
    expect(() => v.parse(serviceFormSchema, demoForm)).not.toThrow();
    const drawn = new Set(demoFormParameters.map((p) => widgetFor(p)));
    expect([...drawn].sort()).toEqual(Object.keys(widgets).sort());
  });

  it('starts from the defaults: a switch off, a checkbox group empty, the invisible and disabled values set', () => {
    expect(demoDefaults()).toMatchObject({ subscribe: false, transactionType: '', channel: 'WEB', currency: 'IQD' });
  });

  it('passes every rule with the sample values', () => {
    const values = { ...demoDefaults(), ...demoSampleValues(today) };
    expect(validateStep(demoForm.steps[0]!, values, { today, form: demoForm })).toEqual({});
  });

  it('takes up to 3 files in its isMultiple file field', () => {
    const step = demoForm.steps[0]!;
    const sample = demoSampleValues(today).document as FileValue[];
    const check = (document: FileValue[]) =>
      validateStep(step, { ...demoDefaults(), ...demoSampleValues(today), document }, { today, form: demoForm })
        .document;
    const copies = (n: number) => Array.from({ length: n }, (_, i) => ({ ...sample[0]!, key: `k${i}` }));
    expect(check(copies(3))).toBeUndefined();
    expect(check(copies(4))).toEqual({ key: 'tooManyFiles', values: { max: 3 } });
  });

  it("checks both ends of the range slider's 'from,to' value", () => {
    const step = demoForm.steps[0]!;
    const check = (range: string) =>
      validateStep(step, { ...demoDefaults(), ...demoSampleValues(today), range }, { today, form: demoForm }).range;
    expect(check('0,100')).toBeUndefined();
    expect(check('20,180')).toMatchObject({ key: 'minNMaxRange' });
    expect(check('20,x')).toEqual({ key: 'notANumber' });
  });

  it('reports the empty mandatory fields and builds nothing', async () => {
    const actor = run();
    actor.send({ type: 'form.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('editing') && Object.keys(s.context.errors).length > 0);
    expect(snapshot.context.errors).toMatchObject({
      fullName: { key: 'validationError.fieldRequired' },
      range: { key: 'validationError.fieldRequired' },
    });
    // what the user cannot see or change is not theirs to fix
    expect(snapshot.context.errors).not.toHaveProperty('channel');
    expect(snapshot.context.errors).not.toHaveProperty('currency');
    expect(snapshot.context.request).toBeNull();
  });

  it('builds the request: invisible and disabled values sent, the unused field not at all', async () => {
    const actor = run();
    actor.send({ type: 'form.fill', values: demoSampleValues(today) as WizardValues });
    actor.send({ type: 'form.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('built') || s.context.failure !== null);
    expect(snapshot.context.failure).toBeNull();
    const request = snapshot.context.request!;
    expect(request.url).toBe('adapter/v1/demoform');
    expect(request.body).toMatchObject({
      fullName: 'Sara Ahmed',
      channel: 'WEB',
      currency: 'IQD',
      notes: 'demo',
      languages: ['en', 'ar'],
      range: '20,80',
      // isMultiple: the file field's files as a list
      document: ['data:application/pdf;base64,JVBERi0xLjQK'],
    });
    expect(request.body).not.toHaveProperty('promoCode');
    expect(request.body).not.toHaveProperty('save');
  });
});
