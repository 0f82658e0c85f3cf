import * as v from 'valibot';
import { expect } from 'vitest';
import type { Envelope } from '../../../src/api/contract/envelope';
import { csrfCookieName, headerNames } from '../../../src/api/contract/headers';
import * as paths from '../../../src/api/contract/paths';
import { maskValue } from '../../../src/api/contract/requestSecurity';
import {
  serviceFormSchema,
  type Option,
  type Parameter,
  type ServiceForm,
  type ServiceRequest,
} from '../../../src/api/contract/serviceForm';
import { changeRequest, passThroughRequest } from '../../../src/flows/serviceWizard/fieldTasks';
import { isVisible as isFieldVisible } from '../../../src/forms/conditions';
import { buildRequest, type BuiltRequest } from '../../../src/forms/request';
import type { FormValues } from '../../../src/forms/types';
import { isoDay, validateStep } from '../../../src/forms/validation';
import {
  optionsDataSchema,
  passThroughDataSchema,
  transactionResultSchema,
  type TransactionResult,
} from '../../../src/api/contract/transactions';
import { MASKED_REQUEST_PARAMS } from '../../../server/seed/siteSettings';
import type { Db } from '../../../server/db/types';
import { testMaskKey } from './backends';
import type { ApiClient, CallResult } from './client';

/**
 * The portal's own form engine (src/forms) drives these runs: its request builder fills every
 * body (placeholders, responses, mobile prefix, masking, nonce and checksum), its conditions say
 * which fields are shown, and its rules check what each step was given, so a seeded form that the
 * portal could not fill or would refuse fails here.
 */

export type Values = Record<string, string | boolean | { fileId?: string; dataUrl?: string } | undefined>;
export interface Props {
  serviceCode: string;
  requestId?: string;
  pin?: string;
  otp?: string;
  otpRequestId?: string;
  locale?: string;
  userIdentifier?: string;
}

const storage = { deviceId: 'test-device', deviceUniqueId: 'test-device-unique', fcmToken: 'test-fcm' };

const FAMILY_TYPES: Record<string, string> = { pdf: 'application/pdf', image: 'image/png', csv: 'text/csv' };

/** A test's values as the wizard holds them: files become FileValues of a type their field takes. */
function formValues(values: Values, form?: ServiceForm): FormValues {
  const out: FormValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (typeof value !== 'object') {
      out[key] = value;
      continue;
    }
    const accepted = form?.steps.flatMap((s) => s.parameters).find((p) => p.ParameterId === key)?.fileType?.[0];
    const fromDataUrl = /^data:([^;,]+)/.exec(value.dataUrl ?? '')?.[1];
    const mimeType = fromDataUrl ?? FAMILY_TYPES[accepted ?? ''] ?? accepted ?? 'application/pdf';
    out[key] = { kind: 'file', name: 'upload', size: 1, mimeType, state: 'ready', ...value };
  }
  return out;
}

export async function buildCall(
  request: ServiceRequest,
  form: ServiceForm,
  values: Values,
  props: Props,
  options: { maskedNames?: readonly string[]; responses?: readonly unknown[] } = {},
): Promise<BuiltRequest> {
  return buildRequest(request, {
    values: formValues(values, form),
    responses: options.responses ?? [],
    props: { ...props },
    storage,
    maskRequestParam: options.maskedNames ?? MASKED_REQUEST_PARAMS,
    mask: (plain) => maskValue(testMaskKey, plain),
    mobilePrefix: form.mobilePrefix,
    nonce: { enabled: form.nonce, now: Date.now },
    form,
  });
}

export async function buildBody(
  request: ServiceRequest,
  form: ServiceForm,
  values: Values,
  props: Props,
  options: { maskedNames?: readonly string[]; responses?: readonly unknown[] } = {},
): Promise<Record<string, unknown>> {
  return (await buildCall(request, form, values, props, options)).body;
}

/** requirements#conditions: a conditional field is shown only when all its conditions hold. */
export function isVisible(parameter: Parameter, values: Values, form?: ServiceForm): boolean {
  return isFieldVisible(parameter, formValues(values, form), form) || parameter.type === 'hidden';
}

