import type { RequestField, ServiceRequest } from '../../../src/api/contract/serviceForm';
import type { BuildRequestInput } from '../../../src/forms/request/buildRequest';
import { form, step } from '../fixtures';

export const field = (over: Partial<RequestField> & Pick<RequestField, 'key' | 'value'>): RequestField => ({
  isFromResponse: false,
  useAsDefault: false,
  useBasicToken: false,
  encrypt: false,
  ...over,
});

export const request = (
  fields: RequestField[],
  over: Partial<Omit<ServiceRequest, 'fields'>> = {},
): ServiceRequest => ({ url: 'adapter/v1/pay', method: 'POST', fields, ...over });

export const input = (over: Partial<BuildRequestInput> = {}): BuildRequestInput => ({
  values: {},
  responses: [],
  props: {},
  storage: {},
  maskRequestParam: [],
  mobilePrefix: { enabled: false, key: '', bindInRequest: false, patterns: [] },
  form: form([step([])]),
  ...over,
});
