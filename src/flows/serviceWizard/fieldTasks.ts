import type { FieldTask, FieldTaskAnswer } from '../../../machines/serviceWizard.form';
import * as paths from '../../api/contract/paths';
import type { Option, Parameter, ServiceForm, ServiceRequest } from '../../api/contract/serviceForm';
import { loadProductList } from '../../forms/request/productList';
import type { ServiceWizardEndpoints } from './serviceWizard.endpoints';
import { isVisible } from '../../forms/conditions';
import { uploadingFile, type FieldValue, type FormValues } from '../../forms/types';
import { isEmptyValue, validateField } from '../../forms/validation';
import { isRecipientLookup, type RecipientAnswers } from './recipientCheck';
import type { ServiceCalls } from './serviceCalls';

/**
 * The wizard's field work (requirements#form-parameters): option lists from a configured source, options a
 * changed value loads into another field (onChangeURL → setOptionsIn), a value passed to an
 * external call whose answer fills other fields (passValueExternalID → externalURL), blur
 * checks, and file uploads with progress (requirements#uploads) or base64 reads.
 * Each piece of work has a key; new work under a key aborts the old, so stale answers never land.
 */
export interface FieldTaskDeps {
  calls: ServiceCalls;
  api: ServiceWizardEndpoints;
  send: (event: FieldTaskAnswer) => void;
  /** a fresh signal for this key, aborting the work that held it */
  start: (key: string) => AbortSignal;
  stop: (key: string) => void;
  /** fields a pass-through filled, per source field, so a changed source clears them */
  filled: Map<string, readonly string[]>;
  /** requirements#recipient-live-check: what recipient look-ups answered, for the step's Next */
  recipients?: RecipientAnswers;
}

/**
 * The work under way, by key: new work under a key aborts the old; stopping a key stops its
 * sub-keys too, so `file:<id>` stops every `file:<id>:<file>` of an isMultiple field's list.
 */
export function runningWork() {
  const running = new Map<string, AbortController>();
  return {
    start: (key: string): AbortSignal => {
      running.get(key)?.abort();
      const controller = new AbortController();
      running.set(key, controller);
      return controller.signal;
    },
    stop: (key: string): void => {
      for (const [name, controller] of running) {
        if (name !== key && !name.startsWith(`${key}:`)) continue;
        controller.abort();
        running.delete(name);
      }
    },
    stopAll: (): void => {
      running.forEach((controller) => controller.abort());
      running.clear();
    },
  };
}

const find = (form: ServiceForm, id: string): Parameter | undefined =>
  form.steps.flatMap((s) => s.parameters).find((p) => p.ParameterId === id);

const quietly = (signal: AbortSignal, work: () => Promise<void>, onError: (error: unknown) => void) =>
  work().catch((error: unknown) => {
    if (!signal.aborted) onError(error);
  });

/**
 * requirements#product-list: a list that opens with its step from getproduct is the product-list
 * action: its URL is the page_submit_url, the body carries data.userIdentifier, and the service's
 * code is the transactionService copied onto the answer.
 */
export function isProductList(request: ServiceRequest): boolean {
  return request.url === paths.getProduct;
}

async function loadOptions(
  deps: FieldTaskDeps,
  form: ServiceForm,
  target: string,
  request: ServiceRequest,
  values: FormValues,
  productList = false,
) {
  const signal = deps.start(`options:${target}`);
  await quietly(
    signal,
    async () => {
      const call = await deps.calls.build(request, form, values, []);
      const data = productList
        ? (
            await loadProductList(
              { page_submit_url: call.url, transactionService: form.serviceCode },
              { options: [] as Option[] },
              {
                userIdentifier: deps.calls.userIdentifier(),
                body: call.body,
                post: (url, body) => deps.api.options({ ...call, url, body }, signal),
              },
            )
          ).data
        : await deps.api.options(call, signal);
      if (!signal.aborted) deps.send({ type: 'options.loaded', id: target, options: data.options });
    },
    () => deps.send({ type: 'options.failed', id: target }),
  );
}

/** onChangeURL: the changed value, under its external id, with the service code */
export function changeRequest(parameter: Parameter): ServiceRequest {
  return {
    url: parameter.onChangeURL ?? '',
    method: parameter.changeMethod ?? 'POST',
    fields: [
      {
        key: parameter.ExternalId ?? parameter.ParameterId,
        value: `{${parameter.ParameterId}}`,
        isFromResponse: false,
        useAsDefault: false,
        useBasicToken: false,
        encrypt: false,
      },
      {
        key: 'serviceCode',
        value: '{serviceCode}',
        isFromResponse: false,
        useAsDefault: false,
        useBasicToken: false,
        encrypt: false,
      },
    ],
  };
}

/** passValueExternalID → externalURL: the value under the configured id (a mobile with its prefix) */
export function passThroughRequest(form: ServiceForm, parameter: Parameter): ServiceRequest {
  const plain = { isFromResponse: false, useAsDefault: false, useBasicToken: false, encrypt: false };
  return {
    url: parameter.externalURL ?? '',
    method: 'POST',
    fields: [
      {
        key: parameter.passValueExternalID ?? parameter.ParameterId,
        value: `{${parameter.ParameterId}}`,
        ...plain,
        ...(parameter.type === 'tel' && form.mobilePrefix.enabled ? { ruleIndex: 0 } : {}),
      },
    ],
  };
}