export async function fetchForm(client: ApiClient, pageId: string): Promise<ServiceForm> {
  const result = await client.call('GET', paths.serviceConfiguration(pageId));
  expect(result.status, `form ${pageId}`).toBe(200);
  return v.parse(serviceFormSchema, result.envelope.data);
}

function expectOk(result: CallResult, what: string): Envelope {
  if (result.envelope.responseCode !== 0) {
    throw new Error(
      `${what} answered ${result.status} ${String(result.envelope.errCode)}: ${result.envelope.message} ${JSON.stringify(result.envelope.data)}`,
    );
  }
  return result.envelope;
}

export async function callRequest(client: ApiClient, userToken: string, call: BuiltRequest): Promise<CallResult> {
  if (call.method === 'GET') {
    const query = new URLSearchParams(call.query ?? {}).toString();
    return client.call('GET', query ? `${call.url}${call.url.includes('?') ? '&' : '?'}${query}` : call.url, {
      userToken,
    });
  }
  return client.call('POST', call.url, { userToken, json: call.body });
}

export interface RunOptions {
  client: ApiClient;
  userToken: string;
  form: ServiceForm;
  /** per step, the values the user enters (only visible fields are used) */
  steps: Values[];
  props: Omit<Props, 'serviceCode'>;
  /** fetches the code the payer received (confirmation otp) */
  readOtp?: () => Promise<string>;
}

export interface RunResult {
  responses: unknown[];
  submitBody: Record<string, unknown>;
  submit: CallResult;
  receipt?: TransactionResult;
}

/**
 * Walks a form as the portal would: loads each step's option sources and checks the entered
 * option is offered, runs onChange and pass-through calls, makes each step's request on Next,
 * asks for the payer's code when the form is confirmed by one, then submits.
 */
export async function runForm(options: RunOptions): Promise<RunResult> {
  const { client, userToken, form } = options;
  const props: Props = { serviceCode: form.serviceCode, ...options.props };
  const values: Values = {};
  const responses: unknown[] = [];
  const offeredOptions: Record<string, Option[]> = {};
  for (const [index, step] of form.steps.entries()) {
    const entered = options.steps[index] ?? {};
    for (const parameter of [...step.parameters].sort((a, b) => a.sort_order - b.sort_order)) {
      if (!isVisible(parameter, { ...values, ...entered }, form)) continue;
      const value = entered[parameter.ParameterId];
      if (value === undefined) {
        if (parameter.defaultValue !== undefined) values[parameter.ParameterId] = parameter.defaultValue;
        continue;
      }
      values[parameter.ParameterId] = value;
      if (typeof parameter.ValueSource === 'object' && parameter.ValueSource !== null && typeof value === 'string') {
        const source = parameter.ValueSource;
        const listed = await callRequest(client, userToken, await buildCall(source, form, values, props));
        const { options: offered } = v.parse(
          optionsDataSchema,
          expectOk(listed, `${parameter.ParameterId} options`).data,
        );
        expect(
          offered.map((o) => o.value),
          `${parameter.ParameterId} offers ${value}`,
        ).toContain(value);
        offeredOptions[parameter.ParameterId] = offered;
      }
      if (parameter.onChangeURL !== null && typeof value === 'string') {
        // the portal sends the value under its external id, with the service code
        const changed = await callRequest(
          client,
          userToken,
          await buildCall(changeRequest(parameter), form, values, props),
        );
        const { options: offered } = v.parse(
          optionsDataSchema,
          expectOk(changed, `${parameter.ParameterId} change`).data,
        );
        const target = parameter.setOptionsIn === null ? undefined : entered[parameter.setOptionsIn];
        if (typeof target === 'string') expect(offered.map((o) => o.value)).toContain(target);
        if (parameter.setOptionsIn !== null) offeredOptions[parameter.setOptionsIn] = offered;
      }
      if (parameter.passValueExternalID !== null && parameter.externalURL !== null && typeof value === 'string') {
        const passed = await callRequest(
          client,
          userToken,
          await buildCall(passThroughRequest(form, parameter), form, values, props),
        );
        const { fields } = v.parse(
          passThroughDataSchema,
          expectOk(passed, `${parameter.ParameterId} pass-through`).data,
        );
        for (const [id, filled] of Object.entries(fields)) values[id] = filled;
      }
    }
    // the portal's rules pass what the step was given (visible fields only)
    const errors = validateStep(step, formValues(values, form), {
      today: isoDay(new Date()),
      mobilePrefix: form.mobilePrefix,
      form,
      options: offeredOptions,
    });
    expect(errors, `${form.serviceCode} step ${step.id}`).toEqual({});
    if (step.request != null && index < form.steps.length - 1) {
      const call = await buildCall(step.request, form, values, props, { responses });
      const answer = expectOk(await callRequest(client, userToken, call), `${step.id} request`);
      responses[index] = answer.data;
    }
  }
  if (form.confirmation.kind === 'otp') {
    // as the portal does: the code request is built without the Submit's props (no requestId)
    const { requestId: _requestId, pin: _pin, ...base } = props;
    const otpBody = await buildBody(form.confirmation.requestOtp, form, values, base, { responses });
    const sent = expectOk(
      await client.call('POST', form.confirmation.requestOtp.url, { userToken, json: otpBody }),
      'requestOtp',
    );
    if (options.readOtp === undefined) throw new Error('an OTP form needs readOtp');
    props.otp = await options.readOtp();
    props.otpRequestId = (sent.data as { requestId: string }).requestId;
  }
  const submitBody = await buildBody(form.submit, form, values, props, { responses });
  const submit = await client.call('POST', form.submit.url, { userToken, json: submitBody });
  const receipt =
    submit.envelope.responseCode === 0 ? v.parse(transactionResultSchema, submit.envelope.data) : undefined;
  return { responses, submitBody, submit, ...(receipt === undefined ? {} : { receipt }) };
}

