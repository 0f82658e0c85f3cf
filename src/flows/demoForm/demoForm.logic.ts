import { fromPromise } from 'xstate';
import { demoFormMachine, type DemoRequest } from '../../../machines/demoForm.machine';
import type { WizardValues } from '../../../machines/serviceWizard.form';
import type { ServiceForm } from '../../api/contract/serviceForm';
import { buildRequest } from '../../forms/request';
import type { FileValue, FormValues } from '../../forms/types';
import { isoDay, validateStep } from '../../forms/validation';

/**
 * requirements#demo-form: the demo form's chart wired to the real engine — validateStep for every
 * shown field, buildRequest for the Submit the form would send. Nothing leaves the browser.
 */
export function demoFormLogic(form: ServiceForm, today: () => Date = () => new Date()) {
  const step = form.steps[0];
  const asForm = (values: WizardValues) => values as FormValues;
  return demoFormMachine.provide({
    actors: {
      validateForm: fromPromise<Record<string, unknown>, { values: WizardValues }>(async ({ input }) =>
        step === undefined ? {} : validateStep(step, asForm(input.values), { today: isoDay(today()), form }),
      ),
      buildRequest: fromPromise<DemoRequest, { values: WizardValues }>(({ input }) =>
        buildRequest(form.submit, {
          values: asForm(input.values),
          responses: [],
          props: { serviceCode: form.serviceCode },
          storage: {},
          maskRequestParam: [],
          mobilePrefix: form.mobilePrefix,
          form,
        }),
      ),
    },
  });
}

/** requirements#uploads (base64): a chosen file read in the browser as a data URL. */
export function readFileValue(file: File): Promise<FileValue> {
  return new Promise((resolve) => {
    const base = { kind: 'file', name: file.name, size: file.size, mimeType: file.type } as const;
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ ...base, state: 'ready', dataUrl: typeof reader.result === 'string' ? reader.result : '' });
    reader.onerror = () => resolve({ ...base, state: 'failed' });
    reader.readAsDataURL(file);
  });
}