async function passThrough(
  deps: FieldTaskDeps,
  form: ServiceForm,
  parameter: Parameter,
  values: FormValues,
  options: Record<string, readonly Option[]>,
) {
  const id = parameter.ParameterId;
  const previous = deps.filled.get(id) ?? [];
  const clear = () => {
    if (previous.length > 0)
      deps.send({ type: 'values.fill', values: Object.fromEntries(previous.map((k) => [k, ''])) });
    deps.filled.delete(id);
  };
  const value = values[id] ?? null;
  // only a value that passes its own rules is worth asking about (a whole mobile number)
  // (a chosen product passes only against the list it was chosen from)
  if (isEmptyValue(value) || validateField(parameter, values, deps.calls.context(form, options)) !== null) {
    deps.stop(`pass:${id}`);
    clear();
    return;
  }
  const signal = deps.start(`pass:${id}`);
  await quietly(
    signal,
    async () => {
      const request = passThroughRequest(form, parameter);
      const data = await deps.api.passThrough(await deps.calls.build(request, form, values, []), signal);
      if (signal.aborted) return;
      if (isRecipientLookup(parameter)) deps.recipients?.record(id, value, { accepted: true });
      deps.filled.set(id, Object.keys(data.fields));
      deps.send({ type: 'values.fill', values: data.fields });
    },
    (error) => {
      clear();
      // requirements#recipient-live-check: a refused recipient is the field's error at once
      const refusal = isRecipientLookup(parameter) ? (deps.recipients?.record(id, value, { error }) ?? null) : null;
      if (refusal !== null) deps.send({ type: 'field.validated', id, error: refusal });
    },
  );
}

function readAsDataUrl(file: File, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    signal.addEventListener('abort', () => reader.abort(), { once: true });
    reader.readAsDataURL(file);
  });
}

async function upload(deps: FieldTaskDeps, form: ServiceForm, parameter: Parameter, file: File, values: FormValues) {
  const id = parameter.ParameterId;
  // requirements#field-attributes isMultiple: one file of a list, its answers keyed to it (placeUploadAnswer)
  const multiple = parameter.isMultiple === true;
  const base = uploadingFile(file, multiple);
  const failed = (key: 'fileReadFailed' | 'fileUploadFailed') => {
    deps.send({ type: 'upload.failed', id, value: { ...base, state: 'failed' } });
    deps.send({ type: 'field.validated', id, error: { key } });
  };
  // type and size are checked before a byte is sent (requirements#validation-file: invalidFileType, fileSizeBig)
  // (a base64 field's own rule judges the data URL, which does not exist until the file is read)
  const ready: FieldValue = multiple ? [{ ...base, state: 'ready' }] : { ...base, state: 'ready' };
  const error = validateField(parameter, { ...values, [id]: ready }, deps.calls.context(form, {}));
  if (error !== null && !(parameter.upload === 'base64' && error.key === 'invalidBase64')) {
    deps.send({ type: 'upload.failed', id, value: { ...base, state: 'failed' } });
    deps.send({ type: 'field.validated', id, error });
    return;
  }
  // the files of a list upload side by side; Cancel (file:<id>) stops them all
  const signal = deps.start(multiple ? `file:${id}:${base.key}` : `file:${id}`);
  if (parameter.upload === 'base64') {
    await quietly(
      signal,
      async () => {
        const dataUrl = await readAsDataUrl(file, signal);
        deps.send({ type: 'upload.done', id, value: { ...base, state: 'ready', progress: 1, dataUrl } });
      },
      () => failed('fileReadFailed'),
    );
    return;
  }
  let shown = 0;
  await quietly(
    signal,
    async () => {
      const stored = await deps.api.upload(
        file,
        (fraction) => {
          // a few updates are enough for a progress bar; each one re-renders the step
          if (fraction - shown < 0.05 && fraction < 1) return;
          shown = fraction;
          deps.send({ type: 'upload.progress', id, value: { ...base, progress: fraction } });
        },
        signal,
      );
      deps.send({ type: 'upload.done', id, value: { ...base, state: 'ready', progress: 1, fileId: stored.fileId } });
    },
    () => failed('fileUploadFailed'),
  );
}

export function runFieldTask(task: FieldTask, deps: FieldTaskDeps): void {
  if (task.type === 'file.cancel') {
    deps.stop(`file:${task.id}`);
    return;
  }
  const form = task.form as unknown as ServiceForm;
  if (task.type === 'options.load') {
    for (const id of task.ids) {
      const source = find(form, id)?.ValueSource;
      if (source && source !== 'static')
        void loadOptions(deps, form, id, source, task.values as FormValues, isProductList(source));
    }
    return;
  }
  const parameter = find(form, task.id);
  if (!parameter) return;
  const values = task.values as FormValues;
  if (task.type === 'field.validate') {
    if (!isVisible(parameter, values, form)) return;
    const options = task.options as Record<string, readonly Option[]>;
    const error = validateField(parameter, values, deps.calls.context(form, options));
    // a recipient refused for this very number stays refused when the field is left
    const refusal =
      error === null && isRecipientLookup(parameter) ? deps.recipients?.get(task.id, values[task.id] ?? null) : null;
    deps.send({ type: 'field.validated', id: task.id, error: error ?? refusal ?? null });
    return;
  }
  if (task.type === 'file.upload') {
    if (task.file instanceof File) void upload(deps, form, parameter, task.file, values);
    return;
  }
  // field.changed
  if (parameter.onChangeURL && parameter.setOptionsIn) {
    if (isEmptyValue(values[task.id] ?? null)) deps.stop(`options:${parameter.setOptionsIn}`);
    else void loadOptions(deps, form, parameter.setOptionsIn, changeRequest(parameter), values);
  }
  if (parameter.passValueExternalID && parameter.externalURL) {
    const options = (task.type === 'field.changed' ? task.options : undefined) ?? {};
    void passThrough(deps, form, parameter, values, options as Record<string, readonly Option[]>);
  }
}