/** A wallet's balance in minor units, by login. */
export async function balanceOfLogin(db: Db, login: string): Promise<bigint> {
  const { rows } = await db.query<{ minor: string }>(
    `SELECT COALESCE(SUM(p.amount_minor), 0)::text AS minor
       FROM users u JOIN ledger_accounts a ON a.user_id = u.id AND a.pouch_type = 'EMONEY'
       LEFT JOIN postings p ON p.account_id = a.id
      WHERE u.login = $1`,
    [login],
  );
  return BigInt(rows[0]?.minor ?? '0');
}

export async function ledgerTotal(db: Db): Promise<bigint> {
  const { rows } = await db.query<{ sum: string }>('SELECT COALESCE(SUM(amount_minor), 0)::text AS sum FROM postings');
  return BigInt(rows[0]?.sum ?? '0');
}

let sequence = 0;
/** A fresh requestId (8–64 of [A-Za-z0-9_-]). */
export function newRequestId(): string {
  sequence += 1;
  return `req-${process.pid}-${Date.now().toString(36)}-${sequence}`;
}

/** A tiny valid PNG (1×1), as bytes. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/** Uploads a file through adapter/v1/fileupload (multipart), answering the envelope. */
export async function upload(
  client: ApiClient,
  userToken: string,
  file: { bytes: Uint8Array; name: string; type: string },
): Promise<{ status: number; envelope: Envelope }> {
  const form = new FormData();
  form.set('file', new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name);
  // issue 19: a CSRF pair is bound to the session it is used with
  const csrf = await client.csrfFor(userToken);
  const response = await fetch(`${client.baseUrl}/api/${paths.fileUpload}`, {
    method: 'POST',
    headers: {
      [headerNames.accessChannel]: 'WEBSITE_APP',
      [headerNames.accessToken]: `Bearer ${client.accessToken}`,
      [headerNames.authorizedToken]: `Bearer ${userToken}`,
      Cookie: `${csrfCookieName}=${csrf}`,
      [headerNames.csrf]: csrf,
    },
    body: form,
  });
  return { status: response.status, envelope: (await response.json()) as Envelope };
}
