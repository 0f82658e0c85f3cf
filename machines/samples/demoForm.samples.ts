import type { EventObject } from 'xstate';
import type { DemoFormInput, DemoRequest } from '../demoForm.machine';

/** Two fields of the sample: a mandatory name left empty, and the invisible channel with its default. */
export const demoFormInputs: DemoFormInput[] = [{ values: { fullName: '', channel: 'WEB' } }];

export const sampleDemoErrors = { fullName: { key: 'validationError.fieldRequired' } };

export const sampleDemoRequest: DemoRequest = {
  url: 'adapter/v1/demoform',
  method: 'POST',
  body: { fullName: 'Ali Hassan', channel: 'WEB' },
};

export const demoFormEvents: EventObject[] = [
  { type: 'field.change', id: 'fullName', value: 'Ali Hassan' } as EventObject,
  { type: 'form.fill', values: { fullName: 'Sara Ahmed' } } as EventObject,
  { type: 'form.submit' },
  { type: 'form.edit' },
  { type: 'xstate.done.actor.validateForm', output: sampleDemoErrors } as EventObject,
  { type: 'xstate.done.actor.validateForm', output: {} } as EventObject,
  { type: 'xstate.error.actor.validateForm', error: new Error('the rules could not run') } as EventObject,
  { type: 'xstate.done.actor.buildRequest', output: sampleDemoRequest } as EventObject,
  { type: 'xstate.error.actor.buildRequest', error: new Error('no mask function was given') } as EventObject,
];
