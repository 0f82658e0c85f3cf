import { isFileList, isFileValue } from '../validation/context';
import { getPath } from './paths';

/**
 * requirements#request-placeholders: `{name}` in a configured value is replaced from storage,
 * then the step data (visible fields only), then the component's props.
 */
export const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_.]*)\}/g;
const SINGLE = /^\{([A-Za-z_][A-Za-z0-9_.]*)\}$/;

/** requirements#request-device-fields: these are always filled from storage, whatever the data holds. */
export const STORAGE_KEYS = ['deviceId', 'deviceUniqueId', 'fcmToken'] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];
export const isStorageKey = (name: string): name is StorageKey => (STORAGE_KEYS as readonly string[]).includes(name);

export type Source = Readonly<Record<string, unknown>>;

/**
 * A value as it goes into a body: a file becomes its stored id (or its data URL when it was read
 * as base64, or '' when neither exists yet); null and undefined become ''. An isMultiple file
 * field's list becomes the list of those, in the same shape (requirements#request-sources).
 */
export function toRequestValue(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  if (isFileValue(value)) return value.fileId ?? value.dataUrl ?? '';
  if (isFileList(value)) return value.map((file) => file.fileId ?? file.dataUrl ?? '');
  return value;
}

/** The first source holding the name (a dotted name may reach into an object in a source). */
export function lookup(name: string, sources: readonly Source[]): unknown {
  for (const source of sources) {
    if (Object.hasOwn(source, name) && source[name] !== undefined) return source[name];
    if (name.includes('.')) {
      const found = getPath(source, name);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** A value inside a longer text: lists comma-joined, objects as JSON. */
export function asText(value: unknown): string {
  const plain = toRequestValue(value);
  if (typeof plain === 'string') return plain;
  if (Array.isArray(plain)) return plain.map(asText).join(',');
  if (typeof plain === 'object') return JSON.stringify(plain);
  return String(plain);
}

/** Every placeholder replaced by text ('' when missing); `encode` wraps each replacement. */
export function fillText(
  template: string,
  sources: readonly Source[],
  encode: (text: string) => string = (text) => text,
): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => encode(asText(lookup(name, sources))));
}

/**
 * A configured value with its placeholders filled. A value that is exactly one placeholder keeps
 * the source's type (a boolean stays a boolean, a list a list); a missing one gives ''.
 */
export function resolveTemplate(template: string, sources: readonly Source[]): unknown {
  const single = SINGLE.exec(template);
  if (single?.[1] !== undefined) return toRequestValue(lookup(single[1], sources));
  return fillText(template, sources);
}
