import { plainParameter, type Parameter, type ServiceForm, type Step } from '../../src/api/contract/serviceForm';
import type { ValidationContext } from '../../src/forms/validation/context';
import type { FileValue } from '../../src/forms/types';

/** A text parameter with everything a test does not care about filled in. */
export const param = (over: Partial<Parameter> & Pick<Parameter, 'ParameterId'>): Parameter => ({
  ...plainParameter,
  ComponentType: 1,
  label: { en: over.ParameterId },
  ...over,
});

export const step = (parameters: Parameter[], id = 'details'): Step => ({ id, title: { en: id }, parameters });

export const form = (steps: Step[], over: Partial<ServiceForm> = {}): ServiceForm => ({
  serviceCode: 'TEST',
  pageId: 'test',
  title: { en: 'Test' },
  displayColumn: 1,
  formatType: 1,
  labelAlignment: 'top',
  iconAlign: 'start',
  buttonAlign: 'end',
  steps,
  confirmation: { kind: 'none' },
  submit: { url: 'adapter/v1/test', method: 'POST', fields: [] },
  receipt: [],
  mobilePrefix: { enabled: false, key: '', bindInRequest: false, patterns: [] },
  nonce: false,
  ...over,
});

export const ctx = (over: Partial<ValidationContext> = {}): ValidationContext => ({ today: '2025-06-15', ...over });

export const file = (over: Partial<FileValue> = {}): FileValue => ({
  kind: 'file',
  name: 'scan.pdf',
  size: 1000,
  mimeType: 'application/pdf',
  state: 'ready',
  fileId: 'f-1',
  ...over,
});
