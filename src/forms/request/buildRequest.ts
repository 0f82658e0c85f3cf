import { CHECKSUM_KEY, NONCE_KEY, requestChecksum } from '../../api/contract/requestSecurity';
import type { MobilePrefix, RequestField, ServiceRequest } from '../../api/contract/serviceForm';
import { carriesUnusedField, valuesForRequest } from '../conditions';
import type { FormValues } from '../types';
import type { FormShape } from '../validation/context';
import { addMobilePrefix } from './mobilePrefix';
import { getPath, leafOf, setPath, toQuery } from './paths';
import {
  type Source,
  STORAGE_KEYS,
  fillText,
  isStorageKey,
  lookup,
  resolveTemplate,
  toRequestValue,
} from './placeholders';

/** What the device keeps (requirements#request-device-fields: deviceId, deviceUniqueId, fcmToken). */
export interface RequestStorage {
  deviceId?: string | undefined;
  deviceUniqueId?: string | undefined;
  fcmToken?: string | undefined;
}

export interface BuildRequestInput {
  /** the wizard's values; those of fields that are not shown are dropped here */
  values: FormValues;
  /** the data of each step's response, by stepIndex */
  responses: readonly unknown[];
  /** serviceCode, requestId, pin, otp, locale, userIdentifier… */
  props: Readonly<Record<string, unknown>>;
  storage: RequestStorage;
  /** the signed-in user's token for authorization fields */
  loginToken?: string | undefined;
  /** runtime configuration: body keys that are AES-encrypted */
  maskRequestParam: readonly string[];
  /** the encryption (maskValue with the imported key); required when a field must be masked */
  mask?: ((plain: string) => Promise<string>) | undefined;
  mobilePrefix: MobilePrefix;
  /** the form's nonce flag with the clock to read (requirements#request-nonce) */
  nonce?: { enabled: boolean; now: () => number } | undefined;
  form: FormShape;
}

export interface BuiltRequest {
  url: string;
  method: 'GET' | 'POST';
  /** the POST body; empty for a GET */
  body: Record<string, unknown>;
  /** a GET's fields */
  query?: Record<string, string>;
}

const AUTHORIZATION = /^authori[sz]ation$/i;
const LOGIN_TOKEN = '{loginToken}';

export function isAuthorizationField(field: Pick<RequestField, 'key' | 'value'>): boolean {
  return AUTHORIZATION.test(leafOf(field.key)) || field.value.trim() === LOGIN_TOKEN;
}

/** requirements#request-bearer: an authorization field gets the prefix Bearer when the basic-token option is off. */
function authorizationValue(field: RequestField, token: string | undefined): string {
  if (token === undefined || token === '') return '';
  if (field.useBasicToken || /^Bearer /i.test(token)) return token;
  return `Bearer ${token}`;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

interface Resolution {
  values: FormValues;
  props: Source;
  storage: Source;
  sources: readonly Source[];
  responses: readonly unknown[];
  loginToken: string | undefined;
}

/** One field's value before the mobile prefix and masking. */
function resolveField(field: RequestField, r: Resolution): unknown {
  const leaf = leafOf(field.key);
  if (field.isFromResponse) {
    const data = r.responses[field.stepIndex ?? r.responses.length - 1];
    return toRequestValue(field.value === '' ? data : getPath(data, field.value));
  }
  if (isAuthorizationField(field)) return authorizationValue(field, r.loginToken);
  if (isStorageKey(leaf)) return r.storage[leaf];
  if (field.useAsDefault) {
    // the literal is only a default: data under the key (or its last segment) wins
    const found = [field.key, leaf].map((name) => lookup(name, [r.values, r.props])).find((item) => !isBlank(item));
    return found === undefined ? field.value : toRequestValue(found);
  }
  return resolveTemplate(field.value, r.sources);
}

/** requirements#request-mobile-prefix: prefix helpers only when the setting is enabled and bound into requests. */
function withMobilePrefix(field: RequestField, value: unknown, setting: MobilePrefix): unknown {
  if (field.ruleIndex === undefined || !setting.enabled || !setting.bindInRequest) return value;
  if (typeof value !== 'string') return value;
  const pattern = setting.patterns[field.ruleIndex];
  return addMobilePrefix(value, setting.key, pattern === undefined ? [] : [pattern]);
}

interface Entry {
  key: string;
  value: unknown;
  masked: boolean;
}

/** requirements#request-user-identifier: fills it from the stored user when the body has none. */
function defaultUserIdentifier(entries: Entry[], props: Source, maskNames: ReadonlySet<string>): void {
  const stored = props.userIdentifier;
  if (isBlank(stored)) return;
  const holders = entries.filter((entry) => leafOf(entry.key) === 'userIdentifier');
  if (holders.length === 0)
    entries.push({ key: 'userIdentifier', value: stored, masked: maskNames.has('userIdentifier') });
  for (const holder of holders) if (isBlank(holder.value)) holder.value = stored;
}

/**
 * requirements#request-building, as a pure async function (the only effects are the injected
 * mask and clock). Steps: values of fields not shown are dropped; each configured field is
 * resolved (response path, authorization token, storage, default, placeholders); the mobile
 * prefix is added where configured; the body is nested by dotted keys; userIdentifier defaults
 * from props; masked fields are encrypted; adapter paths get a nonce and a checksum over the
 * final (masked) fields, the query for a GET.
 */
export async function buildRequest(request: ServiceRequest, input: BuildRequestInput): Promise<BuiltRequest> {
  const values = valuesForRequest(input.form, input.values);
  const storage: Source = Object.fromEntries(STORAGE_KEYS.map((key) => [key, input.storage[key] ?? '']));
  const r: Resolution = {
    values,
    props: input.props,
    storage,
    // storage first: its three keys are always read from storage
    sources: [storage, values, input.props],
    responses: input.responses,
    loginToken: input.loginToken,
  };
  const maskNames = new Set(input.maskRequestParam);
  const entries: Entry[] = request.fields
    .filter((field) => !carriesUnusedField(field, input.form))
    .map((field) => ({
      key: field.key,
      value: withMobilePrefix(field, resolveField(field, r), input.mobilePrefix),
      masked: field.encrypt || maskNames.has(field.key) || maskNames.has(leafOf(field.key)),
    }));
  defaultUserIdentifier(entries, input.props, maskNames);

  const toMask = entries.filter((entry) => entry.masked);
  if (toMask.length > 0 && input.mask === undefined) {
    const names = toMask.map((entry) => entry.key).join(', ');
    throw new Error(
      `request fields ${names} must be masked (maskRequestParam or encrypt) but no mask function was given`,
    );
  }
  for (const entry of toMask) {
    // an empty value stays empty: there is nothing to hide, and the server can still tell it is missing
    if (isBlank(entry.value) || input.mask === undefined) continue;
    entry.value = await input.mask(typeof entry.value === 'string' ? entry.value : JSON.stringify(entry.value));
  }

  const body: Record<string, unknown> = {};
  for (const entry of entries) setPath(body, entry.key, entry.value);
  const url = fillText(request.url, r.sources, encodeURIComponent);
  const method = request.method;
  const query = method === 'GET' ? toQuery(body) : undefined;

  if (input.nonce?.enabled === true && url.replace(/^\/+/, '').startsWith('adapter/')) {
    const signed: Record<string, unknown> = query ?? body;
    const ts = String(input.nonce.now());
    signed[NONCE_KEY] = ts;
    signed[CHECKSUM_KEY] = await requestChecksum(signed, ts);
  }
  return query === undefined ? { url, method, body } : { url, method, body: {}, query };
}
