import * as v from 'valibot';
import { verifiedQrCodeSchema } from '../../api/contract/myQrCode';
import * as paths from '../../api/contract/paths';
import { serviceFormSchema } from '../../api/contract/serviceForm';
import {
  fileUploadDataSchema,
  optionsDataSchema,
  passThroughDataSchema,
  transactionResultSchema,
} from '../../api/contract/transactions';
import type { Gateway } from '../../api/gateway';

/**
 * The payment-service calls (requirements#calls-configured, built by requirements#request-building). The
 * form's own requests go wherever its configuration says; these parse their answers.
 */
export interface ConfiguredCall {
  url: string;
  method: 'GET' | 'POST';
  body: Record<string, unknown>;
  query?: Record<string, string> | undefined;
}

const otpRequestSchema = v.looseObject({ requestId: v.string() });

export function serviceWizardEndpoints(gateway: Gateway) {
  const send = <S extends v.GenericSchema | undefined>(call: ConfiguredCall, schema: S, signal?: AbortSignal) =>
    gateway.call(call.url, {
      method: call.method,
      ...(call.method === 'POST' ? { body: call.body } : {}),
      ...(call.query ? { query: call.query } : {}),
      ...(schema ? { schema } : {}),
      signal,
    } as Parameters<Gateway['call']>[1] & { schema?: S });
  return {
    /** requirements#service-form: a service's form configuration by page id */
    form: (pageId: string, signal?: AbortSignal) =>
      gateway.call(paths.serviceConfiguration(pageId), {
        schema: serviceFormSchema,
        signal,
      }),
    /** a step's Next call (a quote, a check): its data feeds later requests and the review */
    step: (call: ConfiguredCall, signal?: AbortSignal) => send(call, undefined, signal),
    options: (call: ConfiguredCall, signal?: AbortSignal) => send(call, optionsDataSchema, signal),
    passThrough: (call: ConfiguredCall, signal?: AbortSignal) => send(call, passThroughDataSchema, signal),
    requestOtp: (call: ConfiguredCall, signal?: AbortSignal) => send(call, otpRequestSchema, signal),
    submit: (call: ConfiguredCall, signal?: AbortSignal) => send(call, transactionResultSchema, signal),
    /** requirements#qr-verify: whose wallet a scanned code names, if the server signed it */
    verifyQrCode: (qrCode: string, signal?: AbortSignal) =>
      gateway.call(paths.verifyQrCode, { body: { qrCode }, schema: verifiedQrCodeSchema, signal }),
    upload: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return gateway.upload(paths.fileUpload, body, { schema: fileUploadDataSchema, signal, onProgress });
    },
  };
}

export type ServiceWizardEndpoints = ReturnType<typeof serviceWizardEndpoints>;
